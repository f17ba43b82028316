import Glibc
import LetterKit

/// Every paper the program can find, read only as far as a question needs.
///
/// Asked for one paper by name, the shelf lists the user's paper folder and
/// reads the one file called after it (`papers/card.toml` for `card`), or the
/// preset's shipped file: the editor on a new letter pays a folder listing and
/// one small file, however many papers the user keeps. Only a question about
/// every paper (`letter papers`, or a name nothing is called, whose error
/// lists the names there are) reads them all. Each file is read at most once;
/// its unknown-key warnings are said when it is read.
final class PaperShelf {
    let folders: StationeryFolders
    private let warn: (String) -> Void
    /// Entries read, by file path (or preset name, for a compiled-in one).
    private var read: [String: PaperCatalog.Entry] = [:]
    /// Texts read, by file path, for `letter papers --show`.
    private var texts: [String: String] = [:]
    private var listing: [String]?
    private var loadedSettings: LetterSettings?

    init(folders: StationeryFolders, warn: @escaping (String) -> Void = PaperShelf.printWarning) {
        self.folders = folders
        self.warn = warn
    }

    /// Writes `letter: warning: …` on standard error.
    static func printWarning(_ warning: String) {
        StandardError.say(tr("warning: {notice}", ["notice": warning]))
    }

    // MARK: Papers

    /// The paper called `name` (in any case): the user's file of that name
    /// before the preset; or the error to show (no such paper, or its file is
    /// broken).
    func paper(named name: String) throws(PaperFileError) -> Paper {
        try catalog(covering: [name]).paper(named: name)
    }

    /// The paper in the file at `path` (`--paper ./card.toml`), whatever the
    /// file is called.
    func paper(atPath path: String) throws(PaperFileError) -> Paper {
        let entry = self.entry(at: path, name: nil)
        guard let paper = entry.paper else { throw PaperFileError(message: entry.error ?? tr("{path} cannot be read", ["path": path])) }
        return paper
    }

    /// A catalog that can answer for `names`: the entries of those names when
    /// each is found, else every paper (so an error lists every name there is).
    func catalog(covering names: [String]) -> PaperCatalog {
        var builtIn: [PaperCatalog.Entry] = []
        var user: [PaperCatalog.Entry] = []
        for name in Set(names.map { $0.lowercased() }).sorted() {
            let preset = builtInEntry(named: name)
            let files = userFiles.filter { PaperFile.stem(of: $0).lowercased() == name }
            if preset == nil && files.isEmpty { return catalog }
            builtIn += preset.map { [$0] } ?? []
            user += files.map { entry(at: $0, name: PaperFile.stem(of: $0)) }
        }
        return PaperCatalog(builtIn: builtIn, user: user)
    }

    /// A catalog that can read a letter whose front matter names `name`:
    /// nothing to read for none or `custom`.
    func catalog(forRecordedName name: String?) -> PaperCatalog {
        guard let name, name.lowercased() != "custom" else { return PaperCatalog(builtIn: [], user: []) }
        return catalog(covering: [name])
    }

    /// Every paper: the presets, then the user's files by file name, broken
    /// ones included.
    var catalog: PaperCatalog {
        PaperCatalog(
            builtIn: Paper.presets.compactMap { builtInEntry(named: $0.name) },
            user: userFiles.map { entry(at: $0, name: PaperFile.stem(of: $0)) })
    }

    /// A paper file's text as `letter papers --show` prints it: the file's own
    /// text, or for a preset without its file, the compiled-in paper written out.
    /// A preset's file is read here, when asked to be shown, never to use it.
    func text(of entry: PaperCatalog.Entry) -> String {
        if entry.source == "built-in" {
            if let path = shippedPath(of: entry.name), let text = try? PaperFile.text(at: path) { return text }
            return entry.paper.map(PaperDefinition.toml(of:)) ?? ""
        }
        return texts[entry.source] ?? ""
    }

    /// The user's `*.toml` files, in name order; none without a folder.
    var userFiles: [String] {
        if let listing { return listing }
        var files: [String] = []
        if let folder = folders.userPapers, let names = System.names(in: folder) {
            files = names.filter { !$0.hasPrefix(".") && $0.lowercased().hasSuffix(".toml") && $0.count > 5 }
                .sorted().map { FilePath.join(folder, $0) }
        }
        listing = files
        return files
    }

    /// The preset called `name`, built in: its values are generated from the
    /// shipped file (Scripts/generate-papers, checked equal by a test), so no
    /// file is read and no TOML parsed for it; a start on a new letter with
    /// no settings and no papers of one's own reads no paper file at all.
    private func builtInEntry(named name: String) -> PaperCatalog.Entry? {
        guard let preset = Paper.preset(named: name) else { return nil }
        return PaperCatalog.Entry(name: preset.name, paper: preset, source: "built-in")
    }

    private func shippedPath(of name: String) -> String? {
        guard let folder = folders.shipped else { return nil }
        let path = FilePath.join(folder, "\(name).toml")
        return access(path, F_OK) == 0 ? path : nil
    }

    /// The entry for the file at `path`, read once; its warnings said then.
    private func entry(at path: String, name: String?) -> PaperCatalog.Entry {
        if let entry = read[path] { return entry }
        let text = try? PaperFile.text(at: path)
        let entry = PaperFile.entry(at: path, name: name, text: text)
        if let text { texts[path] = text }
        for warning in entry.warnings { warn(warning) }
        read[path] = entry
        return entry
    }

    // MARK: Settings

    /// The user's settings (`config.toml`), read once; the defaults when
    /// there is no such file.
    func settings() throws(PaperFileError) -> LetterSettings {
        if let loadedSettings { return loadedSettings }
        guard let path = folders.settingsFile else { return LetterSettings() }
        let (settings, warnings) = try PaperFile.settings(at: path)
        for warning in warnings { warn(warning) }
        loadedSettings = settings
        return settings
    }

    /// The name of the paper a new letter is written on: the settings' choice
    /// or the built-in default.
    func defaultName() throws(PaperFileError) -> String {
        try settings().paper ?? Paper.default.name
    }

    /// The paper a new letter is written on (and a file that records none is
    /// read on). An unknown name in the settings is placed at its line there;
    /// a broken paper file speaks for itself.
    func defaultPaper() throws(PaperFileError) -> Paper {
        let name = try defaultName()
        let catalog = catalog(covering: [name])
        guard catalog.entry(named: name) == nil, let path = folders.settingsFile else {
            return try catalog.paper(named: name)
        }
        do { return try catalog.paper(named: name) } catch {
            let text = texts[path] ?? (try? PaperFile.text(at: path)) ?? ""
            let line = TOMLText.line(ofKey: "paper", inTable: nil, text: text).map { ":\($0)" } ?? ""
            throw PaperFileError(message: "\(path)\(line): \(error.message)")
        }
    }
}
