import LetterSystem

/// The walk of the box and the local time, which `letter-index` shares with
/// the program and so live in LetterSystem, named here as the program's
/// letterbox code has always named them.
typealias BoxWalker = LetterSystem.BoxWalker
typealias LocalTime = LetterSystem.LocalTime
