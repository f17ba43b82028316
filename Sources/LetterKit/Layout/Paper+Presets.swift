// Written by Scripts/generate-papers from Sources/letter/Papers/*.toml:
// edit those files and run it again. PresetPaperSourceTests compares.

/// The preset papers as their files say, built into the program so that
/// a start reads no paper file and parses no TOML.
extension Paper {
    /// The default paper: 18 lines of 64 cells, whole on an 80×24 terminal.
    public static let letter = Paper(preset: "letter", lines: 18, columns: 64).withLook(
        PaperLook(
            margin: 3,
            border: .single,
            ruling: .underline,
            status: [.style, .position, .lines, .words, .characters]))

    /// A long letter: 60 lines of 72 cells; the page scrolls.
    public static let long = Paper(preset: "long", lines: 60, columns: 72).withLook(
        PaperLook(
            margin: 3,
            border: .single,
            ruling: .underline,
            status: [.style, .position, .lines, .words, .characters]))

    /// A manuscript: 10,000 lines of 72 cells.
    public static let manuscript = Paper(preset: "manuscript", lines: 10000, columns: 72).withLook(
        PaperLook(
            margin: 3,
            border: .single,
            ruling: .underline,
            status: [.style, .position, .lines, .words, .characters]))

    /// A short note for a friend: 10 lines of 40 cells.
    public static let postcard = Paper(preset: "postcard", lines: 10, columns: 40).withLook(
        PaperLook(
            margin: 3,
            border: .single,
            ruling: .underline,
            status: [.style, .position, .lines, .words, .characters]))
}
