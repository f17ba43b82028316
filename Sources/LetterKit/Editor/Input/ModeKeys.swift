/// The answers to the quit question.
public enum QuitAnswer: Hashable, Sendable { case save, discard, cancel }

/// What a key does in the envelope form.
public enum EnvelopeAction: Hashable, Sendable { case next, previous, close, save }

/// What a key does in an opening question's list of answers.
public enum ChoiceAction: Hashable, Sendable {
    case previous, next, first, last
    /// Take the answer chosen.
    case take
    /// Take the answer that loses nothing.
    case safe
}

/// The keys of every mode of the editor but writing, as data: each mode's
/// handler looks its keys up here, and its hint is generated from the rows.
/// Where a mode's action is an intent writing has too (Save, leaving with
/// Ctrl-Q, closing the envelope with F2), the keys come from the writing
/// keymap's row.
extension EditorKeys {
    /// The keys writing gives `command`.
    static func keys(of command: Command) -> [Key] { editing.keys(for: command) }

    /// Save changes before quitting? `y` saves, `n` quits without, Esc goes
    /// on writing. Only the keys named: "d" typed after a stray Ctrl-Q
    /// discarded the letter when `s`, `d` and `c` answered too.
    public static let quitQuestion = Keymap<QuitAnswer>(
        [
            KeyRow(keys: [.character("y")], action: .save, help: "Save, then quit", hint: "save"),
            KeyRow(keys: [.character("n")], action: .discard, help: "Quit without saving", hint: "discard"),
            KeyRow(keys: keys(of: .cancel), action: .cancel, help: "Go on writing", hint: "cancel"),
        ], ignoresCase: true)

    /// The quit question when the file does not hold all the letter has:
    /// the same keys, `y` offering a .letter that keeps it all.
    public static let quitKeepingQuestion = Keymap<QuitAnswer>(
        [
            KeyRow(keys: [.character("y")], action: .save, help: "Save as a .letter, then quit", hint: "save them"),
            KeyRow(keys: [.character("n")], action: .discard, help: "Quit without them", hint: "quit"),
            // No room on the row for "Esc: cancel" after the longest list of
            // what the file lacks; Esc loses nothing.
            KeyRow(keys: keys(of: .cancel), action: .cancel, help: "Go on writing", hint: "cancel", inHint: false),
        ], ignoresCase: true)

    /// A question asked before a save (the file changed on disk, exists, or
    /// would drop something): `y` saves; `n`, and any other key, writes
    /// nothing. The hint names `y` and `n` only: "any other key" has no room
    /// after the longest list of what a file drops, and it loses nothing.
    public static let saveQuestion = Keymap<YesNo>(
        [
            KeyRow(keys: [.character("y")], action: .yes, help: "Save all the same", hint: "yes"),
            KeyRow(keys: [.character("n")], action: .no, help: "Write nothing", hint: "no"),
        ], otherwise: .init(.no, help: "Write nothing", hint: "no", inHint: false), ignoresCase: true)

    /// The save-as prompt: Enter saves under the name; Esc, Ctrl-C and the
    /// quit key leave it.
    public static let saveAsPrompt = Keymap<PromptAction>([
        KeyRow(keys: [.enter], action: .accept, help: "Save under this name", hint: "save"),
        KeyRow(keys: keys(of: .cancel) + [.control("c")] + keys(of: .quit), action: .cancel, help: "Do not save", hint: "cancel"),
    ])

    /// The find prompt: Enter finds; Esc, Ctrl-C, the quit key or the find
    /// key again leave it.
    public static let findPrompt = Keymap<PromptAction>([
        KeyRow(keys: [.enter], action: .accept, help: "Find this text", hint: "find"),
        KeyRow(
            keys: keys(of: .cancel) + [.control("c")] + keys(of: .quit) + keys(of: .find), action: .cancel,
            help: "Leave the prompt", hint: "cancel"),
    ])

