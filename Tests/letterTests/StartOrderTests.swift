import Foundation
import Testing

/// `Scripts/letter-start.order`, the sections of code a start runs as the
/// linker is to place them (gold's `--section-ordering-file`, given by
/// Package.swift to a release link of `letter`; written by
/// `Benchmarks/start-order.py` from the linker's map).
///
/// The linker passes over a line that names no section of the build, so a
/// list written wrong (names demangled, callgrind's own entries, another
/// program's functions) would cost nothing visible but the layout: these
/// tests say so instead. Whether the layout pays is measured by the
/// benchmarks (docs/performance.md), not here.
@Suite("The order a start's functions are linked in")
struct StartOrderTests {
    /// The repository, found from this file.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func lines() throws -> [Substring] {
        let text = try String(contentsOf: root.appendingPathComponent("Scripts/letter-start.order"), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0)
    }

    /// A section of code as the object files name it (`.text.` and a symbol,
    /// or a name the compiler gives many, such as `.text.startup`), without
    /// the space, parenthesis or comma of a demangled name and without the
    /// `*`, `?` or `[` the linker would read as a pattern; never a whole
    /// object's `.text`, which would move them all.
    @Test func everyLineIsASectionOfCodeNamedOnce() throws {
        let lines = try Self.lines()
        #expect(lines.count > 100, "only \(lines.count) lines")
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$.")
        for line in lines {
            #expect(line.hasPrefix(".text.") && line.count > 6, "not a section of one kind of code: \(line)")
            #expect(line.allSatisfy(allowed.contains), "not a symbol as the linker names it: \(line)")
        }
        #expect(Set(lines).count == lines.count, "a section listed twice")
    }

    /// Written from a start of `letter` itself: its entry and the editor's
    /// launch are there.
    @Test func theListHoldsAStartOfTheEditor() throws {
        let lines = try Self.lines()
        #expect(lines.contains(".text.letter_main"))
        #expect(lines.contains { $0.hasPrefix(".text.$s6letter12EditorLaunchO3run") })
    }

    /// The release link of `letter` uses the list, and the program's modules
    /// are compiled a function to a section, or the list could move nothing
    /// of theirs; `Scripts/install` compiles the package dependencies so
    /// too, which the manifest cannot ask for.
    @Test func theReleaseBuildLinksByTheList() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("--section-ordering-file=\\(Context.packageDirectory)/Scripts/letter-start.order"))
        #expect(manifest.contains("\"-Xfrontend\", \"-function-sections\""))
        let install = try String(contentsOf: Self.root.appendingPathComponent("Scripts/install"), encoding: .utf8)
        #expect(install.contains("-Xswiftc -Xfrontend -Xswiftc -function-sections"))
    }
}
