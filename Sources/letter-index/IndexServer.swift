import FoundationEssentials
import Glibc
import LetterKit
import LetterSystem

/// `letter-index`'s side of the pipe: reads `IndexRequest`s from standard
/// input and answers each with `IndexAnswer`s on standard output (notes
/// first, then one final answer), until the input ends. A coprocess of the
/// box screen, or one request and out for `letter box --list`.
///
/// It is also the store's `LetterSource`: asked for letters, it sends their
/// paths and takes the letters from the requests that follow.
final class IndexServer: LetterSource {
    private var input: FrameReader
    private let output: Int32
    private var store: IndexStore?
    /// Notes of the store already sent.
    private var notesSent = 0
    /// Letters received and not yet taken, and the paths still owed.
    private var received: [ReadLetter] = []
    private var owed: [String] = []
    private var taken = 0
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()

    init(input: Int32, output: Int32) {
        self.input = FrameReader(descriptor: input)
        self.output = output
    }

    /// Serves requests until the input ends (0) or cannot be read or
    /// written (1).
    func serve() -> Int32 {
        do {
            while let request = try nextRequest() {
                // Letters left over from a request that failed on the way.
                if case .read = request { continue }
                try send(answer(request))
            }
            return 0
        } catch {
            return 1
        }
    }

    private func answer(_ request: IndexRequest) -> IndexAnswer {
        do throws(IndexFailure) {
            if case .open(let box, let path) = request {
                let opened = try IndexStore.open(box: box, path: path, source: self)
                store = opened
                notesSent = 0
                try sendNotes()
                return .opened(databasePath: opened.databasePath)
            }
            guard let store else { throw IndexFailure("the index was not opened") }
            let answer: IndexAnswer
            switch request {
            case .open: answer = .done
            case .refresh: answer = .refreshed(try store.refresh())
            case .refreshIfFoldersChanged: answer = .refreshed(try store.refreshIfFoldersChanged())
            case .letters(let order, let folder?): answer = .letters(try store.letters(inFolder: folder, order: order))
            case .letters(let order, nil): answer = .letters(try store.letters(order: order))
            case .search(let text): answer = .letters(try store.search(text))
            case .listing(let order): answer = .text(try store.listing(order: order))
            case .foundPaths(let text): answer = .text(try store.foundPaths(text))
            case .count: answer = .count(try store.count())
            case .folderCounts: answer = .folderCounts(try store.folderCounts())
            case .forget(let path):
                try store.forget(path: path)
                answer = .done
            case .reread(let path):
                try store.reread(path: path)
                answer = .done
            case .read: throw IndexFailure("letters were sent that were not asked for")
            }
            try sendNotes()
            return answer
        } catch {
            try? sendNotes()
            return .failed(error.description)
        }
    }

    // MARK: LetterSource

    func ask(_ paths: [String]) throws(IndexFailure) {
        while taken < owed.count { _ = try next() }
        owed = paths
        taken = 0
        received = []
        try sendNotes()
        try transmit(.read(paths: paths))
    }

    func next() throws(IndexFailure) -> ReadLetter {
        guard taken < owed.count else { throw IndexFailure("a letter was taken that was not asked for") }
        while received.isEmpty {
            let request: IndexRequest?
            do { request = try nextRequest() } catch { throw IndexFailure("the program stopped sending letters: \(error)") }
            guard case .read(let letters)? = request else {
                throw IndexFailure("the program sent something else than the letters asked for")
            }
            received = letters.reversed()
        }
        guard let letter = received.popLast() else { throw IndexFailure("no letter") }
        guard letter.letter.summary.path == owed[taken] else {
            throw IndexFailure("the program sent \(letter.letter.summary.path) for \(owed[taken])")
        }
        taken += 1
        return letter
    }

    // MARK: Frames

    /// The next request; nil when the input ends between frames.
    private func nextRequest() throws -> IndexRequest? {
        switch input.next() {
        case .frame(let payload): return try decoder.decode(IndexRequest.self, from: Data(payload))
        case .closed: return nil
        case .broken(let reason): throw IndexFailure(reason)
        case .timedOut: throw IndexFailure("timed out")
        }
    }

    private func sendNotes() throws(IndexFailure) {
        guard let store else { return }
        while notesSent < store.notes.count {
            try transmit(.note(store.notes[notesSent]))
            notesSent += 1
        }
    }

    private func transmit(_ answer: IndexAnswer) throws(IndexFailure) {
        do { try send(answer) } catch { throw IndexFailure("the answer could not be written: \(error)") }
    }

    private func send(_ answer: IndexAnswer) throws {
        if case .text(let text) = answer {
            try HelperFrame.write([IndexAnswer.textKind] + Array(text.utf8), to: output)
        } else {
            try HelperFrame.write([IndexAnswer.jsonKind] + Array(try encoder.encode(answer)), to: output)
        }
    }
}
