extension LetterFile {
    /// What kind of file this is, which decides whether a `---` block at its
    /// top is front matter.
    ///
    /// Only letters (`.letter`, in any case) have front matter. Any other file
    /// (`.txt`, `.md`, no extension) has none: a `---` block a Markdown tool or
    /// a person put at its top is text like the rest, shown, counted and saved
    /// as written, and no `paper:` line is ever added to it.
    public enum Format: Hashable, Sendable {
        /// A `.letter`: front matter records its paper.
        case letter
        /// A `.md`: all body, read and written as Markdown (`MarkdownBody`).
        case markdown
        /// Any other file: all text, byte for byte.
        case plain

        /// The format of the file at `path`, by its extension.
        public init(path: String) {
            if LetterFile.usesFrontMatter(path: path) {
                self = .letter
            } else {
                self = LetterFile.pathExtension(of: path)?.lowercased() == "md" ? .markdown : .plain
            }
        }
    }

    /// The paper the front matter records among the presets, or nil when it
    /// records none; throws when it names a paper that does not exist or gives
    /// bad numbers. `recordedPaper(in:)` looks in a catalog of papers.
    public func recordedPaper() throws(FrontMatterError) -> Paper? {
        try recordedPaper(in: .compiledIn)?.paper
    }

    /// The name the front matter gives for the paper (`paper: card`), if any:
    /// what a catalog must hold to read the letter's paper.
    public var recordedPaperName: String? {
        frontMatter?.value(for: PaperKey.paper)
    }

    /// The paper the front matter records, found in `catalog`, or nil when it
    /// records none.
    ///
    /// `paper: NAME` names a paper of the catalog; `lines: N` and `columns: N`
    /// override its size (a custom paper is written `paper: custom` with both).
    /// Sizes alone start from the default paper. A name the catalog lacks,
    /// given with both sizes, is a paper made elsewhere (a user's own, whose
    /// file is not on this machine): the letter keeps its size and gets the
    /// standard look, and `lookIsDefault` says so. Throws for a name the
    /// catalog lacks without both sizes, a paper whose file is broken, and bad
    /// numbers.
    public func recordedPaper(in catalog: PaperCatalog) throws(FrontMatterError) -> RecordedPaper? {
        guard let frontMatter else { return nil }
        let name = frontMatter.value(for: PaperKey.paper)
        let lines = frontMatter.value(for: PaperKey.lines)
        let columns = frontMatter.value(for: PaperKey.columns)
        if name == nil && lines == nil && columns == nil { return nil }
        let lineCount = try LetterFile.number(lines, key: PaperKey.lines)
        let columnCount = try LetterFile.number(columns, key: PaperKey.columns)
        var base = Paper.default
        if let name, name.lowercased() != "custom" {
            if let entry = catalog.entry(named: name) {
                guard let paper = entry.paper else {
                    throw .brokenPaper(entry.error ?? tr("{name} cannot be read", ["name": name]))
                }
                base = paper
            } else {
                guard let lineCount, let columnCount else { throw .unknownPaper(name, known: catalog.names) }
                do {
                    let paper = try Paper(name: name, lines: lineCount, columns: columnCount)
                    return RecordedPaper(paper: paper, lookIsDefault: true)
                } catch {
                    throw .badPaper(error.description)
                }
            }
        }
        do {
            if name?.lowercased() == "custom" {
                let paper = try Paper(lines: lineCount ?? base.lines, columns: columnCount ?? base.columns)
                return RecordedPaper(paper: paper)
            }
            return RecordedPaper(paper: try base.resized(lines: lineCount, columns: columnCount))
        } catch {
            throw .badPaper(error.description)
        }
    }

    /// The recorded paper, or nil when there is none or it cannot be read (ask
    /// `recordedPaper()` for the reason).
    public var paper: Paper? {
        do { return try recordedPaper() } catch { return nil }
    }

