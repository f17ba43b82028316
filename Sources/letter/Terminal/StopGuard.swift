import Glibc
import LetterKit

/// Keeps the letter when the editor is told to stop (SIGHUP, SIGTERM, SIGQUIT,
/// SIGINT) while its main loop is stuck: blocked in an `open` that never
/// returns, deep in a long decode, or caught in a long loop.
///
/// The ordinary way stays the first: the signal handler sets a flag, and the
/// main loop, which looks at it between keys (at least every quarter of a
/// second), claims the stop, gives the terminal back and writes the emergency
/// copy itself. What is new is a watcher thread the handler wakes through a
/// pipe (`write` is async-signal-safe). If the loop has not claimed the stop
/// after `graceSeconds`, the watcher claims it instead and, as an ordinary
/// thread (it may allocate and take locks, which a signal handler may not):
///
/// 1. gives the terminal back and removes the lock, from what `CrashGuard`
///    prepared (plain `write`, `tcsetattr`, `unlink`), and ends any media
///    player (`PlayerGuard`);
/// 2. takes `stateLock`, the lock the loop holds while `update` changes the
///    state, waiting at most `stateWaitSeconds`; holding it, the state cannot
///    change under the watcher, which calls `rescue` to write the copy from it
///    (the same bytes a save would write);
/// 3. if the lock cannot be had (the loop is stuck inside `update` itself),
///    writes `fallback` instead: the bytes of the last recovery copy, at most
///    a couple of seconds older than the last change;
/// 4. writes the one line saying where the letter went, and ends the process
///    with status 128+N, as the loop's own way out does.
///
/// Who does the work is decided once (`claim`): a loop that wakes up after
/// the watcher claimed the stop waits for the end instead of drawing over the
/// terminal given back, and a watcher that finds the stop claimed leaves it
/// to the loop.
///
/// Limitations: the watcher reads the state while the loop may be reading it
/// too (drawing, saving): reads only, and every change to the state goes
/// through `stateLock`. A loop stuck inside `update` leaves the changes made
/// since the last recovery copy unsaved, and the line says the copy is the
/// last one kept. A signal that arrives while no letter is open (the
/// letterbox's list) is left to the letterbox's loop as before.
enum StopGuard {
    /// How long the main loop has to claim a stop before the watcher does.
    static let graceSeconds = 1.0
    /// How long the watcher waits for `update` to finish before it writes the
    /// last recovery copy instead.
    static let stateWaitSeconds = 2

    /// Writes the emergency copy from the state (called with `stateLock` held,
    /// on the watcher's thread) and returns the line for standard error. The
    /// argument names the cause ("stopped by signal 15 while busy").
    nonisolated(unsafe) static var rescue: (@Sendable (String) -> String)?
    /// Writes the last recovery copy's bytes as the emergency copy, when the
    /// state cannot be read; the line for standard error, or nil when there is
    /// no such copy.
    nonisolated(unsafe) static var fallback: (@Sendable (String) -> String?)?

    /// Starts the watcher (once per process) and makes the lock.
    static func install() {
        guard !StopState.installed else { return }
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        StopState.wakeRead = descriptors[0]
        StopState.wakeWrite = descriptors[1]
        pthread_mutex_init(StopState.stateLock, nil)
        pthread_mutex_init(StopState.claimLock, nil)
        var thread = pthread_t()
        guard pthread_create(&thread, nil, { _ in StopGuard.watch() }, nil) == 0 else { return }
        pthread_detach(thread)
        StopState.installed = true
    }

    /// Lets the watcher write the letter while an editor runs.
    static func arm(rescue: @escaping @Sendable (String) -> String, fallback: @escaping @Sendable (String) -> String?) {
        changingState {
            StopGuard.rescue = rescue
            StopGuard.fallback = fallback
        }
    }

    /// The editor has stopped: its state is gone, and the watcher leaves a
    /// stop to the loop that runs now (the letterbox's), as before.
    static func disarm() {
        changingState {
            rescue = nil
            fallback = nil
        }
    }

