import Glibc
import LetterKit
import LetterPictureFiles

/// The program's pictures, looked at and drawn by `letter-pictures`: the
/// same questions `PictureLooker` answered in this process, asked of a
/// helper process that links chafa and gdk-pixbuf so this one does not.
///
/// Why a helper executable (ARCHITECTURE.md, "Helper executables"): a
/// letter without pictures then never maps chafa, gdk-pixbuf and GLib, and
/// a decoder that crashes on a hostile file ends the helper, not the editor.
/// The helper starts on the first picture asked about and is kept for the
/// rest of the run (the editor, the letterbox and a command share it); it
/// ends by itself when this process closes its end.
///
/// A failure is the picture's own problem (`PictureProblem.notDrawn`), shown
/// in its block as an unreadable picture is: never a lost letter, never a
/// stuck editor (an answer that takes longer than 20 seconds ends the
/// helper). If the helper dies, the next question starts it again; once
/// two helpers in a row have died without answering anything, or it
/// cannot be started at all, pictures are not asked about again this run.
///
/// An attachment's facts need no C library and are answered here, so a
/// letter with attachments alone starts no helper.
final class PictureHelper: @unchecked Sendable {
    /// The one helper of this process.
    static let shared = PictureHelper()

    /// The helper's path; nil when this program's own could not be found.
    private let program: String?
    /// The longest wait for one answer, in milliseconds: a picture at the
    /// limits (`PictureFile.Limits`, 40 million pixels) decodes in a few
    /// seconds on a slow machine; past 20 the decoder is taken to be stuck.
    private let patience: Int

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var process: PictureHelperProcess?
    /// Whether the running helper has answered anything yet.
    private var answered = false
    /// Helpers in a row that ended before answering anything.
    private var failedStarts = 0
    /// Why pictures are no longer asked about this run, once they are not.
    private var givenUp: PictureHelperFailure?
    /// The first failure of this run, for the command line's one note.
    private var firstFailure: PictureHelperFailure?
    /// What the picture libraries said in another helper (`letter-print`
    /// draws a PDF's pictures itself): the command's one note when this
    /// helper has none of its own.
    private var otherNote: String?

