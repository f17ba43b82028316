import Glibc
import Testing

@testable import letter

/// The pieces of the crash path that can be checked without crashing.
@Suite("Crash guard: prepared pieces")
struct CrashGuardTests {
    @Test @MainActor func terminfoPaddingIsDropped() {
        // xterm's flash: the mandatory delay goes, the sequences stay.
        #expect(Terminal.withoutPadding(Array("\u{1B}[?5h$<100/>\u{1B}[?5l".utf8)) == Array("\u{1B}[?5h\u{1B}[?5l".utf8))
        #expect(Terminal.withoutPadding(Array("$<5*>\u{1B}[H$<2>".utf8)) == Array("\u{1B}[H".utf8))
    }

    @Test @MainActor func aDollarThatIsNotPaddingIsKept() {
        #expect(Terminal.withoutPadding(Array("a$b".utf8)) == Array("a$b".utf8))
        #expect(Terminal.withoutPadding(Array("a$<5".utf8)) == Array("a$<5".utf8))  // unterminated
        #expect(Terminal.withoutPadding(Array("$".utf8)) == Array("$".utf8))
        #expect(Terminal.withoutPadding([]) == [])
    }

    @Test(arguments: [
        (SIGILL, "SIGILL"), (SIGTRAP, "SIGTRAP"), (SIGABRT, "SIGABRT"), (SIGSEGV, "SIGSEGV"), (SIGBUS, "SIGBUS"),
        (SIGFPE, "SIGFPE"),
    ])
    func everyFaultSignalHasItsName(signal: Int32, name: String) {
        #expect(String(describing: CrashGuard.signalName(signal)) == name)
        #expect(CrashGuard.faults.contains(signal))
    }

    @Test func anUnexpectedSignalStillGetsAWord() {
        #expect(String(describing: CrashGuard.signalName(SIGUSR1)) == "a fault signal")
    }

    @Test func preparedBytesWriteEveryByte() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let bytes = Array("\u{1B}[?2004l\u{1B}[?1049l".utf8)
        PreparedBytes(bytes).write(to: ends[1])
        close(ends[1])
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(ends[0], &buffer, buffer.count)
        #expect(Array(buffer.prefix(max(count, 0))) == bytes)
    }
}
