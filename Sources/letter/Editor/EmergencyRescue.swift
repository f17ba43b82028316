import Glibc
import LetterKit

/// Keeps the unsaved letter when the editor is stopped by a signal or crashes,
/// and words the one line that tells the user where it went.
///
/// Every way out ends here, so they write the same copy (`NAME.save` next to
/// the letter, or `letter.PID.save` for a new one) and say it the same way:
/// "letter: CAUSE; unsaved changes are in PATH". The copy holds what the
/// editor holds (`EditorState.heldLetter`: the text, its ink and pictures,
/// the paper, the envelope with any values typed in its open form), in the
/// bytes a save would write (`LetterFile.saving`).
enum EmergencyRescue {
    /// Writes the emergency copy if the editor holds anything unsaved; the
    /// line for standard error, ending in a newline. `shape` is the letter's
    /// file as last read or saved. Safe on any thread that holds the state
    /// still (the main thread, or `StopGuard`'s watcher holding its lock).
    static func keepUnsaved(of state: EditorState, shape: LetterFile, cause: String) -> String {
        guard state.hasUnsavedWork else { return tr("letter: {cause}; nothing was unsaved", ["cause": cause]) + "\n" }
        do {
            let copy = try EmergencySave.write(shape.saving(state.heldLetter).bytes, forLetterAt: state.path)
            return tr("letter: {cause}; unsaved changes are in {copy}", ["cause": cause, "copy": copy]) + "\n"
        } catch {
            return tr("letter: {cause}; could not write an emergency copy: {reason}", ["cause": cause, "reason": error]) + "\n"
        }
    }

    /// Writes an emergency copy of every letter on the desk that holds
    /// anything unsaved, each in its file's shape; the lines for standard
    /// error. Safe where `keepUnsaved(of:shape:cause:)` is.
    static func keepUnsaved(of desk: DeskState, copies: DeskCopies, cause: String) -> String {
        let unsaved = desk.letters.filter(\.state.hasUnsavedWork)
        guard !unsaved.isEmpty else { return tr("letter: {cause}; nothing was unsaved", ["cause": cause]) + "\n" }
        var lines = ""
        for letter in unsaved {
            guard let shape = copies.copies(of: letter.id)?.shape else { continue }
            lines += keepUnsaved(of: letter.state, shape: shape, cause: cause)
        }
        return lines
    }

    /// Lets the crash handler and the stop watcher reach the letters. The
    /// crash handler reads the desk's state only when a crash happens, and
    /// the watcher only when the loop did not answer a stop, so the editor
    /// pays nothing per keystroke (no copy of the state is kept, which would
    /// make the next edit copy the document) but an uncontended lock per update.
    @MainActor
    static func arm(desk: DeskSession) {
        let state = desk.sharedState
        let copies = desk.copies
        CrashGuard.rescue = { signalName in
            TestTrap.faultInsideHandlerIfArmed()
            return keepUnsaved(of: state.current, copies: copies, cause: "crashed (\(signalName))")
        }
        StopGuard.arm(
            rescue: { cause in keepUnsaved(of: state.current, copies: copies, cause: cause) },
            fallback: { cause in
                let kept = copies.all.compactMap(\.lastCopy)
                guard !kept.isEmpty else { return nil }
                var lines = ""
                for (bytes, letterPath) in kept {
                    do {
                        let copy = try EmergencySave.write(bytes, forLetterAt: letterPath)
                        lines += tr(
                            "letter: {cause}; the changes kept up to its last recovery copy are in {copy}",
                            ["cause": cause, "copy": copy]) + "\n"
                    } catch {
                        lines += tr(
                            "letter: {cause}; could not write an emergency copy: {reason}",
                            ["cause": cause, "reason": String(describing: error)]) + "\n"
                    }
                }
                return lines
            })
    }

    /// The editor has stopped: neither handler may read its state any more.
    @MainActor
    static func disarm() {
        CrashGuard.rescue = nil
        StopGuard.disarm()
    }
}

/// What the stop watcher needs of the letter's storage, kept current by the
/// main thread: the file's shape (BOM, line ending, other front-matter keys)
/// and the bytes of the last recovery copy with the letter's path. Each read
/// and write takes a lock of its own, so the watcher never sees half of one.
final class StopCopies: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var storedShape: LetterFile
    private var storedLastCopy: (bytes: [UInt8], letterPath: String?)?

    init(shape: LetterFile) {
        storedShape = shape
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    var shape: LetterFile {
        get { locked { storedShape } }
        set { locked { storedShape = newValue } }
    }

    var lastCopy: (bytes: [UInt8], letterPath: String?)? {
        get { locked { storedLastCopy } }
        set { locked { storedLastCopy = newValue } }
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}

/// Every open letter's `StopCopies`, by the desk's id, for the stop
/// watcher and the crash handler: the main thread changes the list as
/// letters open and close, under a lock of its own.
final class DeskCopies: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var byLetter: [Int: StopCopies] = [:]

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func set(_ copies: StopCopies?, for id: Int) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        byLetter[id] = copies
    }

    func copies(of id: Int) -> StopCopies? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return byLetter[id]
    }

    /// Every letter's, in the order opened.
    var all: [StopCopies] {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return byLetter.keys.sorted().compactMap { byLetter[$0] }
    }
}

/// The desk's state, as the stop watcher reads it: through the session's
/// pointer, which `StopGuard`'s lock keeps still while it is read.
struct SharedDeskState: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<DeskState>

    var current: DeskState { pointer.pointee }
}
