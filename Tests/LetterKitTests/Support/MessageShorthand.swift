import LetterKit

/// Any message to the editor written as its own case (`.key(.enter)`,
/// `.save`, `.saveFinished(…)`), so a test sends input, requests and the
/// shell's answers in one list, in the order the program would.
extension EditorMsg {
    static func key(_ key: Key) -> EditorMsg { .input(.key(key)) }
    static func resize(rows: Int, columns: Int) -> EditorMsg { .input(.resize(rows: rows, columns: columns)) }
    static func click(row: Int, column: Int) -> EditorMsg { .input(.click(row: row, column: column)) }
    static func scroll(rows: Int) -> EditorMsg { .input(.scroll(rows: rows)) }
    static var idle: EditorMsg { .input(.idle) }
    static func tick(_ now: Duration) -> EditorMsg { .input(.tick(now)) }

    static func edit(_ edit: EditCommand) -> EditorMsg { .intent(.edit(edit)) }
    static func move(_ motion: Motion, selecting: Bool) -> EditorMsg { .intent(.move(motion, selecting: selecting)) }
    static func pageUp(selecting: Bool) -> EditorMsg { .intent(.pageUp(selecting: selecting)) }
    static func pageDown(selecting: Bool) -> EditorMsg { .intent(.pageDown(selecting: selecting)) }
    static func ink(_ key: InkKey) -> EditorMsg { .intent(.ink(key)) }
    static func resizePicture(by delta: Int) -> EditorMsg { .intent(.resizePicture(by: delta)) }
    static var selectAll: EditorMsg { .intent(.selectAll) }
    static var indent: EditorMsg { .intent(.indent) }
    static var copy: EditorMsg { .intent(.copy) }
    static var cut: EditorMsg { .intent(.cut) }
    static var pasteClipboard: EditorMsg { .intent(.pasteClipboard) }
    static var save: EditorMsg { .intent(.save) }
    static var quit: EditorMsg { .intent(.quit) }
    static var help: EditorMsg { .intent(.help) }
    static var saveAs: EditorMsg { .intent(.saveAs) }
    static var find: EditorMsg { .intent(.find) }
    static var findNext: EditorMsg { .intent(.findNext) }
    static var cancel: EditorMsg { .intent(.cancel) }
    static var attach: EditorMsg { .intent(.attach) }
    static var envelope: EditorMsg { .intent(.envelope) }

    static func saveFinished(_ result: SaveResult) -> EditorMsg { .reply(.saveFinished(result)) }
    static func finishOpening(body: String, ink: Bool) -> EditorMsg { .reply(.finishOpening(body: body, ink: ink)) }
    static func notify(_ notice: Notice) -> EditorMsg { .reply(.notify(notice)) }
    static func ask(_ questions: [EditorState.Question]) -> EditorMsg { .reply(.ask(questions)) }
    static func pathCompleted(text: String, candidates: [String]) -> EditorMsg {
        .reply(.pathCompleted(text: text, candidates: candidates))
    }
    static func attachmentLooked(path: String, _ facts: PictureFacts) -> EditorMsg {
        .reply(.attachmentLooked(path: path, facts))
    }
    static func picturesLooked(_ looked: [PictureLooked]) -> EditorMsg { .reply(.picturesLooked(looked)) }
    static func attachmentsCopied(_ result: AttachmentCopyResult) -> EditorMsg { .reply(.attachmentsCopied(result)) }
}

/// The same for the letterbox.
extension BoxMsg {
    static func key(_ key: Key) -> BoxMsg { .input(.key(key)) }
    static func paste(_ text: String) -> BoxMsg { .input(.paste(text)) }
    static func resize(rows: Int, columns: Int) -> BoxMsg { .input(.resize(rows: rows, columns: columns)) }
    static func scroll(rows: Int) -> BoxMsg { .input(.scroll(rows: rows)) }

    static var up: BoxMsg { .intent(.up) }
    static var down: BoxMsg { .intent(.down) }
    static var pageUp: BoxMsg { .intent(.pageUp) }
    static var pageDown: BoxMsg { .intent(.pageDown) }
    static var first: BoxMsg { .intent(.first) }
    static var last: BoxMsg { .intent(.last) }
    static var open: BoxMsg { .intent(.open) }
    static var goUp: BoxMsg { .intent(.goUp) }
    static var newLetter: BoxMsg { .intent(.newLetter) }
    static var search: BoxMsg { .intent(.search) }
    static var cycleOrder: BoxMsg { .intent(.cycleOrder) }
    static var rename: BoxMsg { .intent(.rename) }
    static var delete: BoxMsg { .intent(.delete) }
    static var mark: BoxMsg { .intent(.mark) }
    static var bind: BoxMsg { .intent(.bind) }
    static var help: BoxMsg { .intent(.help) }
    static var quit: BoxMsg { .intent(.quit) }
    static var cancel: BoxMsg { .intent(.cancel) }

    static func listed(_ listing: FolderListing) -> BoxMsg { .reply(.listed(listing)) }
    static func found(query: String, results: [LetterSummary]) -> BoxMsg { .reply(.found(query: query, results: results)) }
    static func editorClosed(path: String?) -> BoxMsg { .reply(.editorClosed(path: path)) }
    static func notOpened(path: String, reason: String) -> BoxMsg { .reply(.notOpened(path: path, reason: reason)) }
    static func renamed(
        from: String, to: String, _ outcome: BoxOutcome, files: FilesFolderReport = FilesFolderReport()
    ) -> BoxMsg {
        .reply(.renamed(from: from, to: to, outcome, files: files))
    }
    static func trashed(path: String, _ outcome: BoxOutcome, files: FilesFolderReport = FilesFolderReport()) -> BoxMsg {
        .reply(.trashed(path: path, outcome, files: files))
    }
    static func bound(_ binding: BookBinding, _ outcome: BoxOutcome) -> BoxMsg { .reply(.bound(binding, outcome)) }
    static func thumbnailDrawn(path: String, look: PictureLook) -> BoxMsg { .reply(.thumbnailDrawn(path: path, look: look)) }
}
