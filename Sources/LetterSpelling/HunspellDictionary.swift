import CHunspell
import Glibc
import LetterKit
import LetterSystem

/// One Hunspell dictionary, loaded from its `.aff` and `.dic` files: the only
/// place that talks to Hunspell, inside `letter-spell`.
///
/// Hunspell takes and returns words as bytes in the dictionary's own
/// encoding (the `.aff` file's `SET`, which `Hunspell_get_dic_encoding`
/// reports): UTF-8 for the Korean and English ones, ISO8859-x for some
/// others. Words go in and suggestions come out through iconv when it is not
/// UTF-8; a word the encoding cannot hold is one the dictionary cannot know,
/// so it is misspelt with no suggestions.
///
/// Limitations: not thread-safe (Hunspell's handle is not); one checker
/// owns it.
final class HunspellDictionary {
    let name: String
    private let handle: OpaquePointer
    /// nil when the dictionary is UTF-8 and words pass as they are.
    private let encoding: String?

    /// Loads the dictionary at `files`; nil when Hunspell cannot (it reports
    /// nothing but an empty handle, and a `.aff` it cannot read).
    init?(name: String, files: DictionaryFiles) {
        guard System.status(files.affix).isSuccess, System.status(files.words).isSuccess,
            let handle = Hunspell_create(files.affix, files.words)
        else { return nil }
        self.name = name
        self.handle = handle
        let declared = Hunspell_get_dic_encoding(handle).map { String(cString: $0) } ?? "UTF-8"
        let normalized = declared.uppercased().replacing("_", with: "-")
        encoding = normalized == "UTF-8" || normalized == "UTF8" ? nil : declared
    }

    deinit { Hunspell_destroy(handle) }

    /// Whether the dictionary (with the words added to it) accepts `word`.
    func spells(_ word: String) -> Bool {
        guard let bytes = encoded(word) else { return false }
        return bytes.withUnsafeBufferPointer { Hunspell_spell(handle, $0.baseAddress) != 0 }
    }

    /// Hunspell's suggestions for `word`, best first.
    func suggestions(for word: String) -> [String] {
        guard let bytes = encoded(word) else { return [] }
        var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        let count = bytes.withUnsafeBufferPointer { Hunspell_suggest(handle, &list, $0.baseAddress) }
        defer { if list != nil { Hunspell_free_list(handle, &list, count) } }
        guard count > 0, let entries = list else { return [] }
        return (0..<Int(count)).compactMap { index in entries[index].flatMap { decoded($0) } }
    }

    /// Accepts `word` from now on, with the case variants Hunspell allows
    /// for a word of that case (`Kubernetes` allows `KUBERNETES`).
    func add(_ word: String) {
        guard let bytes = encoded(word) else { return }
        _ = bytes.withUnsafeBufferPointer { Hunspell_add(handle, $0.baseAddress) }
    }

    /// `word` as a NUL-terminated C string in the dictionary's encoding.
    private func encoded(_ word: String) -> [CChar]? {
        let utf8 = Array(word.utf8)
        guard let encoding else { return utf8.map { CChar(bitPattern: $0) } + [0] }
        return Iconv.convert(utf8, from: "UTF-8", to: encoding).map { $0.map { CChar(bitPattern: $0) } + [0] }
    }

    /// A C string from Hunspell, in the dictionary's encoding, as text.
    private func decoded(_ pointer: UnsafeMutablePointer<CChar>) -> String? {
        guard let encoding else { return String(cString: pointer) }
        let bytes = Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) }
        return Iconv.convert(bytes, from: encoding, to: "UTF-8").map { String(decoding: $0, as: UTF8.self) }
    }
}

/// Bytes from one encoding to another with glibc's iconv.
enum Iconv {
    /// `bytes` converted, or nil when an encoding is unknown or a character
    /// has no place in the target.
    static func convert(_ bytes: [UInt8], from source: String, to target: String) -> [UInt8]? {
        let converter = iconv_open(target, source)
        guard let converter, Int(bitPattern: converter) != -1 else { return nil }
        defer { iconv_close(converter) }
        var input = bytes.map { CChar(bitPattern: $0) }
        var output = [CChar](repeating: 0, count: bytes.count * 4 + 8)
        let outputCapacity = output.count
        var inputLeft = input.count
        var outputLeft = outputCapacity
        let result = input.withUnsafeMutableBufferPointer { inputBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                var inputPointer = inputBuffer.baseAddress
                var outputPointer = outputBuffer.baseAddress
                return iconv(converter, &inputPointer, &inputLeft, &outputPointer, &outputLeft)
            }
        }
        guard result != -1, inputLeft == 0 else { return nil }
        return output[..<(outputCapacity - outputLeft)].map { UInt8(bitPattern: $0) }
    }
}

extension Result {
    fileprivate var isSuccess: Bool { if case .success = self { true } else { false } }
}
