import Glibc
import LetterKit

/// A deliberate crash, for the end-to-end tests of `CrashGuard` and nothing
/// else.
///
/// Crash handling can only be trusted if a real crash is tried: a real trap
/// inside the running editor, with text typed and a lock held. So the editor
/// crashes on purpose when, and only when, the environment variable
/// `LETTER_TEST_TRAP` is set at startup and F12 is then pressed:
///
/// - `LETTER_TEST_TRAP=1`: F12 calls `fatalError` (a trap: SIGILL on x86_64,
///   SIGTRAP on arm64), as a failed precondition or an index out of range does;
/// - `LETTER_TEST_TRAP=overflow`: F12 recurses without end until the stack is
///   used up (SIGSEGV), to show the handler runs on its own stack;
/// - `LETTER_TEST_TRAP=update`: F12 traps while the editor's state is held
///   for a change, as a trap inside `update` would be, to show the crash
///   handler can still read the letter then;
/// - `LETTER_TEST_TRAP=rescue`: F12 traps, and the crash handler faults again
///   (SIGSEGV) while writing the emergency copy, to show a fault inside the
///   handler ends the process at once instead of looping or hanging;
/// - `LETTER_TEST_TRAP=hang`: F12 sends the main loop to sleep for good, as
///   an `open` that never returns would, to show a stop signal still leaves
///   the letter (`StopGuard`);
/// - `LETTER_TEST_TRAP=hang-update`: F12 sleeps for good while the state is
///   held for a change, as an endless loop inside `update` would, to show
///   the stop then leaves the last recovery copy.
///
/// Why it cannot be hit by accident: without the variable (any other value
/// counts as unset) F12 is not bound to anything and the variable is read once,
/// at startup; nobody sets `LETTER_TEST_TRAP` by chance, and it is named in no
/// help screen, only here and in the README's Tests section.
enum TestTrap: Equatable {
    case fatalError
    case stackOverflow
    case faultDuringRescue
    case insideUpdate
    case hang
    case hangInsideUpdate

    /// The key that fires it.
    static let key = Key.function(12)

    /// The trap this run was started with, if any.
    static let armed: TestTrap? = {
        guard let value = getenv("LETTER_TEST_TRAP").map({ String(cString: $0) }) else { return nil }
        switch value {
        case "1": return .fatalError
        case "overflow": return .stackOverflow
        case "rescue": return .faultDuringRescue
        case "update": return .insideUpdate
        case "hang": return .hang
        case "hang-update": return .hangInsideUpdate
        default: return nil
        }
    }()

    /// Crashes as asked.
    func fire() -> Never {
        switch self {
        case .fatalError, .faultDuringRescue, .insideUpdate:
            Swift.fatalError("LETTER_TEST_TRAP: deliberate crash")
        case .stackOverflow:
            _ = TestTrap.deeper(1)
            Swift.fatalError("LETTER_TEST_TRAP: the stack did not overflow")
        case .hang, .hangInsideUpdate:
            // A signal's handler wakes `pause`; the loop never comes back.
            while true { pause() }
        }
    }

    /// Crashes or hangs as asked, holding the session's state for a change
    /// where the trap says so, as `update` holds it.
    func fire<State>(holding state: UnsafeMutablePointer<State>) -> Never {
        switch self {
        case .insideUpdate: TestTrap.fire(self, holding: &state.pointee)
        case .hangInsideUpdate: StopGuard.changingState { fire() }
        default: fire()
        }
    }

    private static func fire<State>(_ trap: TestTrap, holding state: inout State) -> Never {
        trap.fire()
    }

    /// Inside the crash handler: faults again if this run asked for it.
    static func faultInsideHandlerIfArmed() {
        guard armed == .faultDuringRescue, let address = UnsafeMutablePointer<Int>(bitPattern: 8) else { return }
        address.pointee = 1
    }

    /// Each call keeps a buffer live across the next one, so the recursion is
    /// neither a loop nor a tail call the optimiser could remove.
    private static func deeper(_ depth: Int) -> Int {
        if depth == Int.max { return 0 }  // never: keeps the recursion from being "endless" to the compiler
        var frame = (depth, depth, depth, depth, depth, depth, depth, depth)
        let below = withUnsafeMutableBytes(of: &frame) { bytes in
            bytes[0] = UInt8(truncatingIfNeeded: depth)
            return deeper(depth + 1)
        }
        return below + frame.7
    }
}
