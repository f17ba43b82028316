import Glibc

/// The last thing the editor does when it crashes: keep the letter, give the
/// terminal back, drop the lock, say where the letter went, then die of the
/// signal as it would have.
///
/// A trap (a failed precondition, an index out of range: SIGILL or SIGTRAP on
/// x86_64), an abort, a bad memory access (SIGSEGV, SIGBUS, also a stack
/// overflow) or SIGFPE cannot be left to the main loop as SIGTERM is: the loop
/// will never run again. So the handler does the work itself, in this order,
/// safest first:
///
/// 1. the terminal: writes the prepared restoring sequences (bracketed paste
///    and mouse off, attributes reset, cursor shown, keypad off, alternate
///    screen left) and `tcsetattr`s the modes saved before curses started: only
///    `write` and `tcsetattr`, which are async-signal-safe;
/// 2. the lock: unlinks the prepared lock path if the file still holds our pid
///    (`open`/`read`/`unlink`, async-signal-safe);
///    then ends any media player (`PlayerGuard`: `kill`, `waitpid`);
/// 3. the letter: on the main thread, asks the editor for an emergency copy
///    (`NAME.save`, or `letter.PID.save` for a new letter) through `rescue`, and
///    writes the one line it returns on standard error;
/// 4. resets the signal to `SIG_DFL`, unblocks it and raises it again, so the
///    process ends with the signal (the shell sees 128+N) and no other handler
///    (the Swift runtime's backtracer included) runs.
///
/// Step 3 is best effort, honestly so, as in nano's `die()`: it allocates
/// (strings, the file's bytes) and goes through Swift code that may be what
/// broke. If the crash left the heap's lock held, it would hang: a watchdog
/// (`alarm`) then ends the process with the original signal after
/// `watchdogSeconds`, the terminal already given back. A crash on a thread other
/// than the main one does not touch the editor's state (it may be changing) and
/// says that no copy was written; the recovery copy kept while writing is then
/// the newest one.
///
/// Re-entry: while the handler runs, every fault signal is blocked. A second
/// fault inside it therefore kills the process at once (the kernel does not
/// call a handler for a blocked fault), which is what we want: no loop, no
/// hang. A fault on another thread meanwhile waits for the first handler.
///
/// Stack overflow: the handler runs on its own stack (`sigaltstack`), so it can
/// still run when the main stack is used up.
///
/// Limitations: the Swift runtime's "Fatal error: …" line is printed before the
/// trap, on the editor's screen, and disappears with it; the backtrace the
/// runtime would print is not printed. The handler is installed after startup
/// with `sigaction`, so it replaces the runtime's own (checked with and without
/// `SWIFT_BACKTRACE=enable=no`).
enum CrashGuard {
    /// The signals a crash arrives as.
    static let faults: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]
    /// How long step 3 may take before the process is ended anyway.
    static let watchdogSeconds: UInt32 = 5
    /// Size of the handler's own stack: the rescue runs Swift code (debug
    /// builds have large frames), so well above MINSIGSTKSZ.
    static let alternateStackSize = 1 << 20

    /// Writes the emergency copy and returns the line for standard error; runs
    /// on the main thread inside the handler. Set once the editor has a letter,
    /// cleared when it stops. The argument names the crash, e.g. "SIGSEGV".
    nonisolated(unsafe) static var rescue: (@MainActor (String) -> String)?

    /// Installs the handler for every fault signal (after the Swift runtime's
    /// own, so ours is the one called), with its own stack.
    static func install() {
        CrashState.mainThread = pthread_self()
        CrashState.entered = 0
        CrashState.lockContents = PreparedBytes(Array("\(getpid())\n".utf8))
        // Made here, not first in a handler (its lazy start allocates).
        _ = CrashState.lockPaths
        prepareAlternateStack()
        var blocked = sigset_t()
        sigemptyset(&blocked)
        for signalNumber in faults { sigaddset(&blocked, signalNumber) }
        for (index, signalNumber) in faults.enumerated() {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in CrashGuard.handle(received) }
            action.sa_mask = blocked
            action.sa_flags = SA_ONSTACK
            sigaction(signalNumber, &action, &CrashState.previous[index])
        }
        CrashState.installed = true
    }

    /// Puts back the handlers that were there before `install`.
    static func disarm() {
        guard CrashState.installed else { return }
        CrashState.installed = false
        rescue = nil
        for (index, signalNumber) in faults.enumerated() {
            sigaction(signalNumber, &CrashState.previous[index], nil)
        }
    }

    /// Keeps each lock's path (every letter open holds one) so the handler
    /// can remove them without building strings: `path` is kept in place of
    /// `old`, either nil. Kept in a fixed table; a lock past its size is
    /// left for the next open to find stale, as after `kill -9`.
    static func prepareLock(path: String?, replacing old: String?) {
        let slots = CrashState.lockPaths
        if let old {
            for slot in 0..<CrashState.lockSlots {
                guard let kept = slots[slot], strcmp(kept, old) == 0 else { continue }
                slots[slot] = nil
                free(kept)
                break
            }
        }
        guard let path else { return }
        for slot in 0..<CrashState.lockSlots where slots[slot] == nil {
            slots[slot] = strdup(path)
            return
        }
    }

    /// Keeps what gives the terminal back: `sequence` written to standard
    /// output, then `modes` set on it. Called once curses has the terminal.
    static func prepareTerminal(sequence: [UInt8], modes: termios?) {
        CrashState.terminalSequence = PreparedBytes(sequence)
        if let modes { CrashState.savedModes = modes }
        CrashState.hasSavedModes = modes != nil
        CrashState.terminalIsOurs = 1
    }

    /// The terminal was given back the ordinary way: nothing to undo.
    static func terminalReleased() {
        CrashState.terminalIsOurs = 0
    }

    /// Gives the terminal back from what was prepared, if it is still ours:
    /// for `StopGuard`'s watcher, which cannot wait for the main thread.
    static func giveBackTerminal() { restoreTerminal() }

    /// Removes the prepared lock if it still holds our pid: for `StopGuard`'s
    /// watcher.
    static func removePreparedLock() { removeLock() }

    // MARK: The handler

    private static func handle(_ received: Int32) {
        if CrashState.entered != 0 {
            // Another thread is already handling a crash: let it finish.
            while true { pause() }
        }
        CrashState.entered = 1
        CrashState.caught = received
        startWatchdog()
        restoreTerminal()
        removeLock()
        // A player playing in the background would outlive the editor.
        PlayerGuard.endAll()
        let name = signalName(received)
        if pthread_equal(pthread_self(), CrashState.mainThread) != 0, let rescue {
            let line = MainActor.assumeIsolated { rescue(String(describing: name)) }
            StandardError.write(line)
        } else {
            writeStatic("letter: crashed (")
            writeStatic(name)
            writeStatic(rescue == nil ? ")\n" : ") outside the editor's thread; no emergency copy was written\n")
        }
        dieOf(received)
    }

    /// Ends the process with `signalNumber` and its default action.
    static func dieOf(_ signalNumber: Int32) -> Never {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signalNumber, &action, nil)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, signalNumber)
        raise(signalNumber)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        // Only if the default action did not end us (it always does for these).
        _exit(128 + signalNumber)
    }

    private static func startWatchdog() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in CrashGuard.dieOf(CrashState.caught) }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGALRM, &action, nil)
        alarm(watchdogSeconds)
    }

    private static func restoreTerminal() {
        guard CrashState.terminalIsOurs != 0 else { return }
        CrashState.terminalIsOurs = 0
        CrashState.terminalSequence.write(to: STDOUT_FILENO)
        if CrashState.hasSavedModes { tcsetattr(STDOUT_FILENO, TCSANOW, &CrashState.savedModes) }
    }

    private static func removeLock() {
        for slot in 0..<CrashState.lockSlots {
            guard let path = CrashState.lockPaths[slot] else { continue }
            let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            let expected = CrashState.lockContents
            let buffer = CrashState.lockReadBuffer
            let count = read(descriptor, buffer.base, buffer.count)
            close(descriptor)
            if count == expected.count, memcmp(buffer.base, expected.base, expected.count) == 0 { unlink(path) }
        }
    }

    private static func writeStatic(_ text: StaticString) {
        var offset = 0
        while offset < text.utf8CodeUnitCount {
            let written = write(STDERR_FILENO, text.utf8Start + offset, text.utf8CodeUnitCount - offset)
            if written <= 0 { return }
            offset += written
        }
    }

    static func signalName(_ signalNumber: Int32) -> StaticString {
        switch signalNumber {
        case SIGILL: "SIGILL"
        case SIGTRAP: "SIGTRAP"
        case SIGABRT: "SIGABRT"
        case SIGSEGV: "SIGSEGV"
        case SIGBUS: "SIGBUS"
        case SIGFPE: "SIGFPE"
        default: "a fault signal"
        }
    }

    private static func prepareAlternateStack() {
        guard CrashState.alternateStack == nil else { return }
        let memory = UnsafeMutableRawPointer.allocate(byteCount: alternateStackSize, alignment: 16)
        var stack = stack_t(ss_sp: memory, ss_flags: 0, ss_size: alternateStackSize)
        if sigaltstack(&stack, nil) == 0 {
            CrashState.alternateStack = memory
        } else {
            memory.deallocate()
        }
    }
}

