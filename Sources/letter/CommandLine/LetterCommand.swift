@_exported import LetterSystem
import ArgumentParser
import Glibc
import LetterKit

/// `letter`: write a letter on ruled paper, or check and render one.
@main
struct LetterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "letter",
        abstract: tr("Write a letter on a sheet of ruled paper that never overflows."),
        version: LetterVersion.current,
        subcommands: [
            // In the order a user needs them (`letter --help` lists them so):
            // write, find what was written, send it, then the checks and the rest.
            Edit.self, New.self, BoxCommand.self, Export.self, PrintCommand.self, Send.self, Check.self, Spell.self,
            Render.self,
            EnvelopeCommand.self, Papers.self, Templates.self, KeysCommand.self, BookCommand.self, Import.self,
        ],
        defaultSubcommand: Edit.self
    )

    /// Starts the editor without ArgumentParser when the arguments are its
    /// plainest (`letter`, `letter FILE --paper postcard`: see
    /// `EditorArguments`, which says why), and so `letter box --list` and
    /// `--search TEXT` (`BoxArguments`), and `--version`; everything else goes through
    /// ArgumentParser's whole command tree.
    static func main() {
        ProgramLanguage.start()
        if InterfaceLanguage.catalog != nil, let folder = ProgramLanguage.catalogFolder() {
            HelperLanguage.handOn(folder: folder)
        }
        let arguments = rawArguments()
        if let first = arguments.first, let suggestion = CommandSuggestion.forMistyped(first) {
            StandardError.say(suggestion.message)
            Glibc.exit(2)
        }
        if arguments.first.map({ !subcommandNames.contains($0) }) ?? true, let editor = EditorArguments(arguments) {
            Edit.openEditor(files: editor.files, paper: editor.paper)
        }
        if arguments == ["--version"] {
            // As ArgumentParser prints it, without building the command tree
            // (24 M instructions, three times an editor's start).
            print(LetterVersion.current)
            Glibc.exit(0)
        }
        if arguments.first == "box", let box = BoxArguments(Array(arguments.dropFirst())) {
            BoxCommand.printListOrSearch(box)
        }
        if arguments.starts(with: ["box", "sync"]) {
            // `box` takes a folder as its argument, so ArgumentParser never
            // looks past it for a subcommand: `sync` is parsed here, and its
            // help asked of the whole tree, where it is `box`'s subcommand.
            let rest = Array(arguments.dropFirst(2))
            if rest.contains(where: { ["-h", "--help", "-help"].contains($0) }) {
                runWithEscapedMessages(["help", "box", "sync"])
            }
            runWithEscapedMessages(rest, as: BoxSyncCommand.self)
        }
        runWithEscapedMessages(arguments)
    }

    /// ArgumentParser's `main`, but its messages written through the
    /// program's own streams, in the interface's language
    /// (`ArgumentParserWords`): they quote the arguments (`Unknown option
    /// '--x…'`, `The value '…' is invalid`), and an argument can hold an
    /// escape sequence (a file name from a script's loop), so they are
    /// escaped as every other message is (`TerminalSafe`).
    static func runWithEscapedMessages(_ arguments: [String], as root: any ParsableCommand.Type = Self.self) -> Never {
        do {
            var command = try root.parseAsRoot(arguments)
            try command.run()
            Glibc.exit(0)
        } catch {
            let code = root.exitCode(for: error)
            let translates = InterfaceLanguage.catalog != nil && !ArgumentParserWords.isForPrograms(arguments)
            let raw = root.fullMessage(for: error, columns: translates ? ArgumentParserWords.unwrappedWidth : nil)
            let message = translates ? ArgumentParserWords.translated(raw, width: ArgumentParserWords.screenWidth()) : raw
            if !message.isEmpty {
                if code == .success {
                    StandardOutput.write(TerminalSafe.lines(message) + "\n")
                } else {
                    StandardError.write(message + "\n")
                }
            }
            Glibc.exit(code.rawValue)
        }
    }

    /// The arguments with their bytes kept (`RawPath`): `CommandLine.arguments`
    /// replaces bytes that are not UTF-8, and a file name given that way
    /// could then not be opened.
    static func rawArguments() -> [String] {
        (0..<Int(CommandLine.argc)).dropFirst().map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return "" }
            return System.string(cString: argument)
        }
    }

    /// The subcommands' names as typed, and `help`. Written out, not derived
    /// from the types: `String(describing:)` of a type is itself a dynamic
    /// cast that scans every conformance. A test holds the list to the
    /// names ArgumentParser parses.
    static let subcommandNames: Set<String> = [
        "edit", "open", "new", "templates", "check", "spell", "render", "export", "import", "print", "send", "papers", "keys", "envelope", "box", "book", "help",
    ]
}

extension ParsableCommand {
    /// Loads `file` as a letter, its recorded paper looked up on `shelf`, or
    /// fails with exit status 2 and the reason. With `readsStandardInput`,
    /// `-` is standard input: only commands that just read the letter take
    /// it (one that writes the letter back needs a file).
    func loadLetter(_ file: String, shelf: PaperShelf, readsStandardInput: Bool = false) -> LoadedLetter {
        do {
            if readsStandardInput, file == StandardInput.name {
                return try StandardInput.letter(papers: shelf.catalog(forRecordedName:))
            }
            return try LoadedLetter.load(path: file, papers: shelf.catalog(forRecordedName:))
        } catch {
            fail(Failure(message: error.message(path: file)))
        }
    }

    /// The paper to lay `letter` out on: the one its front matter records (the
    /// default paper when it records none), with the options on top. A
    /// recorded paper that cannot be used is an error (status 2) unless the
    /// options name the whole paper themselves: checking against some other
    /// paper would give a wrong answer. A broken paper file speaks for itself.
    func resolvePaper(for letter: LoadedLetter, options: PaperOptions, shelf: PaperShelf) -> Paper {
        if let problem = letter.paperProblem, !options.nameWholePaper {
            if case .brokenPaper(let message) = problem { fail(Failure(message: message)) }
            fail(Failure(message: tr("{path}: {reason} (or give --paper)", ["path": letter.path, "reason": problem.description])))
        }
        do { return try options.request.resolve(for: letter, shelf: shelf) } catch {
            fail(Failure(message: error.description))
        }
    }

    /// Writes `text` to standard output, or fails with status 1 and the reason:
    /// output that went nowhere is not a success.
    func emit(_ text: String) {
        do { try StandardOutput.writeAll(text) } catch {
            fail(Failure(message: tr("cannot write to standard output: {reason}", ["reason": error]), status: 1))
        }
    }

    /// One clean line for what the picture libraries would have printed
    /// themselves (`LibraryMessages`, in `letter-pictures`), if they said
    /// anything, or why the pictures could not be drawn at all.
    func noteLibraryMessages() {
        if let summary = PictureHelper.shared.note() { StandardError.say(tr("note: {notice}", ["notice": summary])) }
    }

    /// Prints `failure` as `letter: …` on standard error and exits with its status.
    func fail(_ failure: Failure) -> Never {
        StandardError.say(failure.message)
        Self.exit(withError: ExitCode(failure.status))
    }
}

/// A command-line failure that exits with a status of 1 or more and says why
/// on standard error.
struct Failure: Error, CustomStringConvertible {
    var message: String
    var status: Int32 = 2
    var description: String { message }
}
