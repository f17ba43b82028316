import CChafa
import Glibc
import LetterKit

/// What GLib and the libraries built on it (gdk-pixbuf and its loaders,
/// chafa, Pango, Cairo's glue) would have printed, kept instead of printed.
///
/// Why: by default GLib writes `GdkPixbuf-CRITICAL **: …` and
/// `Pango-WARNING **: …` straight to standard error, which is the terminal
/// the editor is drawing on: the text lands over the page and stays there
/// until the next full redraw. So one log writer (`g_log_set_writer_func`,
/// which every `g_log` and structured log reaches), a `g_printerr` and a
/// `g_print` handler are installed once, before the first of those
/// libraries is called, and keep each message as one line (controls
/// escaped, `TerminalSafe`), the last few only. The picture that was being
/// decoded takes the last one as its reason where it has none of its own;
/// `render` and `export` print at most one line about them
/// (`summary(since:)`); the editor prints none.
///
/// Limitations: fontconfig writes its rare complaints with `fprintf` and
/// reaches no GLib handler; `G_DEBUG=fatal-warnings` still stops the
/// program, as its user asked.
public enum LibraryMessages {
    /// Installs the handlers, once per process; any later call does nothing.
    public static func capture() { _ = installed }

    /// How many messages were kept since the process started: a mark to pass
    /// to `messages(since:)`.
    public static var count: Int {
        lock.withLock { total }
    }

    /// The messages kept after `mark` (a `count`), oldest first; at most the
    /// last `limit` of them are kept in all.
    public static func messages(since mark: Int) -> [String] {
        lock.withLock {
            let newer = total - mark
            guard newer > 0 else { return [] }
            return Array(kept.suffix(min(newer, kept.count)))
        }
    }

    /// One line about the messages after `mark`, or nil for none: the first
    /// of them, and how many more there were.
    public static func summary(since mark: Int) -> String? {
        let messages = messages(since: mark)
        guard let first = messages.first else { return nil }
        let more = max(0, count - mark - 1)
        guard more > 0 else { return tr("a picture library said: {message}", ["message": first]) }
        return tr("a picture library said: {message} (and {more} more)", ["message": first, "more": more])
    }

    /// The most messages kept: enough to explain a picture, never a memory cost.
    static let limit = 16

    private static let lock = MessageLock()
    nonisolated(unsafe) private static var kept: [String] = []
    nonisolated(unsafe) private static var total = 0

    /// Keeps `message` (from `domain`) as one escaped line.
    static func keep(domain: String?, message: String) {
        var line = message
        while let last = line.last, last.isNewline || last == " " { line.removeLast() }
        if let domain, !domain.isEmpty { line = "\(domain): \(line)" }
        line = TerminalSafe.escaped(line)
        lock.withLock {
            kept.append(line)
            if kept.count > limit { kept.removeFirst(kept.count - limit) }
            total += 1
        }
    }

    private static let installed: Void = {
        g_log_set_writer_func(
            { _, fields, count, _ in
                var domain: String?
                var message = ""
                if let fields {
                    for index in 0..<Int(count) {
                        let field = fields[index]
                        guard let key = field.key, let value = field.value else { continue }
                        // A negative length means the value is a C string.
                        let text =
                            field.length < 0
                            ? String(cString: value.assumingMemoryBound(to: CChar.self))
                            : String(decoding: UnsafeRawBufferPointer(start: value, count: Int(field.length)), as: UTF8.self)
                        switch String(cString: key) {
                        case "MESSAGE": message = text
                        case "GLIB_DOMAIN": domain = text
                        default: break
                        }
                    }
                }
                LibraryMessages.keep(domain: domain, message: message)
                return G_LOG_WRITER_HANDLED
            }, nil, nil)
        g_set_printerr_handler { text in
            guard let text else { return }
            LibraryMessages.keep(domain: nil, message: String(cString: text))
        }
        g_set_print_handler { text in
            guard let text else { return }
            LibraryMessages.keep(domain: nil, message: String(cString: text))
        }
    }()
}

/// A plain mutex: the pictures may be decoded off the main thread.
private final class MessageLock: @unchecked Sendable {
    private var mutex = pthread_mutex_t()

    init() { pthread_mutex_init(&mutex, nil) }

    deinit { pthread_mutex_destroy(&mutex) }

    func withLock<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return body()
    }
}
