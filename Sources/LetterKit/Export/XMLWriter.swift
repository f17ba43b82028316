/// A small XML document as values, written with every name, attribute value
/// and piece of text escaped: what an office document's parts (DOCX's
/// `word/document.xml` and the rest) are made of.
///
/// Why a tree of values and not strings: markup is never concatenated with
/// a letter's text, so no character the letter holds (a `<`, a quote, a
/// control character) can change the document's structure. Text is escaped
/// by `XMLWriter.escaped`, which also drops what XML 1.0 cannot hold at all
/// (the C0 controls other than tab, line feed and return; U+FFFE, U+FFFF):
/// a reader refuses a whole document for one of them.
public struct XMLElement: Hashable, Sendable {
    /// A qualified name, `w:p`; the program's own, never a letter's text.
    public var name: String
    /// Attributes in the order written.
    public var attributes: [XMLAttribute]
    public var children: [XMLNode]

    public init(_ name: String, _ attributes: [XMLAttribute] = [], _ children: [XMLNode] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    /// An element holding only `text`.
    public init(_ name: String, _ attributes: [XMLAttribute] = [], text: String) {
        self.init(name, attributes, [.text(text)])
    }
}

/// One `name="value"` of an element.
public struct XMLAttribute: Hashable, Sendable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// What an element holds: elements and text.
public enum XMLNode: Hashable, Sendable {
    case element(XMLElement)
    case text(String)
}

/// Writes `XMLElement`s as UTF-8 XML text.
public enum XMLWriter {
    /// `root` as a standalone document with its XML declaration.
    public static func document(_ root: XMLElement) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
        write(root, into: &output)
        output += "\n"
        return output
    }

    /// `element` and everything inside it, appended to `output`.
    static func write(_ element: XMLElement, into output: inout String) {
        output += "<" + escaped(element.name)
        for attribute in element.attributes {
            output += " " + escaped(attribute.name) + "=\"" + escaped(attribute.value) + "\""
        }
        guard !element.children.isEmpty else {
            output += "/>"
            return
        }
        output += ">"
        for child in element.children {
            switch child {
            case .element(let inner): write(inner, into: &output)
            case .text(let text): output += escaped(text)
            }
        }
        output += "</" + escaped(element.name) + ">"
    }

    /// `text` safe in element content and in a quoted attribute value: the
    /// five markup characters as references, a tab, line feed or return as
    /// a numeric reference (so an attribute keeps it), and the characters
    /// XML cannot carry left out.
    public static func escaped(_ text: String) -> String {
        MarkupEscape.escaped(text, apostrophe: "&apos;") { scalar, output in
            switch scalar {
            case "\t", "\n", "\r": output += "&#\(scalar.value);"
            default: if isAllowed(scalar) { output.unicodeScalars.append(scalar) }
            }
        }
    }

    /// Whether XML 1.0 allows `scalar` in a document.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
