import CFFmpeg
import Glibc
import LetterKit
import LetterPictureFiles
import LetterSystem

/// A video's or a sound's container opened by libavformat: the file opened
/// and checked first as a picture is (`System.openRegularFile`, confined to
/// the letter's folder when the letter wrote the path), then handed to
/// FFmpeg by its descriptor's path (`/proc/self/fd/N`), so what FFmpeg reads
/// is the file that was checked, never one swapped in after the check.
///
/// Every read goes through an interrupt callback with a deadline, so a
/// hostile file that makes the demuxer read or probe without end gives up
/// after `seconds` (the program's own timeout is the last word).
///
/// Limitations: Linux's `/proc` is needed; one container, one thread.
final class MediaContainer {
    let file: RegularFile
    let context: UnsafeMutablePointer<AVFormatContext>
    /// The monotonic time, in nanoseconds, after which reads are interrupted.
    private let deadline: UnsafeMutablePointer<Int64>

    private init(file: RegularFile, context: UnsafeMutablePointer<AVFormatContext>, deadline: UnsafeMutablePointer<Int64>) {
        self.file = file
        self.context = context
        self.deadline = deadline
    }

    deinit {
        var context: UnsafeMutablePointer<AVFormatContext>? = context
        avformat_close_input(&context)
        deadline.deallocate()
        file.close()
    }

    /// Opens the file at `path` and reads its streams' parameters (a few
    /// packets at most, never the whole file), or says why it cannot be.
    static func open(_ path: String, confinedTo folder: String?, seconds: Int = 10) throws(MediaRefusal)
        -> MediaContainer
    {
        guard !PictureTarget.isAddress(path) else { throw MediaRefusal(.address) }
        let file: RegularFile
        do throws(FileRefusal) {
            file = try System.openRegularFile(path, confinedTo: folder)
        } catch {
            throw MediaRefusal(PictureError(error, path: path).problem)
        }
        let deadline = UnsafeMutablePointer<Int64>.allocate(capacity: 1)
        deadline.initialize(to: MediaClock.now() + Int64(seconds) * 1_000_000_000)
        guard var context = avformat_alloc_context() else {
            deadline.deallocate()
            file.close()
            throw MediaRefusal(.notDrawn(reason: tr("out of memory")))
        }
        context.pointee.interrupt_callback = AVIOInterruptCB(
            callback: { opaque in
                guard let opaque else { return 0 }
                return MediaClock.now() > opaque.assumingMemoryBound(to: Int64.self).pointee ? 1 : 0
            }, opaque: UnsafeMutableRawPointer(deadline))
        var opened: UnsafeMutablePointer<AVFormatContext>? = context
        // On failure FFmpeg frees the context itself and clears the pointer.
        guard avformat_open_input(&opened, file.descriptorPath, nil, nil) >= 0, let found = opened else {
            deadline.deallocate()
            file.close()
            throw MediaRefusal(.notMedia)
        }
        context = found
        let container = MediaContainer(file: file, context: context, deadline: deadline)
        guard avformat_find_stream_info(context, nil) >= 0 else { throw MediaRefusal(.notMedia) }
        return container
    }

    /// The index of the video stream a poster is drawn from (a cover
    /// picture in a sound file is not one), or nil.
    var videoStream: Int32? {
        streams.first { stream in
            guard let parameters = stream.pointee.codecpar?.pointee else { return false }
            return parameters.codec_type == AVMEDIA_TYPE_VIDEO && parameters.width > 0 && parameters.height > 0
                && stream.pointee.disposition & AV_DISPOSITION_ATTACHED_PIC == 0
        }.map { $0.pointee.index }
    }

    /// Whether there is a sound stream FFmpeg can say something of.
    var hasSound: Bool {
        streams.contains { stream in
            guard let parameters = stream.pointee.codecpar?.pointee else { return false }
            return parameters.codec_type == AVMEDIA_TYPE_AUDIO && parameters.sample_rate > 0
                && parameters.ch_layout.nb_channels > 0
        }
    }

    var streams: [UnsafeMutablePointer<AVStream>] {
        guard let list = context.pointee.streams else { return [] }
        return (0..<Int(context.pointee.nb_streams)).compactMap { list[$0] }
    }

    /// The length in milliseconds: the container's, else the longest
    /// stream's; nil when neither says.
    var milliseconds: Int64? {
        let duration = context.pointee.duration
        if duration != letter_av_nopts_value, duration > 0 { return duration / (Int64(letter_av_time_base) / 1000) }
        let lengths = streams.compactMap { stream -> Int64? in
            let duration = stream.pointee.duration
            let base = stream.pointee.time_base
            guard duration != letter_av_nopts_value, duration > 0, base.den > 0 else { return nil }
            return duration * Int64(base.num) * 1000 / Int64(base.den)
        }
        return lengths.max()
    }

    /// What the container says, or why it holds nothing this editor reads.
    func facts() throws(MediaRefusal) -> MediaFacts {
        let bytes = file.size
        if let index = videoStream, let parameters = streams[Int(index)].pointee.codecpar?.pointee {
            return MediaFacts(
                kind: .video, milliseconds: milliseconds, width: Int(parameters.width), height: Int(parameters.height),
                bytes: bytes)
        }
        guard hasSound else { throw MediaRefusal(.notMedia) }
        return MediaFacts(kind: .sound, milliseconds: milliseconds, bytes: bytes)
    }
}

/// Why a video or sound cannot be read, as the page says it.
struct MediaRefusal: Error, Hashable {
    let problem: PictureProblem

    init(_ problem: PictureProblem) { self.problem = problem }
}

/// The monotonic clock, in nanoseconds.
enum MediaClock {
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
