import LetterKit

/// Where a written page (an HTML letter or book) finds each picture, and
/// what is wrong with the ones it cannot show: the same judgement the editor
/// makes (`PictureHelper.facts`), so a picture outside its letter's folder,
/// missing, not a regular file, damaged or too large is its frame with the
/// reason on the page too, never an `<img>` naming a file it must not read.
struct PagePictures {
    /// Page-relative addresses by picture path.
    var addresses: [String: String] = [:]
    /// Why a picture is not shown, by picture path.
    var problems: [String: PictureProblem] = [:]

    /// Looks at every file of `sources` (confined as each says) and, when
    /// the page is a file at `output`, copies those that can be shown into
    /// `PAGE.files/` beside it; the addresses are then relative to the
    /// page's folder wherever `-o` put it. On standard output (or a device)
    /// the page names the letter's own files where they are.
    static func make(_ sources: [PictureSource], nextTo output: String?) -> PagePictures {
        var pictures = PagePictures()
        let looker = PictureHelper.shared
        var shown: [PictureSource] = []
        var seen = Set<String>()
        for source in sources where seen.insert(source.path).inserted {
            if case .problem(let problem) = looker.facts(at: source.path, confinedTo: source.confinedTo, decoding: true)
            {
                pictures.problems[source.path] = problem
            } else {
                shown.append(source)
            }
        }
        let isDrawing = { (source: PictureSource) in
            source.kind == .picture
                && (PictureTarget.isVectorDrawing(source.path)
                    || looker.isDrawing(at: source.path, confinedTo: source.confinedTo))
        }
        guard let output, output != "-", !shown.isEmpty, case .file = OutputDestination.of(output) else {
            // The letter's own files where they are; an SVG drawing is never
            // put on a page as it is (its frame says so).
            for source in shown {
                if isDrawing(source) {
                    pictures.problems[source.path] = .damaged(reason: PictureTarget.vectorDrawingNote)
                } else {
                    pictures.addresses[source.path] = source.path
                }
            }
            return pictures
        }
        // An SVG drawing is copied as the PNG drawn of it, never as itself.
        let drawings = DrawnDrawings()
        defer { withExtendedLifetime(drawings) {} }
        var files: [PictureCopy] = []
        var sourceOf: [String: String] = [:]
        for source in shown {
            guard isDrawing(source) else {
                files.append(PictureCopy(id: files.count, path: source.path, confinedTo: source.confinedTo))
                continue
            }
            guard let png = drawings.png(for: source.path, confinedTo: source.confinedTo) else {
                pictures.problems[source.path] = .damaged(reason: PictureTarget.vectorDrawingNote)
                continue
            }
            sourceOf[png] = source.path
            files.append(PictureCopy(id: files.count, path: png))
        }
        guard !files.isEmpty else { return pictures }
        switch AttachmentCopier.copy(
            AttachmentCopies(folder: PicturePath.filesFolder(forLetterAt: output), files: files))
        {
        case .copied(let copies, let notCopied):
            let pageFolder = PicturePath.folder(of: output)
            for copy in copies where files.indices.contains(copy.id) {
                let path = files[copy.id].path
                pictures.addresses[sourceOf[path] ?? path] = PicturePath.written(copy.path, forLetterIn: pageFolder)
            }
            for refused in notCopied {
                pictures.problems[sourceOf[refused.path] ?? refused.path] = .unreadable(reason: refused.reason)
            }
        case .failed(let reason):
            StandardError.say(tr("note: the pictures were not copied next to the page: {reason}", ["reason": reason]))
            for source in shown { pictures.problems[source.path] = .unreadable(reason: tr("not copied next to the page")) }
        }
        return pictures
    }

    /// Where the page finds `source`, or nil to draw its frame.
    func address(_ source: PictureSource) -> String? { addresses[source.path] }
}
