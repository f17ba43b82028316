import LetterKit
import Testing

/// A save to a file that cannot hold all the letter has asks first, says what
/// would be lost, and is remembered when quitting.
@Suite struct LossySaveTests {
    static let path = "/home/ann/letters/ann.letter"
    static let picture = "/home/ann/letters/ann.files/bridge.png"

    /// "Dear Ann," in bold, a picture below it, an envelope To: Min-ji; as
    /// saved in ann.letter when `saved`.
    func fullLetter(saved: Bool = true) -> EditorHarness {
        var editor = EditorHarness.defaultPaper(text: "Dear Ann,", path: Self.path)
        editor.send(.selectAll, .ink(.bold), .move(.documentEnd, selecting: false))
        editor.press(.enter)
        editor.send(.attach, .attachmentLooked(path: Self.picture, .picture(width: 400, height: 300, bytes: 9000)))
        editor.send(.envelope)
        editor.type("Min-ji")
        editor.press(.escape)
        if saved { editor.send(.saveFinished(.saved(path: Self.path))) }
        return editor
    }

    @discardableResult
    func saveAs(_ editor: inout EditorHarness, _ path: String) -> [Effect] {
        editor.send(.saveAs)
        editor.press(.control("u"))
        editor.type(path)
        return editor.press(.enter)
    }

