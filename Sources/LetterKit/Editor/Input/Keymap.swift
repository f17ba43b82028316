/// What the editor can be asked to do, as data.
///
/// Keys map to commands through `Keymap.bindings`; the shell also sends commands
/// of its own (a paste, a click, a resize, the result of a save).
public enum Command: Hashable, Sendable {
    /// A change to the letter, through the page's gate.
    case edit(EditCommand)
    case move(Motion, selecting: Bool)
    /// Up/down by a screenful; the size is known only to the editor state.
    case pageUp(selecting: Bool), pageDown(selecting: Bool)
    case selectAll
    /// Tab: spaces to the next multiple of four columns.
    case indent
    case copy, cut, pasteClipboard
    case save, quit, help
    /// Save under a name asked for on the status row.
    case saveAs
    /// Ask for text and go to where it next occurs.
    case find
    /// Go to the next place the last text looked for occurs.
    case findNext
    /// Escape: closes a prompt or the help, drops the selection.
    case cancel
    /// A mouse click at a terminal cell (row, column).
    case click(row: Int, column: Int)
    /// The wheel: rows to scroll, negative for up.
    case scroll(rows: Int)
    /// The terminal now has this many rows and columns.
    case resize(rows: Int, columns: Int)
    /// A key the keymap does not bind; prompts and help use the raw key.
    case key(Key)
    /// The shell's answer to a `.save` effect.
    case saveFinished(SaveResult)
    /// Input has paused: the status row's counters catch up.
    case idle
    /// An ink key: bold, italic, underline, highlight, colour, plain.
    case ink(InkKey)
    /// The whole of a long letter, laid out after the first paint of its
    /// opening part (see `LetterFile.openingPart(of:)`).
    case finishOpening(body: String, ink: Bool)
    /// The shell reports a fact the person should hear about.
    case notify(Notice)
    /// Questions to ask in turn before the letter can be edited (it is open
    /// elsewhere, a newer copy exists).
    case ask([EditorState.Question])
    /// Alt-P: ask for a file to attach (a picture, or any file as a card).
    case attach
    /// F2: the envelope's form.
    case envelope
    /// Alt-= and Alt--: the picture at the cursor a line taller or shorter.
    case resizePicture(by: Int)
    /// The shell's answer to `.completePath`: the names that complete the
    /// text asked about (folders end in "/").
    case pathCompleted(text: String, candidates: [String])
    /// The shell's answer to `.lookAtAttachment`: the file, as the program
    /// will open it (absolute), and what it found there.
    case attachmentLooked(path: String, PictureFacts)
    /// The shell's answer to `.lookAtPictures`: the blocks drawn.
    case picturesLooked([PictureLooked])
    /// The shell's answer to `.copyAttachments`.
    case attachmentsCopied(AttachmentCopyResult)
}

/// How a save the shell attempted turned out.
public enum SaveResult: Hashable, Sendable {
    case saved(path: String)
    case failed(reason: String)
    /// The file changed on disk since it was opened or last saved.
    case changedOnDisk(path: String)
    /// Save-as named a file that exists and is not this letter.
    case alreadyExists(path: String)
}

/// One row of the keymap: keys and their commands, and what the help screen says.
///
/// Most rows bind one command to a few keys; a row may also bind related keys to
/// related commands (the four arrows) so the help stays one screen long.
public struct Binding: Sendable {
    /// Each key and the command it gives.
    public var entries: [(key: Key, command: Command)]
    /// What the help screen says the keys do.
    public var help: String
    /// How the help screen names the keys, when listing them all would be long.
    public var label: String?

    public init(keys: [Key], command: Command, help: String) {
        self.entries = keys.map { ($0, command) }
        self.help = help
    }

    public init(_ entries: [(Key, Command)], label: String? = nil, help: String) {
        self.entries = entries.map { (key: $0.0, command: $0.1) }
        self.label = label
        self.help = help
    }

    public var keys: [Key] { entries.map(\.key) }

    /// The keys as the help screen shows them.
    public var keyNames: String { label ?? keys.map(\.name).joined(separator: ", ") }
}

