import Glibc
import LetterKit

/// The PNGs of a page's or a book's SVG drawings (`PictureHelper.drawingPNG`), made in
/// a private temporary folder for the copier or the EPUB to take, and
/// removed with it when this goes.
///
/// Each PNG is named for its drawing (`map.svg` is `map.png`), so the copy
/// next to a page reads as the same picture. A class, so the folder is
/// removed exactly once.
final class DrawnDrawings {
    private var folder: String?
    private var drawn: [String: String?] = [:]

    /// The PNG of the SVG drawing at `path`, read only inside `folder` when
    /// given (`PictureSource.confinedTo`), or nil when it cannot be drawn.
    func png(for path: String, confinedTo folder: String? = nil) -> String? {
        if let known = drawn[path] { return known }
        let made = make(path, confinedTo: folder)
        drawn[path] = made
        return made
    }

    /// True when `path` is a PNG drawn here: read inside its own private
    /// folder, not the letter's.
    func drew(_ path: String) -> Bool { drawn.values.contains { $0 == path } }

    private func make(_ path: String, confinedTo confinement: String?) -> String? {
        guard let bytes = PictureHelper.shared.drawingPNG(at: path, confinedTo: confinement), let folder = temporaryFolder() else { return nil }
        let name = PicturePath.fileName(of: path)
        let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
        // One folder a drawing, so two drawings of one name in two folders never meet.
        let own = folder + "/\(drawn.count)"
        guard mkdir(own, 0o700) == 0 else { return nil }
        let png = own + "/" + (stem.isEmpty ? "drawing" : stem) + ".png"
        do {
            let descriptor = try System.open(png, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            defer { try? System.close(descriptor) }
            try System.writeAll(bytes, to: descriptor)
        } catch {
            return nil
        }
        return png
    }

    private func temporaryFolder() -> String? {
        if let folder { return folder }
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((base + "/letter-drawings-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { return nil }
        folder = String(cString: made)
        return folder
    }

    deinit {
        guard let folder else { return }
        for case let png? in drawn.values {
            unlink(png)
            rmdir(PicturePath.folder(of: png))
        }
        rmdir(folder)
    }
}
