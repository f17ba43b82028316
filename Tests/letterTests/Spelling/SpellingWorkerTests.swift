import LetterKit
import Testing

@testable import letter

/// The editor's spelling worker asks a dictionary only about the words the
/// core asked about: a paragraph whose words' verdicts the letter knows is
/// answered with no dictionary loaded.
@Suite("Spelling: the editor's worker")
struct SpellingWorkerTests {
    @Test func aRequestAskingNoWordIsAnsweredWithoutADictionary() {
        let worker = SpellingWorker(latinDictionary: "zz_ZZ")
        let paragraph = SpellCheckerTests.paragraph("teh cat")
        let reply = worker.check([SpellingRequest(paragraph: paragraph, words: [])])
        #expect(reply == .spellingChecked([SpellingFound(paragraphID: paragraph.id, words: [])]))
        // Asked about its words, it needs the dictionary, which is missing.
        #expect(worker.check([SpellingRequest(paragraph: paragraph)]) == .spellingUnavailable(.missingDictionary(name: "zz_ZZ")))
    }
}
