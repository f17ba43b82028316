import Glibc
import LetterKit
import LetterPictureFiles
import LetterPictures
import LetterSystem
import Testing

@testable import LetterMedia
@testable import letter

/// Videos and sounds read with FFmpeg (`LetterMedia`, run in `letter-media`):
/// lengths and sizes from the container, a poster frame with colour kept in
/// the cache and made once, and a clear problem for a file that cannot be
/// read; through the helper as through the library.
@Suite("Media: facts, posters and problems")
struct MediaReadingTests {
    let scratch: FilesScratch
    let media: MediaFixtures

    init() throws {
        scratch = try FilesScratch()
        media = try MediaFixtures(in: try scratch.folder("media"))
    }

    func facts(_ path: String, confinedTo folder: String? = nil) -> MediaAnswer {
        MediaService().answer(.facts(path: path, confinedTo: folder))
    }

    func length(_ answer: MediaAnswer) -> Int64? {
        guard case .facts(let facts) = answer else { return nil }
        return facts.milliseconds
    }

    @Test func theContainerGivesLengthSizeAndBytes() throws {
        guard case .facts(let video) = facts(media.video) else {
            Issue.record("no facts: \(facts(media.video))")
            return
        }
        #expect(video.kind == .video)
        #expect(abs((video.milliseconds ?? 0) - 3_000) <= 50, "\(video)")
        #expect(video.width == 320 && video.height == 240)
        #expect(video.bytes == Int64(readBytes(media.video)?.count ?? -1))
        #expect(video.lengthText == "0:03")
        for sound in [media.wav, media.ogg] {
            guard case .facts(let tone) = facts(sound) else {
                Issue.record("no facts for \(sound): \(facts(sound))")
                continue
            }
            #expect(tone.kind == .sound && tone.width == nil && tone.height == nil, "\(tone)")
            #expect(abs((tone.milliseconds ?? 0) - 2_000) <= 50, "\(sound): \(tone)")
            #expect(tone.lengthText == "0:02")
        }
    }

