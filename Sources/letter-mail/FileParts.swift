import CGMime
import FoundationEssentials
import LetterKit

/// The part of a file a message carries: its bytes in base64 (a picture or
/// a film is not text), its media type, a `Content-Disposition` with its
/// name (RFC 2231 words when the name is not ASCII), and the Content-ID the
/// HTML page's `cid:` address names when it has one. `inline` for a picture
/// the page shows, `attachment` for a file sent beside the letter.
func filePart(_ file: MailDraft.File, disposition: String) -> UnsafeMutablePointer<GMimePart> {
    let type = file.mediaType.split(separator: "/", maxSplits: 1).map(String.init)
    let part = g_mime_part_new_with_type(type.first ?? "application", type.count == 2 ? type[1] : "octet-stream")!
    // The disposition first: setting the name adds its parameter to it.
    g_mime_object_set_disposition(object(part), disposition)
    g_mime_part_set_filename(part, file.name)
    if let id = file.contentID { g_mime_object_set_content_id(object(part), id) }
    g_mime_part_set_content_encoding(part, GMIME_CONTENT_ENCODING_BASE64)
    guard let bytes = Data(base64Encoded: file.base64) else {
        fail(tr("what to send could not be read by letter-mail: {reason}", ["reason": file.name]))
    }
    let stream = bytes.withUnsafeBytes { buffer in
        g_mime_stream_mem_new_with_buffer(buffer.baseAddress?.assumingMemoryBound(to: CChar.self), buffer.count)!
    }
    let content = g_mime_data_wrapper_new_with_stream(stream, GMIME_CONTENT_ENCODING_DEFAULT)
    g_mime_part_set_content(part, content)
    return part
}

/// `address` as a header writes it: its domain in IDNA (`xn--…`, RFC
/// 5891) when it is not ASCII, through GMime's own libidn2; the local part
/// as it is.
func idnAddress(_ address: String) -> String {
    guard let mailbox = internet_address_mailbox_new(nil, address) else { return address }
    let raw = UnsafeMutableRawPointer(mailbox).assumingMemoryBound(to: InternetAddressMailbox.self)
    return internet_address_mailbox_get_idn_addr(raw).map { String(cString: $0) } ?? address
}
