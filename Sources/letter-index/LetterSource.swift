import LetterKit

/// Where the index gets letters read: the program, which knows papers and
/// file formats. `ask` names the letters wanted, in order; `next` gives them
/// back one at a time, in that order.
protocol LetterSource {
    /// Asks for the letters at `paths` (absolute); letters of an earlier
    /// request not yet taken are dropped first.
    func ask(_ paths: [String]) throws(IndexFailure)
    /// The next letter asked for.
    func next() throws(IndexFailure) -> ReadLetter
}
