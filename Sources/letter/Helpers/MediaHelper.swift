import Glibc
import LetterKit
import LetterSystem

/// The program's side of `letter-media`, the helper executable that links
/// FFmpeg, run as a coprocess (`HelperProgram.start`, one `HelperFrame` a
/// question and one an answer, JSON by `HelperCoding`).
///
/// Started by the first video or sound asked about and kept for the run
/// (the editor and a command share it), so a letter without media never
/// starts it and `letter` never maps FFmpeg.
///
/// A failure is the file's own problem (`PictureProblem.notDrawn`), shown in
/// its block as an unreadable picture is: never a lost letter, never a stuck
/// editor (an answer that takes longer than `patience` ends the helper). If
/// the helper dies, the next question starts it again; once two helpers in
/// a row ended without answering anything, or it cannot be started, media
/// are not asked about again this run.
final class MediaHelper: @unchecked Sendable {
    static let shared = MediaHelper()
    static let name = "letter-media"

    private let folder: String?
    /// The longest wait for one answer, in milliseconds: reading a
    /// container's header and decoding one frame take well under a second;
    /// this much is a demuxer or decoder stuck on a hostile file.
    private let patience: Int
    /// Where posters are kept (`$XDG_CACHE_HOME/letter/`), nil without a home.
    private let cacheFolder: String?

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var running: (coprocess: HelperProgram.Coprocess, reader: FrameReader)?
    private var answered = false
    private var failedStarts = 0
    private var givenUp: HelperFailure?

    init(
        folder: String? = HelperProgram.executableFolder, patience: Int = 20_000,
        cacheFolder: String? = XDGFolder.letterFolder(
            "XDG_CACHE_HOME", homeRelative: ".cache", environment: XDGFolder.environment("XDG_CACHE_HOME"))
    ) {
        self.folder = folder
        self.patience = patience
        self.cacheFolder = cacheFolder
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        stop()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// What the container of the file at `path` says, or why it cannot be read.
    func facts(at path: String, confinedTo folder: String?) -> Result<MediaFacts, PictureProblem> {
        switch ask(.facts(path: PictureHelper.anchored(path), confinedTo: folder.map(PictureHelper.anchored))) {
        case .success(.facts(let facts)): .success(facts)
        case .success(.problem(let problem)): .failure(problem)
        case .success: .failure(.notDrawn(reason: HelperFailure(program: Self.name, reason: .garbled).description))
        case .failure(let failure): .failure(.notDrawn(reason: failure.description))
        }
    }

    /// The path of a PNG of a frame from the video at `path`'s first
    /// seconds, made once and kept in the cache folder.
    func poster(at path: String, confinedTo folder: String?) -> Result<String, PictureProblem> {
        guard let cacheFolder else { return .failure(.notDrawn(reason: tr("no home folder to keep the frame in"))) }
        do { try XDGFolder.makeFolders(cacheFolder) } catch {
            return .failure(.notDrawn(reason: "cannot make \(cacheFolder): \(error)"))
        }
        let question = MediaQuestion.poster(
            path: PictureHelper.anchored(path), confinedTo: folder.map(PictureHelper.anchored), cacheFolder: cacheFolder)
        switch ask(question) {
        case .success(.poster(let png)): return .success(png)
        case .success(.problem(let problem)): return .failure(problem)
        case .success: return .failure(.notDrawn(reason: HelperFailure(program: Self.name, reason: .garbled).description))
        case .failure(let failure): return .failure(.notDrawn(reason: failure.description))
        }
    }

    /// Every frame of the animated PNG at `path`, composited, as PNGs in
    /// the cache folder, with their delays.
    func frames(at path: String, confinedTo folder: String?) -> Result<(paths: [String], delays: [Int?]), PictureProblem> {
        guard let cacheFolder else { return .failure(.notDrawn(reason: tr("no home folder to keep the frames in"))) }
        do { try XDGFolder.makeFolders(cacheFolder) } catch {
            return .failure(.notDrawn(reason: "cannot make \(cacheFolder): \(error)"))
        }
        let question = MediaQuestion.frames(
            path: PictureHelper.anchored(path), confinedTo: folder.map(PictureHelper.anchored), cacheFolder: cacheFolder)
        switch ask(question) {
        case .success(.frames(let paths, let delays)): return .success((paths, delays))
        case .success(.problem(let problem)): return .failure(problem)
        case .success: return .failure(.notDrawn(reason: HelperFailure(program: Self.name, reason: .garbled).description))
        case .failure(let failure): return .failure(.notDrawn(reason: failure.description))
        }
    }

    /// The running helper's process, if one is running.
    var runningProcess: pid_t? { locked { running?.coprocess.pid } }

    /// `question`'s answer from the helper, started if it is not running.
    private func ask(_ question: MediaQuestion) -> Result<MediaAnswer, HelperFailure> {
        locked {
            if let givenUp { return .failure(givenUp) }
            do throws(HelperFailure) {
                if running == nil {
                    let coprocess = try HelperProgram.named(Self.name, folder: folder).start()
                    running = (coprocess, FrameReader(descriptor: coprocess.socket))
                    answered = false
                }
                let answer = try exchange(question)
                answered = true
                failedStarts = 0
                return .success(answer)
            } catch {
                stop()
                if !answered { failedStarts += 1 }
                if failedStarts >= 2 || error.isNotStarted { givenUp = error }
                return .failure(error)
            }
        }
    }

    private func exchange(_ question: MediaQuestion) throws(HelperFailure) -> MediaAnswer {
        guard let socket = running?.coprocess.socket, let bytes = HelperCoding.encode(question),
            var reader = running?.reader
        else { throw HelperFailure(program: Self.name, reason: .garbled) }
        do { try HelperFrame.write(bytes, to: socket) } catch { throw ended() }
        let read = reader.next(timeout: patience)
        running?.reader = reader
        switch read {
        case .frame(let body):
            guard let answer = HelperCoding.decode(MediaAnswer.self, from: body) else {
                throw HelperFailure(program: Self.name, reason: .garbled)
            }
            return answer
        case .closed, .broken: throw ended()
        case .timedOut: throw HelperFailure(program: Self.name, reason: .tooSlow(seconds: patience / 1000))
        }
    }

    /// The helper went away: how it ended (it is reaped here).
    private func ended() -> HelperFailure {
        guard let coprocess = running?.coprocess else { return HelperFailure(program: Self.name, reason: .garbled) }
        close(coprocess.socket)
        running = nil
        return HelperFailure(program: Self.name, reason: .ended(HelperProcess.wait(coprocess.pid)))
    }

    /// Ends the helper (it may be stuck in a decoder) and reaps it.
    private func stop() {
        guard let coprocess = running?.coprocess else { return }
        running = nil
        close(coprocess.socket)
        kill(coprocess.pid, SIGKILL)
        _ = HelperProcess.wait(coprocess.pid)
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}

extension HelperFailure {
    /// Whether the helper could not be found or started at all: asking
    /// again would fail the same way.
    fileprivate var isNotStarted: Bool {
        switch reason {
        case .noFolder, .missing, .notStarted: true
        case .pipe, .ended, .garbled, .tooSlow: false
        }
    }
}
