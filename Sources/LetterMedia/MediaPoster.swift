import CFFmpeg
import Glibc
import LetterKit

/// One frame of a video from its first seconds, as a PNG: what its block on
/// the page is drawn from (by `letter-pictures`, as any picture).
///
/// Which frame: the one at 1 s or a tenth of the length, whichever comes
/// first (a title card that fades in is past its black by then, and a
/// two-second clip is not spoiled at its end); the first frame when seeking
/// fails. Decoded with one thread, at most `Limits.pixels` a frame and
/// `Limits.packets` packets read, so a hostile file costs a bounded amount
/// of work and memory; scaled down to at most `Limits.side` pixels a side
/// (the block is a few dozen cells; chafa needs no more), encoded as PNG by
/// FFmpeg's own encoder.
enum MediaPoster {
    enum Limits {
        /// The most pixels a frame may have to be decoded (8K is 33 million).
        static let pixels: Int64 = 40_000_000
        /// The most packets read looking for the frame.
        static let packets = 2_000
        /// The longest side of the PNG.
        static let side: Int32 = 640
    }

    /// Where in the video the poster is taken from, in milliseconds.
    static func moment(lengthMilliseconds: Int64?) -> Int64 {
        guard let length = lengthMilliseconds, length > 0 else { return 0 }
        return min(1000, length / 10)
    }

    /// The PNG of the frame, or why there is none.
    static func png(of container: MediaContainer) throws(MediaRefusal) -> [UInt8] {
        let (stream, decoder) = try openedDecoder(container)
        defer {
            var decoder: UnsafeMutablePointer<AVCodecContext>? = decoder
            avcodec_free_context(&decoder)
        }
        let frame = try decodedFrame(container, stream: stream, decoder: decoder)
        defer {
            var frame: UnsafeMutablePointer<AVFrame>? = frame
            av_frame_free(&frame)
        }
        return try encoded(scaled: frame)
    }

    /// The container's picture stream and a decoder opened for it (one
    /// thread, at most `Limits.pixels` a frame), which the caller frees; or
    /// why its pictures cannot be decoded.
    static func openedDecoder(_ container: MediaContainer) throws(MediaRefusal)
        -> (UnsafeMutablePointer<AVStream>, UnsafeMutablePointer<AVCodecContext>)
    {
        guard let index = container.videoStream else { throw MediaRefusal(.damaged(reason: tr("no picture in it"))) }
        let stream = container.streams[Int(index)]
        guard let parameters = stream.pointee.codecpar else { throw MediaRefusal(.notMedia) }
        let pixels = Int64(parameters.pointee.width) * Int64(parameters.pointee.height)
        guard pixels <= Limits.pixels else {
            throw MediaRefusal(
                .tooManyPixelsInAll(
                    width: Int(parameters.pointee.width), height: Int(parameters.pointee.height),
                    limit: Int(Limits.pixels)))
        }
        guard let codec = avcodec_find_decoder(parameters.pointee.codec_id) else {
            throw MediaRefusal(.damaged(reason: tr("no decoder for its pictures")))
        }
        var decoder = avcodec_alloc_context3(codec)
        guard let opened = decoder, avcodec_parameters_to_context(opened, parameters) >= 0 else {
            avcodec_free_context(&decoder)
            throw MediaRefusal(.notDrawn(reason: tr("out of memory")))
        }
        opened.pointee.thread_count = 1
        opened.pointee.max_pixels = Limits.pixels
        guard avcodec_open2(opened, codec, nil) >= 0 else {
            avcodec_free_context(&decoder)
            throw MediaRefusal(.damaged(reason: tr("its pictures cannot be decoded")))
        }
        return (stream, opened)
    }

