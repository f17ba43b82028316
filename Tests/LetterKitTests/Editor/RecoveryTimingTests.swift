import Testing

@testable import LetterKit

/// When the editor asks for a recovery copy: once the text has rested
/// `EditorState.recoveryDelay` after a change the file does not hold. The
/// time is a message (`.tick`), so these run on made-up times, with no
/// waiting.
@Suite("Recovery copy timing")
struct RecoveryTimingTests {
    /// The copies asked for at the tick `at` milliseconds.
    static func copies(_ harness: inout EditorHarness, at milliseconds: Int) -> [SaveRequest] {
        harness.send(.tick(.milliseconds(milliseconds))).compactMap { effect in
            if case .writeRecoveryCopy(let letter) = effect { return letter }
            return nil
        }
    }

    @Test func notBeforeTheTextHasRestedThenOnce() throws {
        var harness = try EditorHarness.smallPaper()
        harness.type("Dear")
        #expect(Self.copies(&harness, at: 500).isEmpty)
        #expect(Self.copies(&harness, at: 2_499).isEmpty)
        #expect(Self.copies(&harness, at: 2_500) == [harness.state.heldLetter])
        // Copied: nothing more until the next change.
        #expect(Self.copies(&harness, at: 2_750).isEmpty)
        #expect(Self.copies(&harness, at: 60_000).isEmpty)
    }

    @Test(arguments: [0, 1_000, 1_999])
    func typingAgainBeforeTheDelayStartsTheWaitAgain(after milliseconds: Int) throws {
        var harness = try EditorHarness.smallPaper()
        harness.type("a")
        #expect(Self.copies(&harness, at: 10_000).isEmpty)
        harness.type("b")
        #expect(Self.copies(&harness, at: 10_000 + milliseconds).isEmpty)
        harness.type("c")
        // The change is seen at the first tick after it.
        #expect(Self.copies(&harness, at: 10_000 + milliseconds + 1).isEmpty)
        #expect(Self.copies(&harness, at: 12_000 + milliseconds).isEmpty)
        #expect(Self.copies(&harness, at: 12_001 + milliseconds).map(\.text) == ["abc"])
    }

    @Test func aChangeAfterACopyIsCopiedAgain() throws {
        var harness = try EditorHarness.smallPaper()
        harness.type("a")
        _ = Self.copies(&harness, at: 0)
        #expect(Self.copies(&harness, at: 2_000).map(\.text) == ["a"])
        harness.press(.enter)
        harness.type("b")
        #expect(Self.copies(&harness, at: 3_000).isEmpty)
        #expect(Self.copies(&harness, at: 5_000).map(\.text) == ["a\nb"])
    }

    @Test func noCopyOfAnUntouchedLetter() throws {
        var harness = try EditorHarness.smallPaper(text: "Dear Sam")
        for milliseconds in [0, 2_000, 5_000, 100_000] { #expect(Self.copies(&harness, at: milliseconds).isEmpty) }
    }

    @Test func noCopyOfTextUndoneBackToTheFile() throws {
        var harness = try EditorHarness.smallPaper(text: "Dear Sam", path: "/tmp/sam.letter")
        harness.type("x")
        harness.press(.control("z"))
        #expect(!harness.state.isModified)
        _ = Self.copies(&harness, at: 0)
        #expect(Self.copies(&harness, at: 5_000).isEmpty)
    }

    @Test func noCopyOfTextJustSaved() throws {
        var harness = try EditorHarness.smallPaper(path: "/tmp/sam.letter")
        harness.type("Dear")
        _ = Self.copies(&harness, at: 0)
        let saves = harness.press(.control("s")).compactMap { effect -> SaveRequest? in
            if case .save(let request) = effect { return request }
            return nil
        }
        #expect(saves.count == 1)
        harness.send(.saveFinished(.saved(path: "/tmp/sam.letter")))
        #expect(Self.copies(&harness, at: 5_000).isEmpty)
    }

    @Test func aFailedSaveStillGetsItsCopy() throws {
        var harness = try EditorHarness.smallPaper(path: "/tmp/sam.letter")
        harness.type("Dear")
        _ = Self.copies(&harness, at: 0)
        harness.press(.control("s"))
        harness.send(.saveFinished(.failed(.writeFailed(path: "/tmp/sam.letter", .noSpace))))
        #expect(Self.copies(&harness, at: 5_000).map(\.text) == ["Dear"])
    }

    @Test func theTickLeavesTheScreenAndStateAlone() throws {
        var harness = try EditorHarness.smallPaper(text: "Dear Sam")
        harness.type("x")
        let before = harness.screenText
        let message = harness.state.message
        _ = Self.copies(&harness, at: 0)
        _ = Self.copies(&harness, at: 3_000)
        #expect(harness.screenText == before)
        #expect(harness.state.message == message)
        #expect(harness.state.isModified)
    }
}
