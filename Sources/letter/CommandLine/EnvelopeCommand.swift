import ArgumentParser
import LetterKit

/// `letter envelope FILE`: the envelope's fields, one a line.
struct EnvelopeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "envelope",
        abstract: "Show a letter's envelope: to, from, address, postcode, phone, e-mail, date.",
        discussion: """
            One line per field, its label then its value (empty when unset), as the \
            .letter's front matter records them. A plain file has no envelope.
            Exit status: 0 when printed, 1 when the output cannot be written, 2 for an error.
            """)

    @Argument(help: "The letter file.") var file: String

    func run() throws {
        let shelf = PaperShelf(folders: .standard())
        let letter = loadLetter(file, shelf: shelf)
        guard letter.file.format == .letter else {
            fail(Failure(message: "\(file) is plain text and has no envelope: only a .letter has one"))
        }
        emit(EnvelopeCommand.lines(of: letter.file.envelope))
    }

    /// The fields as printed: labels padded to one width.
    static func lines(of envelope: Envelope) -> String {
        let width = EnvelopeField.allCases.map(\.label.count).max() ?? 0
        var text = ""
        for field in EnvelopeField.allCases {
            let label = field.label + ":"
            let value = envelope[field] ?? ""
            text += (value.isEmpty ? label : label + String(repeating: " ", count: width + 2 - label.count) + value) + "\n"
        }
        return text
    }
}
