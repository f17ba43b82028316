import Testing

@testable import LetterKit

/// The words of problems, notes and picture blocks read in Korean: whole
/// sentences from the catalog, every value in its place, and the rows of a
/// picture's block as wide as the paper. (The English is what
/// `ProblemWordsTests` and the others already hold.)
@Suite("Problems in Korean: the catalog's sentences, filled and fitting")
struct KoreanProblemWordsTests {
    private func inKorean<Result>(_ body: () throws -> Result) rethrows -> Result {
        try InterfaceLanguage.$override.withValue(KoreanCatalog.shared) { try body() }
    }

    @Test(arguments: [
        (FileProblem.noSpace, "장치에 남은 공간이 없음"),
        (.readOnlyFileSystem, "읽기 전용 파일 시스템"),
        (.permissionDenied, "허가 거부"),
        (.notFound, "그런 파일이나 폴더가 없음"),
        // The C library's words for a failure the program does not name stay
        // as they came.
        (.other(errno: 116, words: "Stale file handle"), "Stale file handle"),
    ] as [(FileProblem, String)])
    func aFileProblemIsSaidInKorean(problem: FileProblem, words: String) {
        #expect(inKorean { problem.description } == words)
    }

    @Test func aSaveProblemIsOneKoreanSentenceWithItsHint() {
        let said = inKorean { SaveProblem.cannotCreate(folder: "/ro", .readOnlyFileSystem).description }
        #expect(said == "저장할 수 없습니다: /ro 안에 파일을 만들 수 없습니다: 읽기 전용 파일 시스템 (디스크가 읽기 전용으로 마운트됨). 디스크의 파일은 그대로입니다")
        let written = inKorean { SaveProblem.writeFailed(path: "/a/b.letter", .inputOutput).description }
        #expect(written == "/a/b.letter: 저장할 수 없습니다: 쓰기 실패: 입출력 오류. 디스크의 파일은 그대로입니다")
    }

    @Test func aTrashProblemKeepsEveryValue() {
        let problem = BoxProblem.trash(.otherFileSystem(path: "/mnt/a.letter", trash: "/home/u/.local/share/Trash"))
        let said = inKorean { problem.description }
        #expect(said.hasPrefix("/mnt/a.letter: "))
        #expect(said.contains("(/home/u/.local/share/Trash)"))
        #expect(!said.contains("{"))
    }

    @Test func aFileThatIsNoLetterIsSaidInKorean() {
        #expect(inKorean { LetterFileError.binary(offset: 12).message(path: "a.bin") } == "a.bin: 편지가 아니라 이진 데이터입니다(위치 12에 NUL 바이트)")
        #expect(inKorean { LetterFileError.notFound(path: "gone.letter").description } == "gone.letter: 그런 파일이 없습니다")
    }

