import CChafa
import LetterKit
import LetterPictureFiles

/// An animated GIF or WebP decoded frame by frame (gdk-pixbuf's animation
/// iterator) and each frame drawn with chafa at the block's size, once.
///
/// The frames are walked on a clock of our own (`letter_animation_iter`),
/// each frame's delay at a time, so every frame is reached exactly once.
/// gdk-pixbuf plays a looping animation for ever and does not say how many
/// frames it has, so the loop is found in the drawings: once the frames
/// drawn repeat from the first, with the same delays, for as many frames as
/// came before, the rest is that loop again. An animation that plays once
/// ends with a frame that stays for ever (delay -1); it is played in a loop
/// like the others.
///
/// Bounded for a hostile file (`Limits`): at most 300 frames kept and
/// 120,000 cells in all (what crosses to the editor and stays in its
/// memory), and at most 600 frames composed from 400 million pixels in all
/// (what gdk-pixbuf works through). Past a limit, the frames drawn so far
/// play as the loop.
enum AnimationDecoder {
    struct Limits: Hashable, Sendable {
        var frames: Int
        var cells: Int
        var pixels: Int

        static let standard = Limits(frames: 300, cells: 120_000, pixels: 400_000_000)
    }

    /// The frames of the animation in `file` drawn in a `columns` × `rows`
    /// block and each one's delay in milliseconds (nil where the file gives
    /// none); nil when the file is a still picture to gdk-pixbuf.
    static func frames(
        _ file: PictureFile, columns: Int, rows: Int, colors: PictureColors, limits: Limits = .standard
    ) throws(PictureError) -> (frames: [PictureCells], delays: [Int?])? {
        let area = PictureGeometry.fit(width: file.width, height: file.height, columns: columns, rows: rows)
        guard area.columns > 0, area.rows > 0 else { return nil }
        let opened = try file.reopen()
        defer { opened.close() }
        var error: UnsafeMutablePointer<GError>?
        let mark = LibraryMessages.count
        guard let animation = gdk_pixbuf_animation_new_from_file(opened.descriptorPath, &error) else {
            let reason = error == nil ? LibraryMessages.messages(since: mark).last : nil
            throw .damaged(path: file.path, reason: reason ?? DecodedPixels.take(error))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(animation)) }
        guard gdk_pixbuf_animation_is_static_image(animation) == 0, let iter = letter_animation_iter(animation) else {
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(iter)) }

        var walk = FrameWalk(limits: limits, cellsPerFrame: columns * rows)
        let framePixels = max(1, file.width * file.height)
        var clock = 0
        while walk.wantsMore(pixelsSoFar: walk.composed * framePixels) {
            guard let pixbuf = gdk_pixbuf_animation_iter_get_pixbuf(iter), let pixels = DecodedPixels(frame: pixbuf)
            else {
                throw .damaged(path: file.path, reason: "a frame could not be read")
            }
            let cells = PictureDecoder.place(pixels, in: area, columns: columns, rows: rows, colors: colors)
            pixels.release()
            let delay = Int(gdk_pixbuf_animation_iter_get_delay_time(iter))
            walk.add(cells, delay: delay < 0 ? nil : delay)
            // A frame that stays for ever ends the animation.
            if delay < 0 { break }
            // A zero delay would never leave the frame: a step of our own.
            clock += max(delay, 10)
            letter_animation_iter_advance(iter, clock)
        }
        return walk.result
    }
}

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
