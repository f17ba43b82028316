import Glibc
import LetterKit

/// Opens the letterbox screen: takes the terminal, brings the index up to
/// date with the files as far as the folders' times tell (a progress bar
/// when that takes long), runs the list until the person quits, and gives
/// the terminal back.
///
/// The whole walk, which also sees a letter rewritten in place, waits until
/// the first frame is drawn (`BoxSession`): a `stat` of every letter, it
/// was most of what the opening cost on a large box.
@MainActor
enum BoxOpening {
    /// How long catching up may take before the progress bar is drawn: a
    /// warm open never shows it.
    static let progressDelay = Duration.milliseconds(200)
    /// The bar is redrawn at most this often.
    static let progressInterval = Duration.milliseconds(50)

    /// Runs the screen on the box at `box` (absolute); `refresh` brings the
    /// index up to date when a folder changed, reporting (done, total), and
    /// `walk` compares every letter, once the screen is drawn, unless
    /// `refresh` walked already. Returns the signal that stopped it, if one did.
    static func run(
        box: String, catalog: any BoxCatalog,
        refresh: (_ progress: (Int, Int) -> Void) throws -> RefreshCounts,
        walk: @escaping () throws -> RefreshCounts, openBeside: ((_ file: String?, _ folder: String) -> Void)? = nil
    ) throws(Failure) -> Int32? {
        let shelf = PaperShelf(folders: .standard())
        let settings: LetterSettings
        do { settings = try shelf.settings() } catch { throw Failure(message: error.message) }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw Failure(message: tr("the letterbox screen needs a terminal; try letter box --list or --search TEXT"))
        }
        // Opened from the editor, the box draws on the terminal the editor
        // holds and leaves it to the editor, as the editor does for the box.
        let ownsTerminal = !Terminal.isStarted
        if ownsTerminal {
            do { try Terminal.start() } catch { throw Failure(message: error.description) }
            SignalWatch.install()
        }
        defer {
            if ownsTerminal {
                Terminal.stop()
                CrashGuard.disarm()
            }
        }
        let name = displayName(of: box)
        let colorsAllowed = Edit.colorsAllowed(settings: settings)
        let counts: RefreshCounts
        do {
            counts = try catchUp(boxName: name, colorsAllowed: colorsAllowed, refresh: refresh)
        } catch {
            throw Failure(
                message: tr(
                    "the letterbox's index could not be brought up to date: {reason}", ["reason": String(describing: error)]))
        }
        let state = BoxState(box: box, boxName: name, utcOffset: LocalTime.utcOffset, keymaps: BoxKeymaps(settings.bindings))
        let session = BoxSession(
            state: state, catalog: catalog, colorsAllowed: colorsAllowed, walk: counts.walked ? nil : walk, rewalk: walk)
        session.openBeside = openBeside
        return session.run()
    }

    /// Runs the screen on the box at `box` kept by `index`: opened on the
    /// quick check of the folders' times, then the whole walk.
    /// `openBeside`, when the editor opened the box, takes the letter
    /// chosen instead of an editor of its own.
    static func run(
        box: String, index: LetterIndex, openBeside: ((_ file: String?, _ folder: String) -> Void)? = nil
    ) throws(Failure) -> Int32? {
        try run(
            box: box, catalog: index,
            refresh: { progress in try index.refreshIfFoldersChanged(progress: progress) },
            walk: { try index.refresh() }, openBeside: openBeside)
    }

    /// Refreshes the index, drawing the progress bar once it has taken
    /// longer than `progressDelay`.
    private static func catchUp(
        boxName: String, colorsAllowed: Bool, refresh: (_ progress: (Int, Int) -> Void) throws -> RefreshCounts
    ) throws -> RefreshCounts {
        let clock = ContinuousClock()
        let start = clock.now
        var lastDrawn: ContinuousClock.Instant?
        var screen: Screen?
        return try refresh { done, total in
            let now = clock.now
            guard now - start >= progressDelay, lastDrawn.map({ now - $0 >= progressInterval }) ?? true || done == total
            else { return }
            lastDrawn = now
            let shown = screen ?? Screen(colorsAllowed: colorsAllowed)
            screen = shown
            let frame = renderProgress(boxName: boxName, done: done, total: total, shown.size)
            shown.draw(frame, changes: frame.rows.indices.map { ($0, 0..<frame.size.columns) })
        }
    }

    /// The box as the title row names it: under the home folder as "~/…".
    static func displayName(of box: String, home: String? = getenv("HOME").map { String(cString: $0) }) -> String {
        guard let home, home.count > 1 else { return box }
        let base = home.hasSuffix("/") ? String(home.dropLast()) : home
        if box == base { return "~" }
        return box.hasPrefix(base + "/") ? "~" + box.dropFirst(base.count) : box
    }
}
