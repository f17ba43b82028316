import Glibc
import Testing

@testable import LetterKit
@testable import letter

/// The front matter letter writes, read by other programs: PyYAML
/// (`yaml.safe_load`, YAML 1.1) and pandoc's metadata (HsYAML, YAML 1.2)
/// read every envelope field as the exact string letter holds, whatever it
/// looks like.
@Suite("Front matter: other YAML readers", .serialized)
struct FrontMatterReadersTests {
    /// The values of the issue and their neighbours: numbers, dates, times,
    /// booleans, nulls, indicators, comments, quotes, spaces at the ends,
    /// Korean and emoji.
    static let awkward = [
        "03045", "+82-10-1234-5678", "2026-11-24", "yes", "no", "on", "off", "y", "n", "null", "~", "1e3", ".inf",
        "0x1F", "0o17", "12:30", "1_000", "!x", "&a", "*a", "\"", "'", "#", ": ", "- x", "[a]", "{a}", "|", ">", "%x",
        "@x", "`x", "  lead", "trail  ", "서울시 종로구 1-2 #301", "😀 하나", "True", "NULL", "0b101", "-0.5", "+1",
        "a\\b", "say \"hi\"", "a: b # c", "Min-ji Kim", "03045@example.kr", "!x@example.com",
    ]

    /// Values Markdown leaves alone, so pandoc's metadata must give exactly
    /// the string (the others pandoc reads as Markdown: `>` is a quote, `'`
    /// a curly apostrophe, spaces at the ends go, as they would in the body).
    static let markdownNeutral: Set<String> = [
        "03045", "+82-10-1234-5678", "2026-11-24", "yes", "no", "on", "off", "y", "n", "null", "~", "1e3", ".inf",
        "0x1F", "0o17", "12:30", "1_000", "!x", "&a", "*a", "#", "[a]", "{a}", "|", "%x", "`x", "True", "NULL",
        "0b101", "-0.5", "+1", "Min-ji Kim",
    ]

    /// Controls and line breaks only YAML readers see (pandoc would read them
    /// as Markdown's spaces): PyYAML must give them back.
    static let controls = ["tab\there", "a\nb", "esc\u{1B}[0m", "del\u{7F}", "next\u{85}line", "sep\u{2028}x", "\u{FEFF}bom"]

    /// Every field holding every value, written by letter's own save; and
    /// the same value under a key of its own, where line breaks stay line
    /// breaks (an envelope field is one line).
    @Test func everyFieldHoldingAnAwkwardValueReadsBackExactly() throws {
        try requireReaders()
        let scratch = try FilesScratch()
        var files: [(path: String, expected: [String: String])] = []
        for (index, value) in (FrontMatterReadersTests.awkward + FrontMatterReadersTests.controls).enumerated() {
            let path = scratch.file("v\(index).letter")
            try writeText(path, "---\npaper: letter\n---\nDear Min-ji,\n")
            var file = try LoadedLetter.load(path: path).file
            var envelope = Envelope()
            for field in EnvelopeField.allCases { envelope[field] = value }
            let shown = envelope[.to] ?? ""
            #expect(shown == String(value.map { $0.isNewline ? " " : $0 }))
            file.setEnvelope(envelope)
            file.frontMatter?.set(value, for: "note")
            try SafeSave.save(file, to: path)
            let reread = try LoadedLetter.load(path: path).file
            #expect(reread.envelope == envelope, "letter reads back its own envelope")
            #expect(reread.frontMatter?.value(for: "note") == value, "letter reads back its own note")
            var expected = Dictionary(uniqueKeysWithValues: EnvelopeField.allCases.map { ($0.key, shown) })
            expected["note"] = value
            files.append((path, expected))
        }
        try checkReaders(files)
    }

    /// `letter envelope --set`: each value a field's rules take, as they
    /// shape it, reads back as the form shows it.
    @Test func valuesSetOnTheCommandLineReadBackAsShown() throws {
        try requireReaders()
        let scratch = try FilesScratch()
        var files: [(path: String, expected: [String: String])] = []
        for (index, value) in FrontMatterReadersTests.awkward.enumerated() {
            var expected: [String: String] = [:]
            for field in EnvelopeField.allCases {
                expected[field.key] = try? field.rules.accepted(value)
            }
            guard !expected.isEmpty else { continue }
            let path = scratch.file("v\(index).letter")
            try writeText(path, "---\npaper: letter\n---\nDear Min-ji,\n")
            let sets = expected.keys.sorted().flatMap { ["--set", "\($0)=\(value)"] }
            let result = try runTool([letterBinary, "envelope", path] + sets)
            #expect(result.status == 0, "\(sets): \(result.output)")
            files.append((path, expected))
        }
        // The rules leave most of the table to the names and the address, but
        // every field takes some of it.
        let fields = Set(files.flatMap(\.expected.keys))
        #expect(fields == Set(EnvelopeField.allCases.map(\.key)))
        try checkReaders(files)
    }

