import Glibc
import LetterKit
import Testing

@testable import letter

/// A media reader that answers fixed facts and a poster the test made:
/// what a reader of the files would say, without reading them.
struct FixedMediaReading: MediaReading {
    var poster: String?
    func facts(of source: PictureSource) -> MediaFacts? {
        switch source.media {
        case .video?: MediaFacts(kind: .video, milliseconds: 42_000, width: 320, height: 240, bytes: 1000)
        case .sound?: MediaFacts(kind: .sound, milliseconds: 62_000, bytes: 1000)
        case nil: nil
        }
    }
    func posterPNG(of source: PictureSource) -> String? { source.media == .video ? poster : nil }
}

/// A letter with a video, a sound and an animated GIF, their files made by
/// ffmpeg in a scratch folder, and a poster frame as a media reader's cache
/// would hold it.
final class MediaLetter {
    let scratch: FilesScratch
    let path: String
    let poster: String

    static let hasFFmpeg = toolPath("ffmpeg") != nil

    init() throws {
        scratch = try FilesScratch()
        _ = try scratch.folder("walk.files")
        func ffmpeg(_ arguments: [String]) throws {
            let made = try runTool(["ffmpeg", "-hide_banner", "-loglevel", "error", "-y"] + arguments)
            try #require(made.status == 0, "\(made.output)")
        }
        try ffmpeg([
            "-f", "lavfi", "-i", "testsrc=duration=3:size=320x240:rate=10", "-pix_fmt", "yuv420p",
            scratch.file("walk.files/clip.mp4"),
        ])
        try ffmpeg(["-f", "lavfi", "-i", "sine=frequency=440:duration=2", scratch.file("walk.files/tone.mp3")])
        // Two frames, red then blue: an animated picture.
        try ffmpeg([
            "-f", "lavfi", "-i", "color=c=red:size=32x32:rate=1:duration=1", "-f", "lavfi", "-i",
            "color=c=blue:size=32x32:rate=1:duration=1", "-filter_complex", "[0][1]concat=n=2", "-loop", "0",
            scratch.file("walk.files/blink.gif"),
        ])
        poster = scratch.file("poster.png")
        try ffmpeg(["-f", "lavfi", "-i", "testsrc=size=320x240", "-frames:v", "1", poster])
        path = scratch.file("walk.letter")
        try writeText(
            path,
            """
            ---
            paper: letter
            ---
            Dear Min-ji,

            ![Our walk](walk.files/clip.mp4)

            ![](walk.files/tone.mp3)

            ![blink](walk.files/blink.gif){lines=3}

            """)
    }

    /// A reader that knows these files: a length for each, the poster.
    var facts: FixedMediaReading { FixedMediaReading(poster: poster) }

    func source(for format: ExportFormat) throws -> ExportSource {
        let letter = try LoadedLetter.load(path: path)
        return letter.exportSource(on: letter.paper ?? .letter, for: format)
    }

    func export(_ format: ExportFormat, media: any MediaReading, output: String? = nil) throws -> [UInt8] {
        try LetterExport.bytes(
            of: source(for: format), as: format, output: output, printPage: .a4, media: media
        ).bytes
    }

    func text(_ format: ExportFormat, media: any MediaReading, output: String? = nil) throws -> String {
        String(decoding: try export(format, media: media, output: output), as: UTF8.self)
    }
}

@Suite("Media: a letter's videos and sounds in its exports", .enabled(if: MediaLetter.hasFFmpeg, "ffmpeg is not installed"))
struct MediaExportTests {
    let letter: MediaLetter
    var facts: FixedMediaReading { letter.facts }

    init() throws { letter = try MediaLetter() }

    @Test func txtWritesTheCaptionAndTheLengthWhenKnown() throws {
        let known = try letter.text(.txt, media: facts)
        #expect(known.contains("[video: Our walk (0:42)]\n"), "\(known)")
        #expect(known.contains("[sound: tone.mp3 (1:02)]\n"), "\(known)")
        let unknown = try letter.text(.txt, media: NoMediaReading())
        #expect(unknown.contains("[video: Our walk]\n"), "\(unknown)")
        #expect(unknown.contains("[sound: tone.mp3]\n"), "\(unknown)")
        #expect(unknown.contains("[picture: blink (walk.files/blink.gif)]"), "a picture keeps its path: \(unknown)")
    }

