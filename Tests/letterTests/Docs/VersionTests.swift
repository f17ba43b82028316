import Foundation
import Testing

@testable import letter

/// `letter --version` prints the one version the sources hold
/// (`LetterVersion`), from the root (answered before ArgumentParser is
/// asked) and from any command (by ArgumentParser), and never starts the
/// editor.
@Suite("Command line: --version")
struct VersionTests {
    @Test(arguments: [["--version"], ["edit", "--version"], ["check", "--version"], ["box", "--version"]])
    func theBuiltProgramPrintsItsVersion(arguments: [String]) throws {
        let result = try run([letterBinary] + arguments)
        #expect(result.status == 0)
        #expect(result.output == LetterVersion.current + "\n")
        #expect(result.error == "")
    }

    /// `0.N.P`: N counts the issues resolved, P the fixes since (see
    /// `LetterVersion`).
    @Test func theVersionIsZeroMinorPatch() {
        #expect(LetterVersion.current.wholeMatch(of: /0\.[1-9][0-9]*\.[0-9]+/) != nil)
    }
}
