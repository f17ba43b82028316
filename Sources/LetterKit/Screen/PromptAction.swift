/// What a key does at a prompt of one field (save as, find, attach; rename, a book's title).
public enum PromptAction: Hashable, Sendable {
    /// Enter: take what the field holds.
    case accept
    /// Leave the prompt without doing anything.
    case cancel
    /// Tab at the attach prompt: complete the path.
    case complete
}
