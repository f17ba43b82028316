import Testing

@testable import LetterKit

/// Attaching, drawing and saving pictures through `update`, as the shell
/// drives it: each effect answered with the command the program would send.
@Suite struct EditorPicturesTests {
    /// A 10-line × 20-column sheet in a 60 × 16 terminal, saved as trip.letter.
    private func editor(text: String = "Dear Sam,", path: String? = "/home/a/trip.letter") throws -> EditorHarness {
        var editor = EditorHarness(paper: try Paper(lines: 10, columns: 20), text: text, path: path, rows: 16, columns: 60)
        editor.send(.move(.documentEnd, selecting: false))
        return editor
    }

    /// Alt-P, `typed`, Enter, and the program's answer: `facts` about `path`.
    @discardableResult
    private func attach(_ typed: String, as path: String, _ facts: PictureFacts, to editor: inout EditorHarness) -> [Effect] {
        editor.press(.alt(.character("p")))
        editor.type(typed)
        editor.press(.enter)
        return editor.send(.attachmentLooked(path: path, facts))
    }

    private let art = PictureArt(
        columns: 20,
        rows: (0..<4).map { row in (0..<20).map { _ in PictureGlyph(symbol: "▚", foreground: UInt8(16 + row), background: 231) } })

    @Test func altPAsksForAPathAndEnterLooksAtIt() throws {
        var editor = try editor()
        editor.press(.alt(.character("p")))
        #expect(editor.state.mode == .attach(TextField(), note: nil))
        #expect(editor.statusRow == " Attach:")
        #expect(editor.screenText.contains(" Tab completes a name; Enter attaches; Esc cancels.\n Attach:"))
        editor.type("~/b.png")
        #expect(editor.press(.enter) == [.lookAtAttachment(path: "~/b.png")])
        // 400 × 200 pixels at 20 columns: 20 × 200 / 400 / 2 = 5 lines.
        let effects = editor.send(.attachmentLooked(path: "/home/a/b.png", .picture(width: 400, height: 200, bytes: 9)))
        #expect(editor.state.mode == .editing)
        #expect(editor.state.page.lineCount == 6)
        let mark = try #require(editor.state.page.document.pictureMarks.first)
        #expect(mark.lines == 5)
        #expect(effects == [.lookAtPictures([PictureRequest(mark: mark, source: PictureSource(caption: "b", path: "/home/a/b.png"), columns: 20)])])
        #expect(editor.statusRow.hasPrefix(" Attached b.png: 5 lines"))
        // Until the picture is drawn its block shows its frame and caption.
        #expect(editor.screen[4].contains("┌"))
        #expect(editor.screen[6].contains(" b "))
    }

    @Test func drawnPictureShowsItsSymbolsInTheirColours() throws {
        var editor = try editor(text: "Dear Sam,")
        attach("b.png", as: "/home/a/b.png", .picture(width: 400, height: 400, bytes: 9), to: &editor)
        let mark = try #require(editor.state.page.document.pictureMarks.first)
        #expect(mark.lines == 5)
        let fiveRows = PictureArt(columns: 20, rows: art.rows + [art.rows[0]])
        editor.send(.picturesLooked([PictureLooked(mark: mark, look: .art(fiveRows))]))
        let frame = editor.frame
        let firstRow = 4
        let cell = frame.rows[firstRow][20]
        #expect(cell.text == "▚")
        #expect(cell.style == .picture)
        #expect(cell.ink.color?.rgb.nearestXterm256 == 16)
        #expect(cell.ink.highlight?.rgb.nearestXterm256 == 231)
        #expect(frame.rows[firstRow + 3][20].ink.color?.rgb.nearestXterm256 == 19)
        // Typing elsewhere does not ask for the picture again.
        #expect(editor.type("x").isEmpty)
    }

    @Test func aFileThatCannotBeShownIsRefusedAndThePromptStays() throws {
        var editor = try editor()
        editor.press(.alt(.character("p")))
        editor.type("gone.png")
        editor.press(.enter)
        editor.send(.attachmentLooked(path: "/home/a/gone.png", .problem(.missing)))
        #expect(editor.state.mode == .attach(TextField("gone.png"), note: "Cannot attach gone.png: file not found"))
        #expect(editor.screenText.contains("Cannot attach gone.png: file not found"))
        #expect(editor.state.page.document.pictureMarks.isEmpty)
        editor.send(
            .attachmentLooked(
                path: "/home/a/huge.png", .problem(.tooManyPixels(width: 100_000, height: 100_000, limit: 10_000))))
        #expect(editor.screenText.contains("Cannot attach huge.png: too large: 100000 × 100000 pixels,\n over 10000 a side"))
        editor.press(.escape)
        #expect(editor.state.mode == .editing)
        #expect(editor.statusRow.hasPrefix(" Nothing attached"))
    }

    @Test func attachThatDoesNotFitSaysWhatItNeeds() throws {
        var editor = try editor(text: String(repeating: "line\n", count: 7) + "end")
        attach("b.png", as: "/home/a/b.png", .picture(width: 400, height: 200, bytes: 9), to: &editor)
        #expect(editor.state.page.document.pictureMarks.isEmpty)
        #expect(editor.statusRow.contains("needs 5 more lines and 2 are left"))
    }

