import PropertyBased
import Testing

@testable import LetterKit

/// What a keystroke leaves shared between the drawn frame and the letter,
/// and the byte-level checks typing asks of each character.
///
/// The renderer keeps the rows it drew to compare the next frame with; the
/// rows of the paragraph the cursor is in keep their own characters, so the
/// next edit there changes the paragraph's arrays in place rather than
/// copying the whole paragraph first.
@Suite("Keystroke sharing")
struct KeystrokeSharingTests {
    /// Where the characters of paragraph `index` are stored.
    static func storage(of state: EditorState, paragraph index: Int) -> UnsafeRawPointer? {
        state.page.document.paragraphs[index].characters.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    /// A paragraph long enough to wrap over several rows, all on screen,
    /// drawn; then a Backspace in it (which never needs more room): the
    /// paragraph's characters stay where they were.
    @Test func anEditInTheDrawnCursorParagraphDoesNotCopyIt() {
        let paragraph = (1...30).map { "word\($0)" }.joined(separator: " ")
        var state = EditorState(page: Page(paper: .letter, text: "Dear Sam,\n" + paragraph), path: "/tmp/a.letter")
        var renderer = FrameRenderer()
        _ = update(&state, .resize(rows: 24, columns: 80))
        _ = update(&state, .key(.ctrl(.end)))
        renderer.render(state, state.terminal)
        #expect(state.page.document.paragraphs[1].lineCount > 2)
        let before = Self.storage(of: state, paragraph: 1)
        _ = update(&state, .key(.backspace))
        let frame = renderer.render(state, state.terminal)
        #expect(state.page.text == "Dear Sam,\n" + paragraph.dropLast())
        #expect(Self.storage(of: state, paragraph: 1) == before)
        #expect(frame == render(state, state.terminal))
        // And again, now that the rows were drawn from the edited paragraph.
        _ = update(&state, .key(.backspace))
        renderer.render(state, state.terminal)
        #expect(Self.storage(of: state, paragraph: 1) == before)
    }

    /// Typing at the end of a paragraph that fits on its row, the row drawn
    /// after every key: the paragraph's characters stay where they are while
    /// their array has room (a row showing its whole paragraph once kept
    /// that very array, so every key copied the paragraph).
    @Test func typingAtTheEndOfAOneRowParagraphDoesNotCopyIt() {
        var state = EditorState(page: Page(paper: .letter, text: "Dear Sam,\nThank you"), path: "/tmp/a.letter")
        var renderer = FrameRenderer()
        _ = update(&state, .resize(rows: 24, columns: 80))
        _ = update(&state, .key(.ctrl(.end)))
        renderer.render(state, state.terminal)
        state.page.document.paragraphs[1].characters.reserveCapacity(64)
        state.page.document.paragraphs[1].metrics.reserveCapacity(64)
        let before = Self.storage(of: state, paragraph: 1)
        for key in " for the 책" {
            _ = update(&state, .key(.character(key)))
            let frame = renderer.render(state, state.terminal)
            #expect(frame == render(state, state.terminal))
            #expect(Self.storage(of: state, paragraph: 1) == before)
        }
        #expect(state.page.text == "Dear Sam,\nThank you for the 책")
        #expect(state.page.document.paragraphs[1].lineCount == 1)
        // A Backspace, then typing again: the row's own arrays follow.
        _ = update(&state, .key(.backspace))
        renderer.render(state, state.terminal)
        _ = update(&state, .key(.character("s")))
        #expect(renderer.render(state, state.terminal) == render(state, state.terminal))
        #expect(Self.storage(of: state, paragraph: 1) == before)
    }

    /// A character drawn from any script, any scalar, or any ASCII byte.
    static func character<R: RandomNumberGenerator>(using rng: inout R) -> Character {
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return WorldText.text(1...1, using: &rng).first ?? "x"
        case 1: return Character(Pieces.scalar(using: &rng))
        default: return Character(Unicode.Scalar(UInt8.random(in: 0...127, using: &rng)))
        }
    }

    static let characters = Gen.drawn { rng in Self.character(using: &rng) }

    /// The byte-level answers are the string comparisons they replace.
    @Test func paragraphBreaksAreTheThreeNewlines() async {
        for newline: Character in ["\n", "\r", "\r\n"] { #expect(newline.isParagraphBreak) }
        for other: Character in ["\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", " ", "a", "한"] {
            #expect(!other.isParagraphBreak)
        }
        #expect(Character("\n").isLineFeed)
        #expect(!Character("\r\n").isLineFeed)
        #expect(!Character("\r").isLineFeed)
        await propertyCheck(count: 500, input: Self.characters) { character in
            #expect(character.isParagraphBreak == (character == "\n" || character == "\r\n" || character == "\r"))
            #expect(character.isLineFeed == (character == "\n"))
        }
    }

    /// Whether two characters stay two, as the string they make says.
    static func apartByJoining(_ left: Character, _ right: Character) -> Bool {
        var joined = String(left)
        joined.append(right)
        return joined.count == 2 && joined.first == left
    }

    /// Every pair of ASCII characters, and pairs from everywhere: the
    /// shortcut for ASCII agrees with joining the two (CR before LF joins).
    @Test func asciiPairsStayApartButCarriageReturnLineFeed() async {
        for left in UInt8(0)...127 {
            for right in UInt8(0)...127 {
                let pair = (Character(Unicode.Scalar(left)), Character(Unicode.Scalar(right)))
                #expect(Document.staysApart(pair.0, pair.1) == Self.apartByJoining(pair.0, pair.1))
            }
        }
        #expect(!Document.staysApart("\r", "\n"))
        #expect(Document.staysApart("\n", "\r"))
        let pairs = Gen.drawn { rng in (Self.character(using: &rng), Self.character(using: &rng)) }
        await propertyCheck(count: 500, input: pairs) { pair in
            #expect(Document.staysApart(pair.0, pair.1) == Self.apartByJoining(pair.0, pair.1))
        }
    }
}
