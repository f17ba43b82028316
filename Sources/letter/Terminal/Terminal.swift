@preconcurrency import CNcurses
import Glibc
import LetterKit

/// Why the editor could not take over the terminal.
struct TerminalError: Error, CustomStringConvertible {
    var description: String
}

/// The terminal while the editor runs: checked, set up, and always given back.
///
/// Checks come first so nothing hangs or garbles: standard input and output must
/// be terminals (otherwise `get_wch` spins forever), TERM must name a terminal
/// that can position the cursor, and the locale must be UTF-8 (C.UTF-8 is used
/// when it is not, since letters are UTF-8).
@MainActor
enum Terminal {
    private static var started = false

    /// True while curses has the terminal: a second user (the editor opened
    /// from the letterbox) draws on it instead of starting it again.
    static var isStarted: Bool { started }

    /// Checks the environment and starts curses, or says why it cannot.
    static func start() throws(TerminalError) {
        guard isatty(STDIN_FILENO) == 1 else {
            throw TerminalError(
                description: tr("standard input is not a terminal; the editor needs one (try `letter check` or `letter render` for files)"))
        }
        guard isatty(STDOUT_FILENO) == 1 else {
            throw TerminalError(
                description: tr("standard output is not a terminal; the editor needs one (try `letter render FILE` to print a letter)"))
        }
        guard let term = getenv("TERM").map({ String(cString: $0) }), !term.isEmpty else {
            throw TerminalError(description: tr("TERM is not set, so the terminal's type is unknown (try TERM=xterm-256color)"))
        }
        guard term != "dumb" else {
            throw TerminalError(description: tr("TERM=dumb cannot move the cursor, so the page cannot be drawn (try TERM=xterm-256color)"))
        }
        // The locale (UTF-8 characters) was set at start: ProgramLanguage.
        // The modes to give back if the program crashes (curses keeps its own
        // copy for `endwin`, out of reach of a signal handler).
        var shellModes = termios()
        let hasShellModes = tcgetattr(STDOUT_FILENO, &shellModes) == 0
        guard newterm(nil, stdout, stdin) != nil else {
            throw TerminalError(
                description: tr("unknown terminal type \"{term}\" (no terminfo entry; try TERM=xterm-256color)", ["term": term]))
        }
        started = true
        raw()
        noecho()
        nl()
        keypad(stdscr, true)
        set_escdelay(25)
        timeout(KeyTranslator.idleTimeout)
        // The mouse is read here, not by curses: presses, releases, the wheel
        // and motion while a button is held (1002, for drags; not every
        // motion, which would flood input), all in SGR form (1006), which
        // `KeyDecoder` reads whatever the terminfo entry's `kmous` says.
        // curses' own decoding cannot be trusted with drags: it knows one
        // report form per TERM and reports motion only for some.
        sendControl(mouseOn)
        sendControl("\u{1B}[?2004h")  // bracketed paste on
        CrashGuard.prepareTerminal(sequence: crashRestoreSequence(), modes: hasShellModes ? shellModes : nil)
    }

    /// Gives the terminal back as it was. Safe to call more than once.
    static func stop() {
        guard started else { return }
        started = false
        CrashGuard.terminalReleased()
        sendControl("\u{1B}[?2004l")  // bracketed paste off
        sendControl(mouseOff)
        // The screen leaves its pen on the terminal between frames
        // (`TerminalOutput`), where ncurses does not know it.
        if let plain = tigetstr("sgr0"), Int(bitPattern: plain) != -1 {
            sendControl(String(decoding: withoutPadding(Array(String(cString: plain).utf8)), as: UTF8.self))
        }
        endwin()
    }

    /// Button-event tracking and SGR reports on, and off again.
    private static let mouseOn = "\u{1B}[?1002h\u{1B}[?1006h"
    private static let mouseOff = "\u{1B}[?1006l\u{1B}[?1002l"

    /// Puts `text` on the terminal's clipboard (OSC 52), written straight to
    /// the terminal between two frames: it is no part of the screen. A
    /// terminal that does not know the sequence ignores it.
    static func setClipboard(_ text: String) {
        guard started else { return }
        sendControl(TerminalClipboard.sequence(for: text))
    }

    /// What `stop` would send, prepared as bytes for the crash handler, which
    /// cannot call curses: bracketed paste and the mouse off (the xterm modes
    /// ncurses uses; other terminals ignore them), then this terminal's own
    /// `sgr0` (plain text), `cnorm` (cursor shown), `rmkx` (keypad off) and
    /// `rmcup` (leave the alternate screen), without padding delays.
    private static func crashRestoreSequence() -> [UInt8] {
        var sequence = Array("\u{1B}[?2004l\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l".utf8)
        for capability in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            guard let value = tigetstr(capability), Int(bitPattern: value) != -1 else { continue }
            sequence += withoutPadding(Array(String(cString: value).utf8))
        }
        return sequence
    }

    /// A terminfo string without its `$<…>` delays, which only `tputs` obeys.
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<"),
                let end = bytes[index...].firstIndex(of: UInt8(ascii: ">"))
            {
                index = end + 1
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }

    private static func sendControl(_ sequence: String) {
        fflush(stdout)
        StandardOutput.write(sequence)
    }
}

/// The signal that asked us to stop, or 0. Set by the handler, read by the loop.
nonisolated(unsafe) var pendingSignal: sig_atomic_t = 0

/// Signals that end the editor are noted, not acted on, in the handler: the main
/// loop sees the flag (reads are interrupted, and time out anyway), saves what it
/// must and restores the terminal. No SA_RESTART, so a blocked read returns.
/// The handler also wakes `StopGuard`'s watcher, which does that work itself
/// when the loop is stuck and does not come for the flag.
///
/// Crashes (SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE) cannot wait for
/// the loop: `CrashGuard`, installed here too, does the same work in its handler.
enum SignalWatch {
    static let watched: [Int32] = [SIGHUP, SIGTERM, SIGQUIT, SIGINT]

    static func install() {
        pendingSignal = 0
        // A parent may have left these blocked; then a resize or a kill would
        // never reach us.
        var mask = sigset_t()
        sigemptyset(&mask)
        for signalNumber in watched + [SIGWINCH] { sigaddset(&mask, signalNumber) }
        sigprocmask(SIG_UNBLOCK, &mask, nil)
        for signalNumber in watched {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                pendingSignal = received
                StopGuard.wake(received)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signalNumber, &action, nil)
        }
        // A window resize is handled by ncurses; a closed pipe must not kill us mid-save.
        signal(SIGPIPE, SIG_IGN)
        CrashGuard.install()
        StopGuard.install()
    }

    /// The pending signal, cleared, and the stop claimed for the loop (if
    /// the watcher has it already, this never returns: the process is
    /// ending).
    static func take() -> Int32? {
        let received = pendingSignal
        guard received != 0 else { return nil }
        StopGuard.claimForLoop()
        pendingSignal = 0
        return received
    }
}