    /// The go-to-line prompt: Enter goes there; Esc, Ctrl-C, the quit key or
    /// the go-to-line key again leave it.
    public static let goToLinePrompt = Keymap<PromptAction>([
        KeyRow(keys: [.enter], action: .accept, help: "Go to the line (or line,column)", hint: "go"),
        KeyRow(
            keys: keys(of: .cancel) + [.control("c")] + keys(of: .quit) + keys(of: .goToLine), action: .cancel,
            help: "Leave the prompt", hint: "cancel"),
    ])

    /// The command palette: the arrows and PgUp/PgDn choose, Enter runs, Esc,
    /// Ctrl-C, the quit key and the palette's own key close it.
    public static let palette = PaletteKeys.keys(closingWith: [.control("c")] + keys(of: .quit) + keys(of: .palette))

    /// The export prompt: Enter exports under the name; Esc, Ctrl-C and the
    /// quit key leave it.
    public static let exportPrompt = Keymap<PromptAction>([
        KeyRow(keys: [.enter], action: .accept, help: "Export under this name", hint: "export"),
        KeyRow(keys: keys(of: .cancel) + [.control("c")] + keys(of: .quit), action: .cancel, help: "Do not export", hint: "cancel"),
    ])

    /// The export's file exists: `y` writes over it, `n` writes nothing.
    public static let exportQuestion = Keymap<YesNo>(
        [
            KeyRow(keys: [.character("y")], action: .yes, help: "Replace the file", hint: "yes"),
            KeyRow(keys: [.character("n")] + keys(of: .cancel), action: .no, help: "Write nothing", hint: "no"),
        ], ignoresCase: true)

    /// The attach prompt: Tab completes a name, Enter attaches, Esc cancels.
    public static let attachPrompt = Keymap<PromptAction>([
        KeyRow(keys: [.tab], action: .complete, help: "Complete a name", hint: "completes a name"),
        KeyRow(keys: [.enter], action: .accept, help: "Attach the file", hint: "attaches"),
        KeyRow(keys: keys(of: .cancel), action: .cancel, help: "Attach nothing", hint: "cancels"),
        KeyRow(keys: [.control("c")] + keys(of: .quit), action: .cancel, help: "Attach nothing", inHint: false),
    ])

    /// The envelope form: Tab, Down and Enter go to the next field, Shift-Tab
    /// and Up back; Esc and the envelope key close it; the save key closes
    /// it and saves. Every other key edits the field.
    public static let envelopeForm = Keymap<EnvelopeAction>([
        KeyRow(keys: [.tab, .down, .enter], action: .next, help: "Next field", hint: "next"),
        KeyRow(keys: [.backTab, .up], action: .previous, help: "Previous field", hint: "back"),
        KeyRow(keys: keys(of: .cancel) + keys(of: .envelope), action: .close, help: "Close the form", hint: "close"),
        KeyRow(keys: keys(of: .save), action: .save, help: "Close the form and save", hint: "save"),
    ])

    /// An opening question's list: the arrows move, Enter takes the answer,
    /// Esc (or the quit key, or Ctrl-C) takes the one that loses nothing.
    /// Letters answer nothing: typing must not answer by accident.
    public static let choosing = Keymap<ChoiceAction>([
        KeyRow(keys: [.up, .shift(.up)], action: .previous, help: "The answer above", hint: "up"),
        KeyRow(keys: [.down, .tab, .shift(.down)], action: .next, help: "The answer below", hint: "down"),
        KeyRow(keys: [.home, .pageUp], action: .first, help: "The first answer", hint: "first"),
        KeyRow(keys: [.end, .pageDown], action: .last, help: "The last answer", hint: "last"),
        KeyRow(keys: [.enter], action: .take, help: "Take the answer chosen", hint: "take it"),
        KeyRow(keys: keys(of: .cancel), action: .safe, help: "Take the answer that loses nothing"),
        KeyRow(
            keys: keys(of: .quit) + [.control("c")], action: .safe, help: "Take the answer that loses nothing",
            hint: "the same as Esc"),
    ])
}
