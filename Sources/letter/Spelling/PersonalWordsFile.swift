import Glibc
import LetterKit

/// The person's word list on disk: `$XDG_DATA_HOME/letter/words` (else
/// `~/.local/share/letter/words`), one word a line, read by every check
/// and added to from the editor.
enum PersonalWordsFile {
    /// A list past this is not a word list; it is refused rather than read.
    static let sizeLimit = 1 << 20

    /// The list's path for `environment` (XDG_DATA_HOME and HOME); nil with
    /// neither.
    static func path(environment: [String: String] = XDGFolder.environment("XDG_DATA_HOME")) -> String? {
        XDGFolder.letterFolder("XDG_DATA_HOME", homeRelative: ".local/share", environment: environment).map {
            FilePath.join($0, "words")
        }
    }

    /// The words listed at `path`; none when there is no list yet.
    static func read(_ path: String) throws(SystemError) -> PersonalWords {
        do {
            let bytes = try System.readSmall(path, limit: sizeLimit)
            return PersonalWords(text: String(decoding: bytes, as: UTF8.self))
        } catch {
            if error.code == ENOENT { return PersonalWords() }
            throw error
        }
    }

    /// Adds `word` to the list at `path` (made, with its folders, if need
    /// be), saved whole through a temporary file as letters are, so a list
    /// is never left half written. Returns the list as it now is.
    @discardableResult
    static func add(_ word: String, to path: String) throws(PersonalWordsError) -> PersonalWords {
        let checked: String
        do { checked = try PersonalWords.checked(word) } catch { throw .refused(error) }
        var words: PersonalWords
        do { words = try read(path) } catch { throw .unreadable(path: path, error) }
        guard words.add(checked) else { return words }
        do { try XDGFolder.makeFolders(FilePath.folder(of: path)) } catch { throw .unwritable(path: path, error) }
        do { _ = try SafeSave.write(Array(words.text.utf8), to: path) } catch {
            throw .notSaved(path: path, error)
        }
        return words
    }
}

/// Why a word could not be added to the list.
enum PersonalWordsError: Error {
    case refused(PersonalWords.Refusal)
    case unreadable(path: String, SystemError)
    case unwritable(path: String, SystemError)
    case notSaved(path: String, SaveError)
}
