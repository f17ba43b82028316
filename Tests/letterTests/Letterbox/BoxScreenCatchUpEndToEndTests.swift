import Glibc
import Testing

/// The letterbox screen draws its first frame from the index as the
/// folders' times left it, then walks the whole box while no key waits: a
/// letter rewritten in place, which changes no folder's time, comes into the
/// list without a key, and the selection stays on the letter it was on.
@Suite("Letterbox screen: the walk after the first frame, in tmux")
struct BoxScreenCatchUpEndToEndTests {
    @Test func aLetterRewrittenInPlaceComesInWithoutAKey() throws {
        let fixture = try BoxFixture()
        try fixture.write("a.letter", "First of all\n", modified: 2_000)
        try fixture.write("b.letter", "Second thoughts\n", modified: 1_000)
        // A folder changed long ago: the listing keeps its time.
        setModified(fixture.box, secondsSinceEpoch: 2_000)
        #expect(try fixture.letter(["box", "--list", fixture.box]).status == 0)
        // Rewritten in place, as another editor may: newer now, the folder's time unchanged.
        try writeText(fixture.path("b.letter"), "Rewritten by another editor\n")

        let session = try BoxScreenEndToEndTests.open(fixture)
        let list = try session.waitFor("the rewritten letter, no key pressed") {
            $0.contains("Rewritten by another editor") && !$0.contains("Second thoughts")
        }
        let rows = list.split(separator: "\n").map(String.init)
        #expect(rows.firstIndex { $0.contains("Rewritten by another editor") } ?? .max
            < rows.firstIndex { $0.contains("First of all") } ?? -1)
        // The first frame (from the index) had a.letter on top and selected;
        // it is still selected though b.letter is above it now.
        try session.press("Enter")
        try session.waitFor("a.letter · ")
        try session.press("C-q")
        try session.waitFor("Letterbox · ")
        try session.type("q")
        try session.waitFor("[exit 0]")
    }
}
