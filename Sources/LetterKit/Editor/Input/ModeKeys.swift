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
/// keymap's row: each keymap is made from the writing keymap in use
/// (`EditorKeymaps`), so a key rebound there is rebound here too.
extension EditorKeys {
    /// Save changes before quitting? `y` saves, `n` quits without, Esc goes
    /// on writing. Only the keys named: "d" typed after a stray Ctrl-Q
    /// discarded the letter when `s`, `d` and `c` answered too.
    static func quitQuestion(_ editing: Keymap<Command>) -> Keymap<QuitAnswer> {
        Keymap<QuitAnswer>(
            [
                KeyRow(keys: [.character("y")], action: .save, help: "Save, then quit", hint: "save"),
                KeyRow(keys: [.character("n")], action: .discard, help: "Quit without saving", hint: "discard"),
                KeyRow(keys: editing.keys(for: .cancel), action: .cancel, help: "Go on writing", hint: "cancel"),
            ], ignoresCase: true)
    }

    /// The quit question when the file does not hold all the letter has:
    /// the same keys, `y` offering a .letter that keeps it all.
    static func quitKeepingQuestion(_ editing: Keymap<Command>) -> Keymap<QuitAnswer> {
        Keymap<QuitAnswer>(
            [
                KeyRow(keys: [.character("y")], action: .save, help: "Save as a .letter, then quit", hint: "save them"),
                KeyRow(keys: [.character("n")], action: .discard, help: "Quit without them", hint: "quit"),
                // No room on the row for "Esc: cancel" after the longest list of
                // what the file lacks; Esc loses nothing.
                KeyRow(keys: editing.keys(for: .cancel), action: .cancel, help: "Go on writing", hint: "cancel", inHint: false),
            ], ignoresCase: true)
    }

    /// A question asked before a save (the file changed on disk, exists, or
    /// would drop something): `y` saves; `n`, and any other key, writes
    /// nothing. The hint names `y` and `n` only: "any other key" has no room
    /// after the longest list of what a file drops, and it loses nothing.
    static func saveQuestion(_ editing: Keymap<Command>) -> Keymap<YesNo> {
        Keymap<YesNo>(
            [
                KeyRow(keys: [.character("y")], action: .yes, help: "Save all the same", hint: "yes"),
                KeyRow(keys: [.character("n")], action: .no, help: "Write nothing", hint: "no"),
            ], otherwise: .init(.no, help: "Write nothing", hint: "no", inHint: false), ignoresCase: true)
    }

    /// The save-as prompt: Enter saves under the name; Esc, Ctrl-C and the
    /// quit key leave it.
    /// The save key saves under the name too, as Enter does: it is the
    /// prompt's intent, and the key a person just pressed to get here.
    static func saveAsPrompt(_ editing: Keymap<Command>) -> Keymap<PromptAction> {
        let saveKeys = editing.keys(for: .save)
        return Keymap<PromptAction>([
            KeyRow(keys: [.enter], action: .accept, help: "Save under this name", hint: "save"),
            KeyRow(keys: editing.keys(for: .cancel) + [.control("c")] + editing.keys(for: .quit), action: .cancel, help: "Do not save", hint: "cancel"),
        ] + (saveKeys.isEmpty ? [] : [
            KeyRow(keys: saveKeys, action: .accept, help: "Save under this name, as Enter does", inHint: false),
        ]))
    }

    /// The find prompt: Enter finds; Esc, Ctrl-C, the quit key or the find
    /// key again leave it.
    static func findPrompt(_ editing: Keymap<Command>) -> Keymap<PromptAction> {
        Keymap<PromptAction>([
            KeyRow(keys: [.enter], action: .accept, help: "Find this text", hint: "find"),
            KeyRow(
                keys: editing.keys(for: .cancel) + [.control("c")] + editing.keys(for: .quit) + editing.keys(for: .find), action: .cancel,
                help: "Leave the prompt", hint: "cancel"),
        ])
    }

    /// The go-to-line prompt: Enter goes there; Esc, Ctrl-C, the quit key or
    /// the go-to-line key again leave it.
    static func goToLinePrompt(_ editing: Keymap<Command>) -> Keymap<PromptAction> {
        Keymap<PromptAction>([
            KeyRow(keys: [.enter], action: .accept, help: "Go to the line (or line,column)", hint: "go"),
            KeyRow(
                keys: editing.keys(for: .cancel) + [.control("c")] + editing.keys(for: .quit) + editing.keys(for: .goToLine), action: .cancel,
                help: "Leave the prompt", hint: "cancel"),
        ])
    }

    /// Find and replace's two prompts (the text to find, what replaces it):
    /// Enter goes on; Esc, Ctrl-C, the quit key or the replace key again
    /// leave them.
    static func replacePrompt(_ editing: Keymap<Command>) -> Keymap<PromptAction> {
        Keymap<PromptAction>([
            KeyRow(keys: [.enter], action: .accept, help: "Go on (then to each match)", hint: "go on"),
            KeyRow(
                keys: editing.keys(for: .cancel) + [.control("c")] + editing.keys(for: .quit)
                    + editing.keys(for: .replace), action: .cancel,
                help: "Leave the prompt", hint: "cancel"),
        ])
    }

