import LetterKit

/// The letterbox's interactive screen: the list, search as you type, and
/// the keys that open, rename, delete and bind letters (see `BoxOpening`
/// and `BoxSession`; the screen itself is LetterKit's `BoxState`).
enum BoxScreen {
    /// Runs the screen on `index` (of the box at `box`) until the person
    /// quits; the index is brought up to date first as far as the folders'
    /// times tell, with a progress bar when that takes long, and wholly once
    /// the list is drawn. Stopped by a signal, ends with its status.
    static func run(box: String, index: LetterIndex) throws(BoxScreenError) {
        // ArgumentParser calls `run` on the main thread, and curses must stay
        // there: the index is used on the thread it was opened on.
        nonisolated(unsafe) let index = index
        let ended = MainActor.assumeIsolated { () -> Result<Int32?, Failure> in
            do throws(Failure) {
                return .success(try BoxOpening.run(box: box, index: index))
            } catch {
                return .failure(error)
            }
        }
        switch ended {
        case .failure(let failure): throw .failed(failure.message)
        case .success(let signal?): throw .stoppedBy(signal: signal)
        case .success(nil): return
        }
    }
}

/// Why the letterbox screen ended other than by the person quitting.
enum BoxScreenError: Error, Hashable, CustomStringConvertible {
    /// It could not start or go on: no terminal, an index that cannot be read.
    case failed(String)
    /// A signal stopped it; the process ends with 128 + the signal.
    case stoppedBy(signal: Int32)

    var description: String {
        switch self {
        case .failed(let message): message
        case .stoppedBy(let signal): tr("stopped by signal {signal}", ["signal": signal])
        }
    }
}
