import CGMime
import FoundationEssentials
import Glibc
import LetterKit
import LetterSystem

/// The received messages in `bytes` read with GMime: one message (an .eml),
/// or with `mailbox` every message of an mbox (GMime's parser in its mbox
/// format, which splits at the "From " lines). Nil when not one message
/// could be read.
///
/// Text parts are decoded from their transfer encoding, then from their
/// charset to UTF-8 with GMime's iconv (which knows the charsets' aliases,
/// `ks_c_5601-1987` too); a charset iconv does not know, or bytes that are
/// not in the charset named, are read as UTF-8 with every invalid sequence
/// U+FFFD, so nothing read is ever lost silently nor taken as a control.
func readMessages(_ bytes: [UInt8], mailbox: Bool, pictureLimit: Int) -> [ReceivedMessage]? {
    let stream = bytes.withUnsafeBufferPointer { buffer in
        buffer.baseAddress.map { $0.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
            g_mime_stream_mem_new_with_buffer($0, buffer.count)
        } } ?? g_mime_stream_mem_new()
    }
    guard let stream, let parser = g_mime_parser_new_with_stream(stream) else { return nil }
    defer {
        g_object_unref(parser)
        g_object_unref(stream)
    }
    if mailbox { g_mime_parser_set_format(parser, GMIME_FORMAT_MBOX) }
    var messages: [ReceivedMessage] = []
    while let message = g_mime_parser_construct_message(parser, nil) {
        messages.append(receivedMessage(message, pictureLimit: pictureLimit))
        g_object_unref(message)
        if !mailbox || g_mime_parser_eos(parser) != 0 { break }
    }
    return messages.isEmpty ? nil : messages
}

/// One parsed message as the program's `ReceivedMessage`.
private func receivedMessage(_ message: UnsafeMutablePointer<GMimeMessage>, pictureLimit: Int) -> ReceivedMessage {
    var received = ReceivedMessage(
        from: people(g_mime_message_get_from(message)), to: people(g_mime_message_get_to(message)),
        cc: people(g_mime_message_get_cc(message)),
        subject: g_mime_message_get_subject(message).map { String(cString: $0) } ?? "")
    if let date = g_mime_message_get_date(message) {
        received.date = formatted(date, "%Y-%m-%d")
        received.time = formatted(date, "%H%M")
    }
    if let body = g_mime_message_get_mime_part(message) {
        var walk = PartWalk(limit: pictureLimit)
        walk.visit(body)
        received.plain = walk.plain
        received.html = walk.plain == nil ? walk.html : nil
        received.pictures = walk.pictures
        received.skipped = walk.skipped
    }
    return received
}

private func formatted(_ date: OpaquePointer, _ format: String) -> String? {
    guard let text = g_date_time_format(date, format) else { return nil }
    defer { g_free(text) }
    return String(cString: text)
}

/// The mailboxes of an address header, a group's members in its place.
private func people(_ list: UnsafeMutablePointer<InternetAddressList>?) -> [ReceivedMessage.Person] {
    guard let list else { return [] }
    var found: [ReceivedMessage.Person] = []
    for index in 0..<max(0, internet_address_list_length(list)) {
        guard let address = internet_address_list_get_address(list, index) else { continue }
        if isA(address, internet_address_group_get_type()) {
            found += people(internet_address_group_get_members(cast(address)))
        } else if isA(address, internet_address_mailbox_get_type()),
            let addr = internet_address_mailbox_get_addr(cast(address))
        {
            let name = internet_address_get_name(address).map { String(cString: $0) }
            found.append(ReceivedMessage.Person(name: name?.isEmpty == true ? nil : name, address: String(cString: addr)))
        }
    }
    return found
}

/// Whether a GObject is of `type` (C's `G_TYPE_CHECK_INSTANCE_TYPE`).
private func isA<T>(_ pointer: UnsafeMutablePointer<T>, _ type: GType) -> Bool {
    g_type_check_instance_is_a(UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GTypeInstance.self), type) != 0
}

/// `pointer` seen as a pointer to another C struct (a GObject's subclass).
private func cast<T, U>(_ pointer: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<U> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: U.self)
}

/// A walk over a message's parts: the first plain and HTML text that are
/// not attachments, every picture, and what was left.
private struct PartWalk {
    let limit: Int
    var plain: String?
    var html: String?
    var pictures: [ReceivedMessage.Picture] = []
    var skipped: [ReceivedMessage.SkippedPart] = []

    init(limit: Int) { self.limit = limit }

