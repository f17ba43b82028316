import Foundation
import Glibc
import LetterKit
import LetterPictures
import Testing

@testable import letter

/// The editor's client of `letter-pictures`: the same answers the looker
/// gives in-process, and a helper that is missing, dies or hangs turned into
/// each picture's own problem, started again once, then left alone.
@Suite("Pictures: the picture program's client")
struct PicturesHelperTests {
    let scratch: FilesScratch

    init() throws { scratch = try FilesScratch() }

    func png(_ name: String, width: Int = 64, height: Int = 32) throws -> String {
        let path = scratch.file(name)
        try writeBytes(path, PNGFixture.image(width: width, height: height) { x, y in
            y < height / 2 ? (x < width / 2 ? .red : .green) : (x < width / 2 ? .blue : .white)
        })
        return path
    }

    func request(_ path: String, confinedTo folder: String? = nil) -> PictureRequest {
        PictureRequest(
            mark: PictureMark(id: 0, lines: 8), source: PictureSource(caption: "bridge", path: path, confinedTo: folder),
            columns: 40)
    }

    /// A shell script standing in for the helper.
    func script(_ name: String, _ body: String) throws -> String {
        let path = scratch.file(name)
        try writeText(path, "#!/bin/sh\n" + body + "\n", mode: 0o755)
        return path
    }

    @Test func theHelperAnswersAsTheLookerDoes() throws {
        let path = try png("bridge.png")
        let helper = PictureHelper()
        var looker = PictureLooker()
        #expect(helper.facts(at: path) == looker.facts(at: path))
        #expect(helper.facts(at: path, decoding: true) == looker.facts(at: path, decoding: true))
        for colors in PictureColors.allCases {
            let look = helper.look(for: request(path), colors: colors)
            guard case .art = look else {
                Issue.record("no art: \(look)")
                continue
            }
            #expect(look == looker.look(for: request(path), colors: colors), "\(colors)")
        }
        #expect(
            helper.thumbnail(path: path, confinedTo: scratch.path, columns: 8, rows: 2, colors: .indexed256)
                == looker.thumbnail(path: path, confinedTo: scratch.path, columns: 8, rows: 2, colors: .indexed256))
        let missing = scratch.file("nowhere.png")
        #expect(helper.look(for: request(missing), colors: .indexed256) == .problem(.missing))
        #expect(helper.facts(at: "../bridge.png", confinedTo: scratch.path) == .problem(.outsideFolder))
        #expect(helper.isDrawing(at: path) == false)
        #expect(helper.note() == nil, "a clean PNG makes the libraries say nothing")
    }

    /// A relative path is read from this process's working folder, not the
    /// helper's (the letterbox moves between folders while the helper runs).
    @Test func aRelativePathIsAnchoredHere() {
        #expect(PictureHelper.anchored("/a/b.png") == "/a/b.png")
        #expect(PictureHelper.anchored("https://example.com/b.png") == "https://example.com/b.png")
        #expect(PictureHelper.anchored("b.png") == FilePath.join(FilePath.absolute("."), "b.png"))
    }

    @Test func anAttachmentNeedsNoHelper() throws {
        let path = scratch.file("notes.pdf")
        try writeText(path, "%PDF")
        let helper = PictureHelper(program: scratch.file("no-such-helper"))
        #expect(helper.facts(at: path) == .attachment(bytes: 4))
        #expect(
            helper.look(for: request(path), colors: .indexed256) == .attachment(bytes: 4),
            "an attachment's card is drawn without the picture program")
        #expect(helper.note() == nil, "no picture was asked about")
    }

    @Test func aMissingHelperIsEachPicturesProblem() throws {
        let path = try png("bridge.png")
        let program = scratch.file("no-such-helper")
        let helper = PictureHelper(program: program)
        let problem = PictureProblem.notDrawn(reason: "the picture program \(program) is missing")
        #expect(helper.facts(at: path) == .problem(problem))
        #expect(helper.look(for: request(path), colors: .indexed256) == .problem(problem))
        #expect(helper.isDrawing(at: path) == false)
        #expect(helper.drawingPNG(at: path) == nil)
        #expect(helper.note() == "pictures were not drawn: the picture program \(program) is missing")
    }

    /// A helper that dies is started again for the next question; two in a
    /// row that answered nothing, and it is left alone.
    @Test func aDyingHelperIsStartedAgainOnceThenLeftAlone() throws {
        let path = try png("bridge.png")
        let starts = scratch.file("starts")
        let helper = PictureHelper(program: try script("dies", "echo started >> '\(starts)'"))
        let stopped = PictureFacts.problem(.notDrawn(reason: "the picture program stopped"))
        for _ in 0..<4 { #expect(helper.facts(at: path) == stopped) }
        #expect(readBytes(starts).map { String(decoding: $0, as: UTF8.self) } == "started\nstarted\n")
    }

    /// A helper that answers once and then dies was working: the next
    /// question starts a fresh one, which answers.
    @Test func aHelperThatWorkedIsStartedAgainAfterItDies() throws {
        let path = try png("bridge.png")
        let real = try #require(PictureHelperProcess.program())
        let starts = scratch.file("starts")
        // The real helper, counted as it starts; killed once it has answered.
        let helper = PictureHelper(program: try script("counted", "echo started >> '\(starts)'\nexec '\(real)'"))
        let facts = helper.facts(at: path)
        #expect(facts == .picture(width: 64, height: 32, bytes: Int64(readBytes(path)?.count ?? -1)))
        let pid = try #require(helper.runningProcess)
        #expect(kill(pid, SIGKILL) == 0)
        #expect(helper.facts(at: path) == .problem(.notDrawn(reason: "the picture program stopped")))
        #expect(helper.facts(at: path) == facts, "started again, it answers")
        #expect(readBytes(starts).map { String(decoding: $0, as: UTF8.self) } == "started\nstarted\n")
    }

    @Test func aHelperThatHangsIsEndedAndThePictureNotDrawn() throws {
        let path = try png("bridge.png")
        let helper = PictureHelper(program: try script("hangs", "exec sleep 60"), patience: 200)
        #expect(helper.facts(at: path) == .problem(.notDrawn(reason: "the picture program took too long")))
    }
}
