/// An XML document written element by element, every value escaped: the
/// one way the ODT export writes markup, so no letter's text, caption,
/// address or file name can open or close an element of its own.
///
/// Names (elements, attributes) are the program's own constants; values
/// and text are anyone's and pass through `escaped` (`XMLWriter`'s, which
/// the DOCX export's element tree uses too): it also leaves out what XML
/// 1.0 cannot hold at all (control characters other than tab, line feed
/// and carriage return; U+FFFE and U+FFFF), so the document is well-formed
/// whatever the letter holds.
///
/// Representation: the text written so far and the names of the elements
/// still open; `close()` closes the innermost, `finished` closes the rest.
public struct XMLMarkup: Sendable {
    public private(set) var text: String
    private var open: [String] = []

    /// A document, starting with its XML declaration; or, as a `fragment`,
    /// elements to be put into another (`append`).
    public init(fragment: Bool = false) {
        text = fragment ? "" : "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    }

    /// The elements of `fragment`, every one it left open closed.
    public mutating func append(_ fragment: XMLMarkup) {
        var whole = fragment
        while !whole.open.isEmpty { whole.close() }
        text += whole.text
    }

    /// Opens `name` with `attributes` (written in the order given).
    public mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        text += "<" + name + Self.attributes(attributes) + ">"
        open.append(name)
    }

    /// Closes the innermost open element; nothing when none is open.
    public mutating func close() {
        guard let name = open.popLast() else { return }
        text += "</" + name + ">"
    }

    /// An element with no content.
    public mutating func empty(_ name: String, _ attributes: [(String, String)] = []) {
        text += "<" + name + Self.attributes(attributes) + "/>"
    }

    /// An element holding only `content`, escaped.
    public mutating func element(_ name: String, _ attributes: [(String, String)] = [], content: String) {
        open(name, attributes)
        add(content)
        close()
    }

    /// Character content, escaped.
    public mutating func add(_ content: String) { text += Self.escaped(content) }

    /// A line feed between elements, for a person reading the file.
    public mutating func newline() { text += "\n" }

    /// The document with every element still open closed, ending with a line feed.
    public var finished: String {
        var copy = self
        while !copy.open.isEmpty { copy.close() }
        return copy.text + "\n"
    }

    private static func attributes(_ attributes: [(String, String)]) -> String {
        attributes.map { " " + $0.0 + "=\"" + escaped($0.1) + "\"" }.joined()
    }

    /// `value` safe in content and in a quoted attribute: `XMLWriter`'s
    /// escaping, the one both office formats use.
    public static func escaped(_ value: String) -> String { XMLWriter.escaped(value) }
}
