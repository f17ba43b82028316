import CGMime
import LetterKit

/// The MIME message of `draft`: multipart/alternative of its plain lines
/// and its HTML page. With `summary`, what `letter send --dry-run` shows
/// instead of the message: its headers (decoded) and its parts' types.
func buildMessage(_ draft: MailDraft, summary: Bool) -> [UInt8] {
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
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    } else {
        let stream = g_mime_stream_mem_new()!
        guard g_mime_object_write_to_stream(object(message), nil, stream) >= 0 else {
            fail(tr("the message could not be written"))
        }
        let memory = UnsafeMutableRawPointer(stream).assumingMemoryBound(to: GMimeStreamMem.self)
        guard let array = g_mime_stream_mem_get_byte_array(memory) else { fail(tr("the message could not be written")) }
        return Array(UnsafeBufferPointer(start: array.pointee.data, count: Int(array.pointee.len)))
    }
}
