/// The pictures a document embeds, read out of its archive as they are
/// met: each looked at (`PictureHeader`, refused over the limits), named
/// once inside the letter's files folder (`SafeFileNames`), and given as
/// the image run that puts it on the page.
struct DocumentPictures {
    let filesFolder: String
    private(set) var files: [ReceivedLetter.File] = []
    private var names = SafeFileNames()
    /// Entries already taken, by the name they were given.
    private var taken: [String: String] = [:]

    init(filesFolder: String) { self.filesFolder = filesFolder }

    /// The image run of the picture at `path` in the archive, `width` ×
    /// `height` points when the document says; nil when there is no such
    /// entry or it is not a picture letter draws.
    mutating func image(
        _ path: String, width: Double?, height: Double?, entry: (String) throws(DocumentProblem) -> [UInt8]?
    ) throws(DocumentProblem) -> ImageRun? {
        let name: String
        if let given = taken[path] {
            name = given
        } else {
            guard let bytes = try entry(path), let header = PictureHeader.of(bytes) else { return nil }
            guard header.isWithinLimits else {
                throw .pictureTooLarge(path, width: header.width, height: header.height)
            }
            let last = path.split(separator: "/").last.map(String.init) ?? ""
            name = names.name(for: last, fallback: "picture-\(files.count + 1).\(header.format)")
            taken[path] = name
            files.append(ReceivedLetter.File(name: name, bytes: bytes))
        }
        return ImageRun(url: filesFolder + "/" + name, width: width, height: height)
    }
}
