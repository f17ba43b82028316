import Foundation
import LetterKit
import Testing

/// The translators' catalogs hold every sentence of the interface, each
/// translated whole, and compile: po/letter.pot is what `Scripts/update-po`
/// makes of Sources/ today, every po/<language>.po translates every sentence
/// of it (every plural form, nothing fuzzy), with the same `{placeholders}`,
/// msgfmt compiles each without a warning, and no obsolete sentence lingers.
///
/// A sentence added to the code without running update-po, or left
/// untranslated, fails here with the sentences named: the program would
/// otherwise show it in English in the middle of a Korean screen.
@Suite("Catalogs")
struct CatalogsTests {
    static let templatePath = Repository.path("po/letter.pot")

    /// The template update-po writes today, into a scratch file.
    static func freshTemplate(in scratch: ScratchFolder) throws -> (status: Int32, output: String, path: String) {
        let path = scratch.file("letter.pot")
        let result = try runTool(["bash", Repository.path("Scripts/update-po"), "--pot", path])
        return (result.status, result.output, path)
    }

    @Test func theTemplateIsWhatUpdatePoMakesOfTheSources() throws {
        let scratch = try ScratchFolder()
        let fresh = try Self.freshTemplate(in: scratch)
        try #require(fresh.status == 0, "Scripts/update-po --pot failed: \(fresh.output)")
        #expect(fresh.output.isEmpty, "xgettext warned: \(fresh.output)")
        guard readBytes(fresh.path) != readBytes(Self.templatePath) else { return }
        // Say which sentences differ, not only that the files do.
        let kept = Set(try POFile(path: Self.templatePath).messages.map(\.label))
        let made = Set(try POFile(path: fresh.path).messages.map(\.label))
        Issue.record(
            """
            po/letter.pot is not what Scripts/update-po makes of Sources/: run Scripts/update-po \
            and translate the new sentences in po/*.po.
            New in the sources: \(made.subtracting(kept).sorted())
            Gone from the sources: \(kept.subtracting(made).sorted())
            (No sentence named: only the references or the order changed.)
            """)
    }

    /// The check above has teeth: a sentence added to the sources shows in
    /// the template update-po writes, so a kept template without it differs.
    @Test func aSentenceAddedToTheSourcesReachesTheTemplate() throws {
        let scratch = try ScratchFolder()
        let fresh = try Self.freshTemplate(in: scratch)
        try #require(fresh.status == 0, "\(fresh.output)")
        let template = try POFile(path: fresh.path)
        // EditRefusal's sentences are on main's first catalog and stay.
        #expect(template.messages.contains { $0.id == "Put the cursor on a picture to change its height." })
        #expect(template.messages.contains { $0.plural == "No room: that needs {count} more lines and none is left on the page." })
        #expect(template.messages.count >= 9)
        #expect(template.header?.translations[0]?.contains("charset=UTF-8") == true)
    }

    @Test func everyCatalogTranslatesEverySentenceOfTheTemplate() throws {
        let template = try POFile(path: Self.templatePath)
        let catalogs = POFile.catalogPaths()
        #expect(catalogs.contains(Repository.path("po/ko.po")))
        for path in catalogs {
            let catalog = try POFile(path: path)
            let forms = catalog.pluralCount
            var byKey: [String: POFile.Entry] = [:]
            for entry in catalog.messages { byKey[(entry.context ?? "") + "\u{4}" + entry.id] = entry }
            var missing: [String] = []
            for sentence in template.messages {
                guard let entry = byKey[(sentence.context ?? "") + "\u{4}" + sentence.id] else {
                    missing.append("\(sentence.label): not in the catalog (run Scripts/update-po)")
                    continue
                }
                let needed = sentence.plural == nil ? [0] : Array(0..<forms)
                if entry.isFuzzy {
                    missing.append("\(sentence.label): fuzzy (msgfmt leaves it out: check it, then drop the fuzzy flag)")
                } else if needed.contains(where: { (entry.translations[$0] ?? "").isEmpty }) {
                    missing.append("\(sentence.label): untranslated")
                }
            }
            #expect(missing == [], "\(path): \(missing.count) sentences without a translation:\n\(missing.joined(separator: "\n"))")
        }
    }

    /// msgfmt's own checks, as the build compiles: the header, the plural
    /// forms, `\n` at the same ends; and not a word on standard error.
    @Test func msgfmtCompilesEveryCatalogWithoutAWarning() throws {
        let catalogs = POFile.catalogPaths()
        #expect(!catalogs.isEmpty)
        for path in catalogs {
            let result = try runTool(["msgfmt", "-c", "--check-format", "-o", "/dev/null", path])
            #expect(result.status == 0, "msgfmt -c \(path): \(result.output)")
            #expect(result.output.isEmpty, "msgfmt -c \(path): \(result.output)")
        }
    }

