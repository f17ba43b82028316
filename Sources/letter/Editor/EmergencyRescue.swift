import LetterKit

/// Keeps the unsaved letter when the editor is stopped by a signal or crashes,
/// and words the one line that tells the user where it went.
///
/// Both ways out end here, so they write the same copy (`NAME.save` next to the
/// letter, or `letter.PID.save` for a new one, through `LetterStorage`) and say
/// it the same way: "letter: CAUSE; unsaved changes are in PATH".
@MainActor
enum EmergencyRescue {
    /// Writes the emergency copy if the letter has unsaved changes; the line for
    /// standard error, ending in a newline.
    static func keepUnsaved(of state: EditorState, in storage: LetterStorage, cause: String) -> String {
        guard state.isModified else { return "letter: \(cause); nothing was unsaved\n" }
        do {
            let copy = try storage.emergencySave(text: state.body(forPath: state.path), paper: state.page.paper)
            return "letter: \(cause); unsaved changes are in \(copy)\n"
        } catch {
            return "letter: \(cause); could not write an emergency copy: \(error)\n"
        }
    }

    /// Lets the crash handler reach the letter: it reads `session.state` only
    /// when a crash happens, so the editor pays nothing per keystroke (no copy
    /// of the state is kept, which would make the next edit copy the document).
    static func armForCrashes(session: EditorSession, storage: LetterStorage) {
        CrashGuard.rescue = { [unowned session] signalName in
            TestTrap.faultInsideHandlerIfArmed()
            return keepUnsaved(of: session.state, in: storage, cause: "crashed (\(signalName))")
        }
    }
}
