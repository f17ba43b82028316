@preconcurrency import CNcurses
import LetterKit

/// What one read from the terminal means: a key, a paste, the mouse, a resize.
enum InputEvent: Equatable {
    case key(Key)
    case paste(String)
    case click(row: Int, column: Int)
    case scroll(rows: Int)
    case resize
}

/// Turns ncurses key codes into `Key`s. The only file that knows ncurses' codes.
///
/// Keys with modifiers (Ctrl-Left, Ctrl-Shift-Right, …) have no fixed codes in
/// ncurses: they are extended terminfo names (`kLFT5`) whose codes are looked up
/// when the terminal starts. Bracketed-paste markers are defined as keys of our
/// own so a paste arrives as one event, not as typing.
struct KeyTranslator {
    /// Codes for the bracketed-paste markers we define with `define_key`.
    static let pasteBegin: Int32 = 0x7FF0
    static let pasteEnd: Int32 = 0x7FF1

    private var extended: [Int32: Key] = [:]

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
        define_key("\u{1B}[200~", KeyTranslator.pasteBegin)
        define_key("\u{1B}[201~", KeyTranslator.pasteEnd)
    }

    /// Reads input until it makes one event; nil on timeout or error.
    func next() -> InputEvent? {
        var character: wint_t = 0
        let status = wget_wch(stdscr, &character)
        if status == ERR { return nil }
        if status == KEY_CODE_YES {
            return functionKey(Int32(bitPattern: character))
        }
        return characterKey(character)
    }

    private func functionKey(_ code: Int32) -> InputEvent? {
        switch code {
        case KeyTranslator.pasteBegin: return .paste(readPaste())
        case KEY_RESIZE: return .resize
        case KEY_MOUSE: return mouse()
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        case KEY_HOME: return .key(.home)
        case KEY_END: return .key(.end)
        case KEY_PPAGE: return .key(.pageUp)
        case KEY_NPAGE: return .key(.pageDown)
        case KEY_SR: return .key(.shift(.up))
        case KEY_SF: return .key(.shift(.down))
        case KEY_SLEFT: return .key(.shift(.left))
        case KEY_SRIGHT: return .key(.shift(.right))
        case KEY_SHOME: return .key(.shift(.home))
        case KEY_SEND: return .key(.shift(.end))
        case KEY_SPREVIOUS: return .key(.shift(.pageUp))
        case KEY_SNEXT: return .key(.shift(.pageDown))
        case KEY_BACKSPACE: return .key(.backspace)
        case KEY_DC: return .key(.delete)
        case KEY_ENTER: return .key(.enter)
        default:
            for number in 1...12 where code == letter_key_f(Int32(number)) { return .key(.function(number)) }
            if let key = extended[code] { return .key(key) }
            return nil
        }
    }

    private func characterKey(_ value: wint_t) -> InputEvent? {
        switch value {
        case 0x0A, 0x0D: return .key(.enter)
        case 0x09: return .key(.tab)
        case 0x08, 0x7F: return .key(.backspace)
        case 0x1B: return .key(altKey() ?? .escape)
        case 0x00: return .key(.control(" "))
        case 0x01...0x1A: return .key(.control(Character(Unicode.Scalar(UInt8(value) + 0x60))))
        case 0x1C...0x1F: return nil
        default:
            guard let scalar = Unicode.Scalar(UInt32(value)) else { return nil }
            return .key(.character(Character(scalar)))
        }
    }

    /// After Esc, a key that follows at once is Alt plus that key.
    private func altKey() -> Key? {
        timeout(0)
        defer { timeout(KeyTranslator.idleTimeout) }
        var character: wint_t = 0
        let status = wget_wch(stdscr, &character)
        if status == ERR { return nil }
        if status == KEY_CODE_YES {
            if Int32(bitPattern: character) == KEY_BACKSPACE { return .alt(.backspace) }
            if Int32(bitPattern: character) == KEY_DC { return .alt(.delete) }
            return nil
        }
        switch character {
        case 0x7F, 0x08: return .alt(.backspace)
        case 0x20..<0x7F: return .alt(.character(Character(Unicode.Scalar(UInt8(character)))))
        default: return nil
        }
    }

    /// Milliseconds `wget_wch` waits before returning, so the loop can notice
    /// signals and timers.
    static let idleTimeout: Int32 = 250

    /// Collects a bracketed paste up to its end marker. Terminals send a pasted
    /// newline as CR.
    private func readPaste() -> String {
        var text = ""
        var idleReads = 0
        var afterCarriageReturn = false
        while idleReads < 20 {
            var character: wint_t = 0
            let status = wget_wch(stdscr, &character)
            if status == ERR {
                idleReads += 1
                continue
            }
            idleReads = 0
            if status == KEY_CODE_YES {
                let code = Int32(bitPattern: character)
                if code == KeyTranslator.pasteEnd { break }
                if code == KEY_ENTER { text.append("\n") }
                continue
            }
            defer { afterCarriageReturn = character == 0x0D }
            if character == 0x0A && afterCarriageReturn { continue }
            if character == 0x0D || character == 0x0A {
                text.append("\n")
            } else if let scalar = Unicode.Scalar(UInt32(character)) {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    private func mouse() -> InputEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let state = event.bstate
        if state & letter_button4_pressed() != 0 { return .scroll(rows: -3) }
        if state & letter_button5_pressed() != 0 { return .scroll(rows: 3) }
        if state & (letter_button1_pressed() | letter_button1_clicked() | letter_button1_released()) != 0 {
            return .click(row: Int(event.y), column: Int(event.x))
        }
        return nil
    }
}
