import LetterKit

/// `letter MESSAGE.eml` and `letter open MESSAGE.eml`: a received message
/// made a letter in the letterbox's `Received/` folder, which the editor
/// then opens. The message file itself is only read.
enum MessageOpening {
    /// The folder in the letterbox received letters are put in.
    static let folderName = "Received"

    /// Whether `file` names a message to receive rather than a letter: an
    /// `.eml` name.
    static func isMessage(_ file: String) -> Bool {
        file.lowercased().hasSuffix(".eml")
    }

    /// The letter made of the message at `file`, in `Received/` of the box
    /// (config `box`, else ~/Letters), named by its day and subject and
    /// never replacing a letter there; the notes are said on standard
    /// error before the editor starts.
    static func receive(_ file: String) throws(Failure) -> String {
        let bytes: [UInt8]
        do { bytes = try LoadedLetter.readBytes(path: file, limit: MessageReader.sizeLimit) } catch {
            throw Failure(message: error.message(path: file))
        }
        let messages: [ReceivedMessage]
        do { messages = try MessageReader.read(bytes, mailbox: false) } catch {
            throw Failure(message: "\(file): \(error)")
        }
        let shelf = PaperShelf(folders: .standard())
        let settings: LetterSettings
        let standard: Paper
        do {
            settings = try shelf.settings()
            standard = try shelf.defaultPaper()
        } catch {
            throw Failure(message: error.message)
        }
        let box: String
        do { box = try BoxFolder.resolve(argument: nil, settings: settings) } catch {
            throw Failure(message: error.description)
        }
        let folder = FilePath.join(box, folderName)
        try ReceivedImport.makeFolder(folder)
        let path = ReceivedImport.freePath(for: messages[0], in: folder)
        let receiving = ReceivedImport(
            output: path, paper: nil, standard: standard, shelf: shelf.catalog.shown.compactMap(\.paper))
        for note in try receiving.write(messages[0]) {
            StandardError.say(tr("note: {notice}", ["notice": "\(file): \(note)"]))
        }
        return path
    }
}
