import LetterKit

/// Runs any screen (a `Program`): input from the terminal device in,
/// messages through the program's `update`, effects handed to the screen's
/// performer, frames drawn; signals, resizes, the clock and the work done
/// while no key waits (a picture or a thumbnail drawn) in one loop.
///
/// Everything that decides anything is in LetterKit; the runner only moves
/// values between the program, its performer and the terminal.
@MainActor
final class Runner<P: Program> {
    /// The program's state, kept where a crash handler can read it even when
    /// the crash comes in the middle of `update`: a stored property under an
    /// `inout` access is locked by Swift's exclusivity checks, and a handler
    /// reading it then dies of "simultaneous access" instead of saving the
    /// letter. A pointer's `pointee` is not checked at run time.
    nonisolated(unsafe) let stateStorage: UnsafeMutablePointer<P.State>

    /// The state as it stands (a read; `send` changes it in place).
    var state: P.State { stateStorage.pointee }

    let device: any TerminalDevice
    /// Keeps the last frame, so the renderer may redraw only what changed.
    private var renderer = P.makeRenderer()
    /// Performs one effect: the screen's own work (save, list, open…). It
    /// answers through `send`, asks for work between keys through
    /// `whenIdle`, and ends the run through `quit`.
    var performer: (P.Effect) -> Void = { _ in }
    /// Sees every input event first; true when it took the event (the test
    /// trap's key).
    var intercept: ((InputEvent) -> Bool)?
    private var quitting = false
    /// The signal that ended the run from inside an effect, if one did.
    private var stoppedBy: Int32?
    /// Work to do while no key waits, one job between two keys, in the order
    /// asked; each job's message is sent and the screen drawn.
    private var idleJobs: [(id: AnyHashable, job: () -> P.Msg?)] = []
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant

    init(state: P.State, device: any TerminalDevice) {
        stateStorage = UnsafeMutablePointer<P.State>.allocate(capacity: 1)
        stateStorage.initialize(to: state)
        self.device = device
        started = clock.now
    }

    deinit {
        stateStorage.deinitialize(count: 1)
        stateStorage.deallocate()
    }

    /// Tells the program the terminal's size and performs `early`: the
    /// effects of updates made before the run. The screen is not drawn yet.
    func start(performingFirst early: [P.Effect] = []) {
        sendInput(.resize(device.size))
        perform(early)
    }

    /// Draws the screen, sends `then` (drawn once it is answered) and runs
    /// until the program quits or a signal arrives; returns that signal.
    func run(thenSending then: P.Msg? = nil) -> Int32? {
        redraw()
        if let then {
            send(then)
            redraw()
        }
        while !quitting {
            if let received = SignalWatch.take() { return received }
            tick()
            // With work to do between keys, only look for a key already there.
            let waiting = idleJobs.isEmpty
            guard let event = device.next(waiting: waiting, atMost: waitForWake()) else {
                if !waiting {
                    doNextIdleJob()
                } else if Self.wantsIdle(&stateStorage.pointee), let message = P.message(for: .idle) {
                    send(message)
                    // Only the status row can have changed (`Program.wantsIdle`).
                    redraw(afterIdle: true)
                }
                continue
            }
            if let intercept, intercept(event) { continue }
            switch event {
            case .key(let key): sendInput(.key(key))
            case .paste(let text): sendInput(.paste(text))
            case .click(let row, let column): sendInput(.click(row: row, column: column))
            case .drag(let row, let column): sendInput(.drag(row: row, column: column))
            case .doubleClick(let row, let column): sendInput(.doubleClick(row: row, column: column))
            case .scroll(let rows): sendInput(.scroll(rows: rows))
            case .resize:
                device.invalidate()
                sendInput(.resize(device.size))
            }
            if !quitting { redraw() }
        }
        return stoppedBy
    }

    /// Sends `message` through the program's update, under the stop
    /// watcher's lock (it never reads a state half changed), and performs
    /// what it asks.
    func send(_ message: P.Msg) {
        perform(update(message))
    }

    /// The program's update, under the stop watcher's lock.
    private func update(_ message: P.Msg) -> [P.Effect] {
        let pointer = stateStorage
        return StopGuard.changingState { P.update(&pointer.pointee, message) }
    }

    /// Ends the run after the effect being performed; with `signal`, `run`
    /// returns it.
    func quit(signal: Int32? = nil) {
        quitting = true
        if let signal { stoppedBy = signal }
    }

    /// Asks for `job` to be done while no key waits, once per `id` while it
    /// is waiting: a keystroke never waits on it.
    func whenIdle(_ id: AnyHashable, _ job: @escaping () -> P.Msg?) {
        guard !idleJobs.contains(where: { $0.id == id }) else { return }
        idleJobs.append((id, job))
    }

    /// Brings the screen up to date with the state; `afterIdle`, after the
    /// program's `.idle` message.
    func redraw(afterIdle: Bool = false) {
        let frame = Self.render(&renderer, &stateStorage.pointee, device.size, afterIdle: afterIdle)
        device.draw(frame, changes: renderer.changes, scroll: renderer.scroll)
    }

    /// The frame for `state`, which is passed `inout` only so that it is not
    /// copied: read through the pointer as a plain argument, the whole state
    /// was copied (and let go) on every key, since nothing tells the compiler
    /// that rendering does not write through the same pointer.
    private static func render(
        _ renderer: inout P.Renderer, _ state: inout P.State, _ size: TerminalSize, afterIdle: Bool
    ) -> Frame {
        afterIdle ? renderer.renderAfterIdle(state, size) : renderer.render(state, size)
    }

    /// Whether the program wants an `.idle` message, asked of the state
    /// `inout` for the reason `render` takes it so: read through the
    /// pointer as a plain argument, the whole state was copied (and let
    /// go) at every pause and every timeout of one.
    private static func wantsIdle(_ state: inout P.State) -> Bool {
        P.wantsIdle(state)
    }

    /// When the program changes of itself (`Program.wakeTime`): the program's
    /// time as a tick gives it, asked `inout` for the reason `render` is.
    private static func wakeTime(_ state: inout P.State) -> Duration? {
        P.wakeTime(state)
    }

    /// Milliseconds until the program's next wake, if it has one: the wait
    /// for input ends then, so the frame due is drawn on time.
    private func waitForWake() -> Int32? {
        guard let wake = Self.wakeTime(&stateStorage.pointee) else { return nil }
        let left = wake - (clock.now - started)
        guard left > .zero else { return 0 }
        let (seconds, attoseconds) = left.components
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
    }

    private func sendInput(_ input: ScreenInput) {
        if let message = P.message(for: input) { send(message) }
    }

    /// The time since the run started, for the program's timers; drawn only
    /// when the program asked for something then or was due to wake.
    private func tick() {
        let now = clock.now - started
        guard let message = P.message(for: .tick(now)) else { return }
        // A wake due now changes the screen (a picture's next frame).
        let woken = Self.wakeTime(&stateStorage.pointee).map { $0 <= now } ?? false
        let effects = update(message)
        guard !effects.isEmpty || woken else { return }
        perform(effects)
        if !quitting { redraw() }
    }

    private func doNextIdleJob() {
        guard !idleJobs.isEmpty else { return }
        let next = idleJobs.removeFirst()
        if let message = next.job() { send(message) }
        if !quitting { redraw() }
    }

    private func perform(_ effects: [P.Effect]) {
        for effect in effects { performer(effect) }
    }
}
