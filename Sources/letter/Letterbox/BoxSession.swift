import ArgumentParser
import Glibc
import LetterKit
import LetterPictureFiles

/// The letterbox on the terminal: `BoxProgram` run by a `Runner`, and the
/// effects it asks for performed here with the index, the editor, the trash
/// and the disk.
///
/// Everything that decides anything is in LetterKit's `update` and `render`
/// for `BoxState`; this does what they ask of the world.
@MainActor
final class BoxSession {
    private let runner: Runner<BoxProgram>
    private let device: CursesDevice
    var state: BoxState { runner.state }
    private let catalog: any BoxCatalog
    private let colorsAllowed: Bool
    /// Draws thumbnails (through `letter-pictures`, which keeps what it drew).
    private let looker = PictureHelper.shared

    /// The walk of the whole box still to do, on the first turn no key
    /// waits: the first frame is drawn from the index without it.
    private let walk: (() throws -> RefreshCounts)?
    /// The same walk, done again after a sync brought letters in.
    private let rewalk: (() throws -> RefreshCounts)?
    /// Opened over the editor, the box hands the letter chosen (absolute;
    /// nil for a new letter, with the folder it goes in) to the editor,
    /// which opens it beside its own, and closes.
    var openBeside: ((_ file: String?, _ folder: String) -> Void)?

    init(
        state: BoxState, catalog: any BoxCatalog, colorsAllowed: Bool, walk: (() throws -> RefreshCounts)? = nil,
        rewalk: (() throws -> RefreshCounts)? = nil
    ) {
        self.catalog = catalog
        self.colorsAllowed = colorsAllowed
        self.walk = walk
        self.rewalk = rewalk
        device = CursesDevice(screen: Screen(colorsAllowed: colorsAllowed))
        runner = Runner(state: state, device: device)
        runner.performer = { [unowned self] effect in perform(effect) }
    }

    /// Runs until the person quits or a signal arrives; returns that signal.
    func run() -> Int32? {
        // Asked before the opening listing asks for thumbnails, so it is
        // the first job done once the list is on screen.
        if let walk {
            let box = state.box
            runner.whenIdle("walk") {
                do {
                    return .reply(.caughtUp(try walk()))
                } catch {
                    let reason = tr("the index could not be brought up to date: {reason}", ["reason": String(describing: error)])
                    return .reply(.notOpened(path: box, reason: reason))
                }
            }
        }
        runner.start(performingFirst: state.openingEffects)
        return runner.run()
    }

    private func dispatch(_ reply: BoxReply) {
        runner.send(.reply(reply))
    }

    private func perform(_ effect: BoxEffect) {
        switch effect {
        case .list(let folder, let order):
            do {
                dispatch(.listed(try BoxFolders.listing(box: state.box, folder: folder, order: order, catalog: catalog)))
            } catch {
                let reason = tr("the index could not be read: {reason}", ["reason": String(describing: error)])
                dispatch(.notOpened(path: FilePath.join(state.box, folder), reason: reason))
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
                commit([from, to, from + ".files", to + ".files"], summary: "Renamed \(FilePath.name(of: from)) to \(FilePath.name(of: to))")
            }
            dispatch(.renamed(from: from, to: to, outcome, files: files))
        case .trash(let path):
            do {
                let decision = FilesFolders.decision(forLetterAt: path)
                let entries = try Trash.move(path, along: decision.taken)
                try? catalog.letterGone(path)
                commit([path] + entries.map(\.original), summary: "Moved \(FilePath.name(of: path)) to the trash")
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
            // One decode at most between two keys.
            for request in requests {
                runner.whenIdle(request) { [unowned self] in
                    let look = looker.thumbnail(
                        path: request.path, confinedTo: request.confinedTo, columns: request.columns,
                        rows: request.rows, colors: PictureColors(terminalColors: device.colorCount))
                    return .reply(.thumbnailDrawn(path: request.path, look: look))
                }
            }
        case .sync:
            // Once the status row says so: a sync may take seconds.
            runner.whenIdle("sync") { [unowned self] in .reply(.synced(sync())) }
        case .quit:
            runner.quit()
        }
    }

    /// Syncs the box as `letter box sync` does, then walks it, so the list
    /// shows what the sync brought.
    private func sync() -> SyncReport {
        guard let git = ProgramSearch.find("git") else { return .failed(reason: BoxSyncError.noGit("git").description) }
        var sync = BoxSync(box: state.box, git: git)
        do {
            let outcome = try sync.sync(remote: nil)
            _ = try? rewalk?()
            return .done(remote: outcome.remote, pairsKept: outcome.copies.count)
        } catch {
            return .failed(reason: error.description)
        }
    }

    /// In a box kept in git, commits a rename or a trashing as a save is
    /// committed (`BoxCommit`). Quiet when it fails: the files are where the
    /// person put them, and the next sync commits them.
    private func commit(_ paths: [String], summary: String) {
        var committer = BoxCommit(box: state.box, git: ProgramSearch.find("git"))
        _ = try? committer?.commit(paths, summary: summary)
    }

    /// Runs the editor on `file` (a new letter when nil) from `folder`, so a
    /// new letter's name and a save-as are beside the others; then the list
    /// comes back, drawn afresh in its own colours, with the letter read again.
    private func edit(file: String?, in folder: String) {
        if let openBeside {
            openBeside(file.map { $0.hasPrefix("/") ? $0 : FilePath.join(folder, $0) }, folder)
            runner.quit()
            return
        }
        let before = FilePath.absolute(".")
        let moved = chdir(folder) == 0
        defer { if moved { chdir(before) } }
        let outcome: EditorLaunch.Outcome
        do throws(Failure) {
            outcome = try EditorLaunch.run(file: file, newLetterFolder: folder, box: state.box)
        } catch {
            dispatch(.notOpened(path: file ?? folder, reason: error.message))
            return
        }
        if let signal = outcome.signal {
            runner.quit(signal: signal)
            return
        }
        // The editor made colour pairs for its paper: the list's come back,
        // at the size the terminal has now (it may have changed meanwhile).
        device.screen = Screen(colorsAllowed: colorsAllowed)
        let size = device.size
        runner.send(.input(.resize(size)))
        let written = outcome.path.map { FilePath.join(moved ? folder : before, $0) }
        if let written { try? catalog.letterChanged(written) }
        dispatch(.editorClosed(path: written))
        runner.redraw()
    }
}
