import Glibc
import LetterKit

/// A letter read from disk: the parsed file, its paper, and what saving needs
/// later (the file as read, to keep its shape; the stamp, to notice if someone
/// else changed it before we overwrite it).
struct LoadedLetter {
    /// Where it was read from, as the user named it.
    var path: String
    /// The file as read: front matter, body, line endings, BOM, final newline.
    var file: LetterFile
    /// The file on disk when it was read; compare with `changedOnDisk` before
    /// saving, and replace with the stamp `SafeSave` returns after.
    var stamp: DiskStamp?
    /// The paper the file records, if it records one that can be used.
    var paper: Paper?
    /// Why the recorded paper cannot be used (an unknown name, bad numbers), if
    /// it cannot: the letter still opens, and the user is told.
    var paperProblem: FrontMatterError?
    /// The recorded paper's name is on no shelf here, so `paper` has the
    /// recorded size with the standard look: the user is told.
    var paperLookIsDefault = false

    /// The letter's text (lines joined by "\n", no final newline).
    var body: String {
        get { file.body }
        set { file.body = newValue }
    }

    private init(path: String, file: LetterFile, stamp: DiskStamp?, papers: PaperCatalog) {
        self.path = path
        self.file = file
        self.stamp = stamp
        do {
            let recorded = try file.recordedPaper(in: papers)
            self.paper = recorded?.paper
            self.paperLookIsDefault = recorded?.lookIsDefault ?? false
            self.paperProblem = nil
        } catch {
            self.paper = nil
            self.paperProblem = error
        }
    }

    /// Reads and parses `path`, refusing what is not a letter (too large, binary,
    /// not UTF-8, not a regular file, outside `folder` when given) with the
    /// reason. Changes nothing on disk. Only a `.letter`
    /// has front matter: any other file is read as text, `---` lines and all.
    /// The paper it records is looked up in the catalog `papers` gives for
    /// the recorded name (the presets when not given).
    static func load(
        path: String, confinedTo folder: String? = nil,
        papers: (_ recordedName: String?) -> PaperCatalog = { _ in .compiledIn }
    ) throws(LetterFileError) -> LoadedLetter {
        let (bytes, stamp) = try read(path: path, confinedTo: folder)
        let file = try LetterFile(bytes: bytes, format: LetterFile.Format(path: path))
        return LoadedLetter(path: path, file: file, stamp: stamp, papers: papers(file.recordedPaperName))
    }

    /// Parses `bytes` read from somewhere other than a file (standard input,
    /// named `path`), as a file of `format`: no stamp, since nothing on disk
    /// is behind it.
    static func load(
        bytes: [UInt8], path: String, format: LetterFile.Format,
        papers: (_ recordedName: String?) -> PaperCatalog = { _ in .compiledIn }
    ) throws(LetterFileError) -> LoadedLetter {
        let file = try LetterFile(bytes: bytes, format: format)
        return LoadedLetter(path: path, file: file, stamp: nil, papers: papers(file.recordedPaperName))
    }

    /// All of a file's bytes, with errors that name the file and the reason.
    static func readBytes(path: String, limit: Int = LetterText.sizeLimit, confinedTo folder: String? = nil)
        throws(LetterFileError) -> [UInt8]
    {
        try read(path: path, limit: limit, confinedTo: folder).bytes
    }

    /// A file's bytes and the stamp of exactly what was read (taken from the open
    /// descriptor, so a rename in between cannot mix two files). Only a regular
    /// file is read, opened without blocking (`System.readRegularFile`): a FIFO,
    /// a device or a socket is refused at once, never waited on. A file over
    /// `limit` is refused by its size, without reading it all.
    static func read(path: String, limit: Int = LetterText.sizeLimit, confinedTo folder: String? = nil)
        throws(LetterFileError) -> (bytes: [UInt8], stamp: DiskStamp?)
    {
        do {
            let (bytes, status) = try System.readRegularFile(path, limit: limit, confinedTo: folder)
            return (bytes, DiskStamp(status))
        } catch {
            switch error {
            case .missing: throw .notFound(path: path)
            case .notRegular(.folder): throw .isDirectory(path: path)
            case .tooLarge(let bytes, let limit):
                throw .tooLarge(bytes: Int(clamping: bytes), limit: Int(clamping: limit))
            case .outside, .notRegular, .unreadable: throw .unreadable(path: path, reason: error.description)
            }
        }
    }
}
