import Testing

@testable import LetterKit

/// The letterbox read in Korean: its title, rows, counts, questions and
/// messages in Korean, envelope dates in Korean form, and every row still
/// fitting (display width ≤ the terminal's) at 60 and 80 columns with the
/// counts in sight.
@Suite("Letterbox: in Korean")
struct BoxKoreanTests {
    /// Four letters, the first with an envelope (recipient and date), and
    /// (unless `folders` is false, so a letter is selected first) a folder
    /// and a book, in a box drawn in Korean.
    static func box(columns: Int, rows: Int = 20, folders: Bool = true) -> BoxHarness {
        let letters = [
            BoxFixture.letter(
                "할머니께.letter", title: "할머니께", modified: 1_760_400_000, used: 9,
                opening: "가을이 깊었습니다. 마당의 감나무에 감이 주렁주렁 열렸어요.", recipient: "김순자",
                date: "2026-11-27"),
        ] + BoxFixture.three
        return BoxHarness(
            folders: folders ? [BoxFixture.trip, BoxFixture.book] : [], letters: letters, rows: rows, columns: columns,
            keymaps: BoxKeymaps())
    }

    static func fits(_ box: BoxHarness, _ columns: Int) {
        for line in box.screen { #expect(CellWidth.of(line) <= columns, "\(line)") }
    }

    @Test(arguments: [60, 80])
    func theListSpeaksKoreanAndFits(columns: Int) {
        InterfaceLanguage.$override.withValue(KoreanCatalog.shared) {
            let box = Self.box(columns: columns)
            #expect(box.titleRow.hasPrefix(" 편지함 · ~/Letters · 최신순"), "\(box.titleRow)")
            // The hint is no wider than the English one, so the counts stand
            // beside it wherever they did (at 80 columns; at 60 neither fits).
            #expect(box.statusRow.hasPrefix(" Enter 열기 · / 찾기 · n 새 편지 · F1 도움말"), "\(box.statusRow)")
            #expect(CellWidth.of(tr("Enter opens · / searches · n writes · F1 help")) <= 44)
            if columns >= 80 { #expect(box.statusRow.hasSuffix("편지 4통 · 책 1권 · 폴더 1개"), "\(box.statusRow)") }
            #expect(box.screenText.contains("김순자께"))
            #expect(box.screenText.contains("2 letters") == false)
            #expect(box.screenText.contains("편지 2통"))
            Self.fits(box, columns)
        }
    }

    @Test func anEnvelopeDateIsWrittenInKoreanFormShortOnANarrowRow() {
        InterfaceLanguage.$override.withValue(KoreanCatalog.shared) {
            #expect(Self.box(columns: 80).screenText.contains("2026년 11월 27일"))
            let narrow = Self.box(columns: 60).screenText
            #expect(narrow.contains("2026. 11. 27."))
            #expect(!narrow.contains("2026-11-27"))
        }
        // English keeps the ISO day it always showed.
        #expect(Self.box(columns: 80).screenText.contains("2026-11-27"))
    }

    @Test(arguments: [60, 80])
    func theTrashQuestionNamesItsKeysInKoreanAndStillTakesY(columns: Int) {
        InterfaceLanguage.$override.withValue(KoreanCatalog.shared) {
            var box = Self.box(columns: columns, folders: false)
            box.press(.character("d"))
            #expect(box.statusRow.contains("휴지통으로 옮길까요?"), "\(box.statusRow)")
            // The question's words are no wider than the English ones, so
            // the name keeps as much room as it had.
            let question = "Move {name} and its files to the trash?  {keys}"
            #expect(CellWidth.of(tr(question)) <= CellWidth.of(question))
            // y still answers, and the hint names it; its word is the catalog's.
            #expect(box.statusRow.contains("y: "), "\(box.statusRow)")
            #expect(BoxKeys.delete.rows.first?.hint.map { tr($0) } == "예")
            Self.fits(box, columns)
            #expect(box.press(.character("Y")) == [.trash(path: "/box/할머니께.letter")])
            box.press(.character("d"))
            #expect(box.press(.character("n")).isEmpty)
            #expect(box.message == "지운 것이 없습니다")
        }
    }

    @Test func aMessageAfterMovingToTheTrashIsOneKoreanSentence() {
        InterfaceLanguage.$override.withValue(KoreanCatalog.shared) {
            var box = Self.box(columns: 80, folders: false)
            let files = FilesFolderReport(
                moved: [.init(from: "할머니께.letter.files", to: "할머니께.letter.files")],
                shared: [.init(folder: "사진", sharedWith: ["a.letter", "b.letter", "c.letter"])])
            box.send(.trashed(path: "/box/할머니께.letter", .done, files: files))
            #expect(
                box.message == "휴지통으로 옮겼습니다: 할머니께.letter, 할머니께.letter.files; 사진 폴더는 남겼습니다: a.letter 외 2개도 씁니다")
            Self.fits(box, 80)
        }
    }

    @Test func renamingRefusesASlashInKorean() {
        InterfaceLanguage.$override.withValue(KoreanCatalog.shared) {
            var box = Self.box(columns: 60, folders: false)
            box.press(.character("r"))
            #expect(box.statusRow.hasPrefix(" 새 이름: "), "\(box.statusRow)")
            box.type("/")
            #expect(box.screenText.contains("“/”를 쓸 수 없습니다"), "\(box.screenText)")
            Self.fits(box, 60)
            box.press(.escape)
            #expect(box.message == "이름을 바꾸지 않았습니다")
        }
    }

    @Test(arguments: [60, 80])
    func thePaletteListsKoreanNamesAndFindsByKoreanOrEnglish(columns: Int) {
        InterfaceLanguage.$override.withValue(KoreanCatalog.shared) {
            var box = Self.box(columns: columns, folders: false)
            box.press(.function(10))
            #expect(box.screenText.contains("명령 (입력해서 거르기)"))
            #expect(box.screenText.contains("편지 이름 바꾸기"))
            #expect(box.statusRow.contains("Enter: "), "\(box.statusRow)")
            Self.fits(box, columns)
            box.type("휴지통")
            guard case .palette(let palette) = box.state.mode else {
                Issue.record("the palette closed: \(box.state.mode)")
                return
            }
            #expect(palette.matches.map { palette.entries[$0].action } == [.delete])
            Self.fits(box, columns)
            // The English name finds the command too.
            var english = Self.box(columns: columns, folders: false)
            english.press(.function(10))
            english.type("trash")
            #expect(english.press(.enter).isEmpty)
            #expect(english.state.mode == .confirmingDelete(path: "/box/할머니께.letter"))
        }
    }

    @Test func nothingMatchingSaysSoInKorean() {
        InterfaceLanguage.$override.withValue(KoreanCatalog.shared) {
            var box = Self.box(columns: 60, folders: false)
            box.press(.function(10))
            box.type("zebra")
            #expect(box.screenText.contains("“zebra”에 맞는 것이 없습니다"))
        }
    }

    @Test(arguments: [60, 80])
    func theHelpPageHeadingsAreKoreanAndFit(columns: Int) {
        InterfaceLanguage.$override.withValue(KoreanCatalog.shared) {
            let keymaps = BoxKeymaps()
            #expect(keymaps.helpOverlay.lines.first == "편지함 키")
            #expect(keymaps.helpLines.contains("찾기:"))
            #expect(keymaps.helpLines.contains("명령 팔레트 (F10, Ctrl-E):"))
            var box = Self.box(columns: columns)
            box.press(.function(1))
            Self.fits(box, columns)
        }
    }

    @Test func tooSmallSaysSoInKorean() {
        InterfaceLanguage.$override.withValue(KoreanCatalog.shared) {
            let box = Self.box(columns: 29, rows: 8)
            // Wrapped between the title and status rows, a word at a time.
            #expect(box.screen[1] == " 편지함에는 터미널이 너무", "\(box.screenText)")
            #expect(box.screenText.contains("q 키로"), "\(box.screenText)")
            Self.fits(box, 29)
        }
    }

    @Test func theProgressScreenCountsInKorean() {
        InterfaceLanguage.$override.withValue(KoreanCatalog.shared) {
            let frame = renderProgress(boxName: "~/편지", done: 3, total: 120, TerminalSize(rows: 20, columns: 60))
            #expect(frame.lines[0] == " 편지함 · ~/편지")
            #expect(frame.lines.contains { $0.contains("편지를 읽는 중: 120통 중 3통") })
            for line in frame.lines { #expect(CellWidth.of(line) <= 60) }
        }
    }
}
