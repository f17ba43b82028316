import Glibc
import LetterKit

extension Import {
    /// Whether FILE is to be read as a word processor's document: an .odt
    /// or .docx name, or a zip archive's first bytes.
    func isDocument(_ bytes: [UInt8]) -> Bool {
        DocumentKind(path: file) != nil || bytes.starts(with: [0x50, 0x4B, 0x03, 0x04])
    }

    /// `letter import FILE.odt|FILE.docx -o NAME.letter`: the document read
    /// in memory (`DocumentArchive`, `ImportedDocument`), its pictures
    /// written into NAME.letter.files/ as a received message's are
    /// (`ReceivedImport`), on a paper that holds it all unless one is
    /// given (`ReceivedLetter.paper(for:)`); what it could not keep is one
    /// note. A document refused is one line, status 2, and nothing written.
    func importDocument(_ bytes: [UInt8]) -> Never {
        let filesPath = PicturePath.filesFolder(forLetterAt: output)
        let document: ImportedDocument
        do throws(DocumentProblem) {
            let archive = try DocumentArchive(bytes)
            let kind: DocumentKind
            if archive.holds("word/document.xml") {
                kind = .docx
            } else if archive.holds("content.xml") {
                kind = .odt
            } else {
                throw .missingPart(DocumentKind(path: file) == .odt ? "content.xml" : "word/document.xml")
            }
            document = try ImportedDocument.read(kind, filesFolder: PicturePath.fileName(of: filesPath)) {
                (path) throws(DocumentProblem) -> [UInt8]? in try archive.bytes(of: path)
            }
        } catch {
            fail(Failure(message: "\(file): \(error)"))
        }
        let shelf = PaperShelf(folders: .standard())
        let folder = PicturePath.folder(of: output)
        let paper: Paper
        do {
            if paperOptions.paper != nil || paperOptions.lines != nil || paperOptions.columns != nil {
                paper = try paperOptions.request.resolve(for: nil, shelf: shelf)
            } else {
                paper = ReceivedLetter.paper(
                    for: document.lines, standard: try paperOptions.request.resolve(for: nil, shelf: shelf),
                    shelf: shelf.catalog.shown.compactMap(\.paper), folder: folder)
            }
        } catch {
            fail(Failure(message: error.description))
        }
        let imported: RunsImport
        do { imported = try LetterRuns.page(from: document.lines, paper: paper, folder: folder) } catch {
            fail(Failure(message: "\(file): \(error)"))
        }
        let writer = ReceivedImport(output: output, paper: paper, standard: paper, shelf: [], force: force)
        do throws(Failure) {
            if !document.pictures.isEmpty { try writer.writePictures(document.pictures, into: filesPath) }
        } catch {
            fail(error)
        }
        let page = imported.page.document
        var letter = LetterFile.newLetter(path: output, paper: paper)
        letter.body = LetterFile.body(
            of: page.styledParagraphs, ink: true, pictures: page.pictures, stickers: page.stickers, folder: folder)
        do { try SafeSave.save(letter, to: output) } catch {
            fail(Failure(message: error.description))
        }
        if !document.leftOut.isEmpty {
            StandardError.say(tr("note: {file}: {notice}", ["file": file, "notice": LeftOut.note(document.leftOut)]))
        }
        if let leftOut = imported.leftOut { StandardError.say(tr("note: {file}: {notice}", ["file": file, "notice": leftOut])) }
        Glibc.exit(0)
    }
}
