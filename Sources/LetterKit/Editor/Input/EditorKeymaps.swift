/// The editor's keymaps in use: the writing keymap of the profile chosen
/// (micro-like or nano), the person's bindings over it, and every other
/// mode's keymap made from it, so a shared intent (Save in the envelope
/// form, the quit key in a prompt) follows a rebinding.
///
/// Built once when the program starts and held by reference in the state:
/// a key costs one dictionary lookup, as with the fixed keymaps, and a copy
/// of the state copies no table.
public final class EditorKeymaps: Sendable {
    public let editing: Keymap<Command>
    public let quitQuestion: Keymap<QuitAnswer>
    public let quitKeepingQuestion: Keymap<QuitAnswer>
    public let saveQuestion: Keymap<YesNo>
    public let saveAsPrompt: Keymap<PromptAction>
    public let findPrompt: Keymap<PromptAction>
    public let goToLinePrompt: Keymap<PromptAction>
    public let replacePrompt: Keymap<PromptAction>
    public let replaceQuestion: Keymap<ReplaceAnswer>
    public let attachPrompt: Keymap<PromptAction>
    public let palette: Keymap<PaletteAction>
    public let exportPrompt: Keymap<PromptAction>
    public let exportQuestion: Keymap<YesNo>
    /// The palette's commands: those only it reaches, then one per action
    /// of the writing keymap in use, with the keys that give it.
    let paletteEntries: [Palette<Command>.Entry]
    public let envelopeForm: Keymap<EnvelopeAction>
    public let choosing: Keymap<ChoiceAction>
    /// F1's page, generated from these keymaps.
    let helpOverlay: HelpOverlay
    /// What the attach prompt says above it until there is a note:
    /// "Tab completes a name; Enter attaches; Esc, … cancel.", from its keys.
    let attachHint: String

    /// The keymaps of `settings`: its profile, then its bindings, each mode
    /// made from the writing keymap before its own bindings apply.
    public convenience init(_ settings: KeySettings) {
        self.init(writing: settings.profile.editing, overrides: settings.overrides)
    }

    init(writing: Keymap<Command>, overrides: [KeyOverride] = []) {
        let editing = EditorKeymaps.commandNames.applying(overrides, in: .editor, to: writing)
        self.editing = editing
        func bound<Action>(_ names: ActionNames<Action>, _ mode: KeyMode, _ keymap: Keymap<Action>) -> Keymap<Action> {
            names.applying(overrides, in: mode, to: keymap)
        }
        quitQuestion = bound(EditorKeymaps.quitNames, .quit, EditorKeys.quitQuestion(editing))
        quitKeepingQuestion = bound(EditorKeymaps.quitNames, .quit, EditorKeys.quitKeepingQuestion(editing))
        saveQuestion = bound(KeyMode.yesNoNames, .saveQuestion, EditorKeys.saveQuestion(editing))
        saveAsPrompt = bound(KeyMode.promptNames, .saveAs, EditorKeys.saveAsPrompt(editing))
        findPrompt = bound(KeyMode.promptNames, .find, EditorKeys.findPrompt(editing))
        goToLinePrompt = bound(KeyMode.promptNames, .goToLine, EditorKeys.goToLinePrompt(editing))
        replacePrompt = bound(KeyMode.promptNames, .replace, EditorKeys.replacePrompt(editing))
        replaceQuestion = bound(EditorKeymaps.replaceNames, .replaceQuestion, EditorKeys.replaceQuestion(editing))
        let attachPrompt = bound(KeyMode.attachNames, .attach, EditorKeys.attachPrompt(editing))
        self.attachPrompt = attachPrompt
        palette = bound(KeyMode.paletteNames, .palette, EditorKeys.palette(editing))
        exportPrompt = bound(KeyMode.promptNames, .export, EditorKeys.exportPrompt(editing))
        exportQuestion = bound(KeyMode.yesNoNames, .exportQuestion, EditorKeys.exportQuestion(editing))
        paletteEntries = EditorState.paletteOnlyEntries + Palette.entries(from: editing, leaving: [.palette])
        envelopeForm = bound(EditorKeymaps.envelopeNames, .envelope, EditorKeys.envelopeForm(editing))
        choosing = bound(EditorKeymaps.choiceNames, .choose, EditorKeys.choosing(editing))
        attachHint = attachPrompt.rows.filter(\.inHint).map { $0.keyNames + " " + ($0.hint ?? $0.help) }
            .joined(separator: "; ") + "."
        let lines = EditorKeys.helpLines(
            editing: editing, prompts: [
                ("Finding", .find, findPrompt), ("Going to a line", .goToLine, goToLinePrompt),
                ("Replacing: what to find, what replaces it", .replace, replacePrompt),
                ("Saving under a name", .saveAs, saveAsPrompt), ("Attaching a file", .attach, attachPrompt),
                ("Exporting under a name (from the palette)", .palette, exportPrompt),
            ], questions: [
                palette.helpSection("The command palette" + (editing.keys(for: .palette).isEmpty ? "" : " (" + editing.keys(for: .palette).map(\.name).joined(separator: ", ") + ")")),
                exportQuestion.helpSection("Exporting over a file that exists"),
                replaceQuestion.helpSection("Replacing: at each match"),
                quitKeepingQuestion.helpSection("Quitting when the file lacks ink, pictures or the envelope"),
                saveQuestion.helpSection("Saving over a file that changed or exists"),
            ])
        helpLines = lines
        helpOverlay = HelpOverlay(title: "Keys", lines: lines)
    }

    /// The help page's lines (F1), generated from these keymaps.
    public let helpLines: [String]

    /// The micro-like keys: the default.
    public static let micro = EditorKeymaps(writing: EditorKeys.editing)
    /// nano's keys where the editor has the command.
    public static let nano = EditorKeymaps(writing: EditorKeys.nano)

    /// The command a key means while writing. Printable characters type
    /// themselves; nil for an unbound key.
    public func command(for key: Key) -> Command? {
        if let command = editing.action(for: key) { return command }
        if case .character(let character) = key { return .edit(.insert(String(character))) }
        return nil
    }

    /// How the status row names the key for `command` ("Ctrl-S"), or the
    /// command's name where no key gives it.
    public func keyName(_ command: Command) -> String {
        editing.keys(for: command).first?.name ?? EditorKeymaps.commandNames.entries.first { $0.action == command }
            .map { "the \($0.name) command" } ?? "its command"
    }
}
