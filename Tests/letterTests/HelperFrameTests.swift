import Foundation
import LetterSystem
import Testing

/// Frames come back whole and in order however the bytes arrive: several in
/// one read, one across many reads.
@Suite("Helpers: frames on a pipe")
struct HelperFrameTests {
    @Test func framesWrittenTogetherAreReadOneByOne() throws {
        // Sizes around a read's 64 KiB, a pipe's 64 KiB buffer and nothing.
        let sizes = [3, 0, 70_000, 1, 65_536, 65_535, 200_000, 12]
        let payloads = sizes.enumerated().map { index, size in (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ index) } }
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let writer = ends[1]
        let stream = payloads.flatMap(HelperFrame.frame)
        Thread {
            try? HelperFrame.writeFrame(stream, to: writer)
            close(writer)
        }.start()
        var reader = FrameReader(descriptor: ends[0])
        for (index, payload) in payloads.enumerated() {
            let read = reader.next(timeout: 10_000)
            #expect(read == .frame(payload), "frame \(index) of \(payload.count) bytes")
        }
        #expect(reader.next(timeout: 10_000) == .closed)
    }
}
