import Foundation
import Glibc
import LetterKit
import LetterPictures
import LetterPrint
import LetterSystem

// `letter-print`: a `Printout` (JSON, on standard input) drawn into a PDF
// with Pango and Cairo (the PDF's bytes, on standard output).
//
// Why an executable of its own: Pango, Cairo, HarfBuzz and fontconfig are
// dozens of shared objects that the dynamic loader maps and relocates at
// every start of the program that links them, though a letter needs them
// only when it is printed. `letter` lays the pages out itself (a `Printout`
// is plain data) and runs this program beside it to draw them, so the
// libraries are loaded by a print and by nothing else.
//
// The answer: on success, status 0, the PDF on standard output and on
// standard error one line for each note, `note: ` and the note (a picture
// drawn as a frame, characters no face draws), and at most one line
// `library: ` and what Pango, Cairo or gdk-pixbuf said. On failure, status 2,
// nothing on standard output and the reason as one line on standard error,
// worded for the person printing (a missing face names its package).

/// `text` on one line of standard error: a reason or a note is one line, so
/// a caller reads one per line whatever a library put in it.
func say(_ text: String) {
    let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    try? System.writeAll(Array((line + "\n").utf8), to: STDERR_FILENO)
}

/// Says `reason` and ends with status 2, writing nothing on standard output.
func fail(_ reason: String) -> Never {
    say(reason)
    exit(2)
}

HelperLanguage.start()
let printout: Printout
do {
    printout = try JSONDecoder().decode(Printout.self, from: Data(StandardInputBytes.readAll()))
} catch {
    fail(tr("the printout handed to letter-print could not be read: {reason}", ["reason": String(describing: error)]))
}
let printed: PrintedPDF
do throws(PrintError) { printed = try PDFPrinter.pdf(printout) } catch { fail(error.description) }
// The PDF whole or nothing: a caller writing it to a file must not keep half.
do throws(SystemError) { try System.writeAll(printed.bytes, to: STDOUT_FILENO) } catch {
    fail(tr("the PDF could not be handed back: {reason}", ["reason": error.description]))
}
for note in printed.notes { say("note: " + note) }
if let summary = LibraryMessages.summary(since: 0) { say("library: " + summary) }
exit(0)
