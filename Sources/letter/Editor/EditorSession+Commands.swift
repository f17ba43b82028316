import Glibc
import LetterKit
import LetterSystem

/// What the palette reaches that used to need the shell: exporting the
/// letter as it stands, printing it, and the letterbox run on this terminal.
/// Each does what `letter export`, `letter print` and `letter box` do, through
/// the same code (`LetterExport`, `LinePrinter`, `BoxOpening`).
extension EditorSession {
    /// The letter as it stands (unsaved changes too), as an export writes it.
    private var exportSource: ExportSource {
        let state = self.state
        return ExportSource(
            page: state.page, envelope: state.envelope, path: state.path ?? state.suggestedName,
            language: storage.language)
    }

    /// Writes the letter in the request's format; never over the letter
    /// itself, and over another file only when the request says so.
    func export(_ request: ExportRequest) -> ExportResult {
        let target = TypedPath.absolute(request.path, home: TypedPath.home(), workingFolder: TypedPath.workingFolder())
        let destination = OutputDestination.of(target)
        if case .descriptor = destination {
            // /dev/stdout and its kind are the terminal the editor draws on.
            return .failed(path: request.path, reason: tr("that is the terminal, not a file"))
        }
        if let existing = destination.stamp {
            if let letter = state.path.flatMap(DiskStamp.of(path:)), letter.device == existing.device,
                letter.inode == existing.inode
            {
                return .failed(path: request.path, reason: tr("that is the letter itself; export to another file"))
            }
            if !request.overwrite { return .alreadyExists(request) }
        }
        do {
            let made = try LetterExport.bytes(of: exportSource, as: request.format, output: target, printPage: .a4)
            try destination.write(made.bytes)
        } catch let failure as ExportFailure {
            return .failed(path: request.path, reason: failure.description)
        } catch let failure as OutputError {
            return .failed(path: request.path, reason: failure.description)
        } catch {
            return .failed(path: request.path, reason: String(describing: error))
        }
        return .written(path: request.path)
    }

    /// Prints the letter as it stands through lp, as `letter print` does;
    /// lp's words are kept for the status row, off the screen.
    func printLetter() -> PrintResult {
        guard let lp = LinePrinter.find() else { return .noPrinter }
        let bytes: [UInt8]
        do { bytes = try LetterExport.pdf(of: exportSource, printPage: .a4).bytes } catch {
            return .failed(error.description)
        }
        guard let said = tmpfile() else { return .failed(String(cString: strerror(errno))) }
        defer { fclose(said) }
        let outcome = LinePrinter.send(
            bytes, lp: lp, arguments: ["-t", Export.fileName(exportSource.path)], output: fileno(said))
        let words = LinePrinter.read(said)
        switch outcome {
        case .taken: return .taken(words)
        case .refused: return .refused(words)
        case .failed(let reason): return .failed(tr("lp could not be run: {reason}", ["reason": reason]))
        }
    }

    /// The papers a letter can be switched to, as `letter papers` lists
    /// them (a broken paper file is left out: it cannot be used).
    func papers() -> [Paper] {
        // Its warnings would be written over the screen: the papers listed are
        // those that read well.
        PaperShelf(folders: .standard(), warn: { _ in }).catalog.shown.compactMap(\.paper)
    }

    /// Runs the letterbox on this terminal until it is left, then draws the
    /// letter again, as it was: its unsaved changes stay in memory, here.
    /// A letter chosen in that box (Enter) opens beside this one, and the
    /// box closes.
    func openBox() {
        var problem: String?
        var signal: Int32?
        var chosen: (file: String?, folder: String)?
        do throws(Failure) {
            let shelf = PaperShelf(folders: .standard(), warn: { _ in })
            let box: String
            do { box = try BoxFolder.resolve(argument: nil, settings: try shelf.settings()) } catch let error as PaperFileError {
                throw Failure(message: error.message)
            } catch {
                throw Failure(message: String(describing: error))
            }
            let index: LetterIndex
            do { index = try LetterIndex.open(box: box) } catch { throw Failure(message: error.description) }
            signal = try BoxOpening.run(box: box, index: index) { file, folder in chosen = (file, folder) }
        } catch {
            problem = error.message
        }
        guard desk.resumeAfterNestedScreen(stoppedBy: signal) else { return }
        reply(.boxClosed(problem: problem))
        if let (file, folder) = chosen {
            if let file { desk.open(file) } else { desk.openNew(in: folder) }
        }
    }
}
