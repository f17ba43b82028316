import Glibc
import LetterKit

/// Reads a letter for the editor, in two steps: before the terminal is
/// taken (the file, its paper, the editor's state: a failure is a line on
/// standard error), then once it is (the lock, a copy to recover, which
/// make files and ask questions on the screen).
@MainActor
struct LetterOpening {
    let folders: StationeryFolders
    let shelf: PaperShelf
    let settings: LetterSettings
    /// The letterbox whose saves are committed when it is a git repository.
    let box: String?

    /// The settings as found; `box` the letterbox to commit in (the
    /// settings' box when nil).
    init(box: String?) throws(Failure) {
        folders = StationeryFolders.standard()
        shelf = PaperShelf(folders: folders)
        do { settings = try shelf.settings() } catch { throw Failure(message: error.message) }
        self.box = box ?? (try? BoxFolder.chosen(settings: settings))
    }

    /// Reads `file` (a new letter when nil or not there yet) on the paper the
    /// options and the file say. A new letter is offered a name in
    /// `newLetterFolder`, else in the letterbox. Fails on a file that
    /// cannot be read or a paper that cannot be used.
    ///
    /// With `template`, the new letter starts as that letter (its paper,
    /// envelope, body, ink and pictures), to be saved at `file` or named on
    /// first save: the template is read, never written.
    func read(
        file: String?, paper request: PaperRequest = PaperRequest(), newLetterFolder: String? = nil,
        template: LoadedLetter? = nil
    ) throws(Failure) -> OpeningLetter {
        // A template's stamp is of its own file: the new letter has none on disk yet.
        var loaded: LoadedLetter? = template.map { var start = $0; start.stamp = nil; return start }
        if template == nil, let file {
            do {
                loaded = try LoadedLetter.load(path: file, papers: shelf.catalog(forRecordedName:))
            } catch LetterFileError.notFound {
                // A new letter: created on first save.
            } catch {
                throw Failure(message: error.message(path: file))
            }
        }
        // The editor never opens on a broken paper file: it is fixed first.
        if case .brokenPaper(let message)? = loaded?.paperProblem, !request.nameWholePaper {
            throw Failure(message: message)
        }
        let paper: Paper
        do {
            paper = try request.resolve(for: loaded, shelf: shelf)
        } catch {
            throw Failure(message: error.description)
        }
        let body = loaded?.body ?? ""
        let ink = file.map(LetterFile.carriesInk) ?? true
        // A long letter shows its first part at once; the rest follows the first paint.
        let openingPart = LetterFile.openingPart(of: body)
        let pictures = loaded?.pictureReading() ?? PictureReading(letterAt: file)
        // `letter` alone writes into the letterbox, where `letter box` finds it;
        // without a home for the box, into the current folder.
        let boxFolder = try? BoxFolder.chosen(settings: settings)
        let newLetterFolder = file == nil ? newLetterFolder ?? boxFolder : nil
        let locale = getenv("LANG").map { String(cString: $0) }
        var state = EditorState(
            page: Page(paper: paper, body: openingPart ?? body, ink: ink, pictures: pictures), path: file,
            suggestedName: Self.suggestedName(in: newLetterFolder), pictureFacts: pictures.facts,
            envelope: loaded?.file.envelope ?? Envelope(), copiesToTerminal: Edit.copiesToTerminal(settings: settings),
            keymaps: EditorKeymaps(settings.bindings),
            signature: SignatureFile.signature(settings: settings, folders: folders),
            letterDate: LetterDate(
                language: DateLanguage.of(declared: loaded?.file.frontMatter?.value(for: "lang"), locale: locale),
                format: settings.dateFormat),
            marksSpelling: settings.spell, openFolder: boxFolder.map(Self.shownFolder))
        state.animatesPictures = settings.animate
        // What these first updates ask of the program (the pictures to draw)
        // is done once the session runs.
        var early: [Effect] = []
        if let problem = loaded?.paperProblem {
            early += update(&state, .notify(.paperUnreadable(reason: problem, using: paper.name)))
        } else if let loaded, loaded.paperLookIsDefault, request.paper == nil {
            early += update(&state, .notify(.paperLookUnknown(name: loaded.paper?.name ?? paper.name)))
        }
        if let file = loaded?.file, file.hadMixedLineEndings {
            early += update(&state, .notify(.mixedLineEndings(found: file.mixedLineEndings, chosen: file.lineEnding)))
        }
        return OpeningLetter(
            state: state, early: early, loaded: loaded, file: file, paper: paper, newLetterFolder: newLetterFolder,
            finishing: openingPart == nil ? nil : .finishOpening(body: body, ink: ink),
            latinDictionary: SpellingLanguage.latinDictionary(
                override: nil, declared: loaded?.declaredLanguage, locale: locale))
    }

    /// The box's folder as the open prompt offers it: under the home folder
    /// as "~/…", so the prompt stays short.
    private static func shownFolder(_ folder: String) -> String {
        let home = TypedPath.home()
        guard !home.isEmpty, folder.hasPrefix(home + "/") else { return folder }
        // A String made of the rest first: appending the Substring itself
        // costs the start a scan of every protocol conformance.
        return "~" + String(folder.dropFirst(home.count))
    }

    /// A name for a new letter, in `folder` (the current one when nil), that
    /// does not clash with a file there: the day's date, then -2, -3, … A
    /// missing folder clashes with nothing.
    private static func suggestedName(in folder: String?) -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let stem = "letter-\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
        // The date is the whole name: nothing typed reaches it, so it stays in the folder.
        func path(_ name: String) -> String { folder.map { Paths.joined($0, name) } ?? name }
        var name = path(stem + ".letter")
        var number = 2
        while access(name, F_OK) == 0 {
            name = path("\(stem)-\(number).letter")
            number += 1
        }
        return name
    }
}

/// A letter read, before the terminal is taken.
@MainActor
struct OpeningLetter {
    var state: EditorState
    /// What the updates made while reading asked for (pictures to draw).
    var early: [Effect]
    var loaded: LoadedLetter?
    var file: String?
    var paper: Paper
    var newLetterFolder: String?
    /// The whole of a long letter, laid out after its first part is drawn.
    var finishing: EditorReply?
    var latinDictionary: String

    /// Once the terminal is the editor's: the letter's storage (the
    /// recovery folder is made here), its lock taken, and the questions
    /// asked that its lock or a newer copy raise.
    func started() -> OpenLetter {
        let storage = LetterStorage(loaded: loaded, path: file, paper: paper)
        storage.newLetterFolder = newLetterFolder
        var state = state
        let asked = update(&state, .ask([storage.lockOrAsk(), storage.recoveryQuestion()].compactMap { $0 }))
        return OpenLetter(
            state: state, early: early + asked, storage: storage, finishing: finishing, latinDictionary: latinDictionary)
    }
}

/// A letter open in the editor, with its file's storage.
@MainActor
struct OpenLetter {
    var state: EditorState
    var early: [Effect]
    let storage: LetterStorage
    var finishing: EditorReply?
    var latinDictionary: String
}
