import LetterKit

/// Reading one paper file or the settings file from disk: bytes, text, TOML,
/// then LetterKit's reader. Every failure is one `PaperFileError` line that
/// starts with the file's path.
enum PaperFile {
    /// A paper file is a few hundred bytes; anything this large is a mistake
    /// (a letter or a picture given to `--paper`), refused before it is read.
    static let sizeLimit = 64 << 10

    /// The text of the file at `path`, or why it cannot be read as one.
    static func text(at path: String) throws(PaperFileError) -> String {
        let bytes: [UInt8]
        do {
            bytes = try LoadedLetter.readBytes(path: path, limit: sizeLimit)
            try LetterText.validate(bytes)
        } catch {
            throw PaperFileError(message: message(for: error, path: path))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The catalog entry for the paper file at `path`, broken or not.
    ///
    /// `name` is the name the file goes by in its folder (its file name
    /// without `.toml`), which the paper inside must have: a paper is looked
    /// up by its file's name without reading the others, so a file whose
    /// paper says otherwise could never be found by the name it gives.
    /// `text` is the file's text when already read.
    static func entry(at path: String, name: String?, text: String? = nil) -> PaperCatalog.Entry {
        let fallbackName = name ?? stem(of: path)
        do {
            let text = if let text { text } else { try self.text(at: path) }
            let (paper, warnings) = try paper(fromText: text, file: path)
            if let name, paper.name.lowercased() != name.lowercased() {
                let line = TOMLText.line(ofKey: "name", inTable: nil, text: text).map { ":\($0)" } ?? ""
                let message = tr(
                    "{path}{line}: name \"{paper}\" must be the file's name, \"{name}\"",
                    ["path": path, "line": line, "paper": paper.name, "name": name])
                return PaperCatalog.Entry(name: fallbackName, paper: nil, source: path, error: message)
            }
            return PaperCatalog.Entry(name: paper.name, paper: paper, source: path, warnings: warnings)
        } catch {
            return PaperCatalog.Entry(name: fallbackName, paper: nil, source: path, error: error.message)
        }
    }

    /// The paper `text` (the file `file`) describes, and its warnings.
    static func paper(fromText text: String, file: String) throws(PaperFileError) -> (Paper, [String]) {
        let table = try TOMLReading.table(fromText: text, file: file)
        return try PaperDefinition.paper(from: table, text: text, file: file)
    }

    /// The settings in `config.toml` at `path`, and their warnings; the
    /// defaults when there is no such file.
    static func settings(at path: String) throws(PaperFileError) -> (settings: LetterSettings, warnings: [String]) {
        let text: String
        do {
            let bytes = try LoadedLetter.readBytes(path: path, limit: sizeLimit)
            try LetterText.validate(bytes)
            text = String(decoding: bytes, as: UTF8.self)
        } catch .notFound {
            return (LetterSettings(), [])
        } catch {
            throw PaperFileError(message: message(for: error, path: path))
        }
        let table = try TOMLReading.table(fromText: text, file: path)
        return try LetterSettings.read(from: table, text: text, file: path)
    }

    /// `card` for `/home/hana/.config/letter/papers/card.toml`.
    static func stem(of path: String) -> String {
        let name = FilePath.name(of: path)
        guard name.lowercased().hasSuffix(".toml"), name.count > 5 else { return name }
        return String(name.dropLast(5))
    }

    /// A reading failure in a paper file's words rather than a letter's.
    private static func message(for error: LetterFileError, path: String) -> String {
        switch error {
        case .notFound: tr("{path}: no such file", ["path": path])
        case .unreadable(_, let reason): tr("{path}: cannot read: {reason}", ["path": path, "reason": reason])
        case .isDirectory: tr("{path}: is a folder, not a TOML file", ["path": path])
        case .invalidUTF8(let offset):
            tr("{path}: not UTF-8 text (invalid byte at offset {offset}); TOML is UTF-8", ["path": path, "offset": offset])
        case .binary(let offset):
            tr("{path}: binary data (a NUL byte at offset {offset}), not a TOML file", ["path": path, "offset": offset])
        case .tooLarge(let bytes, let limit):
            tr(
                "{path}: too large for a paper file ({bytes} bytes; the limit is {limit})",
                ["path": path, "bytes": bytes, "limit": limit])
        }
    }
}