    /// From the signal handler: wakes the watcher. Async-signal-safe (`write`).
    static func wake(_ received: Int32) {
        guard StopState.wakeWrite >= 0 else { return }
        var byte = UInt8(truncatingIfNeeded: received)
        _ = Glibc.write(StopState.wakeWrite, &byte, 1)
    }

    /// Runs `body` (an `update` of the editor's state) holding `stateLock`, so
    /// the watcher never reads a state half changed.
    static func changingState<Result>(_ body: () -> Result) -> Result {
        guard StopState.installed else { return body() }
        pthread_mutex_lock(StopState.stateLock)
        defer { pthread_mutex_unlock(StopState.stateLock) }
        return body()
    }

    /// The main loop takes a stop on itself. If the watcher already has, the
    /// process is about to end: this thread waits for that, so nothing is
    /// drawn over the terminal the watcher gave back.
    static func claimForLoop() {
        guard StopState.installed, !claim(.loop) else { return }
        while true { pause() }
    }

    // MARK: The watcher

    private enum Claimant: Int32 {
        case nobody, loop, watcher
    }

    /// Claims the stop for `claimant`; false if another has it.
    private static func claim(_ claimant: Claimant) -> Bool {
        pthread_mutex_lock(StopState.claimLock)
        defer { pthread_mutex_unlock(StopState.claimLock) }
        guard StopState.claimant == Claimant.nobody.rawValue || StopState.claimant == claimant.rawValue else {
            return false
        }
        StopState.claimant = claimant.rawValue
        return true
    }

    private static var claimed: Bool {
        pthread_mutex_lock(StopState.claimLock)
        defer { pthread_mutex_unlock(StopState.claimLock) }
        return StopState.claimant != Claimant.nobody.rawValue
    }

    private static func watch() -> Never {
        // Stop signals go to the main thread, where they interrupt what it
        // is blocked in and the loop can see them.
        var mask = sigset_t()
        sigemptyset(&mask)
        for signalNumber in SignalWatch.watched { sigaddset(&mask, signalNumber) }
        pthread_sigmask(SIG_BLOCK, &mask, nil)
        while true {
            var byte: UInt8 = 0
            let count = read(StopState.wakeRead, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { while true { pause() } }
            let received = Int32(byte)
            guard waitForTheLoop() else { continue }
            takeOver(received)
        }
    }

    /// Waits up to `graceSeconds` for the loop to claim the stop; true when
    /// it has not, the editor is running, and the watcher now has the stop.
    private static func waitForTheLoop() -> Bool {
        let steps = Int(graceSeconds * 50)
        for _ in 0..<steps {
            if claimed { return false }
            usleep(20_000)
        }
        guard rescue != nil else { return false }
        return claim(.watcher)
    }

    private static func takeOver(_ received: Int32) -> Never {
        CrashGuard.giveBackTerminal()
        CrashGuard.removePreparedLock()
        PlayerGuard.endAll()
        let cause = tr("stopped by signal {signal} while busy", ["signal": received])
        var line: String?
        var deadline = timespec()
        clock_gettime(CLOCK_REALTIME, &deadline)
        deadline.tv_sec += stateWaitSeconds
        if pthread_mutex_timedlock(StopState.stateLock, &deadline) == 0 {
            // Held to the end: the state does not change again.
            line = rescue?(cause)
        } else {
            line = fallback?(cause)
        }
        StandardError.write(
            line ?? tr("letter: {cause}; the editor was stuck changing the letter, and no copy was kept", ["cause": cause]) + "\n")
        _exit(128 + received)
    }
}

/// What the watcher and the loop share. Globals, as `CrashState` is: a thread
/// started with `pthread_create` and a signal handler have no other way in.
private enum StopState {
    nonisolated(unsafe) static var installed = false
    nonisolated(unsafe) static var wakeRead: Int32 = -1
    nonisolated(unsafe) static var wakeWrite: Int32 = -1
    nonisolated(unsafe) static var claimant: Int32 = 0
    /// Held by the loop while `update` changes the state; by the watcher from
    /// the moment it reads the state until the process ends. Allocated once
    /// and never freed: a mutex must not move.
    nonisolated(unsafe) static let stateLock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Guards `claimant`; never held for longer than a comparison.
    nonisolated(unsafe) static let claimLock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
}
