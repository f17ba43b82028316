/// A DOCX (Office Open XML) document's body read into a letter's lines:
/// `word/document.xml`, its pictures found through
/// `word/_rels/document.xml.rels`.
///
/// Kept: paragraphs (`w:p`) as lines (a heading's or a title's, named by
/// its style or an outline level, in large type), line breaks (`w:br`, `w:cr`) as
/// lines, tabs, and each run's bold, italic, underline, colour and
/// highlight as written on the run (`w:rPr`); pictures embedded in a
/// drawing (`a:blip r:embed`) at their size (`wp:extent`). Left out, and
/// named once (`LeftOut`): tables (their cells' text kept as lines),
/// footnotes, fields (their shown text kept), text boxes, comments, linked
/// pictures, deleted text.
///
/// Limitations: looks given by a style (`w:rStyle`, a heading's) are not
/// followed, only those on the run itself; type sizes written on a run
/// are not kept (only a heading's lines are large).
enum WordDocument {
    static func read(
        filesFolder: String, entry: (String) throws(DocumentProblem) -> [UInt8]?
    ) throws(DocumentProblem) -> ImportedDocument {
        guard let body = try entry("word/document.xml") else { throw .missingPart("word/document.xml") }
        var targets: [String: (target: String, external: Bool)] = [:]
        if let relationships = try entry("word/_rels/document.xml.rels") {
            for case .start(let name, let attributes) in try XMLEvents.of(relationships) where name == "Relationship" {
                guard let id = attributes["Id"], let target = attributes["Target"] else { continue }
                targets[id] = (target, attributes["TargetMode"] == "External")
            }
        }
        var document = ImportedDocument()
        var lines = DocumentLines()
        var pictures = DocumentPictures(filesFolder: filesFolder)
        var look = DocumentLook()
        var inParagraphProperties = false
        var text: String?
        /// The depth of elements whose content is skipped; 0 when none is.
        var skipping = 0
        var drawing: (embed: String?, linked: Bool, width: Double?, height: Double?)?

        for event in try XMLEvents.of(body) {
            switch event {
            case .start(let name, let attributes):
                if skipping > 0 {
                    skipping += 1
                    continue
                }
                switch name {
                case "w:pPr": inParagraphProperties = true
                case "w:pStyle" where inParagraphProperties: lines.inHeading = isHeading(style: attributes["w:val"])
                case "w:outlineLvl" where inParagraphProperties:
                    // Levels 0 to 8 are headings; 9 is body text.
                    lines.inHeading = (Int(attributes["w:val"] ?? "") ?? 9) < 9
                case "w:r": look = DocumentLook()
                case "w:b" where !inParagraphProperties: look.bold = isOn(attributes)
                case "w:i" where !inParagraphProperties: look.italic = isOn(attributes)
                case "w:u" where !inParagraphProperties: look.underline = attributes["w:val"] != "none" && isOn(attributes)
                case "w:color" where !inParagraphProperties: look.color = DocumentLook.hex(attributes["w:val"])
                case "w:highlight" where !inParagraphProperties:
                    look.background = highlights[attributes["w:val"] ?? ""]
                case "w:shd" where !inParagraphProperties:
                    look.background = DocumentLook.hex(attributes["w:fill"]) ?? look.background
                case "w:t": text = ""
                case "w:tab" where !inParagraphProperties: lines.text("\t", look: look)
                case "w:br", "w:cr": lines.endLine()
                case "w:tbl": document.leave(.tables)
                case "w:footnoteReference", "w:endnoteReference": document.leave(.footnotes)
                case "w:fldSimple", "w:fldChar": document.leave(.fields)
                case "w:commentReference", "w:commentRangeStart": document.leave(.comments)
                case "w:del", "w:moveFrom":
                    document.leave(.trackedChanges)
                    skipping = 1
                case "w:txbxContent", "v:textbox", "wps:txbx":
                    document.leave(.frames)
                    skipping = 1
                case "mc:Fallback": skipping = 1
                case "w:drawing", "w:pict": drawing = (nil, false, nil, nil)
                case "wp:extent":
                    drawing?.width = DocumentLengths.points(emu: attributes["cx"])
                    drawing?.height = DocumentLengths.points(emu: attributes["cy"])
                case "a:blip", "v:imagedata":
                    if let embed = attributes["r:embed"] ?? attributes["r:id"] { drawing?.embed = embed }
                    if attributes["r:link"] != nil { drawing?.linked = true }
                default: break
                }
            case .end(let name):
                if skipping > 0 {
                    skipping -= 1
                    continue
                }
                switch name {
                case "w:pPr": inParagraphProperties = false
                case "w:t":
                    if let text { lines.text(text, look: look) }
                    text = nil
                case "w:p":
                    lines.endLine()
                    lines.inHeading = false
                case "w:drawing", "w:pict":
                    defer { drawing = nil }
                    guard let found = drawing else { break }
                    guard let embed = found.embed, let target = targets[embed] else {
                        document.leave(found.linked ? .linkedPictures : .otherPictures)
                        break
                    }
                    guard !target.external else {
                        document.leave(.linkedPictures)
                        break
                    }
                    let path = try ArchivePath.resolve(target.target, from: "word/")
                    if let image = try pictures.image(path, width: found.width, height: found.height, entry: entry) {
                        lines.image(image)
                    } else {
                        document.leave(.otherPictures)
                    }
                default: break
                }
            case .text(let characters):
                if skipping == 0, text != nil { text? += characters }
            }
        }
        document.lines = lines.finished()
        document.pictures = pictures.files
        return document
    }

    /// Whether a toggle (`w:b`, `w:i`) is on: it is, unless its value says off.
    /// Whether a paragraph style names a heading or a title, as Word,
    /// LibreOffice and pandoc call them (`Heading1`, `heading 2`, `Title`).
    static func isHeading(style: String?) -> Bool {
        guard let style = style?.lowercased().filter({ $0 != " " }) else { return false }
        return style == "title" || (style.hasPrefix("heading") && style.dropFirst(7).allSatisfy { $0.isASCII && $0.isNumber })
    }

    static func isOn(_ attributes: [String: String]) -> Bool {
        !["0", "false", "off"].contains(attributes["w:val"] ?? "true")
    }

    /// The highlight colours Word names, as RGB.
    static let highlights: [String: String] = [
        "yellow": "#ffff00", "green": "#00ff00", "cyan": "#00ffff", "magenta": "#ff00ff", "blue": "#0000ff",
        "red": "#ff0000", "darkBlue": "#000080", "darkCyan": "#008080", "darkGreen": "#008000",
        "darkMagenta": "#800080", "darkRed": "#800000", "darkYellow": "#808000", "darkGray": "#808080",
        "lightGray": "#c0c0c0", "black": "#000000",
    ]
}

/// Paths of entries inside an archive.
enum ArchivePath {
    /// `target` (as a document's part names another) from the folder
    /// `base` (`word/`), as an entry's path; a path that climbs out of the
    /// archive is refused.
    static func resolve(_ target: String, from base: String) throws(DocumentProblem) -> String {
        var parts: [Substring] = target.hasPrefix("/") ? [] : base.split(separator: "/")
        for part in target.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { throw .unsafeEntry(target) }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}
