extension EditorState {
    /// Keeps `text` copied or cut, says so (`said`), and asks the shell to
    /// put it on the terminal's clipboard too when the settings and the
    /// terminal allow it (`copiesToTerminal`). The text only, as a reader
    /// sees it; ink stays in the editor. Too long for one OSC 52 sequence, it
    /// stays in the editor alone and the status row says so, rather than the
    /// terminal getting part of it.
    mutating func keepCopied(_ text: StyledText, said: String) -> [Effect] {
        clipboard = text
        message = Message(said)
        guard copiesToTerminal else { return [] }
        // A sticker goes to other programs as its Markdown: a character of
        // its own would mean nothing there.
        let shelf = page.document.stickers
        let plain = shelf.isEmpty ? text.string : StickerText.markdown(of: text.characters, shelf: shelf)
        guard TerminalClipboard.fits(plain) else {
            message = Message(
                tr("{said}; too long for the terminal's clipboard, kept in the editor only", ["said": said]), tone: .warning)
            return []
        }
        return [.setTerminalClipboard(plain)]
    }
}
