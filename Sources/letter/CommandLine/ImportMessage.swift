import Glibc
import LetterKit

extension Import {
    /// Whether FILE is to be read as a message: `--all`, an .eml or .mbox
    /// name, or bytes that start as a message does (`MessageReader.isMessage`).
    func isMessage(_ bytes: [UInt8]) -> Bool {
        all || MessageReader.isMessage(path: file, bytes: bytes)
    }

    /// `letter import MESSAGE.eml -o NAME.letter` and `letter import
    /// MAILBOX --all -o FOLDER`: the message read by `letter-mail`, made a
    /// letter (one per message in FOLDER, named by day and subject, never
    /// replacing one), each on a paper that holds it all unless a paper is
    /// given.
    func importMessages(_ bytes: [UInt8]) -> Never {
        let messages: [ReceivedMessage]
        do { messages = try MessageReader.read(bytes, mailbox: all) } catch {
            fail(Failure(message: "\(file): \(error)"))
        }
        let shelf = PaperShelf(folders: .standard())
        var receiving = ReceivedImport(output: output, paper: nil, standard: .default, shelf: [], force: force)
        do {
            if paperOptions.paper != nil || paperOptions.lines != nil || paperOptions.columns != nil {
                receiving.paper = try paperOptions.request.resolve(for: nil, shelf: shelf)
            } else {
                receiving.standard = try paperOptions.request.resolve(for: nil, shelf: shelf)
                receiving.shelf = shelf.catalog.shown.compactMap(\.paper)
            }
        } catch {
            fail(Failure(message: error.description))
        }
        var notes: [String] = []
        do throws(Failure) {
            if all {
                try ReceivedImport.makeFolder(output)
                for message in messages {
                    receiving.output = ReceivedImport.freePath(for: message, in: output)
                    notes += try receiving.write(message).map { "\(receiving.output): \($0)" }
                    try? StandardOutput.writeAll(TerminalSafe.escaped(receiving.output) + "\n")
                }
            } else {
                notes += try receiving.write(messages[0]).map { "\(file): \($0)" }
            }
        } catch {
            fail(error)
        }
        for note in notes { StandardError.say(tr("note: {notice}", ["notice": note])) }
        Glibc.exit(0)
    }
}
