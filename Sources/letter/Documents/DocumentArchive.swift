import Foundation
import LetterKit
import ZIPFoundation

/// An ODT's or DOCX's zip archive read in memory with ZIPFoundation, one
/// entry at a time as the document's reader asks for it
/// (`ImportedDocument.read`); nothing is ever extracted to disk.
///
/// A document is untrusted, so the archive is refused whole, before any
/// entry is read, when it names an entry outside itself (an absolute path,
/// a `..` part, a backslash, a link), holds more than `entryLimit`
/// entries, or its headers already claim more than the limits below; and
/// an entry is read with a byte cap that counts the bytes
/// inflated, never the sizes the headers claim: past `entryByteLimit` in
/// one entry, `totalByteLimit` in all, or `ratioLimit` times the entry's
/// compressed size (beyond the first `ratioAllowance` bytes), reading stops
/// and the document is refused as a zip bomb.
///
/// Why this file imports Foundation: ZIPFoundation's archive is read from
/// `Data`. It is the only place of the import that names a Foundation type.
final class DocumentArchive {
    static let entryLimit = 10_000
    static let entryByteLimit = 50 << 20
    static let totalByteLimit = 100 << 20
    static let ratioLimit = 100
    static let ratioAllowance = 1 << 20

    private let archive: Archive
    private var entries: [String: Entry] = [:]
    private var total = 0

    /// The archive of `bytes`, every entry's name checked.
    init(_ bytes: [UInt8]) throws(DocumentProblem) {
        do { archive = try Archive(data: Data(bytes), accessMode: .read) } catch { throw .notArchive }
        var count = 0
        var claimed = 0
        for entry in archive {
            count += 1
            guard count <= Self.entryLimit else { throw .tooManyEntries(limit: Self.entryLimit) }
            guard Self.isSafe(entry.path), entry.type != .symlink else { throw .unsafeEntry(entry.path) }
            guard entry.type == .file else { continue }
            entries[entry.path] = entry
            // What the headers claim is refused early; what is read is still
            // counted as it inflates (`bytes(of:)`), whatever they claim.
            let size = Int(clamping: entry.uncompressedSize)
            claimed = claimed.addingReportingOverflow(size).partialValue
            guard size <= Self.entryByteLimit else { throw .entryTooLarge(entry.path, limit: Self.entryByteLimit) }
            guard claimed <= Self.totalByteLimit else { throw .archiveTooLarge(limit: Self.totalByteLimit) }
            guard size <= Self.ratioAllowance || size / max(Int(clamping: entry.compressedSize), 1) <= Self.ratioLimit else {
                throw .compressedTooMuch(entry.path, ratio: Self.ratioLimit)
            }
        }
        guard count > 0 else { throw .notArchive }
    }

    /// Whether `path` names a place inside the archive: relative, no `..`
    /// or empty part, no backslash, no NUL.
    static func isSafe(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\u{0}") else { return false }
        return !path.split(separator: "/", omittingEmptySubsequences: false).dropLast().contains { $0.isEmpty || $0 == ".." }
            && !path.split(separator: "/").contains("..")
    }

    /// Whether the archive holds a file entry at `path`.
    func holds(_ path: String) -> Bool { entries[path] != nil }

    /// The bytes of the entry at `path` (nil when there is none), read
    /// within the limits.
    func bytes(of path: String) throws(DocumentProblem) -> [UInt8]? {
        guard let entry = entries[path] else { return nil }
        var bytes: [UInt8] = []
        let compressed = Int(clamping: entry.compressedSize)
        let cap = min(Self.entryByteLimit, Self.totalByteLimit - total)
        var problem: DocumentProblem?
        do {
            _ = try archive.extract(entry, skipCRC32: false) { chunk in
                bytes.append(contentsOf: chunk)
                if bytes.count > Self.entryByteLimit {
                    problem = .entryTooLarge(path, limit: Self.entryByteLimit)
                } else if bytes.count > cap {
                    problem = .archiveTooLarge(limit: Self.totalByteLimit)
                } else if bytes.count > Self.ratioAllowance, bytes.count / max(compressed, 1) > Self.ratioLimit {
                    problem = .compressedTooMuch(path, ratio: Self.ratioLimit)
                }
                if problem != nil { throw CancellationError() }
            }
        } catch {
            throw problem ?? .malformedEntry(path)
        }
        total += bytes.count
        return bytes
    }
}
