/// The editor's keymaps in use: the writing keymap of the profile chosen
/// (micro-like or nano), the person's bindings over it, and every other
/// mode's keymap made from it, so a shared intent (Save in the envelope
/// form, the quit key in a prompt) follows a rebinding.
///
/// Built once when the program starts and held by reference in the state:
/// a key costs one dictionary lookup, as with the fixed keymaps, and a copy
/// of the state copies no table.
///
/// Only the writing keymap is built at start. The other modes' keymaps
/// (`ModeKeymaps`), and apart from them the palette's entries and the help
/// page (`KeyPages`), are built the first time one is asked for: a letter opened and closed never needed them, and
/// building them was a fifth of a start. With no bindings of one's own (the
/// settings of most starts) they are one shared value per profile, built
/// once per process; with bindings, they are built here, since the bindings
/// were read from a file anyway.
public final class EditorKeymaps: Sendable {
    public let editing: Keymap<Command>
    private let modeSource: ModeSource

    /// Where the other modes' keymaps and the pages come from.
    private enum ModeSource: Sendable {
        case built(ModeKeymaps, KeyPages)
        case shared(KeyProfile)
    }

    /// The keymaps of `settings`: its profile, then its bindings, each mode
    /// made from the writing keymap before its own bindings apply.
    public convenience init(_ settings: KeySettings) {
        if settings.overrides.isEmpty {
            self.init(profile: settings.profile)
        } else {
            self.init(writing: settings.profile.editing, overrides: settings.overrides)
        }
    }

    init(writing: Keymap<Command>, overrides: [KeyOverride] = []) {
        let editing = EditorKeymaps.commandNames.applying(overrides, in: .editor, to: writing)
        self.editing = editing
        let modes = ModeKeymaps(editing: editing, overrides: overrides)
        modeSource = .built(modes, KeyPages(editing: editing, modes: modes))
    }

    /// A profile's keymaps without bindings: the other modes are the
    /// profile's shared ones, built when first asked for.
    private init(profile: KeyProfile) {
        editing = EditorKeymaps.commandNames.applying([], in: .editor, to: profile.editing)
        modeSource = .shared(profile)
    }

    /// The other modes' keymaps and the pages of the micro-like and the nano
    /// profile without bindings: a static is built once, on first use, by
    /// the runtime.
    private static let microModes = ModeKeymaps(editing: EditorKeymaps.micro.editing, overrides: [])
    private static let nanoModes = ModeKeymaps(editing: EditorKeymaps.nano.editing, overrides: [])
    private static let microPages = KeyPages(editing: EditorKeymaps.micro.editing, modes: microModes)
    private static let nanoPages = KeyPages(editing: EditorKeymaps.nano.editing, modes: nanoModes)

    /// Every mode's keymaps but writing's.
    var modes: ModeKeymaps {
        switch modeSource {
        case .built(let modes, _): modes
        case .shared(.micro): EditorKeymaps.microModes
        case .shared(.nano): EditorKeymaps.nanoModes
        }
    }

    /// The palette's entries, the help page and the attach hint, in the
    /// interface's language. The program installs its language before any
    /// page is made, so the pages kept are those shown; a page kept in
    /// another language (a test reading Korean) is made again when shown.
    var pages: KeyPages {
        let pages =
            switch modeSource {
            case .built(_, let pages): pages
            case .shared(.micro): EditorKeymaps.microPages
            case .shared(.nano): EditorKeymaps.nanoPages
            }
        return pages.language == InterfaceLanguage.code ? pages : KeyPages(editing: editing, modes: modes)
    }

    public var quitQuestion: Keymap<QuitAnswer> { modes.quitQuestion }
    public var quitKeepingQuestion: Keymap<QuitAnswer> { modes.quitKeepingQuestion }
    public var saveQuestion: Keymap<YesNo> { modes.saveQuestion }
    public var saveAsPrompt: Keymap<PromptAction> { modes.saveAsPrompt }
    public var findPrompt: Keymap<PromptAction> { modes.findPrompt }
    public var goToLinePrompt: Keymap<PromptAction> { modes.goToLinePrompt }
    public var replacePrompt: Keymap<PromptAction> { modes.replacePrompt }
    public var replaceQuestion: Keymap<ReplaceAnswer> { modes.replaceQuestion }
    public var attachPrompt: Keymap<PromptAction> { modes.attachPrompt }
    public var palette: Keymap<PaletteAction> { modes.palette }
    public var exportPrompt: Keymap<PromptAction> { modes.exportPrompt }
    public var exportQuestion: Keymap<YesNo> { modes.exportQuestion }
    /// The palette's commands: those only it reaches, then one per action
    /// of the writing keymap in use, with the keys that give it.
    var paletteEntries: [Palette<Command>.Entry] { pages.paletteEntries }
    public var envelopeForm: Keymap<EnvelopeAction> { modes.envelopeForm }
    public var choosing: Keymap<ChoiceAction> { modes.choosing }
    /// F1's page, generated from these keymaps.
    var helpOverlay: HelpOverlay { pages.helpOverlay }
    /// What the attach prompt says above it until there is a note:
    /// "Tab completes a name; Enter attaches; Esc, … cancel.", from its keys.
    var attachHint: String { pages.attachHint }
    /// The help page's lines (F1), generated from these keymaps.
    public var helpLines: [String] { pages.helpLines }

    /// The micro-like keys: the default.
    public static let micro = EditorKeymaps(profile: .micro)
    /// nano's keys where the editor has the command.
    public static let nano = EditorKeymaps(profile: .nano)

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
            .map { tr("the {name} command", ["name": $0.name]) } ?? tr("its command")
    }
}
