import CGMime
import FoundationEssentials
import Glibc
import LetterKit
import LetterSystem

// `letter-mail`: a `MailDraft` (JSON, on standard input) built into a MIME
// message with GMime (the message's bytes, on standard output). With
// `--summary`, the message is built the same way but what is written is its
// headers (decoded) and its parts' types, one a line: what `letter send
// --dry-run` shows. With `--read`, the other way: a received message's
// bytes (an .eml) on standard input, its `ReceivedMessage` as JSON on
// standard output (with `--all`, every message of an mbox, as a list;
// `--picture-limit BYTES` lowers the largest picture taken).
//
// Why an executable of its own: GMime, GIO and their libraries are shared
// objects that the dynamic loader would map at every start of `letter`,
// though a letter needs them only when it is sent; here they are loaded by a
// send and by nothing else.
//
// The answer: status 0 and the message (or the summary); status 2, nothing
// on standard output and the reason as one line on standard error.

HelperLanguage.start()
if CommandLine.arguments.contains("--read") { readMode() }
let summary = CommandLine.arguments.dropFirst().first == "--summary"
let draft: MailDraft
do {
    draft = try JSONDecoder().decode(MailDraft.self, from: Data(StandardInputBytes.readAll()))
} catch {
    fail(tr("what to send could not be read by letter-mail: {reason}", ["reason": String(describing: error)]))
}

g_mime_init()
let output = buildMessage(draft, summary: summary)
// The message whole or nothing: a caller writing it to a file must not keep half.
do throws(SystemError) { try System.writeAll(output, to: STDOUT_FILENO) } catch {
    fail(tr("the message could not be handed back: {reason}", ["reason": error.description]))
}
exit(0)