    /// A translation fills the same values as its English: a placeholder
    /// missing from it would drop a number from the screen, and one the
    /// English does not have would show as `{name}`.
    @Test func everyTranslationHasTheSamePlaceholdersAsItsEnglish() throws {
        for path in POFile.catalogPaths() {
            var wrong: [String] = []
            for entry in try POFile(path: path).messages where !entry.isFuzzy {
                wrong += Self.placeholderMismatches(entry)
            }
            #expect(wrong == [], "\(path):\n\(wrong.joined(separator: "\n"))")
        }
    }

    /// What is wrong with an entry's placeholders, one line a translation.
    ///
    /// A singular's translation has its msgid's placeholders. Each plural
    /// form has those of the English plural (the singular's too); `{count}`
    /// may be left out of a form only where the English singular leaves it
    /// out ("a line" / "{count} lines").
    static func placeholderMismatches(_ entry: POFile.Entry) -> [String] {
        var english = Set(Placeholders.names(in: entry.id))
        var optional: Set<String> = []
        if let plural = entry.plural {
            english.formUnion(Placeholders.names(in: plural))
            if !Placeholders.names(in: entry.id).contains("count") { optional.insert("count") }
        }
        var wrong: [String] = []
        for (index, translation) in entry.translations.sorted(by: { $0.key < $1.key }) where !translation.isEmpty {
            let names = Set(Placeholders.names(in: translation))
            if names.subtracting(optional) != english.subtracting(optional) {
                let form = entry.plural == nil ? "" : "[\(index)]"
                wrong.append("\(entry.label): msgstr\(form) has \(names.sorted()), the English \(english.sorted())")
            }
        }
        return wrong
    }

    /// The placeholder check has teeth: a dropped, a renamed and an extra
    /// placeholder are each found; the English singular's own leave-out is not.
    @Test func aTranslationThatLosesOrAddsAPlaceholderIsFound() {
        var entry = POFile.Entry()
        entry.id = "Saved {file} ({count} lines)."
        entry.translations = [0: "{file}을 저장했습니다."]
        #expect(Self.placeholderMismatches(entry).count == 1)
        entry.translations = [0: "{path}을 저장했습니다 ({count}줄)."]
        #expect(Self.placeholderMismatches(entry).count == 1)
        entry.translations = [0: "{file}을 {when}에 저장했습니다 ({count}줄)."]
        #expect(Self.placeholderMismatches(entry).count == 1)
        entry.translations = [0: "{count}줄, {file}을 저장했습니다."]
        #expect(Self.placeholderMismatches(entry) == [])

        var plural = POFile.Entry()
        plural.id = "One line left in {name}."
        plural.plural = "{count} lines left in {name}."
        plural.translations = [0: "{name}에 {count}줄 남았습니다."]
        #expect(Self.placeholderMismatches(plural) == [])
        plural.translations = [0: "{name}에 한 줄 남았습니다.", 1: "{name}에 {count}줄 남았습니다."]
        #expect(Self.placeholderMismatches(plural) == [])
        plural.translations = [0: "{count}줄 남았습니다."]
        #expect(Self.placeholderMismatches(plural).count == 1)
    }

    /// A sentence gone from the sources is kept by msgmerge as obsolete
    /// (`#~`): dead weight a translator reads past. Once its translation has
    /// served the new sentence (if any), it goes.
    @Test func noCatalogKeepsObsoleteSentences() throws {
        for path in POFile.catalogPaths() {
            let obsolete = try POFile(path: path).obsolete.map(\.label)
            #expect(
                obsolete == [],
                "\(path) keeps sentences no longer in the sources; remove them (msgattrib --no-obsolete --no-wrap -o FILE FILE): \(obsolete)"
            )
        }
    }

    /// The reader behind these checks reads what gettext writes: plural
    /// forms, fuzzy flags, continued strings and obsolete entries.
    @Test func theReaderReadsPluralsFlagsContinuationsAndObsoleteEntries() throws {
        let scratch = try ScratchFolder()
        let path = scratch.file("xx.po")
        try writeText(
            path,
            #"""
            msgid ""
            msgstr ""
            "Content-Type: text/plain; charset=UTF-8\n"
            "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n==2 ? 1 : 2);\n"

            #: Sources/A.swift:1
            #, fuzzy
            msgid "One \"quoted\" {name}"
            msgstr "Un "
            "{name}"

            msgid "{count} line"
            msgid_plural "{count} lines"
            msgstr[0] "a"
            msgstr[1] ""
            msgstr[2] "c"

            #~ msgid "Gone"
            #~ msgstr "Parti"
            """#)
        let file = try POFile(path: path)
        #expect(file.pluralCount == 3)
        #expect(file.messages.count == 2)
        #expect(file.messages.first?.id == "One \"quoted\" {name}")
        #expect(file.messages.first?.translations[0] == "Un {name}")
        #expect(file.messages.first?.isFuzzy == true)
        #expect(file.messages.first?.references == ["Sources/A.swift:1"])
        #expect(file.messages.last?.plural == "{count} lines")
        #expect(file.messages.last?.translations == [0: "a", 1: "", 2: "c"])
        #expect(file.obsolete.map(\.id) == ["Gone"])
        #expect(file.obsolete.first?.translations[0] == "Parti")
    }
}