    @Test func filesThatCannotBeReadSayWhy() throws {
        #expect(facts(media.corrupt) == .problem(.notMedia))
        #expect(facts(media.headerOnly) == .problem(.notMedia))
        #expect(PictureProblem.notMedia.summary == "damaged: not a video or sound this editor can read")
        #expect(facts(media.folder + "/gone.mp4") == .problem(.missing))
        #expect(facts(media.folder) == .problem(.notAFile))
        // A path the letter wrote is read only inside its folder.
        let letters = try scratch.folder("letters")
        #expect(facts(letters + "/../media/clip.mp4", confinedTo: letters) == .problem(.outsideFolder))
        #expect(symlink(media.video, letters + "/link.mp4") == 0)
        #expect(facts(letters + "/link.mp4", confinedTo: letters) == .problem(.outsideFolder))
        #expect(facts("https://example.com/clip.mp4") == .problem(.address))
        let cache = try scratch.folder("cache")
        #expect(
            MediaService().answer(.poster(path: media.wav, confinedTo: nil, cacheFolder: cache))
                == .problem(.damaged(reason: "no picture in it")))
        #expect(System.names(in: cache) == [], "no poster for a sound")
    }

    /// The poster is a PNG of a frame with colour (drawn by the picture
    /// code as a page draws it), kept in the cache and not made again.
    @Test func thePosterIsAColouredFrameMadeOnce() throws {
        let cache = try scratch.folder("cache")
        let answer = MediaService().answer(.poster(path: media.video, confinedTo: media.folder, cacheFolder: cache))
        guard case .poster(let png) = answer else {
            Issue.record("no poster: \(answer)")
            return
        }
        #expect(png.hasPrefix(cache + "/poster-") && png.hasSuffix(".png"))
        let bytes = try #require(readBytes(png))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG")
        var looker = PictureLooker()
        #expect(looker.facts(at: png) == .picture(width: 320, height: 240, bytes: Int64(bytes.count)))
        let request = PictureRequest(
            mark: PictureMark(id: 0, lines: 8), source: PictureSource(caption: "", path: png), columns: 32)
        guard case .art(let art) = looker.look(for: request, colors: .indexed256) else {
            Issue.record("the poster is not drawn")
            return
        }
        let colours = Set(art.rows.joined().flatMap { [$0.foreground, $0.background].compactMap { $0 } })
        #expect(colours.count >= 6, "the colour bars: \(colours.sorted())")

        let made = try #require(Self.modified(png))
        usleep(20_000)
        #expect(MediaService().answer(.poster(path: media.video, confinedTo: nil, cacheFolder: cache)) == .poster(path: png))
        #expect(Self.modified(png) == made, "found in the cache, not written again")
        #expect(System.names(in: cache)?.count == 1)
        // The same path with other contents is another poster.
        try writeBytes(media.folder + "/other.mp4", readBytes(media.video) ?? [])
        let copy = MediaService().answer(.poster(path: media.folder + "/other.mp4", confinedTo: nil, cacheFolder: cache))
        #expect(copy != .poster(path: png))
    }

    /// A frame too large to decode is refused from the container's size,
    /// before a pixel is decoded: a hostile file costs a header read.
    @Test func aHugeFrameIsRefusedBeforeDecoding() throws {
        let huge = media.folder + "/huge.mp4"
        let made = try runTool([
            "ffmpeg", "-v", "error", "-nostdin", "-y", "-f", "lavfi", "-i", "color=black:size=8192x8192:duration=0.04:rate=25",
            "-c:v", "libx264", "-preset", "ultrafast", huge,
        ])
        try #require(made.status == 0, "\(made.output)")
        guard case .facts(let facts) = facts(huge) else {
            Issue.record("no facts: \(facts(huge))")
            return
        }
        #expect(facts.width == 8192 && facts.height == 8192, "its facts are still read")
        let cache = try scratch.folder("cache")
        let answer = MediaService().answer(.poster(path: huge, confinedTo: nil, cacheFolder: cache))
        #expect(answer == .problem(.tooManyPixelsInAll(width: 8192, height: 8192, limit: 40_000_000)))
    }

    @Test func thePosterComesFromTheFirstSeconds() {
        #expect(MediaPoster.moment(lengthMilliseconds: 3_000) == 300)
        #expect(MediaPoster.moment(lengthMilliseconds: 60_000) == 1_000)
        #expect(MediaPoster.moment(lengthMilliseconds: nil) == 0)
        #expect(MediaPoster.size(width: 320, height: 240) == (320, 240))
        #expect(MediaPoster.size(width: 1920, height: 1080) == (640, 360))
        #expect(MediaPoster.size(width: 100, height: 4000) == (16, 640))
    }

    static func modified(_ path: String) -> FileTime? {
        guard case .success(let status) = System.status(path) else { return nil }
        return FileTime(status.st_mtim)
    }
}

/// The program's side: `letter-media` asked as a coprocess, the answers the
/// library gives, and a helper that hangs or dies turned into the block's
/// own problem, never the letter's.
@Suite("Media: the media program's client")
struct MediaHelperTests {
    let scratch: FilesScratch
    let media: MediaFixtures

    init() throws {
        scratch = try FilesScratch()
        media = try MediaFixtures(in: try scratch.folder("media"))
    }

    func source(_ path: String) -> PictureSource { PictureSource(caption: "beach", path: path, confinedTo: media.folder) }

    @Test func theHelperAnswersAsTheLibraryDoes() throws {
        let cache = scratch.file("cache/letter")
        let reading = MediaHelperReading(helper: MediaHelper(cacheFolder: cache))
        let video = try #require(reading.facts(of: source(media.video)))
        #expect(MediaService().answer(.facts(path: media.video, confinedTo: media.folder)) == .facts(video))
        #expect(reading.facts(of: source(media.wav))?.kind == .sound)
        #expect(reading.facts(of: source(media.corrupt)) == nil)
        let png = try #require(reading.posterPNG(of: source(media.video)))
        #expect(png.hasPrefix(cache + "/poster-"), "the cache folder made")
        #expect(reading.posterPNG(of: source(media.wav)) == nil)
        #expect(reading.helper.runningProcess != nil, "one helper kept for the run")
    }