/// Bytes kept in memory that is never freed while the handler may read it.
struct PreparedBytes {
    let base: UnsafeMutablePointer<UInt8>
    let count: Int

    init(_ bytes: [UInt8]) {
        count = bytes.count
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 1))
        base.initialize(from: bytes, count: count)
    }

    /// Writes every byte to `descriptor`, with plain `write` calls.
    func write(to descriptor: Int32) {
        var offset = 0
        while offset < count {
            let written = Glibc.write(descriptor, base + offset, count - offset)
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }
}

/// What the handler reads, prepared in advance. Globals, because a signal
/// handler has no other way in; written only on the main thread, outside the
/// handler. Replaced `PreparedBytes` are not freed (there are one or two per
/// run), so nothing the handler holds goes away under it.
private enum CrashState {
    nonisolated(unsafe) static var installed = false
    nonisolated(unsafe) static var entered: sig_atomic_t = 0
    nonisolated(unsafe) static var caught: Int32 = 0
    nonisolated(unsafe) static var mainThread = pthread_self()
    nonisolated(unsafe) static var previous: [sigaction] = Array(repeating: sigaction(), count: CrashGuard.faults.count)
    nonisolated(unsafe) static var alternateStack: UnsafeMutableRawPointer?
    nonisolated(unsafe) static var terminalIsOurs: sig_atomic_t = 0
    nonisolated(unsafe) static var terminalSequence = PreparedBytes([])
    nonisolated(unsafe) static var savedModes = termios()
    nonisolated(unsafe) static var hasSavedModes = false
    /// The locks of the letters open, a C string each, nil in a free slot.
    static let lockSlots = 32
    nonisolated(unsafe) static let lockPaths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: lockSlots)
        slots.initialize(repeating: nil, count: lockSlots)
        return slots
    }()
    nonisolated(unsafe) static var lockContents = PreparedBytes([])
    nonisolated(unsafe) static var lockReadBuffer = PreparedBytes([UInt8](repeating: 0, count: 64))
}
