import CGMime
import Glibc
import LetterSystem

/// Says `reason` on one line of standard error and ends with status 2.
func fail(_ reason: String) -> Never {
    let line = reason.split(whereSeparator: \.isNewline).joined(separator: " ")
    try? System.writeAll(Array((line + "\n").utf8), to: STDERR_FILENO)
    exit(2)
}

/// Any GMime object pointer seen as its base, `GMimeObject` (C's casting
/// macros do not come into Swift).
func object<T>(_ pointer: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<GMimeObject> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GMimeObject.self)
}

/// A text part of `subtype` holding `text` as UTF-8, quoted-printable: lines
/// are never re-wrapped by a reader's mail program (format=flowed is not
/// used), and a long line survives transport through the soft breaks.
func textPart(_ subtype: String, _ text: String) -> UnsafeMutablePointer<GMimeTextPart> {
    let part = g_mime_text_part_new_with_subtype(subtype)!
    g_mime_text_part_set_text(part, text)
    g_mime_text_part_set_charset(part, "utf-8")
    let base = UnsafeMutableRawPointer(part).assumingMemoryBound(to: GMimePart.self)
    g_mime_part_set_content_encoding(base, GMIME_CONTENT_ENCODING_QUOTEDPRINTABLE)
    return part
}

/// The domain of `address` (after its last @), for the Message-ID; the
/// local host's name when the address has none.
func domain(of address: String) -> String {
    if let at = address.lastIndex(of: "@"), address.index(after: at) < address.endIndex {
        return String(address[address.index(after: at)...])
    }
    return "localhost"
}

/// The content type of `part` as "type/subtype".
func mimeType(_ part: UnsafeMutablePointer<GMimeObject>) -> String {
    guard let type = g_mime_object_get_content_type(part), let text = g_mime_content_type_get_mime_type(type) else {
        return "?"
    }
    defer { g_free(text) }
    return String(cString: text)
}

/// The headers of `part`, decoded, as "Name: value" lines.
func headerLines(_ part: UnsafeMutablePointer<GMimeObject>) -> [String] {
    guard let list = g_mime_object_get_header_list(part) else { return [] }
    var lines: [String] = []
    for index in 0..<g_mime_header_list_get_count(list) {
        guard let header = g_mime_header_list_get_header_at(list, index), let name = g_mime_header_get_name(header)
        else { continue }
        let value = String((g_mime_header_get_value(header).map { String(cString: $0) } ?? "").drop { $0 == " " })
        // GMime keeps a place for the headers a message may have (Sender,
        // Cc); one left empty is not in the message written.
        if !value.isEmpty { lines.append(String(cString: name) + ": " + value) }
    }
    return lines
}
