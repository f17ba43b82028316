import ArgumentParser
import LetterKit

/// `letter envelope FILE`: the envelope's fields, one a line.
struct EnvelopeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "envelope",
        abstract: tr("Show a letter's envelope: to, from, address, postcode, phone, e-mail, date."),
        discussion: tr("One line per field, its label then its value (empty when unset), as the .letter's front matter records them. A plain file has no envelope.\nWith --set FIELD=VALUE (to, from, address, postcode, phone, email, date; repeat for more) each value passes the same rules as the editor's form (phone and date formatted, the e-mail's domain lower-cased; date=today is today's date, YYYY-MM-DD, in the local time zone) and the letter is saved safely, then the envelope printed; an empty VALUE clears the field.\nExit status: 0 when done, 1 when a value is refused (nothing is written; the reason is on standard error) or the output cannot be written, 2 for an error."))

    @Argument(help: ArgumentHelp(tr("The letter file."))) var file: String
    @Option(name: .customLong("set"), parsing: .unconditionalSingleValue, help: ArgumentHelp(tr("FIELD=VALUE: set a field (repeatable).")))
    var assignments: [String] = []

    func run() throws {
        let shelf = PaperShelf(folders: .standard())
        let letter = loadLetter(file, shelf: shelf)
        guard letter.file.format == .letter else {
            fail(Failure(message: tr("{file} is plain text and has no envelope: only a .letter has one", ["file": file])))
        }
        guard !assignments.isEmpty else {
            emit(EnvelopeCommand.lines(of: letter.file.envelope))
            return
        }
        var envelope = letter.file.envelope
        let today = CalendarDay.today()
        for assignment in assignments {
            guard let (name, value) = NameValue.split(assignment),
                let field = EnvelopeField(rawValue: name.lowercased())
            else {
                let names = EnvelopeField.allCases.map(\.key).joined(separator: ", ")
                fail(
                    Failure(
                        message: tr(
                            "--set takes FIELD=VALUE with FIELD one of {names}, not \"{assignment}\"",
                            ["names": names, "assignment": assignment])))
            }
            if value.isEmpty {
                envelope[field] = nil
                continue
            }
            do {
                envelope[field] = try field.accepted(value, today: today)
            } catch {
                fail(
                    Failure(
                        message: tr(
                            "{field} \"{value}\" is refused: {reason}; nothing was written",
                            ["field": field.key, "value": value, "reason": error]),
                        status: 1))
            }
        }
        var saving = letter.file
        saving.setEnvelope(envelope)
        do { _ = try SafeSave.save(saving, to: file) } catch {
            fail(Failure(message: error.description))
        }
        emit(EnvelopeCommand.lines(of: envelope))
    }

    /// The fields as printed: labels padded to one width, control characters
    /// in caret form (a front matter's `"\e[31m"` is text, never a sequence
    /// sent to the terminal).
    static func lines(of envelope: Envelope) -> String {
        let width = EnvelopeField.allCases.map(\.label.count).max() ?? 0
        var text = ""
        for field in EnvelopeField.allCases {
            let label = field.label + ":"
            // The fields are the letter's data: no control reaches the terminal.
            let value = TerminalSafe.escaped(envelope[field] ?? "")
            text += (value.isEmpty ? label : label + String(repeating: " ", count: width + 2 - label.count) + value) + "\n"
        }
        return text
    }
}
