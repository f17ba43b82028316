import PropertyBased
import Testing

@testable import LetterKit

/// A letter is held in as little memory as its text needs: no paragraph keeps
/// room for more characters than it has.
struct DocumentStorageTests {
    /// Spare capacity allowed for the allocator's rounding (malloc hands out
    /// 16-byte steps, so an array may be given a few elements more than asked).
    static let rounding = 4

    /// Letters whose long paragraph comes before short ones, by name (the
    /// name alone is shown when a case fails).
    static let letters = [
        "a long paragraph, then short ones": String(repeating: "word ", count: 200) + "\nab\ncd\n\nef",
        "Korean and emoji after a long one": String(repeating: "편지를 ", count: 150) + "\n안녕\n👋🏽 hi\n",
        "short, long, short": "x\n" + String(repeating: "y", count: 900) + "\nz",
        "CRLF lines": "one\r\n" + String(repeating: "two ", count: 100) + "\r\nthree",
    ]

    @Test(arguments: letters.keys.sorted())
    func paragraphsHoldNoSpareRoom(_ name: String) throws {
        let document = Document(try #require(Self.letters[name]), columns: 40)
        for (index, paragraph) in document.paragraphs.enumerated() {
            let count = paragraph.characters.count
            #expect(
                paragraph.characters.capacity <= count + Self.rounding,
                "\(name): paragraph \(index) has \(count) characters and room for \(paragraph.characters.capacity)")
            #expect(
                paragraph.metrics.capacity <= count + 4 * Self.rounding,
                "\(name): paragraph \(index)'s measures have room for \(paragraph.metrics.capacity)")
        }
    }
}

/// The buffer a paragraph is gathered in hands out exactly what was put in,
/// in order, however often it grows and is emptied.
struct GatheringBufferTests {
    /// Strings long enough to live on the heap, so a lost or doubled element
    /// would show as a wrong value or a crash, not pass unseen.
    static let words = Gen<String>.pick(from: [
        "a", "편지", "👋🏽", String(repeating: "long words held on the heap ", count: 3), "\r\n",
    ])

    @Test func runsComeOutAsTheyWentIn() async {
        await propertyCheck(count: 300, input: Self.words.array(of: 0...40).array(of: 0...8)) { runs in
            var buffer = GatheringBuffer<String>(capacity: 2)
            for run in runs {
                for word in run { buffer.append(word) }
                #expect(buffer.count == run.count)
                let taken = buffer.takeAll()
                #expect(taken == run)
                #expect(taken.capacity <= run.count + DocumentStorageTests.rounding)
                #expect(buffer.count == 0)
            }
            // What is left unfetched is freed with the buffer.
            runs.first.map { $0.forEach { buffer.append($0) } }
            buffer.release()
        }
    }
}
