import CGMime
import FoundationEssentials
import Glibc
import LetterKit
import LetterSystem

// `letter-mail`: a `MailDraft` (JSON, on standard input) built into a MIME
// message with GMime (the message's bytes, on standard output). With
// `--summary`, the message is built the same way but what is written is its
// headers (decoded) and its parts' types, one a line: what `letter send
// --dry-run` shows.
//
// Why an executable of its own: GMime, GIO and their libraries are shared
// objects that the dynamic loader would map at every start of `letter`,
// though a letter needs them only when it is sent; here they are loaded by a
// send and by nothing else.
//
// The answer: status 0 and the message (or the summary); status 2, nothing
// on standard output and the reason as one line on standard error.

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

HelperLanguage.start()
let summary = CommandLine.arguments.dropFirst().first == "--summary"
let draft: MailDraft
do {
    draft = try JSONDecoder().decode(MailDraft.self, from: Data(StandardInputBytes.readAll()))
} catch {
    fail(tr("what to send could not be read by letter-mail: {reason}", ["reason": String(describing: error)]))
}

g_mime_init()
let message = g_mime_message_new(1)!
g_mime_message_add_mailbox(message, GMIME_ADDRESS_TYPE_FROM, draft.from.name, draft.from.address)
for person in draft.to {
    g_mime_message_add_mailbox(message, GMIME_ADDRESS_TYPE_TO, person.name, person.address)
}
// GMime writes a subject that is not ASCII as RFC 2047 words, as it does names.
g_mime_message_set_subject(message, draft.subject, "utf-8")
let now = g_date_time_new_now_local()
g_mime_message_set_date(message, now)
g_date_time_unref(now)
if let id = g_mime_utils_generate_message_id(domain(of: draft.from.address)) {
    g_mime_message_set_message_id(message, id)
    g_free(id)
}
let alternative = g_mime_multipart_new_with_subtype("alternative")!
// The plain part first: RFC 2046 orders alternatives from plainest to richest.
let plain = textPart("plain", draft.plain)
let html = textPart("html", draft.html)
g_mime_multipart_add(alternative, object(plain))
g_mime_multipart_add(alternative, object(html))
g_mime_message_set_mime_part(message, object(alternative))

let output: [UInt8]
if summary {
    var lines = headerLines(object(message))
    lines.append("")
    lines.append(mimeType(object(alternative)))
    for part in [plain, html] {
        let base = UnsafeMutableRawPointer(part).assumingMemoryBound(to: GMimePart.self)
        let charset = g_mime_text_part_get_charset(part).map { "; charset=" + String(cString: $0) } ?? ""
        let encoding = g_mime_content_encoding_to_string(g_mime_part_get_content_encoding(base)).map { String(cString: $0) } ?? "?"
        lines.append("  " + mimeType(object(part)) + charset + " (" + encoding + ")")
    }
    output = Array((lines.joined(separator: "\n") + "\n").utf8)
} else {
    let stream = g_mime_stream_mem_new()!
    guard g_mime_object_write_to_stream(object(message), nil, stream) >= 0 else {
        fail(tr("the message could not be written"))
    }
    let memory = UnsafeMutableRawPointer(stream).assumingMemoryBound(to: GMimeStreamMem.self)
    guard let array = g_mime_stream_mem_get_byte_array(memory) else { fail(tr("the message could not be written")) }
    output = Array(UnsafeBufferPointer(start: array.pointee.data, count: Int(array.pointee.len)))
}
// The message whole or nothing: a caller writing it to a file must not keep half.
do throws(SystemError) { try System.writeAll(output, to: STDOUT_FILENO) } catch {
    fail(tr("the message could not be handed back: {reason}", ["reason": error.description]))
}
exit(0)
