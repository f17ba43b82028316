import Foundation
import Testing

/// Today's date in the real program: Alt-D in the editor and
/// `letter envelope --set date=today`, in a time zone where it is another
/// day than in UTC now (twelve hours behind in UTC's morning, fourteen ahead
/// after noon; a POSIX TZ, no zone files needed), so a date read from UTC
/// instead of the local clock shows. Each test reads its own clock before
/// and after and accepts either day, so midnight cannot fail it.
@Suite("Today's date end to end")
struct EditorDateEndToEndTests {
    static let offsetHours: Int = {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC") ?? .current
        return utc.component(.hour, from: Date()) < 12 ? -12 : 14
    }()
    /// POSIX counts the offset west of UTC: `XST12` is twelve hours behind.
    static let zone = "XST\(-offsetHours)"

    /// The days it may be in `zone` while `body` runs: before and after.
    static func days(during body: () throws -> Void) rethrows -> Set<DateComponents> {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: offsetHours * 3600) ?? .current
        let before = calendar.dateComponents([.year, .month, .day], from: Date())
        try body()
        let after = calendar.dateComponents([.year, .month, .day], from: Date())
        return [before, after]
    }

    static func written(_ day: DateComponents, _ form: (Int, Int, Int) -> String) -> String {
        form(day.year ?? 0, day.month ?? 0, day.day ?? 0)
    }

    static func iso(_ year: Int, _ month: Int, _ day: Int) -> String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    @Test func altDInsertsTheDateInTheLettersLanguage() throws {
        let folder = try ScratchFolder()
        try "---\nlang: ko\n---\n".write(toFile: folder.file("date.letter"), atomically: true, encoding: .utf8)
        var saved: String?
        let days = try Self.days {
            let session = try TmuxSession("\(letterBinary) date.letter", folder: folder, environment: ["TZ": Self.zone])
            try session.waitFor("F1 help")
            try session.type("서울, ")
            try session.alt("d")
            try session.waitFor("일")
            try session.press("C-s")
            try session.waitFor("Saved")
            saved = folder.read("date.letter")
        }
        let accepted = days.map { Self.written($0) { "서울, \($0)년 \($1)월 \($2)일" } }
        let body = saved?.split(separator: "\n").last.map(String.init) ?? ""
        #expect(accepted.contains(body), "saved: \(saved ?? "nothing")")
    }

    /// `date_format` in config.toml overrides the language's form; the
    /// palette reaches the same command.
    @Test func dateFormatInTheSettingsOverridesTheForm() throws {
        let folder = try ScratchFolder()
        let config = folder.file(".config/letter")
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "date_format = \"[%Y/%m/%d]\"\n".write(toFile: config + "/config.toml", atomically: true, encoding: .utf8)
        var saved: String?
        let days = try Self.days {
            let session = try TmuxSession("\(letterBinary) date.txt", folder: folder, environment: ["TZ": Self.zone])
            try session.waitFor("F1 help")
            try session.press("F10")
            try session.type("today")
            try session.press("Enter")
            try session.waitFor("]")
            try session.press("C-s")
            try session.waitFor("Saved")
            saved = folder.read("date.txt")
        }
        let accepted = days.map { Self.written($0) { String(format: "[%04d/%02d/%02d]\n", $0, $1, $2) } }
        #expect(accepted.contains(saved ?? ""), "saved: \(saved ?? "nothing")")
    }

    @Test(arguments: ["date=today", "date=Today", "DATE=TODAY"])
    func setDateTodayStoresTodaysISODate(assignment: String) throws {
        let scratch = try FilesScratch()
        let path = scratch.file("min.letter")
        try writeText(path, "---\npaper: letter\n---\nDear Min-ji,\n")
        var result: (status: Int32, output: String, error: String)?
        let days = try Self.days {
            let outcome = try run(
                [letterBinary, "envelope", path, "--set", assignment],
                environment: ["PATH": "/usr/bin:/bin", "TZ": Self.zone, "HOME": scratch.path])
            result = (outcome.status, outcome.output, outcome.error)
        }
        #expect(result?.status == 0, "\(result?.error ?? "")")
        let stored = try LetterFileDate.stored(in: path)
        #expect(days.map { Self.written($0, Self.iso) }.contains(stored), "stored: \(stored)")
    }
}

/// The envelope's date as the file records it.
enum LetterFileDate {
    static func stored(in path: String) throws -> String {
        let text = readBytes(path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let line = text.split(separator: "\n").first { $0.hasPrefix("date: ") } ?? ""
        return String(line.dropFirst("date: ".count)).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
    }
}
