/// One thing an XML document says, in order: an element opened (with its
/// attributes), an element closed, or text.
public enum XMLEvent: Hashable, Sendable {
    case start(String, [String: String])
    case end(String)
    case text(String)
}

/// A small XML reader for the documents `letter import` reads (ODT's and
/// DOCX's parts): the bytes in, their events out.
///
/// Why one of our own: a document is untrusted input, and this reader has
/// no entities to resolve. A `<!DOCTYPE` or `<!ENTITY` anywhere is refused
/// before anything is read (no external entity is fetched, no billion
/// laughs expanded); only the five predefined entities and character
/// references are known. It also keeps Foundation (and libxml2) out of the
/// core.
///
/// Representation: names as written, prefix and all (`w:p`, `text:span`):
/// the documents read use their standard prefixes. Comments and processing
/// instructions are skipped; CDATA is text; an element written `<a/>` is a
/// start and an end.
///
/// Limitations: namespaces are not resolved (a document that binds its own
/// prefixes to the standard namespaces reads as holding unknown elements);
/// text is taken as UTF-8 (an encoding declared otherwise is not honoured,
/// and invalid bytes become U+FFFD); nesting past `depthLimit` is refused.
public enum XMLEvents {
    /// How deep elements may nest: far past any real document, and a bound
    /// on what a hostile one makes the reader keep.
    public static let depthLimit = 256

    /// The events of `bytes`, or why it is not read.
    public static func of(_ bytes: [UInt8]) throws(DocumentProblem) -> [XMLEvent] {
        if contains(bytes, "<!DOCTYPE") || contains(bytes, "<!ENTITY") { throw .declaresEntities }
        var reader = XMLReader(bytes: bytes)
        return try reader.read()
    }

    /// Whether `needle` (ASCII) occurs in `bytes`, in any case.
    static func contains(_ bytes: [UInt8], _ needle: String) -> Bool {
        let wanted = Array(needle.utf8).map(lower)
        guard bytes.count >= wanted.count, let first = wanted.first else { return false }
        var index = 0
        while index + wanted.count <= bytes.count {
            if lower(bytes[index]) == first, (1..<wanted.count).allSatisfy({ lower(bytes[index + $0]) == wanted[$0] }) {
                return true
            }
            index += 1
        }
        return false
    }

    static func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }

    /// The text of `bytes[range]` with its entity and character references
    /// replaced; nil when one is not known.
    static func decoded(_ bytes: ArraySlice<UInt8>) -> String? {
        guard bytes.contains(0x26) else { return String(decoding: bytes, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == 0x26 else {
                output.append(byte)
                index += 1
                continue
            }
            guard let semicolon = bytes[index...].firstIndex(of: 0x3B), semicolon - index <= 12 else { return nil }
            let name = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
            guard let scalar = reference(name) else { return nil }
            output.append(contentsOf: Array(String(Character(scalar)).utf8))
            index = semicolon + 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The scalar a reference's name (between `&` and `;`) stands for.
    static func reference(_ name: String) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
            return scalar
        }
    }
}

/// The reader's place in the bytes.
private struct XMLReader {
    let bytes: [UInt8]
    var index = 0
    var events: [XMLEvent] = []
    var open: [String] = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func read() throws(DocumentProblem) -> [XMLEvent] {
        while index < bytes.count {
            if bytes[index] == 0x3C {
                try markup()
            } else {
                let start = index
                while index < bytes.count, bytes[index] != 0x3C { index += 1 }
                guard let text = XMLEvents.decoded(bytes[start..<index]) else { throw .malformedXML(offset: start) }
                if !open.isEmpty { events.append(.text(text)) }
            }
        }
        guard open.isEmpty else { throw .malformedXML(offset: index) }
        return events
    }

    func starts(_ text: String) -> Bool {
        let wanted = Array(text.utf8)
        return index + wanted.count <= bytes.count && Array(bytes[index..<(index + wanted.count)]) == wanted
    }

    /// Moves past `terminator`, returning where it began.
    mutating func skip(to terminator: String) throws(DocumentProblem) -> Int {
        let wanted = Array(terminator.utf8)
        var at = index
        while at + wanted.count <= bytes.count {
            if bytes[at] == wanted[0], Array(bytes[at..<(at + wanted.count)]) == wanted {
                index = at + wanted.count
                return at
            }
            at += 1
        }
        throw .malformedXML(offset: index)
    }

    mutating func markup() throws(DocumentProblem) {
        let start = index
        if starts("<!--") {
            _ = try skip(to: "-->")
        } else if starts("<![CDATA[") {
            index += 9
            let textStart = index
            let end = try skip(to: "]]>")
            if !open.isEmpty { events.append(.text(String(decoding: bytes[textStart..<end], as: UTF8.self))) }
        } else if starts("<?") {
            _ = try skip(to: "?>")
        } else if starts("</") {
            index += 2
            let name = try self.name()
            spaces()
            guard index < bytes.count, bytes[index] == 0x3E, open.last == name else { throw .malformedXML(offset: start) }
            index += 1
            open.removeLast()
            events.append(.end(name))
        } else if starts("<!") {
            throw .malformedXML(offset: start)
        } else {
            index += 1
            let name = try self.name()
            var attributes: [String: String] = [:]
            while true {
                spaces()
                guard index < bytes.count else { throw .malformedXML(offset: start) }
                if bytes[index] == 0x3E {
                    index += 1
                    guard open.count < XMLEvents.depthLimit else { throw .nestedTooDeep }
                    open.append(name)
                    events.append(.start(name, attributes))
                    return
                }
                if starts("/>") {
                    index += 2
                    events.append(.start(name, attributes))
                    events.append(.end(name))
                    return
                }
                let key = try self.name()
                spaces()
                guard index < bytes.count, bytes[index] == 0x3D else { throw .malformedXML(offset: index) }
                index += 1
                spaces()
                guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else {
                    throw .malformedXML(offset: index)
                }
                let quote = bytes[index]
                index += 1
                let valueStart = index
                while index < bytes.count, bytes[index] != quote {
                    guard bytes[index] != 0x3C else { throw .malformedXML(offset: index) }
                    index += 1
                }
                guard index < bytes.count, let value = XMLEvents.decoded(bytes[valueStart..<index]) else {
                    throw .malformedXML(offset: valueStart)
                }
                index += 1
                attributes[key] = value
            }
        }
    }

    mutating func spaces() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// A name: every byte up to a space, `=`, `>` or `/`.
    mutating func name() throws(DocumentProblem) -> String {
        let start = index
        while index < bytes.count, ![0x20, 0x09, 0x0A, 0x0D, 0x3D, 0x3E, 0x2F, 0x3C, 0x22, 0x27].contains(bytes[index]) {
            index += 1
        }
        guard index > start else { throw .malformedXML(offset: start) }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}
