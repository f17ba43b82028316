/// Turns the terminal's input, one unit at a time, into keys and pastes.
///
/// The shell reads units (characters, keys the terminal library decoded, paste
/// markers, timeouts) and feeds them here; everything that decides what they
/// mean lives here, so it is tested without a terminal. An ESC opens a sequence
/// that `EscapeSequence` reads once it is whole, or once the input pauses: the
/// units of a sequence are never typed. `wait` tells the shell how long to wait
/// for the next unit.
///
/// Representation: the units after an open ESC (`pending`), or a paste being
/// collected; at most one of the two.
public struct KeyDecoder: Sendable {
    /// One read from the terminal.
    public enum Unit: Hashable, Sendable {
        /// A character, control characters and ESC included.
        case scalar(Unicode.Scalar)
        /// A key the terminal library decoded from a sequence its terminfo knows.
        case key(Key)
        /// The bracketed-paste markers, when the terminal library decoded them.
        case pasteBegin, pasteEnd
        /// Input the editor has no key for (a mouse report, a resize, an unused
        /// key code): it ends an open sequence.
        case other
        /// Nothing arrived within the wait `wait` asked for.
        case timeout
    }

    /// What the units make.
    public enum Output: Hashable, Sendable {
        case key(Key)
        /// Bracketed paste: the text between the markers, newlines as "\n".
        case paste(String)
        /// A mouse report (SGR form).
        case mouse(MouseReport)
    }

    /// How long the shell should wait for the next unit.
    public enum Wait: Hashable, Sendable {
        /// Nothing is open: wait as long as the main loop likes.
        case idle
        /// A lone ESC: the terminal's escape delay, then it is Esc.
        case escape
        /// Inside a sequence: a little longer, since a sequence already begun is
        /// the terminal's, not a person's, and a slow link may split it.
        case sequence
        /// Inside a paste: the main loop's wait; `pasteIdleLimit` timeouts in a
        /// row end it.
        case paste
    }

    /// Units kept of one sequence; the middle bytes of a longer one are counted
    /// but not kept, and the whole is ignored. Real keys are far shorter.
    static let longest = 64
    /// Timeouts in a row that end a paste whose end marker never came.
    public static let pasteIdleLimit = 20

    private var pending: [Unicode.Scalar]?
    private var tooLong = false
    private var paste: PasteCollector?

    public init() {}

    public var wait: Wait {
        if paste != nil { return .paste }
        guard let pending else { return .idle }
        return pending.isEmpty ? .escape : .sequence
    }

    /// Takes one unit; returns what it completes, in order.
    public mutating func feed(_ unit: Unit) -> [Output] {
        var outputs: [Output] = []
        take(unit, into: &outputs)
        return outputs
    }

    private mutating func take(_ unit: Unit, into outputs: inout [Output]) {
        if paste != nil { return takeInPaste(unit, into: &outputs) }
        if pending != nil { return takeInSequence(unit, into: &outputs) }
        switch unit {
        case .scalar("\u{1B}"): pending = []
        case .scalar(let scalar): if let key = Key(typed: scalar) { outputs.append(.key(key)) }
        case .key(let key): outputs.append(.key(key))
        case .pasteBegin: paste = PasteCollector()
        case .pasteEnd, .other, .timeout: break
        }
    }

    private mutating func takeInSequence(_ unit: Unit, into outputs: inout [Output]) {
        guard var units = pending else { return }
        if units.isEmpty, case .key(let key) = unit {
            // ESC then a key the terminal library decoded: Alt plus that key.
            pending = nil
            outputs.append(.key(key.withAlt))
            return
        }
        var inputEnded = true
        if case .scalar(let scalar) = unit {
            inputEnded = false
            if units.count >= KeyDecoder.longest, EscapeSequence.isMiddle(scalar) {
                tooLong = true
                return
            }
            units.append(scalar)
        }
        let reading = EscapeSequence.read(units, inputEnded: inputEnded)
        if reading.meaning == .incomplete {
            pending = units
            return
        }
        pending = nil
        if tooLong {
            tooLong = false
            // Longer than `describedLength`, so the name ends in "…".
            outputs.append(.key(.unknown(EscapeSequence.describe(units.prefix(reading.length)))))
        } else {
            emit(reading.meaning, into: &outputs)
        }
        // What the sequence did not take is read afresh, then the unit that ended it.
        for scalar in units[reading.length...] { take(.scalar(scalar), into: &outputs) }
        if inputEnded { take(unit, into: &outputs) }
    }

    private mutating func emit(_ meaning: EscapeSequence.Meaning, into outputs: inout [Output]) {
        switch meaning {
        case .escape: outputs.append(.key(.escape))
        case .key(let key): outputs.append(.key(key))
        case .ignored(let description): outputs.append(.key(.unknown(description)))
        case .pasteBegin: paste = PasteCollector()
        case .mouse(let report): outputs.append(.mouse(report))
        case .incomplete, .silent, .pasteEnd: break
        }
    }

    private mutating func takeInPaste(_ unit: Unit, into outputs: inout [Output]) {
        guard var collector = paste else { return }
        if unit != .timeout { collector.idleWaits = 0 }
        let finished: Bool
        switch unit {
        case .scalar(let scalar): finished = collector.take(scalar)
        case .key(.enter): finished = collector.take("\r")
        case .pasteEnd: finished = true
        case .timeout:
            collector.idleWaits += 1
            finished = collector.idleWaits >= KeyDecoder.pasteIdleLimit
        case .key, .pasteBegin, .other: finished = false
        }
        if finished {
            paste = nil
            outputs.append(.paste(collector.finish()))
        } else {
            paste = collector
        }
    }
}

/// The text of a bracketed paste as it arrives.
///
/// Terminals send a pasted newline as CR; CR LF is one newline. The end marker
/// `ESC [201~` may arrive as plain units when the terminal library did not
/// decode it: its units are held until they match it or cannot.
struct PasteCollector: Sendable {
    var text = ""
    var idleWaits = 0
    private var afterCarriageReturn = false
    private var held: [Unicode.Scalar] = []
    private static let endMarker = Array("\u{1B}[201~".unicodeScalars)

    /// Adds one unit; true when it completed the end marker.
    mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        if !held.isEmpty || scalar == "\u{1B}" {
            let candidate = held + [scalar]
            if PasteCollector.endMarker.starts(with: candidate) {
                held = candidate
                return candidate.count == PasteCollector.endMarker.count
            }
            releaseHeld()
            if scalar == "\u{1B}" {
                held = [scalar]
                return false
            }
        }
        append(scalar)
        return false
    }

    /// The text, with any units held for a marker that never came.
    mutating func finish() -> String {
        if held != PasteCollector.endMarker { releaseHeld() }
        return text
    }

    private mutating func releaseHeld() {
        let units = held
        held = []
        for unit in units { append(unit) }
    }

    private mutating func append(_ scalar: Unicode.Scalar) {
        defer { afterCarriageReturn = scalar == "\r" }
        if scalar == "\n", afterCarriageReturn { return }
        if scalar == "\r" || scalar == "\n" {
            text.append("\n")
        } else {
            text.unicodeScalars.append(scalar)
        }
    }
}
