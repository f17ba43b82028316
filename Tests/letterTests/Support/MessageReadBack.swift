import Foundation
import Testing

/// A message as Python's `email` package (its modern policy) reads it: the
/// reader the mail tests hold the program's messages to, since it is not
/// GMime, which wrote them. Read as a binary file is, so a message that
/// came through SMTP (CRLF line ends) gives its text with "\n" as a mail
/// reader shows it.
struct ReadMessage: Decodable {
    /// One part of the message, in `walk()` order (the containers too).
    struct Part: Decodable {
        var type: String
        var disposition: String?
        var filename: String?
        /// The Content-ID without its angle brackets.
        var cid: String?
        /// The decoded bytes of a leaf that is not text, in hex.
        var hex: String?
    }

    var fromName: String
    var fromAddress: String
    /// The first recipient's name and address.
    var toName: String
    var toAddress: String
    /// Every To and Cc address.
    var to: [String]
    var cc: [String]
    var subject: String
    /// The message's own content type, and those of its direct parts.
    var type: String
    var topParts: [String]
    var parts: [Part]
    /// The `cid:` addresses the HTML part's `src` attributes name.
    var cids: [String]
    var plain: String
    var plainEncoding: String
    var html: String
    var date: String
    var messageID: String
    /// The header block as written, undecoded.
    var headers: String

    static let script = """
        import email, email.policy, io, json, re, sys
        raw = open(sys.argv[1], 'rb').read()
        m = email.message_from_binary_file(io.BytesIO(raw), policy=email.policy.default)
        plain = m.get_body(('plain',)); html = m.get_body(('html',))
        html_text = html.get_content() if html else ''
        parts = []
        for p in m.walk():
            cid = p['Content-ID']
            parts.append({'type': p.get_content_type(), 'disposition': p.get_content_disposition(),
              'filename': p.get_filename(), 'cid': str(cid).strip('<>') if cid else None,
              'hex': None if p.is_multipart() or p.get_content_maintype() == 'text' else p.get_payload(decode=True).hex()})
        f = m['From'].addresses[0]; t = m['To'].addresses[0]
        print(json.dumps({'fromName': f.display_name, 'fromAddress': f.addr_spec,
          'toName': t.display_name, 'toAddress': t.addr_spec,
          'to': [a.addr_spec for a in m['To'].addresses],
          'cc': [a.addr_spec for a in m['Cc'].addresses] if m['Cc'] else [],
          'subject': str(m['Subject']), 'type': m.get_content_type(),
          'topParts': [p.get_content_type() for p in m.iter_parts()] if m.is_multipart() else [],
          'parts': parts, 'cids': re.findall(r'src="cid:([^"]+)"', html_text),
          'plain': plain.get_content() if plain else '',
          'plainEncoding': str(plain['Content-Transfer-Encoding'] or '') if plain else '',
          'html': html_text, 'date': str(m['Date'] or ''), 'messageID': str(m['Message-ID'] or ''),
          'headers': raw.split(b'\\n\\n')[0].decode('utf-8')}, ensure_ascii=False))
        """

    /// The message in the file at `path`, as Python reads it.
    static func of(_ path: String) throws -> ReadMessage {
        let python = try #require(toolPath("python3"), "python3 is not installed")
        let read = try run([python, "-c", script, path])
        try #require(read.status == 0, "Python's email could not read \(path): \(read.error)")
        return try JSONDecoder().decode(ReadMessage.self, from: Data(read.output.utf8))
    }
}