    @Test func tabCompletesThroughTheShell() throws {
        var editor = try editor()
        editor.press(.alt(.character("p")))
        editor.type("pi")
        #expect(editor.press(.tab) == [.completePath("pi")])
        editor.send(.pathCompleted(text: "pi", candidates: ["pics/"]))
        #expect(editor.state.mode == .attach(TextField("pics/"), note: nil))
        editor.press(.tab)
        editor.send(.pathCompleted(text: "pics/", candidates: ["pics/bridge.png", "pics/bridge2.png", "pics/beach.jpg"]))
        #expect(editor.state.mode == .attach(TextField("pics/b"), note: "bridge.png  bridge2.png  beach.jpg"))
        // An answer to an older question changes nothing.
        editor.send(.pathCompleted(text: "pi", candidates: ["pictures/"]))
        #expect(editor.state.mode == .attach(TextField("pics/b"), note: "bridge.png  bridge2.png  beach.jpg"))
        editor.send(.pathCompleted(text: "pics/b", candidates: []))
        #expect(editor.screenText.contains("Nothing here starts with “b”"))
    }

    @Test func altEqualsAndMinusChangeTheHeight() throws {
        var editor = try editor()
        attach("b.png", as: "/home/a/b.png", .picture(width: 400, height: 200, bytes: 9), to: &editor)
        let effects = editor.press(.alt(.character("=")))
        #expect(editor.state.page.lineCount == 7)
        let grown = try #require(editor.state.page.document.pictureMarks.first)
        #expect(effects == [.lookAtPictures([PictureRequest(mark: grown, source: PictureSource(caption: "b", path: "/home/a/b.png"), columns: 20)])])
        editor.press(.alt(.character("-")), .alt(.character("-")))
        #expect(editor.state.page.lineCount == 5)
        editor.press(.control("z"))
        #expect(editor.state.page.lineCount == 6)
    }

    @Test func plainTextLettersTakeNoPictures() throws {
        var editor = try editor(path: "/home/a/note.txt")
        editor.press(.alt(.character("p")))
        #expect(editor.state.mode == .editing)
        #expect(editor.statusRow.contains("Pictures need a .letter or .md file"))
    }

    @Test func saveCopiesAttachedFilesFirstAndRefersToTheCopies() throws {
        var editor = try editor()
        attach("/tmp/x/b.png", as: "/tmp/x/b.png", .picture(width: 400, height: 200, bytes: 9), to: &editor)
        let effects = editor.press(.control("s"))
        #expect(effects == [.copyAttachments(AttachmentCopies(folder: "/home/a/trip.letter.files", files: [PictureCopy(id: 0, path: "/tmp/x/b.png")]))])
        let saving = editor.send(.attachmentsCopied(.copied([PictureCopy(id: 0, path: "/home/a/trip.letter.files/b.png")])))
        guard case .save(let request)? = saving.first else {
            Issue.record("expected a save, got \(saving)")
            return
        }
        #expect(request.text == "Dear Sam,\n![b](trip.letter.files/b.png){lines=5}")
        editor.send(.saveFinished(.saved(path: "/home/a/trip.letter")))
        // Saved again, nothing is copied twice.
        guard case .save? = editor.press(.control("s")).first else {
            Issue.record("expected a plain save")
            return
        }
    }

    /// The letter's own pictures go to the copier confined to its folder; a
    /// file the copier could not read is left where it is, the letter is
    /// saved anyway, and the status row says what was not copied.
    @Test func aSaveSaysWhatCouldNotBeCopiedAndStillSaves() throws {
        var editor = try editor()
        let body = "Dear Sam,\n![s](s.png){lines=2}\n![o](../o.png){lines=2}"
        let page = Page(
            paper: try Paper(lines: 10, columns: 20), body: body, ink: true, pictures: PictureReading(folder: "/home/a"))
        editor.state = EditorState(page: page, path: "/home/a/trip.letter")
        let effects = editor.press(.control("s"))
        let files = [
            PictureCopy(id: 0, path: "/home/a/s.png", confinedTo: "/home/a"),
            PictureCopy(id: 1, path: "/home/o.png", confinedTo: "/home/a"),
        ]
        // The pictures are looked at too, as on opening; the copy comes first.
        #expect(effects.first == .copyAttachments(AttachmentCopies(folder: "/home/a/trip.letter.files", files: files)))
        let refused = PictureNotCopied(id: 1, path: "/home/o.png", reason: "outside the folder /home/a")
        let saving = editor.send(
            .attachmentsCopied(.copied([PictureCopy(id: 0, path: "/home/a/trip.letter.files/s.png")], notCopied: [refused])))
        guard case .save(let request)? = saving.first else {
            Issue.record("expected a save, got \(saving)")
            return
        }
        #expect(request.text.contains("![s](trip.letter.files/s.png){lines=2}"))
        editor.send(.saveFinished(.saved(path: "/home/a/trip.letter")))
        #expect(editor.statusRow.contains("not copied: o.png: outside"), "\(editor.statusRow)")
        #expect(editor.state.page.document.pictures[0]?.confinedTo == "/home/a")
        #expect(editor.state.page.document.pictures[1]?.confinedTo == "/home/a")
    }