    @Test func markdownKeepsTheLettersOwnSyntax() throws {
        let markdown = try letter.text(.md, media: facts)
        // A video takes lines as a picture does, and says how many.
        #expect(markdown.contains("![Our walk](walk.files/clip.mp4){lines=9}\n"), "\(markdown)")
        #expect(markdown.contains("![](walk.files/tone.mp3)\n"), "\(markdown)")
    }

    @Test func renderShowsTheCardsWithTheirLengths() throws {
        let page = try letter.source(for: .txt).page
        let known = Render.text(of: page, color: false, media: facts)
        // The video's block: its caption, and under it ▶ and the length.
        #expect(known.contains("│                           Our walk                           │\n"), "\(known)")
        #expect(known.contains("│                            ▶ 0:42                            │\n"), "\(known)")
        #expect(known.contains("♪ tone.mp3 · 1:02"), "\(known)")
        let unknown = Render.text(of: page, color: false, media: NoMediaReading())
        #expect(unknown.contains("♪ tone.mp3\n") || unknown.contains("♪ tone.mp3 "), "\(unknown)")
        #expect(!unknown.contains("0:"), "no length without facts: \(unknown)")
        // The command itself, with the program's own reader: the file's real length.
        let run = try runTool([letterBinary, "render", letter.path])
        #expect(run.status == 0 && run.output.contains("Our walk") && run.output.contains("▶ 0:03"), "\(run.output)")
    }

    @Test func renderSaysWhatIsWrongWithAMissingFile() throws {
        try writeText(letter.path, "---\npaper: letter\n---\n![](gone.mp3)\n")
        let page = try letter.source(for: .txt).page
        let shown = Render.text(of: page, color: false, media: facts)
        // As any file that cannot be read: its card with the reason, no facts asked.
        #expect(shown.contains("📎 gone.mp3 · file not found"), "\(shown)")
    }

    @Test func htmlHasPlayersWithThePosterAndTheFilesBesideThePage() throws {
        _ = try letter.scratch.folder("out")
        let output = letter.scratch.file("out/page.html")
        let html = try letter.text(.html, media: facts, output: output)
        #expect(html.contains("<video controls=\"controls\" preload=\"metadata\" src=\"page.html.files/clip.mp4\" poster=\"data:image/png;base64,iVBORw0KGgo"), "\(html)")
        #expect(html.contains("<audio controls=\"controls\" preload=\"metadata\" src=\"page.html.files/tone.mp3\""), "\(html)")
        #expect(html.contains("media-src 'self' file:"))
        #expect(!html.contains("autoplay") && !html.contains("<script") && !html.contains(" loop"))
        // Copied beside the page, byte for byte; the GIF too, still animated.
        for name in ["clip.mp4", "tone.mp3", "blink.gif"] {
            let copy = readBytes(letter.scratch.file("out/page.html.files/" + name))
            #expect(copy != nil && copy == readBytes(letter.scratch.file("walk.files/" + name)), "\(name)")
        }
        #expect(html.contains("<img src=\"page.html.files/blink.gif\""), "\(html)")
        let frames = try runTool(["ffprobe", "-v", "error", "-count_frames", "-show_entries", "stream=nb_read_frames",
            "-of", "csv=p=0", letter.scratch.file("out/page.html.files/blink.gif")])
        #expect(frames.output.trimmingCharacters(in: .whitespacesAndNewlines) == "2", "\(frames.output)")
    }

    @Test func htmlWithoutFactsIsThePlayerWithoutAPoster() throws {
        let html = try letter.text(.html, media: NoMediaReading())
        #expect(html.contains("<video controls=\"controls\" preload=\"metadata\" src=\"\(letter.scratch.path)/walk.files/clip.mp4\" title=\"Our walk\">"), "\(html)")
        #expect(!html.contains("poster="))
    }

    @Test func anAnimatedWebPGoesOnThePageAsItself() throws {
        let webp = letter.scratch.file("walk.files/blink.webp")
        let made = try runTool([
            "ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-i", letter.scratch.file("walk.files/blink.gif"),
            "-c:v", "libwebp_anim", "-loop", "0", webp,
        ])
        try #require(made.status == 0, "\(made.output)")
        try writeText(letter.path, "---\npaper: letter\n---\n![blink](walk.files/blink.webp){lines=3}\n")
        _ = try letter.scratch.folder("out")
        let html = try letter.text(.html, media: facts, output: letter.scratch.file("out/page.html"))
        #expect(html.contains("<img src=\"page.html.files/blink.webp\""), "\(html)")
        let copy = readBytes(letter.scratch.file("out/page.html.files/blink.webp"))
        #expect(copy != nil && copy == readBytes(webp), "the file itself, every frame")
    }
}
