/// Every paper the program knows: the built-in presets and the user's own
/// paper files, by name. A user paper with a preset's name replaces it.
///
/// Plain data: the program reads the files (TOML) and hands over what it
/// found, broken files included, so `letter papers` can list a broken paper
/// with its error instead of hiding the others.
public struct PaperCatalog: Hashable, Sendable {
    /// One paper file, or a preset, as found.
    public struct Entry: Hashable, Sendable {
        /// The paper's name (for a broken file, the file's name without `.toml`).
        public var name: String
        /// The paper, or nil when its file is broken.
        public var paper: Paper?
        /// Where it comes from: "built-in", or the file's path.
        public var source: String
        /// Why the file cannot be used, if it cannot.
        public var error: String?
        /// Keys the file gives that a paper does not have.
        public var warnings: [String]

        public init(name: String, paper: Paper?, source: String, error: String? = nil, warnings: [String] = []) {
            self.name = name
            self.paper = paper
            self.source = source
            self.error = error
            self.warnings = warnings
        }
    }

    /// Built-in presets first, then user papers, each group as given.
    public private(set) var entries: [Entry]

    public init(builtIn: [Entry], user: [Entry]) {
        entries = builtIn + user
    }

    /// The presets alone, as compiled in: what the program uses when its
    /// paper files cannot be found.
    public static let compiledIn = PaperCatalog(
        builtIn: Paper.presets.map { Entry(name: $0.name, paper: $0, source: "built-in") }, user: [])

    /// The entry a name means (in any case): a user's paper before a preset.
    public func entry(named name: String) -> Entry? {
        let lowered = name.lowercased()
        return entries.last { $0.name.lowercased() == lowered }
    }

    /// Every name, each once, in listing order: presets (or the user's
    /// replacement) first.
    public var names: [String] {
        var seen = Set<String>()
        return entries.compactMap { seen.insert($0.name.lowercased()).inserted ? $0.name : nil }
    }

    /// The entries `letter papers` lists: one per name, the one in use.
    public var shown: [Entry] {
        names.compactMap(entry(named:))
    }

    /// The paper called `name`, or why there is none.
    public func paper(named name: String) throws(PaperFileError) -> Paper {
        guard let entry = entry(named: name) else {
            throw PaperFileError(
                message: tr(
                    "no paper is called \"{name}\"; try: {papers}", ["name": name, "papers": names.joined(separator: ", ")]))
        }
        guard let paper = entry.paper else {
            throw PaperFileError(message: entry.error ?? tr("{name} cannot be read", ["name": name]))
        }
        return paper
    }
}

/// The user's settings (`config.toml`): the default paper, whether to use
/// colour, and the letterbox's folder. Command-line options beat them;
/// `NO_COLOR` beats `color = "auto"`.
public struct LetterSettings: Hashable, Sendable {
    public enum ColorChoice: String, Hashable, Sendable, CaseIterable {
        case auto, never
    }

    /// The paper a new letter is written on, by name.
    public var paper: String?
    public var color: ColorChoice = .auto
    /// The letterbox's folder as written (`~/Letters`, `/srv/letters`): the
    /// program expands a leading `~` (`HomePath.expanded`).
    public var box: String?
    /// Where copies go: also the terminal's clipboard (`osc52`) or only the
    /// editor's (`internal`); nil leaves it to the terminal's type.
    public var clipboard: ClipboardChoice?

    public enum ClipboardChoice: String, Hashable, Sendable, CaseIterable {
        case osc52, `internal`
    }

    /// The sign-off Alt-S puts in (`signature = "…"`, several lines as a
    /// TOML multi-line string); it wins over the signature file.
    public var signature: String?

    /// The keys the editor and the letterbox use: a profile and the
    /// person's bindings (`keys = "nano"`, `[keys]`).
    public var bindings = KeySettings()

    /// How Alt-D writes today's date, strftime style (`%d %B %Y`), in place
    /// of the letter's language's own form (`LetterDate`).
    public var dateFormat: String?

    /// Misspelt words are marked on the page (`spell = false` turns it off).
    public var spell = true

    /// How the screen draws large and wide lines (`large_type = "dec"`).
    public var largeType: LargeTypeChoice = .auto

