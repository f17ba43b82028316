import LetterKit

/// A loaded letter's text as the commands read it: Markdown ink in a `.letter`
/// or `.md` body, plain text in any other file.
extension LoadedLetter {
    /// Whether this file's body is Markdown whose marks are ink: by the format
    /// it was read as (its extension's, `LetterFile.carriesInk(path:)`), so a
    /// letter from standard input, which has none, is read as a `.letter`.
    var carriesInk: Bool { file.format != .plain }

    /// The letter on `paper`: its ink and pictures read (a picture takes its
    /// lines), as the editor would open it.
    func page(on paper: Paper) -> Page {
        Page(paper: paper, body: body, ink: carriesInk, pictures: pictureReading())
    }

    /// Where the letter is, and what its pictures' headers say of those whose
    /// height the file does not write.
    func pictureReading() -> PictureReading {
        let folder = PicturePath.folder(of: path)
        guard carriesInk else { return PictureReading(folder: folder) }
        var facts: [String: PictureFacts] = [:]
        let looker = PictureHelper.shared
        for picture in LetterFile.picturesNeedingFacts(inBody: body, folder: folder) {
            facts[picture] = looker.facts(at: picture, confinedTo: folder)
        }
        return PictureReading(folder: folder, facts: facts)
    }

    /// The language the front matter's `lang:` gives (pandoc's key), if
    /// any, as a well-formed BCP 47 tag (`LanguageTag`: `pt_BR` is `pt-BR`).
    /// A value that is no tag is dropped with a warning on standard error,
    /// and the pages guess the language from the scripts instead.
    var declaredLanguage: String? {
        guard let value = file.frontMatter?.value(for: "lang"), !value.isEmpty else { return nil }
        guard let tag = LanguageTag.normalized(value) else {
            StandardError.say(
                tr(
                    "warning: {path}: lang: \"{value}\" is not a language tag (such as ko, en-GB, pt-BR); it is left out",
                    ["path": path, "value": value]))
            return nil
        }
        return tag
    }
}
