/// What the status row asks of the mode it draws.
extension EditorState.Mode {
    /// True when the prompt's field holds an offered text (shown selected).
    var offersText: Bool {
        switch self {
        case .saveAs(let field, _), .find(let field), .exportAs(_, let field): field.isOffered
        case .replace(let step): step.field?.isOffered ?? false
        default: false
        }
    }

    /// Writing on the page: no prompt, no question, no list.
    var isEditing: Bool {
        if case .editing = self { return true }
        return false
    }

    /// A question typed into on the status row, where the cursor then stands.
    var isPrompt: Bool {
        switch self {
        case .find, .saveAs, .attach, .exportAs: true
        case .replace(let step): step.field != nil
        default: false
        }
    }
}