    /// Saved in another folder, the letter's pictures are copied next to it
    /// and from then on read inside the new letter's folder, not the old
    /// one's: what a save copies is confined where the copy now lies.
    @Test func aSaveAsInAnotherFolderConfinesTheCopiesToIt() throws {
        var editor = try editor()
        let body = "Dear Sam,\n![s](s.png){lines=2}"
        let page = Page(
            paper: try Paper(lines: 10, columns: 20), body: body, ink: true, pictures: PictureReading(folder: "/home/a"))
        editor.state = EditorState(page: page, path: "/home/a/trip.letter")
        editor.send(.saveAs)
        editor.press(.control("u"))
        editor.type("/home/b/copy.letter")
        let effects = editor.press(.enter)
        let files = [PictureCopy(id: 0, path: "/home/a/s.png", confinedTo: "/home/a")]
        #expect(effects.first == .copyAttachments(AttachmentCopies(folder: "/home/b/copy.letter.files", files: files)))
        let saving = editor.send(.attachmentsCopied(.copied([PictureCopy(id: 0, path: "/home/b/copy.letter.files/s.png")])))
        guard case .save(let request)? = saving.first else {
            Issue.record("expected a save, got \(saving)")
            return
        }
        #expect(request.text.contains("![s](copy.letter.files/s.png){lines=2}"), "\(request.text)")
        #expect(editor.state.page.document.pictures[0]?.path == "/home/b/copy.letter.files/s.png")
        #expect(editor.state.page.document.pictures[0]?.confinedTo == "/home/b")
    }

    @Test func aPictureInTheOlderStemFolderStaysWhereItIs() throws {
        var editor = try editor()
        attach("/home/a/trip.files/b.png", as: "/home/a/trip.files/b.png", .picture(width: 400, height: 200, bytes: 9), to: &editor)
        guard case .save(let request)? = editor.press(.control("s")).first else {
            Issue.record("expected a plain save: the picture is in the letter's older folder")
            return
        }
        #expect(request.text == "Dear Sam,\n![b](trip.files/b.png){lines=5}")
    }

    @Test func aPictureInAnotherLettersFolderIsCopied() throws {
        var editor = try editor()
        attach("/home/a/trip.md.files/b.png", as: "/home/a/trip.md.files/b.png", .picture(width: 400, height: 200, bytes: 9), to: &editor)
        let effects = editor.press(.control("s"))
        #expect(effects == [.copyAttachments(AttachmentCopies(folder: "/home/a/trip.letter.files", files: [PictureCopy(id: 0, path: "/home/a/trip.md.files/b.png")]))])
    }

    @Test func aCopyThatFailsAsksWhereToSave() throws {
        var editor = try editor()
        attach("/tmp/x/b.png", as: "/tmp/x/b.png", .picture(width: 400, height: 200, bytes: 9), to: &editor)
        editor.press(.control("s"))
        editor.send(.attachmentsCopied(.failed(.cannotCopy(path: "/tmp/x/b.png", folder: "/home/a/trip.letter.files", .noSpace))))
        guard case .saveAs(_, let failure) = editor.state.mode else {
            Issue.record("expected the save-as prompt, got \(editor.state.mode)")
            return
        }
        #expect(failure?.description.contains("No space left on device") == true)
        #expect(editor.state.isModified)
    }
}

/// What a block shows without its picture: the frame with the caption, and
/// why the picture is not there.
@Suite struct PicturePlaceholderTests {
    @Test(arguments: [
        (PictureProblem.missing, "file not found"),
        (.notAPicture, "not a picture this editor can read"),
        (.tooLarge(bytes: 60 << 20, limit: 50 << 20), "too large: 60 MB, over 50 MB"),
        (.damaged(reason: "bad CRC"), "damaged: bad CRC"),
    ])
    func aPictureThatCannotBeShownSaysWhyInABlockOfItsHeight(problem: PictureProblem, said: String) throws {
        let body = "Hi\n![Bridge](b.png){lines=4}\nBye"
        var editor = EditorHarness(paper: try Paper(lines: 10, columns: 40), rows: 16, columns: 60)
        editor.state = EditorState(page: Page(paper: try Paper(lines: 10, columns: 40), body: body, ink: true), path: "/a/x.letter")
        editor.send(.resize(rows: 16, columns: 60))
        let mark = try #require(editor.state.page.document.pictureMarks.first)
        editor.send(.picturesLooked([PictureLooked(mark: mark, look: .problem(problem))]))
        let rows = PictureBox.rows(caption: "Bridge", note: problem.summary, columns: 40, lines: 4)
        #expect(problem.summary == said)
        #expect(rows[1].contains(" Bridge "))
        #expect(rows[2].contains(said))
        for (index, row) in rows.enumerated() {
            #expect(editor.screen[4 + index].contains(row), "row \(index): \(editor.screen[4 + index])")
        }
        #expect(editor.screen[8].contains("Bye"))
    }
}
