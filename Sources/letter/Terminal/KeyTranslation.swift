@preconcurrency import CNcurses
import LetterKit

/// What one read from the terminal means: a key, a paste, the mouse, a resize.
enum InputEvent: Equatable {
    case key(Key)
    case paste(String)
    case click(row: Int, column: Int)
    case drag(row: Int, column: Int)
    case doubleClick(row: Int, column: Int)
    case scroll(rows: Int)
    case resize
}

/// Reads the terminal through ncurses and hands what it reads to `KeyDecoder`.
///
/// ncurses decodes the sequences its terminfo entry knows (keypad mode) into key
/// codes; this maps those codes to `Key`s and is the only file that knows them.
/// Keys with modifiers (Ctrl-Left, Ctrl-Shift-Right, …) have no fixed codes in
/// ncurses: they are extended terminfo names (`kLFT5`) whose codes are looked up
/// when the terminal starts. Bracketed-paste markers are defined as keys of our
/// own. Everything else — an ESC and what follows it, pastes, control
/// characters — is decided by the pure `KeyDecoder`, so a sequence the terminfo
/// entry does not name (tmux's `ESC [1~` for Home under TERM=xterm-256color) is
/// still read as a key, or ignored, and never typed.
///
/// A class: it keeps the decoder's state and the events one read completed.
final class KeyTranslator {
    /// Codes for the bracketed-paste markers we define with `define_key`.
    static let pasteBegin: Int32 = 0x7FF0
    static let pasteEnd: Int32 = 0x7FF1

    /// Milliseconds `wget_wch` waits before returning, so the loop can notice
    /// signals and timers.
    static let idleTimeout: Int32 = 250
    /// Milliseconds to wait for the rest of a sequence already begun.
    static let sequenceTimeout: Int32 = 100

    private var extended: [Int32: Key] = [:]
    private var decoder = KeyDecoder()
    /// Holds an Esc for the key after it (Esc then b is Alt-b).
    private var escapeAsAlt = EscapeAsAlt()
    /// Turns mouse reports into clicks, drags and double clicks.
    private var gestures = MouseGestures()
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    /// Events read but not yet handed out: one unit can complete several.
    private var ready: [InputEvent] = []

    /// Looks up the modifier keys this terminal describes.
    init() {
        let names: [(String, Key)] = [
            ("kLFT5", .ctrl(.left)), ("kRIT5", .ctrl(.right)), ("kUP5", .ctrl(.up)), ("kDN5", .ctrl(.down)),
            ("kHOM5", .ctrl(.home)), ("kEND5", .ctrl(.end)),
            ("kLFT6", .ctrlShift(.left)), ("kRIT6", .ctrlShift(.right)),
            ("kUP6", .ctrlShift(.up)), ("kDN6", .ctrlShift(.down)),
            ("kHOM6", .ctrlShift(.home)), ("kEND6", .ctrlShift(.end)),
            ("kUP", .shift(.up)), ("kDN", .shift(.down)),
            ("kLFT3", .alt(.left)), ("kRIT3", .alt(.right)), ("kDC3", .alt(.delete)),
            ("kDC5", .alt(.delete)),
        ]
        for (name, key) in names {
            guard let sequence = tigetstr(name), Int(bitPattern: sequence) != -1 else { continue }
            let code = key_defined(sequence)
            if code > 0 { extended[code] = key }
        }
        started = clock.now
        define_key("\u{1B}[200~", KeyTranslator.pasteBegin)
        define_key("\u{1B}[201~", KeyTranslator.pasteEnd)
        // Mouse reports reach `KeyDecoder` as they were sent (see
        // `Terminal.start`): curses must not take their first bytes as its
        // mouse key.
        if let mouse = tigetstr("kmous"), Int(bitPattern: mouse) != -1 { define_key(mouse, 0) }
    }

