import Testing

@testable import LetterKit

/// `player` in config.toml, and the command line a video or a sound is
/// played with (`PlayerCommand`).
@Suite("Stationery: the player setting")
struct PlayerSettingTests {
    static func settings(_ file: PaperFileFixture) throws(PaperFileError) -> (LetterSettings, [String]) {
        try LetterSettings.read(from: file.table, text: file.text, file: "config.toml")
    }

    @Test func aStringIsSplitAtSpaces() throws {
        let (settings, warnings) = try Self.settings(
            PaperFileFixture(top: [("player", .string("  mpv --no-terminal\t--volume=50 "))]))
        #expect(settings.player == ["mpv", "--no-terminal", "--volume=50"])
        #expect(warnings.isEmpty)
    }

    @Test func aListIsTakenWordForWord() throws {
        let (settings, _) = try Self.settings(
            PaperFileFixture(top: [("player", .array([.string("/opt/my player/play"), .string("-q")]))]))
        #expect(settings.player == ["/opt/my player/play", "-q"])
    }

    @Test func leftOutItIsTheDefaults() throws {
        #expect(try Self.settings(PaperFileFixture(top: [("paper", .string("card"))])).0.player == nil)
    }

    @Test(arguments: [
        (TOMLValue.string("  "), "config.toml:1: player must name a program, got an empty string"),
        (.array([]), "config.toml:1: player must name a program as its first word"),
        (.array([.string("mpv"), .integer(3)]), "config.toml:1: player must be a list of strings, got an integer in it"),
        (.integer(1), "config.toml:1: player must be a command line (a string or a list of words), got an integer"),
    ])
    func anythingElseIsAnErrorWithItsLine(value: TOMLValue, message: String) {
        #expect(throws: PaperFileError(message: message)) {
            try Self.settings(PaperFileFixture(top: [("player", value)]))
        }
    }

    /// `find` as a machine with only these programs installed, in /usr/bin.
    static func installed(_ names: Set<String>) -> (String) -> String? {
        { names.contains($0) ? "/usr/bin/\($0)" : nil }
    }

    @Test func theFirstDefaultInstalledPlays() {
        let everything = Self.installed(["mpv", "ffplay", "paplay", "aplay"])
        #expect(
            PlayerCommand.resolve(configured: nil, kind: .video, find: everything)
                == .success(["/usr/bin/mpv", "--no-terminal", "--really-quiet"]))
        let noMpv = Self.installed(["ffplay", "paplay"])
        #expect(
            PlayerCommand.resolve(configured: nil, kind: .video, find: noMpv)
                == .success(["/usr/bin/ffplay", "-autoexit", "-loglevel", "quiet"]))
        #expect(
            PlayerCommand.resolve(configured: nil, kind: .sound, find: noMpv)
                == .success(["/usr/bin/ffplay", "-nodisp", "-autoexit", "-loglevel", "quiet"]))
    }

    @Test func soundsFallBackToPaplayAndAplayVideosDoNot() {
        let alsaOnly = Self.installed(["aplay"])
        #expect(PlayerCommand.resolve(configured: nil, kind: .sound, find: alsaOnly) == .success(["/usr/bin/aplay", "-q"]))
        #expect(PlayerCommand.resolve(configured: nil, kind: .video, find: alsaOnly) == .failure(.noPlayer(.video)))
        #expect(PlayerCommand.resolve(configured: nil, kind: .sound, find: Self.installed([])) == .failure(.noPlayer(.sound)))
    }

    @Test func theConfiguredPlayerWinsAndIsNeverReplacedByADefault() {
        let everything = Self.installed(["mpv", "vlc"])
        #expect(
            PlayerCommand.resolve(configured: ["vlc", "--intf", "dummy"], kind: .video, find: everything)
                == .success(["/usr/bin/vlc", "--intf", "dummy"]))
        #expect(
            PlayerCommand.resolve(configured: ["totem"], kind: .video, find: everything)
                == .failure(.playerMissing(program: "totem")))
    }
}
