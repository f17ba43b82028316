import ArgumentParser
import Glibc
import LetterKit

/// `letter spell FILE`: the misspelt words of a letter, where the page shows them.
struct Spell: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: tr("List a letter's misspelt words, with suggestions."),
        discussion: tr("Prints `line:column: word -> suggestion, suggestion` for each misspelt word (at most five suggestions, best first; the word alone when Hunspell has none), with the arrow written as U+2192. The line is the writing line on the paper, as `letter render` numbers them (a wrapped paragraph takes several); the column counts display cells from 1, as the editor's Col does (a Hangul syllable is two). Hangul words are checked in Korean (ko_KR); words in Latin letters in the letter's language: --lang, else the front matter's lang:, else LANG, else en_US. Words of other scripts, words with digits, web addresses and e-mail addresses are not checked, nor the Markdown marks, front matter and pictures. Words listed in $XDG_DATA_HOME/letter/words (~/.local/share/letter/words), one a line, are accepted in every letter. Dictionaries are Hunspell's, found in $XDG_DATA_DIRS/hunspell, /usr/share/hunspell and /usr/share/myspell.\nExit status: 0 when every word is spelt right, 1 when some are not or the list cannot be written, 2 for an error (a missing dictionary names its package)."))

    @Argument(help: ArgumentHelp(tr("The letter file (- reads standard input)."))) var file: String
    @Option(help: ArgumentHelp(tr("The language of words in Latin letters (en_GB, de_DE, fr), overriding the letter's.")))
    var lang: String?
    @OptionGroup var paperOptions: PaperOptions

    /// Suggestions printed for a word.
    static let suggestionLimit = 5

    func run() throws {
        if let lang, SpellingLanguage.dictionaryName(lang) == nil {
            fail(Failure(message: tr("--lang: \"{lang}\" is not a language (such as en_GB, de_DE, fr)", ["lang": lang])))
        }
        let shelf = PaperShelf(folders: .standard())
        let letter = loadLetter(file, shelf: shelf, readsStandardInput: true)
        let paper = resolvePaper(for: letter, options: paperOptions, shelf: shelf)
        let page = letter.page(on: paper)
        let checker = SpellChecker(
            latinDictionary: SpellingLanguage.latinDictionary(
                override: lang, declared: letter.declaredLanguage, locale: getenv("LANG").map { String(cString: $0) }),
            personal: personalWords())
        var output = ""
        var suggestions: [SpellingWord.Key: [String]] = [:]
        var firstLine = 1
        do throws(SpellingProblem) {
            for paragraph in page.document.paragraphs {
                for word in try checker.misspelt(in: paragraph) {
                    let place = paragraph.cellPlace(of: word.range.lowerBound)
                    output += "\(firstLine + place.line):\(place.column + 1): \(TerminalSafe.escaped(word.text))"
                    if suggestions[word.key] == nil {
                        suggestions[word.key] = Array(try checker.suggestions(for: word).prefix(Self.suggestionLimit))
                    }
                    let offered = suggestions[word.key] ?? []
                    if !offered.isEmpty { output += " \u{2192} " + offered.map(TerminalSafe.escaped).joined(separator: ", ") }
                    output += "\n"
                }
                firstLine += paragraph.lineCount
            }
        } catch {
            fail(Failure(message: error.message))
        }
        emit(output)
        noteLibraryMessages()
        if !output.isEmpty { throw ExitCode(1) }
    }

    /// The person's word list; an unreadable one is said and left out, as a
    /// check without it still answers.
    func personalWords() -> PersonalWords {
        guard let path = PersonalWordsFile.path() else { return PersonalWords() }
        do { return try PersonalWordsFile.read(path) } catch {
            StandardError.say(
                tr("warning: {path}: {reason}; the word list is left out", ["path": path, "reason": error.problem.description]))
            return PersonalWords()
        }
    }
}

extension SpellingWord {
    /// A word as its dictionary sees it: its text and script, not its place.
    struct Key: Hashable {
        var text: String
        var script: SpellingScript
    }

    var key: Key { Key(text: text, script: script) }
}
