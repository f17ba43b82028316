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

    /// On the main thread, from the session's state and storage.
    @MainActor
    static func keepUnsaved(of state: EditorState, in storage: LetterStorage, cause: String) -> String {
        keepUnsaved(of: state, shape: storage.stopCopies.shape, cause: cause)
    }

    /// Lets the crash handler and the stop watcher reach the letter. The crash
    /// handler reads `session.state` only when a crash happens, and the
    /// watcher only when the loop did not answer a stop, so the editor pays
    /// nothing per keystroke (no copy of the state is kept, which would make
    /// the next edit copy the document) but an uncontended lock per update.
    @MainActor
    static func arm(session: EditorSession, storage: LetterStorage) {
        CrashGuard.rescue = { [unowned session] signalName in
            TestTrap.faultInsideHandlerIfArmed()
            return keepUnsaved(of: session.state, in: storage, cause: "crashed (\(signalName))")
        }
        let state = session.sharedState
        let copies = storage.stopCopies
        StopGuard.arm(
            rescue: { cause in keepUnsaved(of: state.current, shape: copies.shape, cause: cause) },
            fallback: { cause in
                guard let (bytes, letterPath) = copies.lastCopy else { return nil }
                do {
                    let copy = try EmergencySave.write(bytes, forLetterAt: letterPath)
                    return tr(
                        "letter: {cause}; the changes kept up to its last recovery copy are in {copy}", ["cause": cause, "copy": copy])
                        + "\n"
                } catch {
                    return tr(
                        "letter: {cause}; could not write an emergency copy: {reason}",
                        ["cause": cause, "reason": String(describing: error)])
                        + "\n"
                }
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

/// The editor's state, as the stop watcher reads it: through the session's
/// pointer, which `StopGuard`'s lock keeps still while it is read.
struct SharedEditorState: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<EditorState>

    var current: EditorState { pointer.pointee }
}
