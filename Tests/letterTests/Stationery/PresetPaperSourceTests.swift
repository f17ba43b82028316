import LetterKit
import Testing

@testable import letter

/// The presets are built in (`Paper+Presets.swift`, written by
/// Scripts/generate-papers from `Sources/letter/Papers/*.toml`): each file in
/// the repository, read by the program's own TOML reader, must give the
/// constant of its name, and every file must have one, so a file changed
/// without running the script fails here.
@Suite("Stationery: the built-in presets are their files")
struct PresetPaperSourceTests {
    static let folder = Repository.path("Sources/letter/Papers")

    static var files: [String] {
        (System.names(in: folder) ?? []).filter { $0.hasSuffix(".toml") }.sorted()
    }

    @Test func everyPresetFileHasItsConstantAndNoOther() {
        #expect(Self.files.map { PaperFile.stem(of: $0) } == Paper.presets.map(\.name).sorted())
    }

    @Test(arguments: Paper.presets)
    func theGeneratedPresetIsWhatItsFileReadsTo(preset: Paper) throws {
        let path = FilePath.join(Self.folder, "\(preset.name).toml")
        let (read, warnings) = try PaperFile.paper(fromText: try PaperFile.text(at: path), file: path)
        #expect(read == preset)
        #expect(read.look == preset.look)
        #expect(warnings.isEmpty)
    }

    /// The shelf answers for a preset without reading its shipped file:
    /// files there that no longer read (or say something else) change nothing.
    @Test func theShelfNeverReadsAShippedFileToUseAPreset() throws {
        let shipped = try FilesScratch()
        for preset in Paper.presets {
            try writeText(shipped.file("\(preset.name).toml"), "name = \"\(preset.name)\"\nlines = 0\n")
        }
        let config = try FilesScratch()
        var warnings: [String] = []
        let shelf = PaperShelf(folders: StationeryFolders(shipped: shipped.path, config: config.path)) {
            warnings.append($0)
        }
        #expect(try shelf.defaultPaper() == .letter)
        for preset in Paper.presets {
            #expect(try shelf.paper(named: preset.name) == preset)
        }
        #expect(shelf.catalog == PaperCatalog.compiledIn)
        #expect(warnings.isEmpty)
    }
}
