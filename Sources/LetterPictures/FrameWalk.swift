import LetterPictureFiles

/// The frames walked so far, and the loop found among them: the drawings
/// of `AnimationDecoder`, bounded by its limits.
///
/// Frames drawn alike one after another are one frame shown for their
/// delays together (a pause in the file, or a change too small to see at
/// the block's size): the same on screen, and fewer frames to keep.
///
/// Representation: every frame drawn and done with, with its delay, in
/// order; the frame still being drawn alike (`pending`); `loop`, the
/// length of a repeat of the first frames that the frames since have
/// followed so far (nil while none is under way); `found` once a repeat
/// ran as long as the frames before it.
struct FrameWalk {
    struct Frame: Equatable {
        var cells: PictureCells
        var delay: Int?
    }

    let limits: AnimationDecoder.Limits
    let cellsPerFrame: Int
    private(set) var frames: [Frame] = []
    private var pending: Frame?
    private var loop: Int?
    private var found = false
    private var ended = false
    /// How many frames gdk-pixbuf composed for the walk.
    private(set) var composed = 0

    init(limits: AnimationDecoder.Limits, cellsPerFrame: Int) {
        self.limits = limits
        self.cellsPerFrame = max(1, cellsPerFrame)
    }

    /// The most frames the cells allow.
    private var fits: Int { min(limits.frames, max(1, limits.cells / cellsPerFrame)) }

    /// True while another frame is worth composing.
    func wantsMore(pixelsSoFar: Int) -> Bool {
        guard !found, !ended, pixelsSoFar < limits.pixels, composed < 2 * limits.frames else { return false }
        // A loop under way is followed to its end; otherwise as many as fit.
        return loop != nil || frames.count < fits
    }

    /// One more frame drawn, `delay` nil for one that stays for ever.
    mutating func add(_ cells: PictureCells, delay: Int?) {
        composed += 1
        if let held = pending, held.cells == cells, let shown = held.delay, let more = delay {
            pending?.delay = shown + more
            return
        }
        if let held = pending { commit(held) }
        pending = Frame(cells: cells, delay: delay)
        if delay == nil, let last = pending {
            // Played once to a frame that stays: every frame, no repeat.
            commit(last)
            pending = nil
            ended = true
            loop = nil
        }
    }

    /// A frame done with: the repeat under way followed, or one begun.
    private mutating func commit(_ frame: Frame) {
        frames.append(frame)
        let index = frames.count - 1
        guard index > 0 else { return }
        if let length = loop, frames[index - length] != frame {
            loop = Self.repeatStart(in: frames, after: length)
        } else if loop == nil, frame == frames[0] {
            loop = index
        }
        if let length = loop, frames.count == 2 * length { found = true }
    }

    /// The shortest repeat of the first frames, longer than `length`, that
    /// the frames since follow to the last one.
    private static func repeatStart(in frames: [Frame], after length: Int) -> Int? {
        guard length + 1 < frames.count else { return nil }
        for start in (length + 1)..<frames.count where frames[start] == frames[0] {
            if (start..<frames.count).allSatisfy({ frames[$0] == frames[$0 - start] }) { return start }
        }
        return nil
    }

    /// The frames to play and their delays: the loop when one was found (or
    /// under way when a limit came), else every frame within the limits;
    /// nil for fewer than two.
    var result: (frames: [PictureCells], delays: [Int?])? {
        let all = found ? frames : frames + (pending.map { [$0] } ?? [])
        let count = min(loop ?? all.count, fits, all.count)
        guard count >= 2 else { return nil }
        return (all.prefix(count).map(\.cells), all.prefix(count).map(\.delay))
    }
}
