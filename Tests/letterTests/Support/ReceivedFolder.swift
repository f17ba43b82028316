import Glibc

@testable import letter

/// A letter's folder as a stranger could mail it: pictures named every way
/// that leads out of it, and every way that stays in. Built in a scratch
/// folder:
///
///     letters/                 the letter's folder
///       in.png, trip.files/p.png, x..y/p.png      regular pictures inside
///       in-link.png -> trip.files/p.png           a link that stays inside
///       out.png -> ../elsewhere/secret.png        a link that leads out
///       chain.png -> chain2.png -> ../elsewhere/secret.png
///       dangle.png -> /nowhere/at/all.png         a link out to nothing
///       deep -> ../elsewhere/a/b                  a folder link out
///     elsewhere/secret.png, elsewhere/a/secret.png   outside
///     letters-evil/p.png                           a sibling sharing a prefix
///     link-to-letters -> letters                   the folder by a link
final class ReceivedFolder {
    let scratch: FilesScratch
    /// The letter's folder.
    let letters: String
    /// A picture outside it.
    let secret: String

    init() throws {
        scratch = try FilesScratch()
        letters = try scratch.folder("letters")
        try scratch.folder("elsewhere")
        try scratch.folder("elsewhere/a")
        try scratch.folder("elsewhere/a/b")
        try scratch.folder("letters/trip.files")
        try scratch.folder("letters/x..y")
        try scratch.folder("letters-evil")
        secret = scratch.file("elsewhere/secret.png")
        let png = PNGFixture.image(width: 8, height: 4) { _, _ in .red }
        for path in [
            secret, scratch.file("elsewhere/a/secret.png"), scratch.file("letters-evil/p.png"), letters + "/in.png",
            letters + "/trip.files/p.png", letters + "/x..y/p.png",
        ] {
            try writeBytes(path, png)
        }
        try link("trip.files/p.png", at: "letters/in-link.png")
        try link("../elsewhere/secret.png", at: "letters/out.png")
        try link("../elsewhere/secret.png", at: "letters/chain2.png")
        try link("chain2.png", at: "letters/chain.png")
        try link("/nowhere/at/all.png", at: "letters/dangle.png")
        try link("../elsewhere/a/b", at: "letters/deep")
        try link("letters", at: "link-to-letters")
    }

    private func link(_ target: String, at name: String) throws {
        guard symlink(target, scratch.file(name)) == 0 else { throw FilesTestError("symlink \(name): errno \(errno)") }
    }

    /// Paths a letter may write that lead out of its folder, as written
    /// (relative to the letter's folder, or absolute), each a different way.
    var outside: [String] {
        [
            "../elsewhere/secret.png", secret, "/etc/hostname.png", "out.png", "chain.png", "dangle.png",
            "../letters-evil/p.png", "../elsewhere/none.png", "trip.files/../../elsewhere/secret.png",
        ]
    }

    /// Paths that stay inside, each a different way.
    var inside: [String] { ["in.png", "in-link.png", "trip.files/p.png", "x..y/p.png", "x..y/../in.png", "./in.png"] }

    /// `written` as the program opens it: resolved against the letter's folder.
    func resolved(_ written: String) -> String {
        written.hasPrefix("/") ? written : letters + "/" + written
    }
}
