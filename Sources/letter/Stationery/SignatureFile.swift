import LetterKit
import LetterSystem

/// Finds the person's signature at launch, for the editor's core to hold as
/// a value: `signature` in config.toml, else the file `signature` in the
/// configuration folder.
///
/// config.toml wins when it names one: it is the one file a person edits on
/// purpose, and a line there is easier to see than a file beside it.
///
/// The file is read as hostile input: only a regular file (a FIFO or a
/// device is refused at once, never waited on), at most
/// `Signature.sizeLimit` bytes, UTF-8 without NUL; control characters are
/// dropped by the core (`Signature.found`). A file that cannot be used is
/// not fatal: the letter opens, and Alt-S says why.
enum SignatureFile {
    /// The signature file in `config`, the configuration folder.
    static func path(in config: String) -> String { FilePath.join(config, "signature") }

    /// The signature `settings` and `folders` give.
    static func signature(settings: LetterSettings, folders: StationeryFolders) -> Signature {
        let file = folders.config.map(path(in:))
        if let text = settings.signature { return .found(text, file: file) }
        guard let file else { return .none(file: nil) }
        return read(file)
    }

    /// The signature in the file at `path`: `.none` when there is no file.
    static func read(_ path: String) -> Signature {
        do {
            let bytes = try LoadedLetter.readBytes(path: path, limit: Signature.sizeLimit)
            try LetterText.validate(bytes)
            return .found(String(decoding: bytes, as: UTF8.self), file: path)
        } catch .notFound {
            return .none(file: path)
        } catch {
            return .unusable(path: path, error)
        }
    }
}