    /// A block's look: the poster drawn into the block's cells with the
    /// facts; a sound's facts; a damaged file's problem.
    @Test func looksCarryFactsAndThePoster() throws {
        let helper = MediaHelper(cacheFolder: scratch.file("cache"))
        let pictures = PictureHelper()
        let request = { (path: String) in
            PictureRequest(mark: PictureMark(id: 0, lines: 6), source: self.source(path), columns: 30)
        }
        guard case .media(let facts, let poster?) = pictures.mediaLook(for: request(media.video), colors: .indexed256, media: helper)
        else {
            Issue.record("no poster")
            return
        }
        #expect(facts.width == 320 && poster.rows.count == 6 && poster.columns == 30)
        #expect(
            pictures.mediaLook(for: request(media.ogg), colors: .indexed256, media: helper).mediaFacts?.kind == .sound)
        #expect(pictures.mediaLook(for: request(media.headerOnly), colors: .indexed256, media: helper) == .problem(.notMedia))
        #expect(pictures.mediaFacts(at: media.corrupt, confinedTo: nil, media: helper) == .problem(.notMedia))
    }

    func standIn(_ body: String) throws -> String {
        let folder = try scratch.folder("bin")
        try writeText(folder + "/letter-media", "#!/bin/sh\n" + body + "\n", mode: 0o755)
        return folder
    }

    @Test func aStuckHelperIsTheBlocksProblem() throws {
        let helper = MediaHelper(folder: try standIn("exec sleep 30"), patience: 300)
        guard case .failure(.notDrawn(let reason)) = helper.facts(at: media.video, confinedTo: nil) else {
            Issue.record("no failure")
            return
        }
        #expect(reason == "letter-media gave no answer within 0 seconds", "\(reason)")
        #expect(helper.runningProcess == nil, "ended and reaped")
    }

    @Test func aHelperThatDiesIsAskedAgainOnceThenLeftAlone() throws {
        let helper = MediaHelper(folder: try standIn("exit 3"), patience: 5_000)
        let first = helper.facts(at: media.video, confinedTo: nil)
        #expect(first == .failure(.notDrawn(reason: "letter-media ended with status 3 before it answered")))
        _ = helper.facts(at: media.video, confinedTo: nil)
        #expect(helper.facts(at: media.video, confinedTo: nil) == first, "given up after two")
        let missing = MediaHelper(folder: scratch.file("nowhere"))
        guard case .failure(.notDrawn(let reason)) = missing.facts(at: media.video, confinedTo: nil) else {
            Issue.record("no failure")
            return
        }
        #expect(reason.hasPrefix("letter-media is not installed beside letter"))
    }

    /// `letter check` notes a media file it cannot read, as it notes a
    /// sticker's; the letter still fits.
    @Test func checkNotesAFileItCannotRead() throws {
        let letter = media.folder + "/trip.letter"
        try writeText(letter, "Dear Sam,\n\n![beach](clip.mp4)\n![noise](noise.mp4){lines=4}\n![tone](tone.wav)\n![gone](gone.ogg)\n")
        let result = try run([letterBinary, "check", letter], environment: ["HOME": scratch.path, "PATH": "/usr/bin:/bin"])
        #expect(result.status == 0, "\(result)")
        #expect(result.output.hasPrefix("fits:"))
        #expect(
            result.error == "letter: note: \(letter): video noise.mp4 cannot be read: "
                + "damaged: not a video or sound this editor can read\n"
                + "letter: note: \(letter): sound gone.ogg cannot be read: file not found\n", "\(result.error)")
    }
}
