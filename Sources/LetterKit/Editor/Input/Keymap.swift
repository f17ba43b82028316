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
    /// themselves; nil for an unbound key.
    public static func command(for key: Key) -> Command? {
        if let command = table[key] { return command }
        if case .character(let character) = key { return .edit(.insert(String(character))) }
        return nil
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
