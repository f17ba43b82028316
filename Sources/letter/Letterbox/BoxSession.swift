import ArgumentParser
@preconcurrency import CNcurses
import Glibc
import LetterKit
import LetterPictures

/// The letterbox's main loop: keys in, actions through `update`, effects
/// performed with the index, the editor, the trash and the disk, frames drawn.
///
/// Everything that decides anything is in LetterKit's `update` and `render`
/// for `BoxState`; this loop moves values between them and the world.
@MainActor
final class BoxSession {
    private(set) var state: BoxState
    private var screen: Screen
    private let keys = KeyTranslator()
    private let catalog: any BoxCatalog
    private let colorsAllowed: Bool
    /// Draws thumbnails, keeping what it drew.
    private var looker = PictureLooker()
    /// Thumbnails asked for, drawn one at a time while no key is waiting.
    private var thumbnailQueue: [ThumbnailRequest] = []
    private var quitting = false
    /// The signal that stopped the editor opened from here, if one did.
    private var stoppedBy: Int32?

    init(state: BoxState, catalog: any BoxCatalog, colorsAllowed: Bool) {
        self.state = state
        self.catalog = catalog
        self.colorsAllowed = colorsAllowed
        screen = Screen(colorsAllowed: colorsAllowed)
    }

    /// Runs until the person quits or a signal arrives; returns that signal.
    func run() -> Int32? {
        let size = screen.size
        dispatch(.resize(rows: size.rows, columns: size.columns))
        perform(state.openingEffects)
        redraw()
        while !quitting {
            if let received = SignalWatch.take() { return received }
            let waiting = thumbnailQueue.isEmpty
            guard let event = keys.next(waiting: waiting) else {
                if !waiting { drawNextThumbnail() }
                continue
            }
            switch event {
            case .key(let key): dispatch(.key(key))
            case .paste(let text): dispatch(.paste(text))
            case .scroll(let rows): for _ in 0..<min(abs(rows), 10) { dispatch(rows < 0 ? .up : .down) }
            case .click: break
            case .resize:
                let size = screen.size
                screen.invalidate()
                dispatch(.resize(rows: size.rows, columns: size.columns))
            }
            if let stoppedBy { return stoppedBy }
            if !quitting { redraw() }
        }
        return nil
    }

    /// Draws the whole frame; the screen writes only the cells that changed.
    private func redraw() {
        let frame = render(state, screen.size)
        screen.draw(frame, changes: frame.rows.indices.map { ($0, 0..<frame.size.columns) })
    }

    /// Draws the first queued thumbnail and shows it: one decode at most
    /// between two keys.
    private func drawNextThumbnail() {
        guard !thumbnailQueue.isEmpty else { return }
        let request = thumbnailQueue.removeFirst()
        let look = looker.thumbnail(
            path: request.path, confinedTo: request.confinedTo, columns: request.columns, rows: request.rows,
            colors: PictureColors(terminalColors: screen.colorCount))
        dispatch(.thumbnailDrawn(path: request.path, look: look))
        redraw()
    }

    private func dispatch(_ action: BoxAction) {
        perform(update(&state, action))
    }

    private func perform(_ effects: [BoxEffect]) {
        for effect in effects {
            switch effect {
            case .list(let folder, let order):
                do {
                    dispatch(.listed(try BoxFolders.listing(box: state.box, folder: folder, order: order, catalog: catalog)))
                } catch {
                    dispatch(.notOpened(path: FilePath.join(state.box, folder), reason: "the index could not be read: \(error)"))
                }
            case .search(let text):
                let found = (try? catalog.letters(holding: text)) ?? []
                dispatch(.found(query: text, results: found))
            case .open(let path):
                edit(file: path, in: FilePath.folder(of: path))
            case .newLetter(let folder):
                edit(file: nil, in: folder)
            case .rename(let from, let to):
                let (outcome, files) = LetterRenamer.rename(from: from, to: to)
                if outcome == .done || !files.moved.isEmpty {
                    try? catalog.letterGone(from)
                    try? catalog.letterChanged(to)
                }
                dispatch(.renamed(from: from, to: to, outcome, files: files))
            case .trash(let path):
                do {
                    let decision = FilesFolders.decision(forLetterAt: path)
                    let entries = try Trash.move(path, along: decision.taken)
                    try? catalog.letterGone(path)
                    let moved = entries.dropFirst().map { entry in
                        let name = FilePath.name(of: entry.original)
                        return FilesFolderRename.Move(from: name, to: name)
                    }
                    let files = FilesFolderReport(moved: moved, shared: decision.shared)
                    dispatch(.trashed(path: path, .done, files: files))
                } catch {
                    dispatch(.trashed(path: path, .failed(.trash(error))))
                }
            case .bind(let binding):
                dispatch(.bound(binding, BookFiles.bind(binding)))
            case .drawThumbnails(let requests):
                for request in requests where !thumbnailQueue.contains(request) { thumbnailQueue.append(request) }
            case .quit:
                quitting = true
            }
        }
    }

    /// Runs the editor on `file` (a new letter when nil) from `folder`, so a
    /// new letter's name and a save-as are beside the others; then the list
    /// comes back, drawn afresh in its own colours, with the letter read again.
    private func edit(file: String?, in folder: String) {
        let before = FilePath.absolute(".")
        let moved = chdir(folder) == 0
        defer { if moved { chdir(before) } }
        let outcome: EditorLaunch.Outcome
        do throws(Failure) {
            outcome = try EditorLaunch.run(file: file)
        } catch {
            dispatch(.notOpened(path: file ?? folder, reason: error.message))
            return
        }
        if let signal = outcome.signal {
            stoppedBy = signal
            quitting = true
            return
        }
        // The editor made colour pairs for its paper: the list's come back,
        // at the size the terminal has now (it may have changed meanwhile).
        screen = Screen(colorsAllowed: colorsAllowed)
        let size = screen.size
        dispatch(.resize(rows: size.rows, columns: size.columns))
        let written = outcome.path.map { FilePath.join(moved ? folder : before, $0) }
        if let written { try? catalog.letterChanged(written) }
        dispatch(.editorClosed(path: written))
        redraw()
    }
}
