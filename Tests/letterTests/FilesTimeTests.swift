import Glibc
import LetterKit
import Testing

@testable import letter

/// Stamps and times from any `stat` a kernel can give: before 1970, after 2262
/// (where 64 bits of nanoseconds end), at the ends of 64 bits; huge sizes,
/// devices and inodes. None may trap, and the comparisons keep their meaning.
@Suite("Files: stamps and times at the edges of stat")
struct FilesTimeTests {
    /// Seconds since the epoch worth trying: the ends of 64 bits, the 32-bit
    /// ends ext4 clamps to, 2262-04-11 (the last second whose nanoseconds fit
    /// in 64 bits) and the second after it, 2300-01-01, and ordinary times.
    static let seconds: [Int] = [
        .min, .min + 1, -1_000_000_000_000, -2_147_483_648, -1, 0, 1, 1_700_000_000, 9_223_372_036, 9_223_372_037,
        10_413_792_000, 15_032_385_535, 99_999_999_999, .max - 1, .max,
    ]
    static let nanoseconds: [Int] = [0, 1, 999_999_999, -1, .max, .min]

    static func status(seconds: Int, nanoseconds: Int, size: Int = 10) -> stat {
        var status = stat()
        status.st_mtim = timespec(tv_sec: seconds, tv_nsec: nanoseconds)
        status.st_size = size
        return status
    }

    @Test(arguments: seconds)
    func aStampIsMadeFromAnyModificationTime(seconds: Int) {
        for nanoseconds in Self.nanoseconds {
            let stamp = DiskStamp(Self.status(seconds: seconds, nanoseconds: nanoseconds))
            #expect(stamp.modified.seconds == Int64(seconds))
            #expect(stamp.modified.nanoseconds == Int64(nanoseconds))
            #expect(stamp == DiskStamp(Self.status(seconds: seconds, nanoseconds: nanoseconds)))
        }
    }

    @Test func stampsDifferingOnlyInTimeAreDifferentAtEveryScale() {
        let base = DiskStamp(Self.status(seconds: 10_413_792_000, nanoseconds: 5))
        #expect(base != DiskStamp(Self.status(seconds: 10_413_792_000, nanoseconds: 6)))
        #expect(base != DiskStamp(Self.status(seconds: 10_413_792_001, nanoseconds: 5)))
        // Times whose nanoseconds since the epoch do not fit in 64 bits stay apart.
        let wrapped = DiskStamp(Self.status(seconds: .min, nanoseconds: 0))
        #expect(wrapped != DiskStamp(Self.status(seconds: 0, nanoseconds: 0)))
    }

    @Test func timesAreOrderedSecondsFirstThenNanoseconds() {
        var times: [FileTime] = []
        for second in Self.seconds {
            for nano in [0, 1, 999_999_999] { times.append(FileTime(seconds: Int64(second), nanoseconds: Int64(nano))) }
        }
        let sorted = times.shuffled().sorted()
        #expect(sorted == times)
        #expect(FileTime(seconds: -1, nanoseconds: 999_999_999) < FileTime(seconds: 0, nanoseconds: 0))
        #expect(FileTime(seconds: 9_223_372_037, nanoseconds: 0) > FileTime(seconds: 9_223_372_036, nanoseconds: 854_775_807))
    }

    @Test func hugeSizesDevicesAndInodesMakeAStamp() {
        for size in [Int.max, Int.min, -1, 0] {
            var status = Self.status(seconds: .max, nanoseconds: .max, size: size)
            status.st_dev = .max
            status.st_ino = .max
            let stamp = DiskStamp(status)
            #expect(stamp.size == Int64(size))
            #expect(stamp.device == UInt64.max)
            #expect(stamp.inode == UInt64.max)
            #expect(!stamp.description.isEmpty)
        }
    }

    // MARK: Real files with far times

    @Test(arguments: ["2300-01-01", "@99999999999", "@-1000000000000", "1800-06-01"])
    func aFileTouchedFarFromNowLoadsAndIsSeenToChange(date: String) throws {
        let scratch = try FilesScratch()
        let path = scratch.file("far.txt")
        try writeText(path, "Dear Sam,\n")
        #expect(try runTool(["touch", "-d", date, path]).status == 0)
        let letter = try LoadedLetter.load(path: path)
        #expect(letter.body == "Dear Sam,")
        #expect(!changedOnDisk(path, since: letter.stamp))
        setModified(path, secondsSinceEpoch: 1_700_000_000)
        #expect(changedOnDisk(path, since: letter.stamp))
    }

    @Test func recoveryCopiesAreComparedAndSortedByTimeFarFromNow() throws {
        let scratch = try FilesScratch()
        let store = try RecoveryStore(folder: try scratch.folder("state"))
        let letter = scratch.file("mom.letter")
        try writeText(letter, "Hi\n")
        let copyPath = try store.write(Array("Hi there\n".utf8), for: .letter(path: letter))
        try writeText(scratch.file("mom.letter.save"), "Hi again\n")
        // The letter before 1970; the copies after 2262, the emergency one newest.
        #expect(try runTool(["touch", "-d", "1960-01-01", letter]).status == 0)
        #expect(try runTool(["touch", "-d", "2300-01-01", copyPath]).status == 0)
        #expect(try runTool(["touch", "-d", "2400-01-01", scratch.file("mom.letter.save")]).status == 0)
        let found = store.newerCopies(of: letter)
        #expect(found.map(\.kind) == [.emergencySave, .recovery])
        #expect(found.map(\.path) == [scratch.file("mom.letter.save"), copyPath])

        // A letter saved after both: no copy is newer.
        #expect(try runTool(["touch", "-d", "2440-01-01", letter]).status == 0)
        #expect(store.newerCopies(of: letter).isEmpty)
    }
}