    /// Values a person wrote unquoted, which YAML readers type as numbers,
    /// dates and booleans, are quoted when letter saves the envelope.
    @Test func handWrittenPlainValuesAreQuotedOnSave() throws {
        try requireReaders()
        let scratch = try FilesScratch()
        let path = scratch.file("hand.letter")
        try writeText(
            path,
            "---\npaper: letter\nto: yes\nfrom: null\naddress: 12:30 # noon\npostcode: 03045\n"
                + "phone: +442079460000\nemail: 0o17\ndate: 2026-11-24\n---\nDear Min-ji,\n")
        let result = try runTool([letterBinary, "envelope", path, "--set", "to=yes"])
        #expect(result.status == 0, "\(result.output)")
        let expected: [String: String] = [
            "paper": "letter", "to": "yes", "from": "null", "address": "12:30", "postcode": "03045", "phone": "+442079460000",
            "email": "0o17", "date": "2026-11-24",
        ]
        let readings = try Readers.read([path])
        #expect(readings.first?.yaml == expected.mapValues(Readers.Typed.string))
        for (key, value) in expected { #expect(readings.first?.pandocText[key] == value, "\(key)") }
    }

    // MARK: Checking

    private func requireReaders() throws {
        guard toolPath("pandoc") != nil, try runTool(["python3", "-c", "import yaml"]).status == 0 else {
            throw FilesTestError("pandoc and python3-yaml are needed to check what other readers see")
        }
    }

    /// Whether `value` has no control character, which pandoc's Markdown
    /// would turn into a space or drop whatever the YAML said.
    private func isWithoutControls(_ value: String) -> Bool {
        value.unicodeScalars.allSatisfy { ($0.value >= 0x20 && $0.value < 0x7F) || $0.value >= 0xA0 }
    }

    /// Each file's keys read by PyYAML as the exact string, and by pandoc as
    /// pandoc reads that string written by another YAML writer (Python's
    /// JSON, which is YAML's double-quoted style); exactly, where Markdown
    /// leaves it alone.
    private func checkReaders(_ files: [(path: String, expected: [String: String])]) throws {
        let readings = try Readers.read(files.map(\.path))
        let references = try Readers.pandocReferences(files.flatMap(\.expected.values).filter(isWithoutControls))
        #expect(readings.count == files.count)
        for ((path, expected), reading) in zip(files, readings) {
            for (key, value) in expected {
                #expect(reading.yaml[key] == .string(value), "PyYAML, \(key) of \(path)")
                guard isWithoutControls(value) else { continue }  // Markdown's business, not YAML's
                #expect(reading.pandoc[key] == references[value], "pandoc, \(key) of \(path)")
                if FrontMatterReadersTests.markdownNeutral.contains(value) {
                    #expect(reading.pandocText[key] == value, "pandoc's text, \(key) of \(path)")
                }
            }
        }
    }
}

/// PyYAML and pandoc run on files, through one Python script that prints a
/// JSON line per file.
private enum Readers {
    enum Typed: Hashable {
        case string(String)
        case other(String)
    }

    struct Reading {
        /// Each key as PyYAML typed it.
        var yaml: [String: Typed]
        /// Each key's pandoc metadata, as JSON text.
        var pandoc: [String: String]
        /// Each key's pandoc metadata as plain text, when it is only words.
        var pandocText: [String: String]
    }