    /// At each match: `y` replaces it, `n` skips it, `a` replaces it and
    /// all the rest (one undo step), Esc, Ctrl-C or the quit key stop; what
    /// was replaced stays. Other keys answer nothing.
    static func replaceQuestion(_ editing: Keymap<Command>) -> Keymap<ReplaceAnswer> {
        Keymap<ReplaceAnswer>(
            [
                KeyRow(keys: [.character("y")], action: .replace, help: "Replace this one", hint: "replace"),
                KeyRow(keys: [.character("n")], action: .skip, help: "Leave this one", hint: "skip"),
                KeyRow(keys: [.character("a")], action: .all, help: "Replace this and all the rest", hint: "all"),
                KeyRow(keys: editing.keys(for: .cancel), action: .stop, help: "Stop (what was replaced stays)", hint: "stop"),
                // No room on the row beside a long replacement; Esc says it.
                KeyRow(
                    keys: [.control("c")] + editing.keys(for: .quit), action: .stop,
                    help: "Stop (what was replaced stays)", inHint: false),
            ], ignoresCase: true)
    }

    /// The command palette: the arrows and PgUp/PgDn choose, Enter runs, Esc,
    /// Ctrl-C, the quit key and the palette's own key close it.
    static func palette(_ editing: Keymap<Command>) -> Keymap<PaletteAction> {
        PaletteKeys.keys(closingWith: [.control("c")] + editing.keys(for: .quit) + editing.keys(for: .palette))
    }

    /// The export prompt: Enter exports under the name; Esc, Ctrl-C and the
    /// quit key leave it.
    static func exportPrompt(_ editing: Keymap<Command>) -> Keymap<PromptAction> {
        Keymap<PromptAction>([
            KeyRow(keys: [.enter], action: .accept, help: "Export under this name", hint: "export"),
            KeyRow(
                keys: editing.keys(for: .cancel) + [.control("c")] + editing.keys(for: .quit), action: .cancel,
                help: "Do not export", hint: "cancel"),
        ])
    }

    /// The export's file exists: `y` writes over it, `n` writes nothing.
    static func exportQuestion(_ editing: Keymap<Command>) -> Keymap<YesNo> {
        Keymap<YesNo>(
            [
                KeyRow(keys: [.character("y")], action: .yes, help: "Replace the file", hint: "yes"),
                KeyRow(keys: [.character("n")] + editing.keys(for: .cancel), action: .no, help: "Write nothing", hint: "no"),
            ], ignoresCase: true)
    }

    /// The attach prompt: Tab completes a name, Enter attaches, Esc cancels.
    static func attachPrompt(_ editing: Keymap<Command>) -> Keymap<PromptAction> {
        Keymap<PromptAction>([
            KeyRow(keys: [.tab], action: .complete, help: "Complete a name", hint: "completes a name"),
            KeyRow(keys: [.enter], action: .accept, help: "Attach the file", hint: "attaches"),
            KeyRow(keys: editing.keys(for: .cancel), action: .cancel, help: "Attach nothing", hint: "cancels"),
            KeyRow(keys: [.control("c")] + editing.keys(for: .quit), action: .cancel, help: "Attach nothing", inHint: false),
        ])
    }

    /// The envelope form: Tab, Down and Enter go to the next field, Shift-Tab
    /// and Up back; Esc and the envelope key close it; the save key closes
    /// it and saves. Every other key edits the field.
    static func envelopeForm(_ editing: Keymap<Command>) -> Keymap<EnvelopeAction> {
        Keymap<EnvelopeAction>([
            KeyRow(keys: [.tab, .down, .enter], action: .next, help: "Next field", hint: "next"),
            KeyRow(keys: [.backTab, .up], action: .previous, help: "Previous field", hint: "back"),
            KeyRow(keys: editing.keys(for: .cancel) + editing.keys(for: .envelope), action: .close, help: "Close the form", hint: "close"),
            KeyRow(keys: editing.keys(for: .save), action: .save, help: "Close the form and save", hint: "save"),
        ])
    }

    /// An opening question's list: the arrows move, Enter takes the answer,
    /// Esc (or the quit key, or Ctrl-C) takes the one that loses nothing.
    /// Letters answer nothing: typing must not answer by accident.
    static func choosing(_ editing: Keymap<Command>) -> Keymap<ChoiceAction> {
        Keymap<ChoiceAction>([
            KeyRow(keys: [.up, .shift(.up)], action: .previous, help: "The answer above", hint: "up"),
            KeyRow(keys: [.down, .tab, .shift(.down)], action: .next, help: "The answer below", hint: "down"),
            KeyRow(keys: [.home, .pageUp], action: .first, help: "The first answer", hint: "first"),
            KeyRow(keys: [.end, .pageDown], action: .last, help: "The last answer", hint: "last"),
            KeyRow(keys: [.enter], action: .take, help: "Take the answer chosen", hint: "take it"),
            KeyRow(keys: editing.keys(for: .cancel), action: .safe, help: "Take the answer that loses nothing"),
            KeyRow(
                keys: editing.keys(for: .quit) + [.control("c")], action: .safe, help: "Take the answer that loses nothing",
                hint: "the same as Esc"),
        ])
    }
}
