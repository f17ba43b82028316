/// Every mode's keymap but writing's, the palette's entries and the help
/// page, made from a writing keymap and the person's bindings: what
/// `EditorKeymaps` builds only when a prompt, a question, the palette or the
/// help is first opened.
final class ModeKeymaps: Sendable {
    let quitQuestion: Keymap<QuitAnswer>
    let quitKeepingQuestion: Keymap<QuitAnswer>
    let saveQuestion: Keymap<YesNo>
    let saveAsPrompt: Keymap<PromptAction>
    let findPrompt: Keymap<PromptAction>
    let goToLinePrompt: Keymap<PromptAction>
    let replacePrompt: Keymap<PromptAction>
    let replaceQuestion: Keymap<ReplaceAnswer>
    let attachPrompt: Keymap<PromptAction>
    let palette: Keymap<PaletteAction>
    let exportPrompt: Keymap<PromptAction>
    let exportQuestion: Keymap<YesNo>
    let paletteEntries: [Palette<Command>.Entry]
    let envelopeForm: Keymap<EnvelopeAction>
    let choosing: Keymap<ChoiceAction>
    let helpOverlay: HelpOverlay
    let attachHint: String
    let helpLines: [String]

    init(editing: Keymap<Command>, overrides: [KeyOverride]) {
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
}
