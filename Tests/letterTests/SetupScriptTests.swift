import Foundation
import Testing

/// `Scripts/setup`, which `Scripts/letter`, `Scripts/test` and CI run first:
/// packages are checked cheaply, installed only when missing, and a system
/// that cannot install them is told what it needs.
///
/// The script runs for real, on a copy of it and `packages.txt`, with stand-ins
/// for `dpkg-query` (answers from a list of missing packages), `apt-get` (logs
/// its arguments and environment instead of installing) and `swift` first on
/// PATH. What this proves: the script's decisions and the exact apt-get calls;
/// not that apt-get itself works (it is not run).
@Suite("Set-up script")
struct SetupScriptTests {
    /// The repository's `Scripts` folder, found from this file.
    static let scripts = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts").path

    /// A copy of the script, stand-in tools, and where apt-get's calls go.
    final class Sandbox {
        let folder: ScratchFolder
        var bin: String { folder.file("bin") }
        var log: String { folder.file("apt-get.log") }
        var script: String { folder.file("Scripts/setup") }

        /// `missing`: the packages the stand-in dpkg-query says are not
        /// installed. Without `aptGet`, there is no apt-get on PATH at all.
        init(missing: [String], aptGet: Bool = true) throws {
            folder = try ScratchFolder()
            let manager = FileManager.default
            try manager.createDirectory(atPath: folder.file("Scripts"), withIntermediateDirectories: true)
            try manager.createDirectory(atPath: bin, withIntermediateDirectories: true)
            for name in ["setup", "packages.txt"] {
                try manager.copyItem(atPath: SetupScriptTests.scripts + "/" + name, toPath: folder.file("Scripts/" + name))
            }
            let notInstalled = missing.joined(separator: " ")
            try tool(
                "dpkg-query",
                """
                for name in \(notInstalled); do
                  if [ "$name" = "$3" ]; then echo "dpkg-query: no packages found matching $3" >&2; exit 1; fi
                done
                printf 'install ok installed'
                """)
            if aptGet { try tool("apt-get", "echo \"DEBIAN_FRONTEND=$DEBIAN_FRONTEND $*\" >> '\(log)'") }
            try tool("swift", "exit 0")
            // Everyone may read and run it: one test runs the script as nobody.
            for path in [folder.path, folder.file("Scripts"), bin] { chmod(path, 0o755) }
        }

        /// Writes a stand-in through a close-on-exec descriptor: a child another
        /// test spawns meanwhile must not inherit it open for writing, or running
        /// the stand-in fails with "Text file busy".
        private func tool(_ name: String, _ body: String) throws {
            let path = bin + "/" + name
            let bytes = Array("#!/bin/bash\n\(body)\n".utf8)
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
            guard descriptor >= 0 else { throw TimedOut(description: "cannot write \(path)") }
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            guard written == bytes.count else { throw TimedOut(description: "cannot write \(path)") }
            chmod(path, 0o755)
        }

        /// Runs the script with only the stand-ins on PATH (and, when
        /// `systemTools`, the system's folders after them).
        func run(_ arguments: [String] = [], systemTools: Bool = true, asUser: String? = nil) throws
            -> (status: Int32, output: String, error: String)
        {
            let path = systemTools ? bin + ":/usr/bin:/bin" : bin
            var command = ["/bin/bash", script] + arguments
            if asUser != nil {
                command = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] + command
            }
            return try letterTests.run(command, environment: ["PATH": path, "HOME": folder.path])
        }

        var aptGetCalls: [String] {
            (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        }
    }

    @Test func nothingMissingRunsNoAptGet() throws {
        let sandbox = try Sandbox(missing: [])
        let result = try sandbox.run(["--tests"])
        #expect(result.status == 0)
        #expect(sandbox.aptGetCalls.isEmpty)
        #expect(result.error.isEmpty)
    }

    @Test func aMissingPackageIsInstalledNoninteractivelyAfterAnUpdate() throws {
        let sandbox = try Sandbox(missing: ["libncurses-dev"])
        let result = try sandbox.run()
        #expect(result.status == 0)
        #expect(
            sandbox.aptGetCalls == [
                "DEBIAN_FRONTEND=noninteractive update -q",
                "DEBIAN_FRONTEND=noninteractive install -y -q --no-install-recommends libncurses-dev",
            ])
        #expect(result.error.contains("installing libncurses-dev"))
    }

    @Test func testPackagesAreInstalledOnlyForTheTests() throws {
        let sandbox = try Sandbox(missing: ["tmux", "procps"])
        #expect(try sandbox.run().status == 0)
        #expect(sandbox.aptGetCalls.isEmpty, "the editor alone does not need tmux")
        #expect(try sandbox.run(["--tests"]).status == 0)
        #expect(sandbox.aptGetCalls.last == "DEBIAN_FRONTEND=noninteractive install -y -q --no-install-recommends tmux procps")
    }

    /// Every package in the list is one the stand-in can report missing, and
    /// each ends up in the one install call.
    @Test func everyListedPackageIsCheckedAndInstalledInOneCall() throws {
        let listed = try String(contentsOfFile: SetupScriptTests.scripts + "/packages.txt", encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(listed.contains("libncurses-dev") && listed.contains("tmux"))
        let sandbox = try Sandbox(missing: listed)
        #expect(try sandbox.run(["--tests"]).status == 0)
        #expect(sandbox.aptGetCalls.count == 2)
        #expect(sandbox.aptGetCalls.last?.hasSuffix("--no-install-recommends " + listed.joined(separator: " ")) == true)
    }

    @Test func withoutAptGetItNamesThePackagesAndFails() throws {
        // Only the stand-ins on PATH: no apt-get anywhere.
        let sandbox = try Sandbox(missing: ["libncurses-dev"], aptGet: false)
        let result = try sandbox.run(systemTools: false)
        #expect(result.status == 1)
        #expect(result.error.contains("these packages are needed (Debian/Ubuntu names): libncurses-dev"))
        #expect(result.error.contains("no apt-get"))
    }

    @Test func withoutDpkgEverythingIsTakenAsMissing() throws {
        let sandbox = try Sandbox(missing: [], aptGet: false)
        try FileManager.default.removeItem(atPath: sandbox.bin + "/dpkg-query")
        let result = try sandbox.run(["--tests"], systemTools: false)
        #expect(result.status == 1)
        #expect(result.error.contains("libncurses-dev tmux"))
    }

    @Test func withoutSwiftItSaysSo() throws {
        let sandbox = try Sandbox(missing: [])
        try FileManager.default.removeItem(atPath: sandbox.bin + "/swift")
        let result = try sandbox.run(systemTools: false)
        #expect(result.status == 1)
        #expect(result.error.contains("`swift` is not on PATH"))
    }

    /// A real non-root user (nobody, through setpriv); there is no sudo on the
    /// stand-ins' PATH, so the script says what to run as root.
    @Test func notRootAndNoSudoSaysWhatToRunAsRoot() throws {
        let sandbox = try Sandbox(missing: ["libncurses-dev"])
        let result = try sandbox.run(systemTools: false, asUser: "nobody")
        #expect(result.status == 1)
        #expect(result.error.contains("not root and no sudo; as root, run: apt-get update && apt-get install libncurses-dev"))
        #expect(sandbox.aptGetCalls.isEmpty)
    }

    @Test func anUnknownOptionIsRefused() throws {
        let sandbox = try Sandbox(missing: [])
        let result = try sandbox.run(["--everything"])
        #expect(result.status == 2)
        #expect(result.error.contains("usage: Scripts/setup [--tests]"))
    }
}