    /// Animated pictures play on the page (`animate = false` keeps them
    /// still: each shows its first frame, and no frame is decoded past it).
    public var animate = true
    /// The command line that plays a video or a sound (`player`), as words,
    /// the file's path added last; nil for the first default player
    /// installed (`PlayerCommand`).
    public var player: [String]?
    /// The command line a sent letter is handed to (`sendmail`), as words;
    /// nil for `sendmail -t -oi` where it is installed (`SendmailCommand`).
    public var sendmail: [String]?

    /// Who a letter is sent from when `letter send` is given no `--from`
    /// (`from = "Name <address>"`, or the address alone).
    public var from: MailDraft.Mailbox?

    /// When the letterbox is synced with its git remote: only by `letter
    /// box sync` (`manual`), or also once the editor or the letterbox
    /// screen quits (`on-quit`).
    public var sync: SyncChoice = .manual

    public enum SyncChoice: String, Hashable, Sendable, CaseIterable {
        case manual
        case onQuit = "on-quit"
    }

    /// The keys a settings file may give.
    static let keys: Set<String> = [
        "paper", "color", "box", "clipboard", "keys", "signature", "date_format", "spell", "large_type",
        "animate",
        "player", "from", "sendmail", "sync",
    ]

    public init(paper: String? = nil, color: ColorChoice = .auto, box: String? = nil) {
        self.paper = paper
        self.color = color
        self.box = box
    }

    /// The settings `table` gives (read from `text`, the file `file`), and a
    /// warning for each key it does not know.
    public static func read(from table: [String: TOMLValue], text: String, file: String) throws(PaperFileError)
        -> (settings: LetterSettings, warnings: [String])
    {
        let reader = Reader(table: table, text: text, file: file)
        var settings = LetterSettings()
        settings.paper = try reader.string("paper")
        if let color = try reader.choice("color", ColorChoice.self) { settings.color = color }
        settings.clipboard = try reader.choice("clipboard", ClipboardChoice.self)
        if let largeType = try reader.choice("large_type", LargeTypeChoice.self) { settings.largeType = largeType }
        if let sync = try reader.choice("sync", SyncChoice.self) { settings.sync = sync }
        if let box = try reader.string("box") {
            guard !box.isEmpty else { throw reader.error(for: "box", tr("must name a folder, got an empty string")) }
            settings.box = box
        }
        settings.signature = try reader.string("signature")
        settings.bindings = try KeySettings.read(table["keys"], reader: reader)
        if let format = try reader.string("date_format") {
            guard !format.isEmpty else {
                throw reader.error(for: "date_format", tr("must be a date's form such as \"%d %B %Y\", got an empty string"))
            }
            settings.dateFormat = format
        }
        settings.player = try reader.player()
        if let from = try reader.string("from") {
            guard let mailbox = MailDraft.mailbox(written: from) else {
                throw reader.error(for: "from", tr("must be an e-mail address, or a name and one as \"Name <address>\""))
            }
            settings.from = mailbox
        }
        settings.sendmail = try reader.commandLine("sendmail")
        if let spell = table["spell"] {
            guard case .bool(let on) = spell else { throw reader.error(for: "spell", tr("must be true or false")) }
            settings.spell = on
        }
        if let animate = table["animate"] {
            guard case .bool(let on) = animate else { throw reader.error(for: "animate", tr("must be true or false")) }
            settings.animate = on
        }
        let warnings = table.keys.sorted().filter { !keys.contains($0) }.map {
            reader.place(of: $0, in: nil) + tr("unknown key {key} is ignored", ["key": $0])
        }
        return (settings, warnings)
    }
}

/// A path as a person writes it in a settings file: `~` and `~/…` mean the
/// home folder, as a shell reads them.
public enum HomePath {
    /// `path` with a leading `~` or `~/` replaced by `home`; any other path
    /// (including `~name`, another user's home, which needs the password
    /// database) as written. Nil when `path` needs a home and there is none.
    public static func expanded(_ path: String, home: String?) -> String? {
        guard path == "~" || path.hasPrefix("~/") else { return path }
        guard let home, !home.isEmpty else { return nil }
        if path == "~" { return home }
        let rest = path.dropFirst(2)
        return home.hasSuffix("/") ? home + rest : home + "/" + rest
    }
}