    /// The front matter of each file, read.
    static func read(_ paths: [String]) throws -> [Reading] {
        let result = try run([python(), "-c", script] + paths)
        guard result.status == 0 else { throw FilesTestError("readers failed: \(result.error)") }
        return try result.output.split(separator: "\n").map { line in
            let fields = line.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
            var reading = Reading(yaml: [:], pandoc: [:], pandocText: [:])
            var rest = fields[...]
            while rest.count >= 5 {
                let key = rest[rest.startIndex]
                let type = rest[rest.startIndex + 1]
                let value = try unhex(rest[rest.startIndex + 2])
                reading.yaml[key] = type == "str" ? .string(value) : .other(type + ":" + value)
                reading.pandoc[key] = rest[rest.startIndex + 3]
                let text = rest[rest.startIndex + 4]
                if text != "-" { reading.pandocText[key] = try unhex(text) }
                rest = rest.dropFirst(5)
            }
            return reading
        }
    }

    /// pandoc's metadata for each value written by Python's JSON (a YAML
    /// double-quoted string that no reader types as anything else).
    static func pandocReferences(_ values: [String]) throws -> [String: String] {
        let unique = Array(Set(values))
        let arguments = unique.map { value in value.utf8.map { String($0, radix: 16) }.joined(separator: ",") }
        let result = try run([python(), "-c", referenceScript] + arguments)
        guard result.status == 0 else { throw FilesTestError("pandoc failed: \(result.error)") }
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var references: [String: String] = [:]
        for (index, value) in unique.enumerated() where index < lines.count { references[value] = lines[index] }
        return references
    }

    /// The system's python3, where Scripts/setup installs python3-yaml.
    private static func python() throws -> String {
        guard let path = toolPath("python3") else { throw FilesTestError("python3 is not installed") }
        return path
    }

    private static func unhex(_ text: String) throws -> String {
        var bytes: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(index, offsetBy: 2)
            guard let byte = UInt8(text[index..<next], radix: 16) else { throw FilesTestError("bad hex \(text)") }
            bytes.append(byte)
            index = next
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Per file: key, PyYAML's type, value (UTF-8 hex), pandoc's metadata
    /// (JSON), its plain text (hex, or "-"), separated by U+001F.
    private static let script = #"""
        import concurrent.futures, json, subprocess, sys, yaml

        def front(path):
            lines = open(path, encoding="utf-8").read().split("\n")
            end = lines.index("---", 1)
            return "\n".join(lines[1:end]) + "\n"

        def text(meta):
            if meta.get("t") != "MetaInlines":
                return None
            out = ""
            for inline in meta["c"]:
                if inline["t"] == "Str": out += inline["c"]
                elif inline["t"] == "Space": out += " "
                else: return None
            return out

        def numbered(meta):
            # A citation's number counts the citations before it in the file.
            if isinstance(meta, dict):
                return {k: 0 if k == "citationNoteNum" else numbered(v) for k, v in meta.items()}
            if isinstance(meta, list):
                return [numbered(v) for v in meta]
            return meta

        def read(path):
            matter = front(path)
            data = yaml.safe_load(matter)
            meta = json.loads(subprocess.run(["pandoc", "-f", "markdown", "-t", "json"],
                input="---\n" + matter + "---\n", capture_output=True, text=True, check=True).stdout)["meta"]
            fields = []
            for key, value in data.items():
                kind = type(value).__name__
                shown = value if isinstance(value, str) else repr(value)
                plain = text(meta[key]) if key in meta else None
                fields += [key, kind, shown.encode().hex(), json.dumps(numbered(meta.get(key)), sort_keys=True),
                    "-" if plain is None else plain.encode().hex()]
            return "\x1f".join(fields)

        with concurrent.futures.ThreadPoolExecutor(4) as pool:
            for line in pool.map(read, sys.argv[1:]):
                print(line)
        """#

    /// pandoc's metadata (JSON, keys sorted) for each value, one a line, in
    /// one pandoc run.
    private static let referenceScript = #"""
        import json, subprocess, sys
        values = [bytes(int(b, 16) for b in arg.split(",") if b).decode() for arg in sys.argv[1:]]
        matter = "".join("r%d: %s\n" % (i, json.dumps(v, ensure_ascii=False)) for i, v in enumerate(values))
        meta = json.loads(subprocess.run(["pandoc", "-f", "markdown", "-t", "json"],
            input="---\n" + matter + "---\n", capture_output=True, text=True, check=True).stdout)["meta"]
        def numbered(meta):
            if isinstance(meta, dict):
                return {k: 0 if k == "citationNoteNum" else numbered(v) for k, v in meta.items()}
            if isinstance(meta, list):
                return [numbered(v) for v in meta]
            return meta
        for i in range(len(values)):
            print(json.dumps(numbered(meta.get("r%d" % i)), sort_keys=True))
        """#
}
