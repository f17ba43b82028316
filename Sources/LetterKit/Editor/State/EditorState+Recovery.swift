/// When the letter is copied for recovery: a policy of the editor, fed the
/// time as a message (`ScreenInput.tick`), so it is tested with made-up times
/// and the shell only writes what it is asked to.
extension EditorState {
    /// A recovery copy is written this long after the last change: often
    /// enough that little is lost, seldom enough not to write on every
    /// keystroke.
    public static let recoveryDelay = Duration.seconds(2)

    /// The time is `now`: notes a change seen since the last tick, and asks
    /// for a recovery copy once the text has rested `recoveryDelay` with
    /// work the file does not hold. Cheap when nothing is due: it runs
    /// after every key.
    mutating func tick(_ now: Duration) -> [Effect] {
        if revision != recovery.seenRevision {
            recovery.seenRevision = revision
            recovery.lastChange = now
        }
        guard revision != recovery.copiedRevision, let lastChange = recovery.lastChange,
            now - lastChange >= EditorState.recoveryDelay, hasUnsavedWork
        else { return [] }
        recovery.copiedRevision = revision
        return [.writeRecoveryCopy(heldLetter)]
    }
}

extension EditorState {
    /// The recovery copy at once, if the letter holds work no copy or file
    /// has: asked by the desk as the person leaves this letter for another,
    /// since a letter not written in is not ticked.
    mutating func copyForRecoveryNow() -> [Effect] {
        guard revision != recovery.copiedRevision, hasUnsavedWork else { return [] }
        recovery.copiedRevision = revision
        recovery.seenRevision = revision
        return [.writeRecoveryCopy(heldLetter)]
    }
}

/// The recovery copy's clock, as `EditorState.tick(_:)` keeps it.
///
/// Representation: the revision the last tick saw and when it first saw
/// it (nil before any change), and the revision the file or the last
/// recovery copy holds. All start at 0: what the editor opened with is
/// in its file (or in the copy it was restored from).
struct RecoveryTiming: Hashable, Sendable {
    var seenRevision = 0
    var lastChange: Duration?
    var copiedRevision = 0
}