    /// Records `paper` in a letter's front matter, creating the block if there
    /// is none. Only the paper keys change; every other line stays as it was.
    /// A plain file has no place for it and is left as it is: returns whether
    /// the paper was recorded.
    ///
    /// A preset as built is recorded by its name alone. Any other paper (a
    /// user's own, a preset the user's file replaces) records its name with
    /// its lines and columns, so the letter opens at its size on a machine
    /// without that paper's file; a custom size records `paper: custom`.
    @discardableResult
    public mutating func setPaper(_ paper: Paper) -> Bool {
        guard format == .letter else { return false }
        var block = frontMatter ?? FrontMatter()
        if let preset = Paper.preset(named: paper.name), preset == paper {
            block.set(preset.name, for: PaperKey.paper)
            block.remove(PaperKey.lines)
            block.remove(PaperKey.columns)
        } else {
            block.set(paper.name, for: PaperKey.paper)
            block.set(paper.lines, for: PaperKey.lines)
            block.set(paper.columns, for: PaperKey.columns)
        }
        frontMatter = block
        return true
    }

    /// Makes this the file to write at `path`, whose extension decides its
    /// shape, whatever the file was before.
    ///
    /// A `.letter` records `paper` in its front matter (a `.txt` or a new
    /// letter saved as a `.letter` gains a block). Any other name is a plain
    /// file, so a letter saved as `.txt` or `.md` loses its front matter, the
    /// paper and every other key with it: the README promises plain text there,
    /// and a block left at the top would be read back as words of the letter.
    /// BOM, line ending and final newline are kept either way. A `.letter` and
    /// a `.md` are written in the Markdown form (`format: 2` in a letter's
    /// front matter), whatever form they were read in.
    public mutating func prepareForSaving(at path: String, paper: Paper) {
        format = Format(path: path)
        if format == .letter {
            setPaper(paper)
            frontMatter?.set(LetterFile.markdownFormat, for: LetterFile.formatKey)
        } else {
            frontMatter = nil
        }
        bodyForm = format == .plain ? .lines : .markdown
    }

    /// Whether a file at `path` has front matter: only `.letter` files do.
    public static func usesFrontMatter(path: String) -> Bool {
        pathExtension(of: path)?.lowercased() == fileExtension
    }

    /// The path a new letter called `name` is saved at: `.letter` is added when
    /// the name has no extension of its own.
    public static func pathForNewLetter(named name: String) -> String {
        pathExtension(of: name) == nil ? "\(name).\(fileExtension)" : name
    }

    /// The extension of the last path component, nil if it has none. A leading
    /// dot (a hidden file such as `.profile`) is not an extension.
    static func pathExtension(of path: String) -> String? {
        let name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = name[name.index(after: dot)...]
        return ext.isEmpty ? nil : String(ext)
    }

    private enum PaperKey {
        static let paper = "paper"
        static let lines = "lines"
        static let columns = "columns"
    }

    private static func number(_ text: String?, key: String) throws(FrontMatterError) -> Int? {
        guard let text else { return nil }
        guard let value = Int(text) else { throw .notANumber(key: key, value: text) }
        return value
    }
}

/// The paper a letter's front matter records, as found in a catalog.
public struct RecordedPaper: Hashable, Sendable {
    public var paper: Paper
    /// The catalog has no paper of the recorded name: `paper` has the
    /// recorded size and the standard look, which the person should be told.
    public var lookIsDefault: Bool

    public init(paper: Paper, lookIsDefault: Bool = false) {
        self.paper = paper
        self.lookIsDefault = lookIsDefault
    }
}

/// Why the paper recorded in a letter's front matter cannot be used.
public enum FrontMatterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A paper no catalog entry is called, with the names there are.
    case unknownPaper(String, known: [String])
    case notANumber(key: String, value: String)
    /// The size is out of range; carries the paper's own explanation.
    case badPaper(String)
    /// The paper's file is broken; carries its error, which names the file.
    case brokenPaper(String)

    public var description: String {
        switch self {
        case .unknownPaper(let name, let known):
            tr(
                "the front matter names paper \"{name}\", which does not exist; try: {papers}",
                ["name": name, "papers": known.joined(separator: ", ")])
        case .brokenPaper(let reason):
            reason
        case .notANumber(let key, let value):
            tr("the front matter's {key} is \"{value}\", not a whole number", ["key": key, "value": value])
        case .badPaper(let reason):
            tr("the front matter's paper cannot be used: {reason}", ["reason": reason])
        }
    }
}
