import ArgumentParser
import LetterKit

/// `letter papers`: every paper the program can find, or one paper's file.
struct Papers: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: tr("List the papers: the presets and your own."),
        discussion: tr("Lists every paper with its size and where it comes from: built-in, or the path of its file in $XDG_CONFIG_HOME/letter/papers/ (~/.config/letter/papers/ by default). A paper of your own with a preset's name replaces the preset. The default paper (config.toml's `paper`, else letter) is marked. A file that cannot be read is listed with its error. With --show NAME, prints that paper's TOML: its file as written (a broken one too, followed by its error), or a preset's shipped file.\nExit status: 0 when listed, 1 when the list cannot be written, 2 when --show names no paper or a broken one, or config.toml is broken."))

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(tr("Print the TOML of the paper called NAME.")))
    var show: String?

    func run() {
        let shelf = PaperShelf(folders: .standard())
        if let name = show {
            let catalog = shelf.catalog(covering: [name])
            // A broken file is shown too, as written, so it can be mended;
            // its error follows, and the status says it cannot be used.
            if let entry = catalog.entry(named: name) { emit(TerminalSafe.lines(shelf.text(of: entry))) }
            do { _ = try catalog.paper(named: name) } catch { fail(Failure(message: error.message)) }
            return
        }
        let defaultName: String
        do { defaultName = try shelf.defaultName() } catch { fail(Failure(message: error.message)) }
        let catalog = shelf.catalog
        emit(Papers.listing(catalog.shown, defaultName: defaultName))
        // A default that is not there is worth a word: a new letter would fail.
        if catalog.entry(named: defaultName) == nil {
            do { _ = try shelf.defaultPaper() } catch { PaperShelf.printWarning(error.message) }
        }
    }

    /// One line a paper, columns aligned: its name, `lines × columns`, where
    /// it comes from and whether it is the default; a broken file's error in
    /// place of its size.
    static func listing(_ entries: [PaperCatalog.Entry], defaultName: String) -> String {
        let names = entries.map { shown($0.name) }
        let nameWidth = names.map { CellWidth.of($0) }.max() ?? 0
        let sizes = entries.map { entry in entry.paper.map { "\($0.lines) × \($0.columns)" } ?? "" }
        let sizeWidth = sizes.map(\.count).max() ?? 0
        var output = ""
        for (index, entry) in entries.enumerated() {
            output += pad(names[index], to: nameWidth) + "  "
            guard entry.paper != nil else {
                output += tr("broken: {reason}", ["reason": shown(entry.error ?? entry.source)]) + "\n"
                continue
            }
            let mark = entry.name.lowercased() == defaultName.lowercased() ? " " + tr("(default)") : ""
            let source = entry.source == "built-in" ? tr("built-in") : shown(entry.source)
            output += pad(sizes[index], to: sizeWidth) + "  " + source + mark + "\n"
        }
        return output
    }

    /// Control characters in caret form: a name or path never sends the
    /// terminal an escape sequence.
    private static func shown(_ text: String) -> String { TerminalSafe.escaped(text) }

    private static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - CellWidth.of(text)))
    }
}
