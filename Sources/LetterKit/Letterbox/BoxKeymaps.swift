/// The letterbox's keymaps in use: browsing with the person's bindings,
/// and the prompts made from it (they take its move, quit and help keys), each
/// with its own bindings after. Built once at start, held by reference.
public final class BoxKeymaps: Sendable {
    public let browsing: Keymap<BoxAction>
    public let search: Keymap<SearchAction>
    public let rename: Keymap<PromptAction>
    public let bookTitle: Keymap<PromptAction>
    public let delete: Keymap<YesNo>
    public let palette: Keymap<PaletteAction>
    /// The palette's commands: one per action of browsing, its own key left out.
    let paletteEntries: [Palette<BoxAction>.Entry]
    /// F1's page, generated from these keymaps.
    public let helpLines: [String]
    let helpOverlay: HelpOverlay

    /// The keymaps `settings` bind (the letterbox's keys are the same in
    /// every profile).
    public init(_ settings: KeySettings = KeySettings()) {
        let overrides = settings.overrides
        let browsing = BoxKeymaps.browsingNames.applying(overrides, in: .box, to: BoxKeys.browsing)
        self.browsing = browsing
        search = BoxKeymaps.searchNames.applying(overrides, in: .boxSearch, to: BoxKeys.search(browsing))
        rename = KeyMode.promptNames.applying(overrides, in: .rename, to: BoxKeys.rename(browsing))
        bookTitle = KeyMode.promptNames.applying(overrides, in: .bookTitle, to: BoxKeys.bookTitle(browsing))
        delete = KeyMode.yesNoNames.applying(overrides, in: .trash, to: BoxKeys.delete)
        let palette = KeyMode.paletteNames.applying(overrides, in: .palette, to: BoxKeys.palette(browsing))
        self.palette = palette
        paletteEntries = Palette.entries(from: browsing, leaving: [.palette])
        let lines = BoxKeys.helpLines(
            browsing: browsing, search: search, rename: rename, bookTitle: bookTitle, delete: delete, palette: palette)
        helpLines = lines
        helpOverlay = HelpOverlay(title: tr("Letterbox keys"), lines: lines)
    }

    /// The keys with no bindings of the person's.
    public static let standard = BoxKeymaps()
}
