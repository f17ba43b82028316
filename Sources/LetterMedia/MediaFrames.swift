import CFFmpeg
import Glibc
import LetterKit

/// Every frame of an animated PNG, as FFmpeg's APNG decoder composites
/// them (each frame whole, its disposal and blending done), each scaled and
/// encoded as a PNG as a poster is, with how long it stays: what the
/// program draws into cells, frame by frame, with `letter-pictures`.
///
/// Bounded as the picture program bounds a GIF (at most `limit` frames, and
/// as many packets read as a poster may read), so a hostile file costs a
/// bounded amount of work; past the limit, the frames so far are the loop.
enum MediaFrames {
    /// The most frames kept, as for a GIF or a WebP.
    static let limit = 300

    /// The frames' PNGs and delays (milliseconds; nil when the file does
    /// not say), or why there are none.
    static func pngs(of container: MediaContainer) throws(MediaRefusal) -> (pngs: [[UInt8]], delays: [Int?]) {
        let (stream, decoder) = try MediaPoster.openedDecoder(container)
        defer {
            var decoder: UnsafeMutablePointer<AVCodecContext>? = decoder
            avcodec_free_context(&decoder)
        }
        var packet = av_packet_alloc()
        var frame = av_frame_alloc()
        defer {
            av_packet_free(&packet)
            av_frame_free(&frame)
        }
        guard let packet, let frame else { throw MediaRefusal(.notDrawn(reason: tr("out of memory"))) }
        let base = stream.pointee.time_base
        var pngs: [[UInt8]] = []
        var delays: [Int?] = []
        func drain() throws(MediaRefusal) {
            while pngs.count < limit, avcodec_receive_frame(decoder, frame) >= 0 {
                defer { av_frame_unref(frame) }
                pngs.append(try MediaPoster.encoded(scaled: frame))
                let duration = frame.pointee.pkt_duration
                delays.append(
                    duration > 0 && base.num > 0 && base.den > 0
                        ? Int(duration * 1000 * Int64(base.num) / Int64(base.den)) : nil)
            }
        }
        var read = 0
        while pngs.count < limit, read < MediaPoster.Limits.packets, av_read_frame(container.context, packet) >= 0 {
            read += 1
            if packet.pointee.stream_index == stream.pointee.index, avcodec_send_packet(decoder, packet) >= 0 {
                try drain()
            }
            av_packet_unref(packet)
        }
        _ = avcodec_send_packet(decoder, nil)
        try drain()
        guard !pngs.isEmpty else { throw MediaRefusal(.damaged(reason: tr("no picture could be decoded"))) }
        return (pngs, delays)
    }
}
