import Glibc
import LetterKit

/// Reads letters into what the index keeps of them: the file loaded as the
/// other commands load it, its paper looked up on the shelf, its pictures'
/// headers looked at, then LetterKit's summary of all that.
///
/// One reader serves a whole refresh, so the papers and the settings are
/// read once however many letters there are. Paper warnings are not said:
/// the list is no place for them, and the editor says them when the letter
/// is opened.
struct LetterSummaries {
    let shelf: PaperShelf

    init(shelf: PaperShelf = PaperShelf(folders: .standard(), warn: { _ in })) {
        self.shelf = shelf
    }

    /// The letter at `path` (absolute), or the summary of a file that cannot
    /// be read, with the reason: never an error, so one broken letter never
    /// stops the list.
    func read(path: String) -> IndexedLetter { readStamped(path: path).letter }

    /// The letter at `path` and the stamp of exactly the bytes read (nil when
    /// there was nothing to stamp): what the index compares next time.
    func readStamped(path: String) -> (letter: IndexedLetter, stamp: DiskStamp?) {
        let letter: LoadedLetter
        do {
            letter = try LoadedLetter.load(path: path, papers: shelf.catalog(forRecordedName:))
        } catch {
            let stamp = DiskStamp.of(path: path)
            let summary = IndexedLetter(
                unreadable: path, problem: LetterSummaries.problem(error), modified: stamp?.modified.seconds ?? 0,
                size: stamp?.size ?? 0)
            return (summary, stamp)
        }
        // A paper the letter names but this machine lacks: counted on the
        // default paper, as the editor opens it.
        let paper = letter.paper ?? (try? shelf.defaultPaper()) ?? Paper.default
        let stamp = letter.stamp ?? DiskStamp.of(path: path)
        let summary = IndexedLetter(
            file: letter.file, paper: paper, path: path, modified: stamp?.modified.seconds ?? 0,
            size: stamp?.size ?? 0, pictures: letter.pictureReading())
        return (summary, stamp)
    }

    /// The few words a broken letter's row shows: the path is on the row already.
    static func problem(_ error: LetterFileError) -> String {
        switch error {
        case .notFound: tr("no such file")
        case .unreadable(_, let reason): tr("cannot read: {reason}", ["reason": reason])
        case .isDirectory: tr("a folder, not a letter")
        case .invalidUTF8, .binary, .tooLarge: error.description
        }
    }
}