    mutating func visit(_ part: UnsafeMutablePointer<GMimeObject>) {
        if isA(part, g_mime_multipart_get_type()) {
            let multipart = UnsafeMutableRawPointer(part).assumingMemoryBound(to: GMimeMultipart.self)
            for index in 0..<max(0, g_mime_multipart_get_count(multipart)) {
                if let child = g_mime_multipart_get_part(multipart, index) { visit(child) }
            }
            return
        }
        let type = mimeType(part).lowercased()
        guard isA(part, g_mime_part_get_type()) else {
            // A message inside the message (forwarded), or anything that is
            // not a leaf: named, not read.
            skipped.append(.init(name: "", mediaType: type, bytes: 0, reason: .notPicture))
            return
        }
        let leaf = UnsafeMutableRawPointer(part).assumingMemoryBound(to: GMimePart.self)
        let name = g_mime_part_get_filename(leaf).map { String(cString: $0) } ?? ""
        let attached = g_mime_object_get_disposition(part).map { String(cString: $0).lowercased() } == "attachment"
        let bytes = content(of: leaf)
        if type == "text/plain", !attached, plain == nil {
            plain = text(bytes, charset: charset(of: part))
        } else if type == "text/html", !attached, html == nil {
            html = text(bytes, charset: charset(of: part))
        } else if type.hasPrefix("image/") {
            if bytes.count > limit {
                skipped.append(.init(name: name, mediaType: type, bytes: bytes.count, reason: .tooLarge, limit: limit))
            } else {
                pictures.append(.init(name: name, mediaType: type, bytes: bytes))
            }
        } else {
            skipped.append(.init(name: name, mediaType: type, bytes: bytes.count, reason: .notPicture))
        }
    }

    /// A part's bytes, its transfer encoding (base64, quoted-printable) undone.
    private func content(of part: UnsafeMutablePointer<GMimePart>) -> [UInt8] {
        guard let wrapper = g_mime_part_get_content(part), let stream = g_mime_stream_mem_new() else { return [] }
        defer { g_object_unref(stream) }
        guard g_mime_data_wrapper_write_to_stream(wrapper, stream) >= 0 else { return [] }
        let memory = UnsafeMutableRawPointer(stream).assumingMemoryBound(to: GMimeStreamMem.self)
        guard let array = g_mime_stream_mem_get_byte_array(memory), let data = array.pointee.data else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: Int(array.pointee.len)))
    }

    private func charset(of part: UnsafeMutablePointer<GMimeObject>) -> String? {
        g_mime_object_get_content_type_parameter(part, "charset").map { String(cString: $0) }
    }

    /// `bytes` in `charset` as UTF-8 (see `readMessages`).
    private func text(_ bytes: [UInt8], charset: String?) -> String {
        let asUTF8 = String(decoding: bytes, as: UTF8.self)
        guard let charset, !["utf-8", "utf8", "us-ascii", "ascii"].contains(charset.lowercased()), !bytes.isEmpty
        else { return asUTF8 }
        guard let converter = g_mime_iconv_open("UTF-8", charset), converter != iconv_t(bitPattern: -1) else {
            return asUTF8
        }
        defer { g_mime_iconv_close(converter) }
        let converted = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    g_mime_iconv_strndup(converter, $0, buffer.count)
                }
            }
        }
        guard let converted else { return asUTF8 }
        defer { g_free(converted) }
        return String(cString: converted)
    }
}

/// `letter-mail --read [--all] [--picture-limit BYTES]`: the message (or
/// the mbox's messages) on standard input read, its JSON written; status 2
/// and the reason when nothing could be read.
func readMode() -> Never {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let mailbox = arguments.contains("--all")
    var limit = ReceivedMessage.pictureLimit
    if let at = arguments.firstIndex(of: "--picture-limit") {
        guard at + 1 < arguments.count, let given = Int(arguments[at + 1]), given >= 0 else {
            fail(tr("--picture-limit takes a number of bytes"))
        }
        limit = min(given, limit)
    }
    let bytes = StandardInputBytes.readAll()
    g_mime_init()
    guard let messages = readMessages(bytes, mailbox: mailbox, pictureLimit: limit) else {
        fail(mailbox ? tr("no message could be read in the mailbox") : tr("no message could be read"))
    }
    let encoded: Data
    do {
        encoded = mailbox ? try JSONEncoder().encode(messages) : try JSONEncoder().encode(messages[0])
    } catch {
        fail(tr("the message could not be handed back: {reason}", ["reason": String(describing: error)]))
    }
    do throws(SystemError) { try System.writeAll(Array(encoded), to: STDOUT_FILENO) } catch {
        fail(tr("the message could not be handed back: {reason}", ["reason": error.description]))
    }
    exit(0)
}