    /// A client of `program` (the one beside this executable unless a test
    /// gives another), waiting at most `patience` milliseconds an answer.
    init(program: String? = PictureHelperProcess.program(), patience: Int = 20_000) {
        self.program = program
        self.patience = patience
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// What the file at `path` is (`PictureLooker.facts`): judged without
    /// decoding, or decoded whole too with `decoding`.
    func facts(at path: String, confinedTo folder: String? = nil, decoding: Bool = false) -> PictureFacts {
        if MediaKind(path: path) != nil { return mediaFacts(at: path, confinedTo: folder) }
        guard PictureKind(path: path) == .picture else { return AttachmentFacts.at(path, confinedTo: folder) }
        switch ask(.facts(path: Self.anchored(path), confinedTo: folder.map(Self.anchored), decoding: decoding)) {
        case .success(.facts(let facts)): return facts
        case .success: return .problem(.notDrawn(reason: PictureHelperFailure.unreadable.description))
        case .failure(let failure): return .problem(.notDrawn(reason: failure.description))
        }
    }

    /// How the block `request` asks about looks (`PictureLooker.look`).
    func look(for request: PictureRequest, colors: PictureColors) -> PictureLook {
        let source = request.source
        if source.media != nil { return mediaLook(for: request, colors: colors) }
        guard source.kind == .picture else { return AttachmentFacts.look(at: source.path, confinedTo: source.confinedTo) }
        if request.moving, let moving = animatedPNGLook(for: request, colors: colors) { return moving }
        let anchored = PictureRequest(
            mark: request.mark,
            source: PictureSource(
                caption: source.caption, path: Self.anchored(source.path), confinedTo: source.confinedTo.map(Self.anchored)),
            columns: request.columns, moving: request.moving)
        return look(answering: .look(anchored, colors: colors))
    }

    /// A letterbox row's thumbnail (`PictureLooker.thumbnail`).
    func thumbnail(path: String, confinedTo folder: String?, columns: Int, rows: Int, colors: PictureColors)
        -> PictureLook
    {
        look(
            answering: .thumbnail(
                path: Self.anchored(path), confinedTo: folder.map(Self.anchored), columns: columns, rows: rows,
                colors: colors))
    }

    /// True when the file at `path` is an SVG drawing by its content
    /// (`VectorDrawing.isDrawing`); false when the helper cannot say.
    func isDrawing(at path: String, confinedTo folder: String? = nil) -> Bool {
        guard case .success(.drawing(let isDrawing)) = ask(.isDrawing(path: Self.anchored(path), confinedTo: folder.map(Self.anchored)))
        else { return false }
        return isDrawing
    }

    /// The PNG of the SVG drawing at `path` (`VectorDrawing.png`), or nil.
    func drawingPNG(at path: String, confinedTo folder: String? = nil) -> [UInt8]? {
        guard case .success(.png(let png)) = ask(.drawingPNG(path: Self.anchored(path), confinedTo: folder.map(Self.anchored)))
        else { return nil }
        return png
    }

    /// A sticker's two cells drawn from the picture at `path`
    /// (`StickerPixels` in the helper), or why it keeps its placeholder. An
    /// answer of another shape is a problem, never cells out of place.
    func stickerCells(at path: String, confinedTo folder: String?) -> StickerLook {
        switch ask(.stickerCells(path: Self.anchored(path), confinedTo: folder.map(Self.anchored))) {
        case .success(.stickerCells(let cells)) where cells.count == StickerMark.cells: .cells(cells)
        case .success(.problem(let problem)): .problem(problem.summary)
        case .success: .problem(PictureHelperFailure.unreadable.description)
        case .failure(let failure): .problem(failure.description)
        }
    }

    /// One line for the command line about the pictures, or nil: what the
    /// picture libraries said (`LibraryMessages.summary`), or why the helper
    /// could not draw. Asks only a helper that is running: a command whose
    /// letter has no pictures starts none to ask.
    func note() -> String? {
        let (running, failure, other) = locked { (process != nil, firstFailure, otherNote) }
        if let failure { return tr("pictures were not drawn: {reason}", ["reason": failure]) }
        guard running, case .success(.note(let note)) = ask(.libraryNote) else { return other }
        return note
    }

    /// Keeps what the picture libraries said in another helper, for
    /// `note()`; the first said is kept, as one note is all a command gives.
    func keepLibraryNote(_ note: String) {
        locked { if otherNote == nil { otherNote = note } }
    }

    /// The running helper's process, if one is running.
    var runningProcess: pid_t? { locked { process?.pid } }

    private func look(answering question: PictureQuestion) -> PictureLook {
        switch ask(question) {
        case .success(let answer):
            answer.look ?? .problem(.notDrawn(reason: PictureHelperFailure.unreadable.description))
        case .failure(let failure):
            .problem(.notDrawn(reason: failure.description))
        }
    }

    /// `question`'s answer from the helper, started if it is not running.
    private func ask(_ question: PictureQuestion) -> Result<PictureAnswer, PictureHelperFailure> {
        locked {
            if let givenUp { return .failure(givenUp) }
            let helper: PictureHelperProcess
            if let process {
                helper = process
            } else {
                switch PictureHelperProcess.start(program ?? "letter-pictures") {
                case .success(let started):
                    helper = started
                    process = started
                    answered = false
                case .failure(let failure):
                    return fail(failure, givingUp: true)
                }
            }
            let result = helper.ask(question, timeout: patience)
            switch result {
            case .success:
                answered = true
                failedStarts = 0
            case .failure(let failure):
                helper.stop()
                process = nil
                if !answered { failedStarts += 1 }
                return fail(failure, givingUp: failedStarts >= 2)
            }
            return result
        }
    }

    private func fail(_ failure: PictureHelperFailure, givingUp: Bool) -> Result<PictureAnswer, PictureHelperFailure> {
        if firstFailure == nil { firstFailure = failure }
        if givingUp { givenUp = failure }
        return .failure(failure)
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// `path` as the helper must read it: relative paths joined to this
    /// process's working folder, which the letterbox changes while the
    /// editor runs and the helper does not follow. An address is left as
    /// it is, for the helper to refuse.
    static func anchored(_ path: String) -> String {
        guard !path.hasPrefix("/"), !path.isEmpty, !PictureTarget.isAddress(path) else { return path }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        let folder = RawPath.string(buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
        return FilePath.join(folder, path)
    }
}
