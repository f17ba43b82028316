import ArgumentParser
import Glibc
import LetterKit

/// `letter box`: every letter in one folder, listed, searched, opened.
struct BoxCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "box",
        abstract: tr("The letterbox: list, search and open every letter in a folder."),
        discussion: tr("DIR is the box: the folder given, else `box` in config.toml, else ~/Letters (made, 0700, on first use). Its letters are the .letter, .md and .txt files in it and its subfolders, hidden ones and a letter's NAME.letter.files folder left out. An index in $XDG_CACHE_HOME/letter/ (~/.cache/letter/) is brought up to date from the files' times and sizes first; a missing or damaged index is built again (with a note on standard error). --list and --search look at every letter only when a folder of the box changed (a letter added, removed, renamed or saved by letter): a letter rewritten in place by another program is seen with --refresh, when the screen opens, or after the next such change.\n--list prints one line a letter, fields between tabs: its path in the box, its date (the envelope's, else the day the file changed), lines used / its paper's lines, and its first line; a letter that cannot be read has `!` and why; a letter and the other machine's version that letter box sync kept beside it have a fifth field saying which is which. --search prints the paths of the letters whose title, recipient or text holds TEXT, best first: any script, any part of a word (ell finds hello).\nWithout either, opens the letterbox screen.\nExit status: 0 when listed or found, 1 when a search finds nothing or the output cannot be written, 2 for an error (no such folder, a broken config.toml), 64 for options that do not go together."),
        subcommands: [BoxSyncCommand.self])

    @Flag(help: ArgumentHelp(tr("Print one line per letter."))) var list = false
    @Option(help: ArgumentHelp(tr("Print the paths of the letters holding TEXT, best first."), valueName: "TEXT"))
    var search: String?
    @Option(help: ArgumentHelp(tr("The order of --list: newest, name or longest."))) var order: BoxOrder = .newest
    @Flag(help: ArgumentHelp(tr("Look at every letter's time and size first, not only the folders'."))) var refresh = false
    @Argument(help: ArgumentHelp(tr("The letterbox folder."))) var dir: String?

    func validate() throws {
        if list && search != nil { throw ValidationError(tr("--list and --search cannot be given together")) }
        if search?.isEmpty == true { throw ValidationError(tr("--search needs some text to look for")) }
    }

    func run() throws {
        guard list || search != nil else {
            let (box, index) = Self.open(dir: dir)
            // The screen refreshes the index itself, with a progress bar.
            do { try BoxScreen.run(box: box, index: index) } catch .stoppedBy(let signal) {
                throw ExitCode(128 + signal)
            } catch {
                fail(Failure(message: error.description))
            }
            // `sync = "on-quit"`: the terminal is the shell's again.
            QuitSync.runIfAsked(box: box)
            return
        }
        Self.printListOrSearch(BoxArguments(list: list, search: search, order: order, refresh: refresh, dir: dir))
    }

    /// `--list` or `--search`: prints the lines and exits with the status
    /// the discussion gives. Called with the arguments read by hand
    /// (`BoxArguments`) or by ArgumentParser; nothing here asks
    /// ArgumentParser anything, so the plain forms never load its casts.
    static func printListOrSearch(_ arguments: BoxArguments) -> Never {
        // The index (and its helper, waited for) is gone when this returns.
        let output = listOrSearch(arguments)
        Glibc.exit(arguments.search != nil && output.isEmpty ? 1 : 0)
    }

    /// Prints what `arguments` ask for; the text printed.
    private static func listOrSearch(_ arguments: BoxArguments) -> String {
        let (_, index) = open(dir: arguments.dir)
        // The lines are made by the index program, whole: the rows are never
        // decoded here (`LetterIndex.listing`, `foundPaths`).
        let output: String
        do {
            if arguments.refresh { try index.refresh() } else { try index.refreshIfFoldersChanged() }
            if let search = arguments.search {
                output = try index.foundPaths(search)
            } else {
                output = try index.listing(order: arguments.order)
            }
        } catch {
            failing(error.description)
        }
        for note in index.notes { StandardError.say(tr("note: {notice}", ["notice": note])) }
        do { try StandardOutput.writeAll(output) } catch {
            failing(tr("cannot write to standard output: {reason}", ["reason": error]), status: 1)
        }
        return output
    }

    /// The box folder `dir` names (or the settings', or ~/Letters) and its
    /// index, opened; a failure is printed and exits with status 2.
    private static func open(dir: String?) -> (box: String, index: LetterIndex) {
        let shelf = PaperShelf(folders: .standard())
        let box: String
        do {
            box = try BoxFolder.resolve(argument: dir, settings: try shelf.settings())
        } catch let error as PaperFileError {
            failing(error.message)
        } catch {
            failing(String(describing: error))
        }
        do { return (box, try LetterIndex.open(box: box)) } catch { failing(error.description) }
    }

    /// `fail` without a command's value: says `message` on standard error
    /// and exits with `status`.
    private static func failing(_ message: String, status: Int32 = 2) -> Never {
        StandardError.say(message)
        Glibc.exit(status)
    }
}

extension BoxOrder: ExpressibleByArgument {}
