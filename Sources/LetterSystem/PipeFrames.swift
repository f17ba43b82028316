import Glibc

/// One message on a pipe between the program and a helper executable.
///
/// Representation: a header of a kind byte and the payload's length in
/// decimal, ended by a newline (`j123\n`), then exactly that many bytes. The
/// length lets a reader take a payload whole without looking inside it, so
/// a payload may hold newlines (a listing) or be JSON. `kind` says how the
/// payload is read: `j` for JSON, `t` for text printed as it is (a
/// listing of 10,000 letters is not worth encoding twice).
public struct PipeFrame: Hashable, Sendable {
    public static let json = UInt8(ascii: "j")
    public static let text = UInt8(ascii: "t")

    public var kind: UInt8
    public var bytes: [UInt8]

    public init(kind: UInt8, bytes: [UInt8]) {
        self.kind = kind
        self.bytes = bytes
    }

    /// Writes the frame whole to `descriptor`.
    public func write(to descriptor: Int32) throws(SystemError) {
        var message = [kind] + Array(String(bytes.count).utf8) + [UInt8(ascii: "\n")]
        message.reserveCapacity(message.count + bytes.count)
        message += bytes
        try System.writeAll(message, to: descriptor)
    }
}

/// Why a frame could not be read.
public enum PipeFrameError: Error, Hashable, Sendable, CustomStringConvertible {
    case system(SystemError)
    /// A header that is not a kind and a length, or input that ends inside a frame.
    case malformed

    public var description: String {
        switch self {
        case .system(let error): error.description
        case .malformed: "a message was cut short or garbled"
        }
    }
}

/// Reads frames from a descriptor, a large read at a time.
public struct PipeFrameReader {
    public let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0

    public init(descriptor: Int32) { self.descriptor = descriptor }

    /// The next frame; nil when the input ends between frames.
    public mutating func next() throws(PipeFrameError) -> PipeFrame? {
        guard let newline = try find(UInt8(ascii: "\n")) else {
            if start == buffer.count { return nil }
            throw .malformed
        }
        guard newline > start + 1, newline - start <= 20 else { throw .malformed }
        let kind = buffer[start]
        var length = 0
        for byte in buffer[(start + 1)..<newline] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { throw .malformed }
            length = length * 10 + Int(byte - UInt8(ascii: "0"))
        }
        start = newline + 1
        while buffer.count - start < length {
            guard try fill() else { throw .malformed }
        }
        let bytes = Array(buffer[start..<(start + length)])
        start += length
        return PipeFrame(kind: kind, bytes: bytes)
    }

    /// The index of the first `byte` from `start`, reading more as needed;
    /// nil when the input ends first.
    private mutating func find(_ byte: UInt8) throws(PipeFrameError) -> Int? {
        var from = start
        while true {
            if let found = buffer[from...].firstIndex(of: byte) { return found }
            from = buffer.count
            let before = start
            guard try fill() else { return nil }
            from -= before - start
        }
    }

    /// Reads more input after what is buffered, dropping what was taken;
    /// false at the end of input.
    private mutating func fill() throws(PipeFrameError) -> Bool {
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        let chunk = 65_536
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunk))
        while true {
            let count = buffer.withUnsafeMutableBytes { bytes -> Int in
                guard let base = bytes.baseAddress else { return 0 }
                return read(descriptor, base + old, chunk)
            }
            let error = errno
            if count < 0 && error == EINTR { continue }
            buffer.removeLast(chunk - max(count, 0))
            if count < 0 { throw .system(SystemError(error)) }
            return count > 0
        }
    }
}
