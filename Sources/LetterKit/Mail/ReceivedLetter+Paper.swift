extension ReceivedLetter {
    /// The paper a received letter is put on: `standard` (the default
    /// paper) when the letter fits it; else the paper of `shelf` with the
    /// fewest lines that holds it all; else `standard` made as long as the
    /// letter needs (within `Paper.lineRange`). Each is judged by the one
    /// reader of runs (`LetterRuns.page`), whose paste goes through the
    /// page's gate, so a paper is chosen only when the gate lets every line
    /// on; the caller still puts the letter on it the same way, and says
    /// what is left out should even the longest paper be too short.
    public func paper(standard: Paper, shelf: [Paper], folder: String) -> Paper {
        Self.paper(for: lines, standard: standard, shelf: shelf, folder: folder)
    }

    /// The paper for any `lines` of runs, chosen as `paper(standard:shelf:folder:)`
    /// says: also the paper of an imported document (`ImportedDocument`).
    public static func paper(for lines: [[Run]], standard: Paper, shelf: [Paper], folder: String) -> Paper {
        if fits(lines, on: standard, folder: folder) { return standard }
        for paper in shelf.sorted(by: { $0.lines < $1.lines }) where paper.lines > standard.lines {
            if fits(lines, on: paper, folder: folder) { return paper }
        }
        let longest = (try? standard.resized(lines: Paper.lineRange.upperBound)) ?? standard
        guard let page = try? LetterRuns.page(from: lines, paper: longest, folder: folder).page else { return standard }
        let needed = max(page.document.lineCount, standard.lines)
        return (try? standard.resized(lines: min(needed, Paper.lineRange.upperBound))) ?? standard
    }

    /// Whether every line goes onto `paper` with nothing left out.
    static func fits(_ lines: [[Run]], on paper: Paper, folder: String) -> Bool {
        guard let read = try? LetterRuns.page(from: lines, paper: paper, folder: folder) else { return false }
        return read.leftOut == nil
    }
}

extension ReceivedLetter {
    /// Whether every line goes onto `paper` with nothing left out.
    func fits(on paper: Paper, folder: String) -> Bool { Self.fits(lines, on: paper, folder: folder) }
}
