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
                throw .damaged(path: file.path, reason: tr("a frame could not be read"))
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
