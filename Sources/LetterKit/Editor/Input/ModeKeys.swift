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
                KeyRow(keys: [.character("y")], action: .save, help: msgid("Save, then quit"), hint: msgid("save")),
                KeyRow(keys: [.character("n")], action: .discard, help: msgid("Quit without saving"), hint: msgid("discard")),
                KeyRow(keys: editing.keys(for: .cancel), action: .cancel, help: msgid("Go on writing"), hint: msgid("cancel")),
            ], ignoresCase: true)
    }

    /// The quit question when the file does not hold all the letter has:
    /// the same keys, `y` offering a .letter that keeps it all.
    static func quitKeepingQuestion(_ editing: Keymap<Command>) -> Keymap<QuitAnswer> {
        Keymap<QuitAnswer>(
            [
                KeyRow(keys: [.character("y")], action: .save, help: msgid("Save as a .letter, then quit"), hint: msgid("save them")),
                KeyRow(keys: [.character("n")], action: .discard, help: msgid("Quit without them"), hint: msgid("quit")),
                // No room on the row for "Esc: cancel" after the longest list of
                // what the file lacks; Esc loses nothing.
                KeyRow(keys: editing.keys(for: .cancel), action: .cancel, help: msgid("Go on writing"), hint: msgid("cancel"), inHint: false),
            ], ignoresCase: true)
    }

    /// A question asked before a save (the file changed on disk, exists, or
    /// would drop something): `y` saves; `n`, and any other key, writes
    /// nothing. The hint names `y` and `n` only: "any other key" has no room
    /// after the longest list of what a file drops, and it loses nothing.
    static func saveQuestion(_ editing: Keymap<Command>) -> Keymap<YesNo> {
        Keymap<YesNo>(
            [
                KeyRow(keys: [.character("y")], action: .yes, help: msgid("Save all the same"), hint: msgid("yes")),
                KeyRow(keys: [.character("n")], action: .no, help: msgid("Write nothing"), hint: msgid("no")),
            ], otherwise: .init(.no, help: msgid("Write nothing"), hint: msgid("no"), inHint: false), ignoresCase: true)
    }

    /// The save-as prompt: Enter saves under the name; Esc, Ctrl-C and the
    /// quit key leave it.
    /// The save key saves under the name too, as Enter does: it is the
    /// prompt's intent, and the key a person just pressed to get here.
    static func saveAsPrompt(_ editing: Keymap<Command>) -> Keymap<PromptAction> {
        let saveKeys = editing.keys(for: .save)
        return Keymap<PromptAction>([
            KeyRow(keys: [.enter], action: .accept, help: msgid("Save under this name"), hint: msgid("save")),
            KeyRow(keys: editing.keys(for: .cancel) + [.control("c")] + editing.keys(for: .quit), action: .cancel, help: msgid("Do not save"), hint: msgid("cancel")),
        ] + (saveKeys.isEmpty ? [] : [
            KeyRow(keys: saveKeys, action: .accept, help: msgid("Save under this name, as Enter does"), inHint: false),
        ]))
    }

    /// The find prompt: Enter finds; Esc, Ctrl-C, the quit key or the find
    /// key again leave it.
    static func findPrompt(_ editing: Keymap<Command>) -> Keymap<PromptAction> {
        Keymap<PromptAction>([
            KeyRow(keys: [.enter], action: .accept, help: msgid("Find this text"), hint: msgid("find")),
            KeyRow(
                keys: editing.keys(for: .cancel) + [.control("c")] + editing.keys(for: .quit) + editing.keys(for: .find), action: .cancel,
                help: msgid("Leave the prompt"), hint: msgid("cancel")),
        ])
    }

    /// The go-to-line prompt: Enter goes there; Esc, Ctrl-C, the quit key or
    /// the go-to-line key again leave it.
    static func goToLinePrompt(_ editing: Keymap<Command>) -> Keymap<PromptAction> {
        Keymap<PromptAction>([
            KeyRow(keys: [.enter], action: .accept, help: msgid("Go to the line (or line,column)"), hint: msgid("go")),
            KeyRow(
                keys: editing.keys(for: .cancel) + [.control("c")] + editing.keys(for: .quit) + editing.keys(for: .goToLine), action: .cancel,
                help: msgid("Leave the prompt"), hint: msgid("cancel")),
        ])
    }

    /// Find and replace's two prompts (the text to find, what replaces it):
    /// Enter goes on; Esc, Ctrl-C, the quit key or the replace key again
    /// leave them.
    static func replacePrompt(_ editing: Keymap<Command>) -> Keymap<PromptAction> {
        Keymap<PromptAction>([
            KeyRow(keys: [.enter], action: .accept, help: msgid("Go on (then to each match)"), hint: msgid("go on")),
            KeyRow(
                keys: editing.keys(for: .cancel) + [.control("c")] + editing.keys(for: .quit)
                    + editing.keys(for: .replace), action: .cancel,
                help: msgid("Leave the prompt"), hint: msgid("cancel")),
        ])
    }

    /// At each match: `y` replaces it, `n` skips it, `a` replaces it and
    /// all the rest (one undo step), Esc, Ctrl-C or the quit key stop; what
    /// was replaced stays. Other keys answer nothing.
    static func replaceQuestion(_ editing: Keymap<Command>) -> Keymap<ReplaceAnswer> {
        Keymap<ReplaceAnswer>(
            [
                KeyRow(keys: [.character("y")], action: .replace, help: msgid("Replace this one"), hint: msgid("replace")),
                KeyRow(keys: [.character("n")], action: .skip, help: msgid("Leave this one"), hint: msgid("skip")),
                KeyRow(keys: [.character("a")], action: .all, help: msgid("Replace this and all the rest"), hint: msgid("all")),
                KeyRow(keys: editing.keys(for: .cancel), action: .stop, help: msgid("Stop (what was replaced stays)"), hint: msgid("stop")),
                // No room on the row beside a long replacement; Esc says it.
                KeyRow(
                    keys: [.control("c")] + editing.keys(for: .quit), action: .stop,
                    help: msgid("Stop (what was replaced stays)"), inHint: false),
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
            KeyRow(keys: [.enter], action: .accept, help: msgid("Export under this name"), hint: msgid("export")),
            KeyRow(
                keys: editing.keys(for: .cancel) + [.control("c")] + editing.keys(for: .quit), action: .cancel,
                help: msgid("Do not export"), hint: msgid("cancel")),
        ])
    }

    /// The export's file exists: `y` writes over it, `n` writes nothing.
    static func exportQuestion(_ editing: Keymap<Command>) -> Keymap<YesNo> {
        Keymap<YesNo>(
            [
                KeyRow(keys: [.character("y")], action: .yes, help: msgid("Replace the file"), hint: msgid("yes")),
                KeyRow(keys: [.character("n")] + editing.keys(for: .cancel), action: .no, help: msgid("Write nothing"), hint: msgid("no")),
            ], ignoresCase: true)
    }

    /// The attach prompt: Tab completes a name, Enter attaches, Esc cancels.
    static func attachPrompt(_ editing: Keymap<Command>) -> Keymap<PromptAction> {
        Keymap<PromptAction>([
            KeyRow(keys: [.tab], action: .complete, help: msgid("Complete a name"), hint: msgid("completes a name")),
            KeyRow(keys: [.enter], action: .accept, help: msgid("Attach the file"), hint: msgid("attaches")),
            KeyRow(keys: editing.keys(for: .cancel), action: .cancel, help: msgid("Attach nothing"), hint: msgid("cancels")),
            KeyRow(keys: [.control("c")] + editing.keys(for: .quit), action: .cancel, help: msgid("Attach nothing"), inHint: false),
        ])
    }

    /// The envelope form: Tab, Down and Enter go to the next field, Shift-Tab
    /// and Up back; Esc and the envelope key close it; the save key closes
    /// it and saves. Every other key edits the field.
    static func envelopeForm(_ editing: Keymap<Command>) -> Keymap<EnvelopeAction> {
        Keymap<EnvelopeAction>([
            KeyRow(keys: [.tab, .down, .enter], action: .next, help: msgid("Next field"), hint: msgid("next")),
            KeyRow(keys: [.backTab, .up], action: .previous, help: msgid("Previous field"), hint: msgid("back")),
            KeyRow(keys: editing.keys(for: .cancel) + editing.keys(for: .envelope), action: .close, help: msgid("Close the form"), hint: msgid("close")),
            KeyRow(keys: editing.keys(for: .save), action: .save, help: msgid("Close the form and save"), hint: msgid("save")),
        ])
    }

    /// An opening question's list: the arrows move, Enter takes the answer,
    /// Esc (or the quit key, or Ctrl-C) takes the one that loses nothing.
    /// Letters answer nothing: typing must not answer by accident.
    static func choosing(_ editing: Keymap<Command>) -> Keymap<ChoiceAction> {
        Keymap<ChoiceAction>([
            KeyRow(keys: [.up, .shift(.up)], action: .previous, help: msgid("The answer above"), hint: msgid("up")),
            KeyRow(keys: [.down, .tab, .shift(.down)], action: .next, help: msgid("The answer below"), hint: msgid("down")),
            KeyRow(keys: [.home, .pageUp], action: .first, help: msgid("The first answer"), hint: msgid("first")),
            KeyRow(keys: [.end, .pageDown], action: .last, help: msgid("The last answer"), hint: msgid("last")),
            KeyRow(keys: [.enter], action: .take, help: msgid("Take the answer chosen"), hint: msgid("take it")),
            KeyRow(keys: editing.keys(for: .cancel), action: .safe, help: msgid("Take the answer that loses nothing")),
            KeyRow(
                keys: editing.keys(for: .quit) + [.control("c")], action: .safe, help: msgid("Take the answer that loses nothing"),
                hint: msgid("the same as Esc")),
        ])
    }
}