/// The key bindings: one table of data. The help screen is generated from it.
public enum Keymap {
    public static let bindings: [Binding] = [
        Binding(keys: [.control("s")], command: .save, help: "Save the letter"),
        Binding(keys: [.control("o")], command: .saveAs, help: "Save under another name (asks for it)"),
        Binding(keys: [.control("q")], command: .quit, help: "Quit (asks first if there are unsaved changes)"),
        Binding(keys: [.function(1), .control("g")], command: .help, help: "Show or hide this help"),
        Binding(keys: [.control("z")], command: .edit(.undo), help: "Undo"),
        Binding(keys: [.control("y")], command: .edit(.redo), help: "Redo"),
        Binding(keys: [.control("c")], command: .copy, help: "Copy the selection"),
        Binding(keys: [.control("x")], command: .cut, help: "Cut the selection"),
        Binding(keys: [.control("v")], command: .pasteClipboard, help: "Paste what was copied or cut"),
        Binding(keys: [.control("a")], command: .selectAll, help: "Select the whole letter"),
        Binding(keys: [.control("f")], command: .find, help: "Find text (any script; case is ignored)"),
        Binding(
            [
                (.alt(.character("b")), .ink(.bold)), (.alt(.character("i")), .ink(.italic)),
                (.alt(.character("u")), .ink(.underline)),
            ], label: "Alt-B, Alt-I, Alt-U", help: "Bold, italic, underline (selection or typing)"),
        Binding(
            [(.alt(.character("h")), .ink(.highlight)), (.alt(.character("k")), .ink(.color))],
            label: "Alt-H, Alt-K", help: "Highlight; ink colour (each cycles)"),
        Binding([(.alt(.character("n")), .ink(.plain))], label: "Alt-N", help: "Plain ink: no marks, colours or highlight"),
        Binding(keys: [.function(2)], command: .envelope, help: "The envelope (its fields are named at the end)"),
        Binding([(.alt(.character("p")), .attach)], label: "Alt-P", help: "Attach a picture or a file (asks for its path)"),
        Binding(
            [(.alt(.character("=")), .resizePicture(by: 1)), (.alt(.character("-")), .resizePicture(by: -1))],
            label: "Alt-=, Alt--", help: "Picture at the cursor a line taller, shorter"),
        Binding(keys: [.function(3), .control("n")], command: .findNext, help: "Find the same text again"),
        Binding(
            [
                (.left, .move(.left, selecting: false)), (.right, .move(.right, selecting: false)),
                (.up, .move(.up, selecting: false)), (.down, .move(.down, selecting: false)),
            ], label: "Arrows", help: "Move by character and line"),
        Binding(
            [(.home, .move(.lineStart, selecting: false)), (.end, .move(.lineEnd, selecting: false))],
            help: "Start and end of the line"),
        Binding(
            [(.pageUp, .pageUp(selecting: false)), (.pageDown, .pageDown(selecting: false))],
            help: "Up and down a screenful"),
        Binding(
            [(.ctrl(.left), .move(.wordLeft, selecting: false)), (.ctrl(.right), .move(.wordRight, selecting: false))],
            help: "Previous and next word"),
        Binding(
            [
                (.ctrl(.home), .move(.documentStart, selecting: false)),
                (.ctrl(.end), .move(.documentEnd, selecting: false)),
            ], help: "Start and end of the letter"),
        Binding(
            [
                (.shift(.left), .move(.left, selecting: true)), (.shift(.right), .move(.right, selecting: true)),
                (.shift(.up), .move(.up, selecting: true)), (.shift(.down), .move(.down, selecting: true)),
                (.shift(.home), .move(.lineStart, selecting: true)), (.shift(.end), .move(.lineEnd, selecting: true)),
                (.shift(.pageUp), .pageUp(selecting: true)), (.shift(.pageDown), .pageDown(selecting: true)),
                (.ctrlShift(.left), .move(.wordLeft, selecting: true)),
                (.ctrlShift(.right), .move(.wordRight, selecting: true)),
                (.ctrlShift(.home), .move(.documentStart, selecting: true)),
                (.ctrlShift(.end), .move(.documentEnd, selecting: true)),
            ], label: "Shift + a move key", help: "Select as you move"),
        Binding(keys: [.enter], command: .edit(.newline), help: "New line (refused when the page is full)"),
        Binding(keys: [.tab], command: .indent, help: "Indent with spaces to the next tab stop"),
        Binding(keys: [.backspace], command: .edit(.deleteBackward), help: "Delete the character before the cursor"),
        Binding(keys: [.delete], command: .edit(.deleteForward), help: "Delete the character under the cursor"),
        Binding(
            keys: [.control("w"), .alt(.backspace)], command: .edit(.deleteWordBackward),
            help: "Delete the word before the cursor"),
        Binding(keys: [.alt(.delete)], command: .edit(.deleteWordForward), help: "Delete the word after the cursor"),
        Binding(keys: [.escape], command: .cancel, help: "Close help or a question; drop the selection"),
    ]

    private static let table: [Key: Command] = {
        var table: [Key: Command] = [:]
        for binding in bindings {
            for entry in binding.entries where table[entry.key] == nil { table[entry.key] = entry.command }
        }
        return table
    }()

    /// The command a key means while editing. Printable characters type
    /// themselves; an unbound key becomes `.key(key)`.
    public static func command(for key: Key) -> Command {
        if let command = table[key] { return command }
        if case .character(let character) = key { return .edit(.insert(String(character))) }
        return .key(key)
    }

    /// The help screen's lines: keys, padded, then what they do.
    /// The help page: a line a binding, then the envelope's fields, named
    /// from the field list so a field added there is named here too (F2's
    /// own line has no room for them in an 80-column box).
    public static var helpLines: [String] {
        let rows = bindings.map { binding in (binding.keyNames, binding.help) }
        let width = rows.map(\.0.count).max() ?? 0
        let keys = rows.map { keys, help in keys + String(repeating: " ", count: width - keys.count + 2) + help }
        return keys + ["", envelopeFieldsLine]
    }

    /// "The envelope (F2): To, From, …", every field in the form's order.
    static var envelopeFieldsLine: String {
        "The envelope (F2): " + EnvelopeField.allCases.map(\.label).joined(separator: ", ")
    }
}
