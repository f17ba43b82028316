/// The picture blocks on the page as the program drew them, and which are
/// still to be asked for: the editor's side of the pictures' protocol.
struct PictureLooks: Sendable {
    /// What each picture block shows, as the program drew it.
    var looks: [PictureMark: PictureLook] = [:] {
        didSet { version += 1 }
    }
    /// Counts changes to the looks, so a renderer redraws picture blocks
    /// only when one came.
    var version = 0
    /// Pictures on the page to ask the program to draw, and those asked for.
    var toLook = Set<PictureMark>()
    var requested = Set<PictureMark>()
    /// What the program found about pictures whose height the file does not
    /// write, for reading the rest of a long letter or a recovered copy.
    var facts: [String: PictureFacts] = [:]
    /// The animated pictures' frames and clock (PictureAnimations.swift).
    var motion = PictureAnimations()
}

extension EditorState {
    /// What each picture block shows, as the program drew it.
    public var pictureLooks: [PictureMark: PictureLook] { pictures.looks }

    /// Counts changes to the looks, so a renderer redraws picture blocks
    /// only when one came.
    public var pictureLooksVersion: Int { pictures.version }

    /// What the program read of the video or sound of the block `mark`: its
    /// length, a video's size; nil until it has been read, for a block that
    /// is no video or sound, or one whose file cannot be read.
    public func mediaFacts(at mark: PictureMark) -> MediaFacts? {
        pictures.looks[mark]?.mediaFacts
    }
}
