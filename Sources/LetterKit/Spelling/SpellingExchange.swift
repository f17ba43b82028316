/// What the program asks of `letter-spell`, the executable that holds the
/// Hunspell dictionaries, and what it answers: plain values, so the program
/// itself never links Hunspell (nor holds the Korean dictionary's 50 MiB), and
/// both sides agree on one definition.
///
/// Representation: one value a frame (`HelperFrame` in LetterSystem), JSON
/// by the synthesized conformances. Every question has exactly one answer.
/// The program keeps the memories (a paragraph's misspelt words by its text,
/// each word's verdict) and the person's list; the helper only looks words
/// up, so a word is sent once per run and an unchanged paragraph never.
public enum SpellingQuestion: Hashable, Sendable, Codable {
    /// The first question: Latin words are checked in `latinDictionary`,
    /// Hangul in Korean, each found in `folders` (in order) and loaded the
    /// first time a word needs it, with `personal` (the person's words)
    /// added to it. Answered by `done`.
    case open(latinDictionary: String, folders: [String], personal: [String])
    /// Whether each of `words` is spelt right in `script`'s dictionary.
    /// Answered by `verdicts`, one per word in order, or `problem`.
    case spells(SpellingScript, words: [String])
    /// Suggestions for `word` from `script`'s dictionary, best first.
    /// Answered by `suggestions` or `problem`.
    case suggest(SpellingScript, word: String)
    /// `word` is accepted from now on, in the dictionaries loaded and in
    /// those loaded later. Answered by `done`.
    case accept(String)
}

/// What `letter-spell` answers.
public enum SpellingAnswer: Hashable, Sendable, Codable {
    case done
    case verdicts([Bool])
    case suggestions([String])
    /// A dictionary the question needs is missing or cannot be loaded.
    case problem(SpellingProblem)
}