    /// Reads input until it makes one event; nil when the wait ends with none.
    /// An open escape sequence is read to its end (or its timeout) first. An
    /// Esc is held for the key after it (`EscapeAsAlt`) and handed out alone
    /// once its second has passed, so the idle wait is no longer than that.
    /// Without `waiting`, an idle terminal answers at once: the loop has work
    /// of its own (a picture to draw) that must not hold up a key, nor wait
    /// for one.
    /// With `atMost`, an idle wait ends by then: a picture's frame is due.
    func next(waiting: Bool = true, atMost: Int32? = nil) -> InputEvent? {
        if !ready.isEmpty { return ready.removeFirst() }
        if escapeAsAlt.isHolding, let escape = escapeAsAlt.expire(at: now) { return .key(escape) }
        repeat {
            let (unit, event) = read(waiting: waiting, atMost: atMost)
            for output in decoder.feed(unit) {
                switch output {
                case .key(let key): hand(key)
                case .paste(let text):
                    release()
                    ready.append(.paste(text))
                case .mouse(let report):
                    release()
                    if let event = gestures.take(report, at: now).flatMap(InputEvent.init) { ready.append(event) }
                }
            }
            if let event {
                release()
                ready.append(event)
            }
            if !ready.isEmpty { return ready.removeFirst() }
        } while decoder.wait == .escape || decoder.wait == .sequence
        if escapeAsAlt.isHolding, let escape = escapeAsAlt.expire(at: now) { return .key(escape) }
        return nil
    }

    /// The time since the translator started; read only for an Esc, while
    /// one is held, or for the mouse, so a typed character costs no clock.
    private var now: Duration { clock.now - started }

    /// Queues a decoded key, through the Esc-as-Alt hold when an Esc is involved.
    private func hand(_ key: Key) {
        guard escapeAsAlt.isHolding || key == .escape else {
            ready.append(.key(key))
            return
        }
        for each in escapeAsAlt.take(key, at: now) { ready.append(.key(each)) }
    }

    /// Hands out a held Esc before input that is no key.
    private func release() {
        if let escape = escapeAsAlt.release() { ready.append(.key(escape)) }
    }

    /// One `wget_wch`, waited for as long as the decoder asks: the unit for the
    /// decoder, and a mouse or resize event that is no unit of input.
    private func read(waiting: Bool, atMost: Int32?) -> (KeyDecoder.Unit, InputEvent?) {
        switch decoder.wait {
        case .idle: timeout(waiting ? min(idleWait, max(0, atMost ?? idleWait)) : 0)
        case .paste: timeout(KeyTranslator.idleTimeout)
        case .escape: timeout(get_escdelay())
        case .sequence: timeout(KeyTranslator.sequenceTimeout)
        }
        var character: wint_t = 0
        let status = wget_wch(stdscr, &character)
        if status == ERR { return (.timeout, nil) }
        guard status == KEY_CODE_YES else {
            return (Unicode.Scalar(UInt32(character)).map(KeyDecoder.Unit.scalar) ?? .other, nil)
        }
        let code = Int32(bitPattern: character)
        switch code {
        case KeyTranslator.pasteBegin: return (.pasteBegin, nil)
        case KeyTranslator.pasteEnd: return (.pasteEnd, nil)
        case KEY_RESIZE: return (.other, .resize)
        default: return (key(forCode: code).map(KeyDecoder.Unit.key) ?? .other, nil)
        }
    }

    /// Milliseconds to wait while idle: no longer than a held Esc has left.
    private var idleWait: Int32 {
        guard escapeAsAlt.isHolding, let left = escapeAsAlt.remaining(at: now) else { return KeyTranslator.idleTimeout }
        let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
        return Int32(min(Int64(KeyTranslator.idleTimeout), max(1, milliseconds + 1)))
    }

    /// The key an ncurses code names; nil for codes the editor has no key for
    /// (Insert, Shift-Tab, keypad keys).
    private func key(forCode code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_SR: return .shift(.up)
        case KEY_SF: return .shift(.down)
        case KEY_SLEFT: return .shift(.left)
        case KEY_SRIGHT: return .shift(.right)
        case KEY_SHOME: return .shift(.home)
        case KEY_SEND: return .shift(.end)
        case KEY_SPREVIOUS: return .shift(.pageUp)
        case KEY_SNEXT: return .shift(.pageDown)
        case KEY_BTAB: return .backTab
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_ENTER: return .enter
        default:
            for number in 1...12 where code == letter_key_f(Int32(number)) { return .function(number) }
            return extended[code]
        }
    }
}

extension InputEvent {
    /// The event a mouse gesture makes; nil for input that is no gesture.
    init?(_ input: ScreenInput) {
        switch input {
        case .click(let row, let column): self = .click(row: row, column: column)
        case .drag(let row, let column): self = .drag(row: row, column: column)
        case .doubleClick(let row, let column): self = .doubleClick(row: row, column: column)
        case .scroll(let rows): self = .scroll(rows: rows)
        default: return nil
        }
    }
}