    /// `letter check`'s notes: mixed line endings, and a letter over its page.
    @Test func checksNotesAreInKorean() throws {
        let file = try LetterFile(bytes: Array("a\r\nb\nc\n".utf8), format: .letter)
        #expect(
            inKorean { file.mixedLineEndingsNotice(subject: "n.txt") }
                == "n.txt: 줄 끝이 섞여 있습니다(LF, CRLF). 저장하면 모두 LF로 씁니다")
        #expect(
            inKorean { file.mixedLineEndingsNotice() } == "이 파일은 줄 끝이 섞여 있습니다(LF, CRLF). 저장하면 모두 LF로 씁니다")
        #expect(inKorean { OverThePage.words(lines: 3) } == "종이를 3줄 넘음")
        #expect(OverThePage.words(lines: 1) == "1 line over the page")
    }

    @Test func whatASaveLeavesOutIsAKoreanList() {
        #expect(inKorean { SaveLoss(ink: true, pictures: 2, envelope: true).phrase } == "잉크, 그림 2개, 봉투")
        #expect(inKorean { SaveLoss(attachments: 1).phrase } == "첨부 파일 1개")
        #expect(SaveLoss(pictures: 1, attachments: 3).phrase == "the picture and 3 attached files")
    }

    /// A picture block whose file is missing: its note in Korean, each row
    /// exactly the paper's width at 60 columns (two cells a syllable).
    @Test(arguments: [1, 2, 4])
    func aMissingPicturesBlockSaysSoInKoreanAndFits(lines: Int) {
        let source = PictureSource(caption: "우리 집 마당", path: "pictures/gone.png")
        let rows = inKorean { PictureBox.rows(for: source, look: .problem(.missing), columns: 60, lines: lines) }
        #expect(rows.count == lines)
        for row in rows { #expect(CellWidth.of(row) == 60) }
        if lines > 1 { #expect(rows.contains { $0.contains("파일 없음") }) }
    }

    @Test func anAttachmentsCardSaysWhyInKoreanWithinItsWidth() {
        let source = PictureSource(caption: "", path: "files/notes.pdf")
        let card = inKorean {
            PictureBox.rows(for: source, look: .problem(.tooLarge(bytes: 900, limit: 512)), columns: 60, lines: 1)
        }
        #expect(card == ["📎 notes.pdf · 너무 큼: 900바이트, 512바이트 초과"])
        #expect(card.allSatisfy { CellWidth.of($0) <= 60 })
    }

    /// A reason the program words itself (`msgid`) is translated where shown.
    @Test func aDamagedReasonOfTheProgramsOwnIsTranslated() {
        #expect(inKorean { PictureProblem.notMedia.summary } == "손상됨: 이 편집기가 읽을 수 있는 영상이나 소리가 아닙니다")
        #expect(inKorean { PictureProblem.damaged(reason: "bad CRC").summary } == "손상됨: bad CRC")
    }

    @Test(arguments: [
        PictureProblem.missing, .unreadable(reason: "x"), .notAFile, .notAPicture, .tooLarge(bytes: 2, limit: 1),
        .damaged(reason: "x"), .outsideFolder, .address, .notDrawn(reason: "x"),
    ])
    func aThumbnailsTwoLinesFitEightCellsInKorean(problem: PictureProblem) {
        let (top, bottom) = inKorean { problem.thumbnailWords }
        #expect(!top.isEmpty)
        #expect(CellWidth.of(top) <= 8 && CellWidth.of(bottom) <= 8)
        #expect(top.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
    }

    @Test func aThumbnailSplitsItsKoreanPhraseAtTheLastSpace() {
        #expect(inKorean { PictureProblem.notAFile.thumbnailWords } == ("파일이", "아님"))
        #expect(inKorean { PictureProblem.unreadable(reason: "x").thumbnailWords } == ("읽을 수", "없음"))
        #expect(inKorean { PictureProblem.missing.thumbnailWords } == ("없음", ""))
    }

    @Test func thumbnailsEnglishIsUnchanged() {
        #expect(PictureProblem.notAFile.thumbnailWords == ("not a", "file"))
        #expect(PictureProblem.missing.thumbnailWords == ("missing", ""))
    }

    /// An export's frame stays English whatever the interface speaks.
    @Test func anExportsWordsStayEnglish() {
        let summary = inKorean { ExportWords.inEnglish { PictureProblem.missing.summary } }
        #expect(summary == "file not found")
        #expect(inKorean { PictureProblem.missing.summary } == "파일 없음")
    }

    @Test func aSettingsFilesErrorNamesItsKeyInKorean() {
        let reader = Reader(table: [:], text: "", file: "config.toml")
        let error = inKorean { reader.error(for: "spell", tr("must be true or false")) }
        #expect(error.message == "config.toml: spell: true나 false여야 합니다")
        #expect(Reader(table: [:], text: "", file: "c.toml").error(for: "spell", "must be true or false").message == "c.toml: spell must be true or false")
    }

    /// The lines left decide "is" or "are", whatever the lines needed; Korean
    /// has one sentence for all.
    @Test(arguments: [
        (3, 1, "No room: that needs 3 more lines and 1 is left on the page."),
        (1, 2, "No room: that needs 1 more line and 2 are left on the page."),
        (2, 0, "No room: that needs 2 more lines and none is left on the page."),
    ])
    func aPictureThatNeedsLinesSaysHowManyAreLeft(lines: Int, left: Int, words: String) {
        let refusal = EditRefusal.pictureNeedsLines(lines: lines, left: left)
        #expect(refusal.description == words)
        if left > 0 {
            #expect(inKorean { refusal.description } == "자리가 없습니다: \(lines)줄이 더 필요한데 종이에 \(left)줄만 남았습니다.")
        }
    }

    @Test func leftOutRunsAreCountedInKorean() {
        let leftOut = RunsLeftOut(characters: 12, lines: 2, fromLine: 5, limit: 18)
        #expect(inKorean { leftOut.description } == "$[5]부터 글자 12개(2줄)가 편지지의 18줄에 들어가지 않아 빠졌습니다")
        #expect(leftOut.description == "12 characters (2 lines) from $[5] on did not fit on the paper's 18 lines and were left out")
    }
}
