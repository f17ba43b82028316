import CGMime
import LetterKit

/// The MIME message of `draft`: multipart/alternative of its plain lines
/// and its HTML page, the page with the pictures it shows as
/// multipart/related (RFC 2387) when it shows any, all inside
/// multipart/mixed with the files sent beside the letter when there are
/// any. With `summary`, what `letter send --dry-run` shows instead of the
/// message: its headers (decoded) and its parts' tree.
func buildMessage(_ draft: MailDraft, summary: Bool) -> [UInt8] {
    let message = g_mime_message_new(1)!
    g_mime_message_add_mailbox(message, GMIME_ADDRESS_TYPE_FROM, draft.from.name, draft.from.address)
    for person in draft.to {
        g_mime_message_add_mailbox(message, GMIME_ADDRESS_TYPE_TO, person.name, person.address)
    }
    for person in draft.cc {
        g_mime_message_add_mailbox(message, GMIME_ADDRESS_TYPE_CC, person.name, person.address)
    }
    // GMime writes a subject that is not ASCII as RFC 2047 words, as it does names.
    g_mime_message_set_subject(message, draft.subject, "utf-8")
    let now = g_date_time_new_now_local()
    g_mime_message_set_date(message, now)
    g_date_time_unref(now)
    if let id = g_mime_utils_generate_message_id(domain(of: idnAddress(draft.from.address))) {
        g_mime_message_set_message_id(message, id)
        g_free(id)
    }
    var tree: [String] = []
    let body = messageBody(draft, tree: &tree)
    g_mime_message_set_mime_part(message, body)

    if summary {
        let lines = headerLines(object(message)) + [""] + tree
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

/// The body of `draft`, its parts' tree written into `tree` one line a
/// part, indented by depth, as the dry run shows it.
private func messageBody(_ draft: MailDraft, tree: inout [String]) -> UnsafeMutablePointer<GMimeObject> {
    let mixed = draft.attachments.isEmpty ? nil : g_mime_multipart_new_with_subtype("mixed")
    let depth = mixed == nil ? 0 : 1
    if let mixed { tree.append(mimeType(object(mixed))) }
    let alternative = g_mime_multipart_new_with_subtype("alternative")!
    tree.append(indent(depth) + mimeType(object(alternative)))
    // The plain part first: RFC 2046 orders alternatives from plainest to richest.
    let plain = textPart("plain", draft.plain)
    g_mime_multipart_add(alternative, object(plain))
    tree.append(indent(depth + 1) + textSummary(plain))
    let html = textPart("html", draft.html)
    if draft.pictures.isEmpty {
        g_mime_multipart_add(alternative, object(html))
        tree.append(indent(depth + 1) + textSummary(html))
    } else {
        let related = g_mime_multipart_new_with_subtype("related")!
        // RFC 2387: the type of the part the others belong to, the first.
        g_mime_object_set_content_type_parameter(object(related), "type", "text/html")
        g_mime_multipart_add(related, object(html))
        tree.append(indent(depth + 1) + mimeType(object(related)))
        tree.append(indent(depth + 2) + textSummary(html))
        for picture in draft.pictures {
            g_mime_multipart_add(related, object(filePart(picture, disposition: "inline")))
            tree.append(indent(depth + 2) + fileSummary(picture, disposition: "inline"))
        }
        g_mime_multipart_add(alternative, object(related))
    }
    guard let mixed else { return object(alternative) }
    g_mime_multipart_add(mixed, object(alternative))
    for file in draft.attachments {
        g_mime_multipart_add(mixed, object(filePart(file, disposition: "attachment")))
        tree.append(indent(1) + fileSummary(file, disposition: "attachment"))
    }
    return object(mixed)
}

private func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }

/// A text part as the dry run lists it: its type, charset and encoding.
private func textSummary(_ part: UnsafeMutablePointer<GMimeTextPart>) -> String {
    let base = UnsafeMutableRawPointer(part).assumingMemoryBound(to: GMimePart.self)
    let charset = g_mime_text_part_get_charset(part).map { "; charset=" + String(cString: $0) } ?? ""
    let encoding = g_mime_content_encoding_to_string(g_mime_part_get_content_encoding(base)).map { String(cString: $0) } ?? "?"
    return mimeType(object(part)) + charset + " (" + encoding + ")"
}

/// A file's part as the dry run lists it: its type, how it is shown, its
/// name and its size.
private func fileSummary(_ file: MailDraft.File, disposition: String) -> String {
    let bytes = file.base64.utf8.count / 4 * 3 - file.base64.utf8.suffix(2).filter { $0 == UInt8(ascii: "=") }.count
    return file.mediaType + "; " + disposition + "; " + file.name + " (base64, " + String(bytes) + " bytes)"
}