    /// The first frame at or after the poster's moment (the last one decoded
    /// when the video ends before it).
    private static func decodedFrame(
        _ container: MediaContainer, stream: UnsafeMutablePointer<AVStream>, decoder: UnsafeMutablePointer<AVCodecContext>
    ) throws(MediaRefusal) -> UnsafeMutablePointer<AVFrame> {
        let base = stream.pointee.time_base
        let start = stream.pointee.start_time == letter_av_nopts_value ? 0 : stream.pointee.start_time
        let moment = moment(lengthMilliseconds: container.milliseconds)
        var target = start
        if base.num > 0, moment > 0 {
            target = start + moment * Int64(base.den) / (1000 * Int64(base.num))
            if av_seek_frame(container.context, stream.pointee.index, target, AVSEEK_FLAG_BACKWARD) < 0 {
                // The first frame, then.
                _ = av_seek_frame(container.context, stream.pointee.index, start, AVSEEK_FLAG_BACKWARD)
                target = start
            }
        }
        var packet = av_packet_alloc()
        var frame = av_frame_alloc()
        var kept = av_frame_alloc()
        defer {
            av_packet_free(&packet)
            av_frame_free(&frame)
        }
        guard let packet, let frame, let keptFrame = kept else {
            av_frame_free(&kept)
            throw MediaRefusal(.notDrawn(reason: tr("out of memory")))
        }
        var haveKept = false
        /// Takes every frame the decoder has ready; true once one reached the target.
        func drain() -> Bool {
            while avcodec_receive_frame(decoder, frame) >= 0 {
                let time = frame.pointee.best_effort_timestamp
                av_frame_unref(keptFrame)
                av_frame_move_ref(keptFrame, frame)
                haveKept = true
                if time == letter_av_nopts_value || time >= target { return true }
            }
            return false
        }
        var reached = false
        var read = 0
        while !reached, read < Limits.packets, av_read_frame(container.context, packet) >= 0 {
            read += 1
            if packet.pointee.stream_index == stream.pointee.index, avcodec_send_packet(decoder, packet) >= 0 {
                reached = drain()
            }
            av_packet_unref(packet)
        }
        if !reached {
            // The end of the file: what the decoder still holds.
            _ = avcodec_send_packet(decoder, nil)
            _ = drain()
        }
        guard haveKept, keptFrame.pointee.width > 0, keptFrame.pointee.height > 0 else {
            av_frame_free(&kept)
            throw MediaRefusal(.damaged(reason: tr("no picture could be decoded")))
        }
        return keptFrame
    }

    /// `frame` scaled to at most `Limits.side` a side, as RGB, encoded as PNG.
    static func encoded(scaled frame: UnsafeMutablePointer<AVFrame>) throws(MediaRefusal) -> [UInt8] {
        let (width, height) = size(width: frame.pointee.width, height: frame.pointee.height)
        var rgb = av_frame_alloc()
        defer { av_frame_free(&rgb) }
        guard let rgb else { throw MediaRefusal(.notDrawn(reason: tr("out of memory"))) }
        rgb.pointee.width = width
        rgb.pointee.height = height
        rgb.pointee.format = AV_PIX_FMT_RGB24.rawValue
        guard
            let scaler = sws_getContext(
                frame.pointee.width, frame.pointee.height, AVPixelFormat(frame.pointee.format), width, height,
                AV_PIX_FMT_RGB24, SWS_BILINEAR, nil, nil, nil)
        else { throw MediaRefusal(.damaged(reason: "its pictures cannot be scaled")) }
        defer { sws_freeContext(scaler) }
        guard sws_scale_frame(scaler, rgb, frame) >= 0 else {
            throw MediaRefusal(.damaged(reason: "its pictures cannot be scaled"))
        }
        guard let codec = avcodec_find_encoder(AV_CODEC_ID_PNG) else {
            throw MediaRefusal(.notDrawn(reason: tr("FFmpeg has no PNG encoder")))
        }
        var encoder = avcodec_alloc_context3(codec)
        defer { avcodec_free_context(&encoder) }
        guard let encoder else { throw MediaRefusal(.notDrawn(reason: tr("out of memory"))) }
        encoder.pointee.width = width
        encoder.pointee.height = height
        encoder.pointee.pix_fmt = AV_PIX_FMT_RGB24
        encoder.pointee.time_base = AVRational(num: 1, den: 25)
        var packet = av_packet_alloc()
        defer { av_packet_free(&packet) }
        guard let packet, avcodec_open2(encoder, codec, nil) >= 0, avcodec_send_frame(encoder, rgb) >= 0,
            avcodec_receive_packet(encoder, packet) >= 0, let data = packet.pointee.data
        else { throw MediaRefusal(.notDrawn(reason: tr("the frame could not be written as PNG"))) }
        return Array(UnsafeBufferPointer(start: data, count: Int(packet.pointee.size)))
    }

    /// The PNG's size: the frame's, scaled down to at most `Limits.side` a
    /// side, its shape kept; never less than one pixel.
    static func size(width: Int32, height: Int32) -> (Int32, Int32) {
        let longest = max(width, height)
        guard longest > Limits.side else { return (max(1, width), max(1, height)) }
        let scale = { (side: Int32) in max(1, Int32((Int64(side) * Int64(Limits.side) + Int64(longest) / 2) / Int64(longest))) }
        return (scale(width), scale(height))
    }
}
