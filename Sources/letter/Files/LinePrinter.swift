import Glibc
import LetterKit

/// CUPS's `lp`, found on PATH and given a PDF on its standard input.
enum LinePrinter {
    enum Outcome: Equatable {
        /// lp took the job (and said so on standard output, as it does).
        case taken
        /// lp exited with this status; it said why on standard error.
        case refused(Int32)
        /// lp could not be started or fed.
        case failed(String)
    }

    /// The path of `lp` on PATH, if it is there.
    static func find(path: String? = getenv("PATH").map { String(cString: $0) }) -> String? {
        ProgramSearch.find("lp", path: path)
    }

    /// Runs `lp` with `arguments`, writing `bytes` to it, and waits. lp's
    /// standard output and error go to `output` when given (the editor
    /// keeps them off its screen), else to the program's own.
    static func send(_ bytes: [UInt8], lp: String, arguments: [String], output: Int32? = nil) -> Outcome {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return .failed(String(cString: strerror(errno))) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        if let output {
            posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO)
            posix_spawn_file_actions_adddup2(&actions, output, STDERR_FILENO)
        }
        let argv = ([lp] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, lp, &actions, nil, argv, environ)
        close(pipeEnds[0])
        guard spawned == 0 else {
            close(pipeEnds[1])
            return .failed(String(cString: strerror(spawned)))
        }
        // lp may exit before reading everything (no printer): a broken pipe
        // then is its refusal, not ours.
        signal(SIGPIPE, SIG_IGN)
        var written = 0
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            while written < buffer.count {
                let count = write(pipeEnds[1], base + written, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                written += count
            }
        }
        close(pipeEnds[1])
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        let exited = status & 0x7f == 0
        let code = (status >> 8) & 0xff
        return exited && code == 0 ? .taken : .refused(exited ? code : 128 + (status & 0x7f))
    }

    /// What lp wrote to `file` (a temporary file given as `output`), on
    /// one line: its request id, or why it refused.
    static func read(_ file: UnsafeMutablePointer<FILE>) -> String {
        rewind(file)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes += chunk[..<count]
        }
        let text = String(decoding: bytes, as: UTF8.self)
        return TerminalSafe.escaped(text.split(whereSeparator: \.isNewline).joined(separator: " "))
    }
}
