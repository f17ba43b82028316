import Glibc
import LetterKit
import Testing

@testable import letter

/// A screen of one line, to show that any `Program` runs under the `Runner`
/// with no code of its own in the program: `+` and `-` count, `l` asks for
/// ten more to be added while no key waits, `q` quits.
enum CounterProgram: Program {
    struct State {
        var count = 0
        var size = TerminalSize(rows: 0, columns: 0)
    }

    enum Msg {
        case add(Int)
        case later
        case resized(TerminalSize)
        case quit
    }

    enum Effect {
        case addLater
        case quit
    }

    static func wantsIdle(_ state: State) -> Bool { false }

    static func message(for input: ScreenInput) -> Msg? {
        switch input {
        case .key(.character("+")): .add(1)
        case .key(.character("-")): .add(-1)
        case .key(.character("l")): .later
        case .key(.character("q")): .quit
        case .resize(let size): .resized(size)
        default: nil
        }
    }

    static func update(_ state: inout State, _ message: Msg) -> [Effect] {
        switch message {
        case .add(let amount): state.count += amount
        case .later: return [.addLater]
        case .resized(let size): state.size = size
        case .quit: return [.quit]
        }
        return []
    }

    static func render(_ state: State, _ size: TerminalSize) -> Frame {
        var frame = Frame(size: size)
        if size.rows > 0 { frame.put("Count: \(state.count)", row: 0, column: 0, style: .title) }
        return frame
    }

    static func makeRenderer() -> WholeFrameRenderer<State> { WholeFrameRenderer(render) }
}

/// A terminal that reads its input from a script and keeps the frames it is
/// given: `nil` in the script is a pause (no key in the wait).
@MainActor
final class ScriptedDevice: TerminalDevice {
    private var script: [InputEvent?]
    private(set) var frames: [Frame] = []
    var size: TerminalSize
    let colorCount = 0
    /// Called once the script is used up; the run is then ended.
    var whenUsedUp: () -> Void = {}
    private(set) var usedUp = false

    init(size: TerminalSize, script: [InputEvent?]) {
        self.size = size
        self.script = script
    }

    func next(waiting: Bool) -> InputEvent? {
        guard !script.isEmpty else {
            usedUp = true
            whenUsedUp()
            return nil
        }
        let event = script.removeFirst()
        // A resize is read from the terminal after the event, as ncurses does.
        if case .resize = event, let newSize = pendingSizes.first {
            pendingSizes.removeFirst()
            size = newSize
        }
        return event
    }

    /// The sizes the script's resizes give, in turn.
    var pendingSizes: [TerminalSize] = []

    func draw(_ frame: Frame, changes: [(row: Int, columns: Range<Int>)], scroll: (rows: Range<Int>, by: Int)?) {
        frames.append(frame)
    }

    func invalidate() {}
    func discardTypeahead() {}

    /// The first row of each frame drawn, without trailing blanks.
    var titles: [String] {
        frames.map { frame in
            String((frame.lines.first ?? "").reversed().drop(while: { $0 == " " }).reversed())
        }
    }
}

@Suite("The runner, with a scripted terminal")
@MainActor
struct RunnerTests {
    /// Runs the counter over `script`; the runner, the device.
    func run(_ script: [InputEvent?], sizes: [TerminalSize] = []) -> (signal: Int32?, device: ScriptedDevice) {
        let device = ScriptedDevice(size: TerminalSize(rows: 3, columns: 20), script: script)
        device.pendingSizes = sizes
        let runner = Runner<CounterProgram>(state: CounterProgram.State(), device: device)
        device.whenUsedUp = { [unowned runner] in runner.quit(signal: SIGHUP) }
        runner.performer = { [unowned runner] effect in
            switch effect {
            case .quit: runner.quit()
            case .addLater:
                // Asked twice before it is done, the job is done once.
                runner.whenIdle("ten") { .add(10) }
            }
        }
        runner.start()
        return (runner.run(), device)
    }

    @Test func keysInFramesOutQuitOnTheQuitEffect() {
        let (signal, device) = run([.key(.character("+")), .key(.character("+")), .key(.character("-")), .key(.character("q"))])
        #expect(signal == nil)
        #expect(!device.usedUp)
        // The first paint, one frame per key but the last (the quit draws nothing).
        #expect(device.titles == ["Count: 0", "Count: 1", "Count: 2", "Count: 1"])
    }

    @Test func aKeyTheProgramIgnoresStillDrawsAndChangesNothing() {
        let (_, device) = run([.key(.character("x")), .click(row: 1, column: 1), .key(.character("+")), .key(.character("q"))])
        #expect(device.titles == ["Count: 0", "Count: 0", "Count: 0", "Count: 1"])
    }

    @Test func aResizeReachesTheProgramAtTheTerminalsNewSize() {
        let (_, device) = run([.key(.character("+")), .resize, .key(.character("q"))], sizes: [TerminalSize(rows: 5, columns: 12)])
        #expect(device.frames.map(\.size) == [
            TerminalSize(rows: 3, columns: 20), TerminalSize(rows: 3, columns: 20), TerminalSize(rows: 5, columns: 12),
        ])
        #expect(device.titles.last == "Count: 1")
    }

    @Test func workAskedForIsDoneOnceInAPauseAndDrawn() {
        // Asked twice before the pause: done once, in the pause.
        let (_, device) = run([.key(.character("l")), .key(.character("l")), nil, nil, .key(.character("q"))])
        #expect(device.titles == ["Count: 0", "Count: 0", "Count: 0", "Count: 10"])
    }

    @Test func aScriptWithoutQuitEndsBySignalNotByItself() {
        let (signal, device) = run([.key(.character("+"))])
        #expect(device.usedUp)
        #expect(signal == SIGHUP)
        #expect(device.titles == ["Count: 0", "Count: 1"])
    }
}