    /// Each kind of file and what it cannot hold of a letter with ink, a
    /// picture and an envelope.
    @Test(
        arguments: [
            ("x.txt", "x.txt drops the ink, the picture and the envelope. Save?  y: yes  n: no"),
            ("notes.TXT", "notes.TXT drops the ink, the picture and the envelope. Save?  y: yes  n: no"),
            ("x.md", "x.md drops the envelope. Save?  y: yes  n: no"),
            ("x.markdown", "x.markdown drops the ink, the picture and the envelope. Save?  y: yes  n: no"),
            ("README", nil),  // no extension: saved as README.letter
            ("x.letter", nil),
        ] as [(String, String?)])
    func saveAsAFileThatCannotHoldItAsksFirst(name: String, question: String?) {
        var editor = fullLetter()
        let effects = saveAs(&editor, "/home/ann/letters/" + name)
        if let question {
            #expect(effects.isEmpty, "nothing may be written before the answer")
            #expect(editor.statusRow == " " + question)
        } else {
            #expect(
                EditorHarness.saveRequest(in: effects) != nil
                    || effects.contains { if case .copyAttachments = $0 { true } else { false } })
        }
    }

    @Test(arguments: ["n", "N", "q"])
    func answeringAnythingButYesWritesNothing(answer: Character) {
        var editor = fullLetter()
        saveAs(&editor, "/home/ann/letters/x.txt")
        let effects = editor.press(.character(answer))
        #expect(effects.isEmpty)
        #expect(editor.state.mode == .editing)
        #expect(editor.state.path == Self.path)
        #expect(editor.message == EditorState.Message("Not saved: nothing was written"))
    }

    @Test func answeringYesWritesTheTextWithThePicturesCaptionAndPath() throws {
        var editor = fullLetter()
        saveAs(&editor, "/home/ann/letters/x.txt")
        let request = try #require(EditorHarness.saveRequest(in: editor.press(.character("y"))))
        #expect(request.path == "/home/ann/letters/x.txt")
        #expect(request.text == "Dear Ann,\n[picture: bridge (ann.files/bridge.png)]")
        editor.send(.saveFinished(.saved(path: request.path)))
        #expect(editor.statusRow == " Saved /home/ann/letters/x.txt without the ink, the picture and the envelope")
        #expect(editor.statusStyle == .statusWarning)
    }

    /// After the lossy save the file is not the whole letter: Ctrl-Q asks,
    /// says what the file does not hold, and "y" offers a .letter.
    @Test func quitAfterALossySaveStillAsks() throws {
        var editor = fullLetter()
        saveAs(&editor, "/home/ann/letters/x.txt")
        editor.press(.character("y"))
        editor.send(.saveFinished(.saved(path: "/home/ann/letters/x.txt")))
        #expect(!editor.state.isModified)
        #expect(editor.press(.control("q")).isEmpty)
        #expect(editor.state.mode == .confirmQuit)
        #expect(editor.statusRow == " x.txt lacks the ink, the picture and the envelope.  y: save them  n: quit")
        editor.press(.character("y"))
        #expect(
            editor.state.mode
                == .saveAs(TextField(offering: "/home/ann/letters/x.letter", rules: .savePath), failure: nil))
        // The picture is copied next to the new letter first, then saved.
        #expect(
            editor.press(.enter) == [
                .copyAttachments(
                    AttachmentCopies(
                        folder: "/home/ann/letters/x.letter.files", files: [PictureCopy(id: 0, path: Self.picture)]))
            ])
        let copied = editor.send(
            .attachmentsCopied(.copied([PictureCopy(id: 0, path: "/home/ann/letters/x.letter.files/bridge.png")])))
        let request = try #require(EditorHarness.saveRequest(in: copied))
        #expect(request.path == "/home/ann/letters/x.letter")
        #expect(request.envelope[.to] == "Min-ji")
        #expect(editor.send(.saveFinished(.saved(path: request.path))) == [.quit])
    }

    @Test func quitAfterALossySaveQuitsOnN() {
        var editor = fullLetter()
        saveAs(&editor, "/home/ann/letters/x.md")
        editor.press(.character("y"))
        editor.send(.saveFinished(.saved(path: "/home/ann/letters/x.md")))
        editor.press(.control("q"))
        #expect(editor.statusRow == " x.md lacks the envelope.  y: save them  n: quit")
        #expect(editor.press(.character("n")) == [.quit])
    }

    /// Having agreed to drop the picture in x.txt, saving there again does
    /// not ask again; once there is more to drop (ink brought back by redo),
    /// it asks again.
    @Test func ctrlSAgainDoesNotAskUntilThereIsMoreToDrop() throws {
        var editor = EditorHarness.defaultPaper(text: "Dear Ann,", path: Self.path)
        editor.send(.move(.documentEnd, selecting: false))
        editor.press(.enter)
        editor.send(.attach, .attachmentLooked(path: Self.picture, .picture(width: 400, height: 300, bytes: 9000)))
        editor.send(.selectAll, .ink(.bold), .edit(.undo))
        saveAs(&editor, "/home/ann/letters/x.txt")
        #expect(editor.statusRow == " x.txt drops the picture. Save?  y: yes  n: no")
        editor.press(.character("y"))
        editor.send(.saveFinished(.saved(path: "/home/ann/letters/x.txt")))
        #expect(EditorHarness.saveRequest(in: editor.press(.control("s"))) != nil)
        editor.send(.saveFinished(.saved(path: "/home/ann/letters/x.txt")))
        editor.send(.edit(.redo))
        #expect(editor.press(.control("s")).isEmpty)
        #expect(editor.statusRow == " x.txt drops the ink and the picture. Save?  y: yes  n: no")
    }

    /// A plain file opened as it is holds nothing it could drop: quitting
    /// does not ask, and saving does not ask.
    @Test(arguments: ["/home/ann/notes.txt", "/home/ann/notes.md", "/home/ann/notes"])
    func plainFileOpenedAsItIsNeverAsks(path: String) throws {
        var editor = EditorHarness.defaultPaper(text: "*not ink*", path: path)
        editor.type("more")
        #expect(EditorHarness.saveRequest(in: editor.press(.control("s"))) != nil)
        editor.send(.saveFinished(.saved(path: path)))
        #expect(editor.press(.control("q")) == [.quit])
    }

    /// A quit with unsaved changes too says what the file would not hold:
    /// "y" then keeps the changes and what the file lacks in a .letter.
    @Test func modifiedAfterALossySaveSaysWhatTheFileLacks() {
        var editor = fullLetter()
        saveAs(&editor, "/home/ann/letters/x.md")
        editor.press(.character("y"))
        editor.send(.saveFinished(.saved(path: "/home/ann/letters/x.md")))
        editor.type("!")
        editor.press(.control("q"))
        #expect(editor.statusRow == " x.md lacks the envelope.  y: save them  n: quit")
        editor.press(.character("y"))
        #expect(
            editor.state.mode
                == .saveAs(TextField(offering: "/home/ann/letters/x.letter", rules: .savePath), failure: nil))
    }

    @Test(arguments: [
        (SaveLoss(ink: true), "the ink"),
        (SaveLoss(pictures: 2), "2 pictures"),
        (SaveLoss(ink: true, pictures: 2, envelope: true), "the ink, 2 pictures and the envelope"),
        (SaveLoss(pictures: 1, attachments: 3), "the picture and 3 attached files"),
        (SaveLoss(attachments: 1, envelope: true), "the attached file and the envelope"),
        (SaveLoss(), "nothing"),
    ])
    func lossIsSaidInAFewWords(loss: SaveLoss, phrase: String) {
        #expect(loss.phrase == phrase)
    }

    @Test(arguments: [
        (SaveLoss(ink: true), SaveLoss(ink: true, pictures: 1), true),
        (SaveLoss(pictures: 2), SaveLoss(pictures: 1), false),
        (SaveLoss(envelope: true), SaveLoss(ink: true), false),
        (SaveLoss(), SaveLoss(), true),
    ])
    func aLossAgreedToCoversNoMoreThanItSaid(loss: SaveLoss, agreed: SaveLoss, covered: Bool) {
        #expect(loss.isCovered(by: agreed) == covered)
    }
}

extension LossySaveTests {
    /// "y" to the loss, then "n" to replacing an existing x.txt: nothing was
    /// saved, so the next save-as x.txt asks about the loss again.
    @Test func lossAgreedForASaveThatDidNotHappenIsAskedAgain() {
        var editor = fullLetter()
        saveAs(&editor, "/home/ann/letters/x.txt")
        editor.press(.character("y"))
        editor.send(.saveFinished(.alreadyExists(path: "/home/ann/letters/x.txt")))
        editor.press(.character("n"))
        #expect(editor.state.mode == .editing)
        saveAs(&editor, "/home/ann/letters/x.txt")
        #expect(editor.statusRow == " x.txt drops the ink, the picture and the envelope. Save?  y: yes  n: no")
    }
}
