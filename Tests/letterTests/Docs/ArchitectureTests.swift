import Foundation
import Testing

/// ARCHITECTURE.md says in two tables which modules each module may import,
/// and where in the program each single-purpose library may be used. These
/// tests read both tables and hold every source file to them, so the
/// document cannot drift from the code: an import the tables do not allow
/// fails here, and so does a table that names a module with no sources.
@Suite("Architecture: the import rules hold")
struct ArchitectureTests {
    /// The rows of the table under the heading `heading`: the first cell's
    /// backticked name, and the backticked names in cell `column` (from 0).
    static func table(under heading: String, column: Int) throws -> [(name: String, names: Set<String>)] {
        let text = try String(contentsOfFile: Repository.path("ARCHITECTURE.md"), encoding: .utf8)
        guard let start = text.range(of: "\n## \(heading)\n") else { return [] }
        var rows: [(String, Set<String>)] = []
        var seenHeader = false
        for line in text[start.upperBound...].split(separator: "\n") {
            if line.hasPrefix("## ") { break }
            guard line.hasPrefix("|") else { continue }
            if line.hasPrefix("|---") { continue }
            if !seenHeader {
                seenHeader = true
                continue
            }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().map(String.init)
            guard cells.count > column, let name = backticked(cells[0]).first else { continue }
            rows.append((name, Set(backticked(cells[column]))))
        }
        return rows
    }

    /// The `code` spans of a table cell.
    static func backticked(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// Every `import X` (with or without attributes) of the Swift files under
    /// `folder`, with the file's path from the repository's root.
    static func imports(under folder: String) -> [(file: String, module: String)] {
        let files = FileManager.default.enumerator(atPath: Repository.path(folder))?.compactMap { $0 as? String } ?? []
        var found: [(String, String)] = []
        for relative in files.sorted() where relative.hasSuffix(".swift") {
            let path = folder + "/" + relative
            guard let text = try? String(contentsOfFile: Repository.path(path), encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
                if words.count == 2, words[0] == "import" { found.append((path, String(words[1]))) }
            }
        }
        return found
    }

    static func folder(of module: String) -> String {
        module == "letter-bench" ? "Benchmarks/letter-bench" : "Sources/\(module)"
    }

    @Test func everyModuleImportsOnlyWhatTheTableAllows() throws {
        let modules = try Self.table(under: "Modules", column: 2)
        #expect(Set(modules.map(\.name)) == [
                "LetterKit", "LetterSystem", "LetterPictureFiles", "LetterPictures", "LetterPrint", "LetterSpelling",
                "LetterMedia", "letter", "letter-pictures", "letter-index", "letter-print", "letter-spell", "letter-media",
                "letter-mail", "letter-bench",
            ])
        for module in modules {
            let imports = Self.imports(under: Self.folder(of: module.name))
            #expect(!imports.isEmpty || module.name == "LetterKit", "no sources found for \(module.name)")
            for (file, imported) in imports {
                #expect(
                    module.names.contains(imported),
                    "\(file) imports \(imported); ARCHITECTURE.md allows \(module.name) only \(module.names.sorted())")
            }
        }
    }

    /// The core imports nothing at all: the rule that keeps it testable
    /// without a terminal, a disk or a C library.
    @Test func theCoreImportsNothing() {
        #expect(Self.imports(under: "Sources/LetterKit").map(\.module) == [])
    }

    @Test func eachSinglePurposeLibraryIsUsedOnlyWhereTheTableSays() throws {
        let places = try Self.table(under: "Where the program's libraries live", column: 1)
        #expect(places.count >= 5, "the table of libraries is missing or unreadable")
        let imports = Self.imports(under: "Sources/letter")
        for place in places {
            let users = imports.filter { $0.module == place.name }
            #expect(!users.isEmpty, "nothing imports \(place.name): drop its row")
            for (file, _) in users {
                #expect(
                    place.names.contains { file.hasPrefix($0) },
                    "\(file) imports \(place.name); ARCHITECTURE.md confines it to \(place.names.sorted())")
            }
        }
    }

    /// The reader of the tables itself: a row out of the rules is found.
    @Test func anImportTheTableDoesNotAllowIsFound() throws {
        let modules = try Self.table(under: "Modules", column: 2)
        let core = try #require(modules.first { $0.name == "LetterKit" })
        #expect(!core.names.contains("Glibc"))
        let system = try #require(modules.first { $0.name == "LetterSystem" })
        #expect(system.names == ["LetterKit", "CGettext", "Synchronization", "Glibc"])
    }
}
