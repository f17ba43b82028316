import LetterKit

/// The PDF of a `Printout`, drawn by `letter-print` beside the program: the
/// printout goes in as JSON, the PDF's bytes come out, with the notes the
/// drawing made. The program lays the pages out (`PrintLayout`,
/// `BookPrintout`); only drawing them needs Pango and Cairo, and those are
/// loaded by the helper, never by `letter` (see `HelperProgram`).
enum PrintHelper {
    static let program = "letter-print"

    /// A printout written as PDF, with what the user should know about it.
    struct Printed {
        /// The PDF file's bytes.
        var bytes: [UInt8]
        /// Notes for standard error: pictures drawn as placeholders,
        /// characters no installed face could draw, what a library said.
        var notes: [String]
    }

    /// The PDF of `printout`, or why it cannot be made: the helper's own
    /// reason (a missing face names its package), or why the helper could
    /// not be run. Nothing of a PDF is returned unless the whole was made.
    static func pdf(_ printout: Printout, folder: String? = HelperProgram.executableFolder) throws(PrintFailure)
        -> Printed
    {
        guard let request = HelperCoding.encode(printout) else {
            throw PrintFailure(description: tr("the PDF could not be made: the page holds a size that is not a number"))
        }
        let run: HelperProgram.Run
        do throws(HelperFailure) {
            run = try HelperProgram.named(program, folder: folder).run(input: request)
        } catch {
            throw PrintFailure(description: tr("the PDF could not be made: {reason}", ["reason": error]))
        }
        guard run.status == 0 else {
            // Status 2 is the helper's own refusal, worded for the person.
            if run.status == 2, let reason = run.reason { throw PrintFailure(description: reason) }
            let ended = HelperFailure(program: program, reason: .ended(run.status)).description
            throw PrintFailure(
                description: run.reason.map { tr("the PDF could not be made: {reason}: {detail}", ["reason": ended, "detail": $0]) }
                    ?? tr("the PDF could not be made: {reason}", ["reason": ended]))
        }
        var notes: [String] = []
        for line in run.lines {
            if line.hasPrefix("note: ") {
                notes.append(String(line.dropFirst("note: ".count)))
            } else if line.hasPrefix("library: ") {
                // What the libraries said is one note at most, for the whole
                // command, said when it ends (`noteLibraryMessages`).
                PictureHelper.shared.keepLibraryNote(String(line.dropFirst("library: ".count)))
            } else {
                notes.append(line)
            }
        }
        return Printed(bytes: run.output, notes: notes)
    }
}

/// Why no PDF was made, as one line for the person printing.
struct PrintFailure: Error, Hashable, CustomStringConvertible {
    var description: String
}
