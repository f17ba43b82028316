/// Every mode's keymap but writing's, made from a writing keymap and the
/// person's bindings: what `EditorKeymaps` builds only when a prompt, a
/// question or the palette is first opened.
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
    let envelopeForm: Keymap<EnvelopeAction>
    let choosing: Keymap<ChoiceAction>

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
        attachPrompt = bound(KeyMode.attachNames, .attach, EditorKeys.attachPrompt(editing))
        palette = bound(KeyMode.paletteNames, .palette, EditorKeys.palette(editing))
        exportPrompt = bound(KeyMode.promptNames, .export, EditorKeys.exportPrompt(editing))
        exportQuestion = bound(KeyMode.yesNoNames, .exportQuestion, EditorKeys.exportQuestion(editing))
        envelopeForm = bound(EditorKeymaps.envelopeNames, .envelope, EditorKeys.envelopeForm(editing))
        choosing = bound(EditorKeymaps.choiceNames, .choose, EditorKeys.choosing(editing))
    }
}

/// The pages made from the keymaps: the palette's entries, the help page (F1)
/// and the attach prompt's hint. Built apart from the keymaps, when first
/// shown: a question (Save changes?) needs its keymap, not the help page
/// nor the palette.
final class KeyPages: Sendable {
    /// The language the pages were made in (`InterfaceLanguage.code`): a
    /// page made in another is made again rather than shown.
    let language: String
    /// The palette's commands: those only it reaches, then one per action
    /// of the writing keymap in use, with the keys that give it; their names
    /// translated, so the palette's filter matches the words it shows.
    let paletteEntries: [Palette<Command>.Entry]
    let helpOverlay: HelpOverlay
    let attachHint: String
    let helpLines: [String]

    init(editing: Keymap<Command>, modes: ModeKeymaps) {
        language = InterfaceLanguage.code
        paletteEntries =
            (EditorState.paletteOnlyEntries
            + Palette.entries(from: editing, leaving: Set([.palette] + EditorState.namedEntries.map(\.action)))
            + EditorState.namedEntries.map { entry in
                let keys = editing.keys(for: entry.action).map(\.name).joined(separator: ", ")
                return Palette.Entry(name: entry.name, keys: keys, action: entry.action)
            }).map { Palette.Entry(name: KeyPages.translated($0.name), keys: $0.keys, action: $0.action) }
        attachHint = modes.attachPrompt.rows.filter(\.inHint).map { $0.keyNames + " " + tr($0.hint ?? $0.help) }
            .joined(separator: "; ") + "."
        let paletteKeys = editing.keys(for: .palette).map(\.name).joined(separator: ", ")
        let lines = EditorKeys.helpLines(
            editing: editing, prompts: [
                (tr("Finding"), .find, modes.findPrompt), (tr("Going to a line"), .goToLine, modes.goToLinePrompt),
                (tr("Replacing: what to find, what replaces it"), .replace, modes.replacePrompt),
                (tr("Saving under a name"), .saveAs, modes.saveAsPrompt), (tr("Attaching a file"), .attach, modes.attachPrompt),
                (tr("Exporting under a name (from the palette)"), .palette, modes.exportPrompt),
            ], questions: [
                modes.palette.helpSection(
                    paletteKeys.isEmpty
                        ? tr("The command palette") : tr("The command palette ({keys})", ["keys": paletteKeys])),
                modes.exportQuestion.helpSection(tr("Exporting over a file that exists")),
                modes.replaceQuestion.helpSection(tr("Replacing: at each match")),
                modes.quitKeepingQuestion.helpSection(tr("Quitting when the file lacks ink, pictures or the envelope")),
                modes.saveQuestion.helpSection(tr("Saving over a file that changed or exists")),
            ])
        helpLines = lines
        helpOverlay = HelpOverlay(title: tr("Keys"), lines: lines)
    }

    /// A palette entry's name in the interface's language: a key's help, or
    /// a key's help with the keys after it in brackets ("… (Alt-B)"), the
    /// keys kept as they are.
    private static func translated(_ name: String) -> String {
        guard InterfaceLanguage.catalog != nil else { return name }
        let whole = tr(name)
        guard whole == name, name.hasSuffix(")"), let open = name.lastIndex(of: "("), open > name.startIndex,
            case let space = name.index(before: open), name[space] == " "
        else { return whole }
        return tr(String(name[..<space])) + name[space...]
    }
}
