import Testing

@testable import LetterKit

/// The envelope form's date takes the word `today` (in any case): the form
/// keeps the word until it closes, then the shell reads the clock and the
/// day's ISO date is what the letter keeps, as `letter envelope --set
/// date=today` stores it. Closing with Save saves once the date is in.
@Suite("Editor: today in the envelope's date")
struct EditorEnvelopeTodayTests {
    static let day = CalendarDay(year: 2026, month: 11, day: 27)

    /// The form open on the date field (the last), `typed` typed there.
    static func formWithDate(_ typed: String) -> EditorHarness {
        var editor = EditorHarness(paper: .letter, text: "Dear Ann,", path: "/home/ann/ann.letter", rows: 24, columns: 80)
        editor.press(.function(2))
        editor.press(.backTab)
        editor.type(typed)
        return editor
    }

    @Test(arguments: ["today", "TODAY", "Today", "toDay"])
    func todayInAnyCaseBecomesTheDaysDateWhenTheFormCloses(typed: String) throws {
        var editor = Self.formWithDate(typed)
        guard case .envelope(let form) = editor.state.mode else {
            Issue.record("no form: \(editor.state.mode)")
            return
        }
        #expect(form.current.field == .date)
        #expect(form.current.text.text == typed)
        #expect(editor.press(.escape) == [.readTodayForEnvelope(thenSave: false)])
        let effects = editor.send(.reply(.todayReadForEnvelope(try #require(Self.day), thenSave: false)))
        #expect(effects == [])
        #expect(editor.state.envelope[.date] == "2026-11-27")
        #expect(editor.state.isModified)
        #expect(editor.state.message == nil)
    }

    @Test func savingFromTheFormWaitsForTheDateThenSavesIt() throws {
        var editor = Self.formWithDate("today")
        #expect(editor.press(.control("s")) == [.readTodayForEnvelope(thenSave: true)])
        let effects = editor.send(.reply(.todayReadForEnvelope(try #require(Self.day), thenSave: true)))
        guard case .save(let request)? = effects.first else {
            Issue.record("no save: \(effects)")
            return
        }
        #expect(request.envelope[.date] == "2026-11-27")
    }

    /// Digits are still formatted as a date; a word other than `today`, or
    /// a half date, is kept as typed with a warning, as before.
    @Test(arguments: [
        ("20261127", "2026-11-27", false), ("tomorrow", "tomorrow", true), ("tod", "tod", true),
        ("2026", "2026", true), ("todays", "todays", true),
    ])
    func otherDatesAreKeptAsTypedAndAWrongOneIsSaid(typed: String, kept: String, warned: Bool) {
        var editor = Self.formWithDate(typed)
        #expect(editor.press(.escape) == [])
        #expect(editor.state.envelope[.date] == kept)
        #expect((editor.state.message?.tone == .warning) == warned)
    }

    /// Only the date field takes letters: the postcode upper-cases them and
    /// the phone refuses them, as before.
    @Test func theOtherFieldsRulesAreUnchanged() {
        #expect(EnvelopeField.phone.formRules == EnvelopeField.phone.rules)
        #expect(EnvelopeField.postcode.formRules == .postcode)
        #expect(EnvelopeField.date.formRules == .envelopeDate)
        #expect(EnvelopeField.date.rules == .date)
    }

    @Test(arguments: [
        ("today", "today"), ("TODAY", "today"), ("2026-02-28", "2026-02-28"),
    ])
    func theValidatorTakesTodayAndRealDates(text: String, kept: String) {
        #expect(FieldValidator.isoDateOrToday.validate(text) == .success(kept))
    }

    @Test(arguments: ["2026-02-30", "yesterday", "2026-13-01", "now"])
    func theValidatorRefusesAnythingElse(text: String) {
        guard case .failure = FieldValidator.isoDateOrToday.validate(text) else {
            Issue.record("\(text) was taken")
            return
        }
        // The command line's `date` rules take no word at all.
        guard case .failure = FieldValidator.isoDate.validate("today") else {
            Issue.record("isoDate took today")
            return
        }
    }
}
