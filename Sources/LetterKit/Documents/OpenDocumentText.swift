/// An ODT (OpenDocument text) document's body read into a letter's lines:
/// `content.xml`, its looks from the styles of `content.xml` and
/// `styles.xml` (`OpenDocumentStyles`).
///
/// Kept: paragraphs and headings (`text:p`, `text:h`, a heading's lines
/// in large type) as lines, line
/// breaks as lines, tabs, spaces (`text:s`), bold, italic, underline,
/// colour and background from the paragraph's and the spans' styles (and
/// their parents'); pictures in a frame (`draw:frame`, `draw:image`) at the
/// frame's size. Left out, and named once (`LeftOut`): tables (their
/// cells' text kept as lines), notes, fields (their shown text kept), text
/// boxes and shapes, comments, linked pictures, tracked changes.
///
/// Limitations: type sizes are not kept; white space is collapsed as ODF
/// says (runs of spaces, and line feeds in the XML, are one space).
enum OpenDocumentText {
    static func read(
        filesFolder: String, entry: (String) throws(DocumentProblem) -> [UInt8]?
    ) throws(DocumentProblem) -> ImportedDocument {
        guard let content = try entry("content.xml") else { throw .missingPart("content.xml") }
        var styles = OpenDocumentStyles()
        if let shared = try entry("styles.xml") { try styles.read(XMLEvents.of(shared)) }
        let events = try XMLEvents.of(content)
        styles.read(events)

        var document = ImportedDocument()
        var lines = DocumentLines()
        var pictures = DocumentPictures(filesFolder: filesFolder)
        /// The looks of the paragraph and the spans open, innermost last.
        var looks: [DocumentLook] = []
        var paragraphs = 0
        var afterSpace = true
        var skipping = 0
        var frame: (width: Double?, height: Double?, href: String?)?

        for event in events {
            switch event {
            case .start(let name, let attributes):
                if skipping > 0 {
                    skipping += 1
                    continue
                }
                switch name {
                case "office:annotation":
                    document.leave(.comments)
                    skipping = 1
                case "text:note":
                    document.leave(.footnotes)
                    skipping = 1
                case "text:tracked-changes", "office:forms", "text:sequence-decls", "text:variable-decls",
                    "text:user-field-decls", "office:automatic-styles", "office:font-face-decls":
                    skipping = 1
                case "text:change", "text:change-start": document.leave(.trackedChanges)
                case "draw:text-box", "draw:custom-shape", "draw:rect", "draw:ellipse", "draw:line", "draw:g",
                    "draw:object", "draw:object-ole", "draw:polygon", "draw:path":
                    document.leave(.frames)
                    skipping = 1
                case "table:table": document.leave(.tables)
                case "text:p", "text:h":
                    paragraphs += 1
                    looks.append(styles.look(of: attributes["text:style-name"], family: "paragraph"))
                    lines.inHeading = name == "text:h"
                    afterSpace = true
                case "text:span", "text:a":
                    looks.append(
                        styles.look(of: attributes["text:style-name"], family: "text").over(looks.last ?? DocumentLook()))
                case "text:line-break":
                    lines.endLine()
                    afterSpace = true
                case "text:tab":
                    lines.text("\t", look: looks.last ?? DocumentLook())
                    afterSpace = true
                case "text:s":
                    let count = min(max(Int(attributes["text:c"] ?? "1") ?? 1, 1), 1_000)
                    lines.text(String(repeating: " ", count: count), look: looks.last ?? DocumentLook())
                    afterSpace = true
                case "draw:frame":
                    frame = (
                        DocumentLengths.points(attributes["svg:width"]), DocumentLengths.points(attributes["svg:height"]), nil
                    )
                case "draw:image":
                    if let href = attributes["xlink:href"], frame?.href == nil { frame?.href = href } else {
                        document.leave(.otherPictures)
                    }
                default:
                    if Self.fields.contains(name) { document.leave(.fields) }
                }
            case .end(let name):
                if skipping > 0 {
                    skipping -= 1
                    continue
                }
                switch name {
                case "text:p", "text:h":
                    paragraphs -= 1
                    looks.removeLast()
                    lines.endLine()
                    lines.inHeading = false
                case "text:span", "text:a":
                    looks.removeLast()
                case "draw:frame":
                    defer { frame = nil }
                    guard let found = frame, let href = found.href else { break }
                    guard !href.contains(":") else {
                        document.leave(.linkedPictures)
                        break
                    }
                    let path = try ArchivePath.resolve(href, from: "")
                    if let image = try pictures.image(path, width: found.width, height: found.height, entry: entry) {
                        lines.image(image)
                        afterSpace = false
                    } else {
                        document.leave(.otherPictures)
                    }
                default: break
                }
            case .text(let characters):
                guard skipping == 0, paragraphs > 0, frame == nil else { continue }
                var collapsed = ""
                for character in characters {
                    let isSpace = character == " " || character == "\n" || character == "\t" || character == "\r\n"
                        || character == "\r"
                    if isSpace {
                        if !afterSpace { collapsed.append(" ") }
                        afterSpace = true
                    } else {
                        collapsed.append(character)
                        afterSpace = false
                    }
                }
                lines.text(collapsed, look: looks.last ?? DocumentLook())
            }
        }
        document.lines = lines.finished()
        document.pictures = pictures.files
        return document
    }

    /// The fields ODF has: their shown text is kept, and they are named as
    /// left out.
    static let fields: Set<String> = [
        "text:date", "text:time", "text:page-number", "text:page-count", "text:author-name", "text:author-initials",
        "text:title", "text:subject", "text:chapter", "text:file-name", "text:sequence", "text:user-field-get",
        "text:variable-get", "text:variable-set", "text:reference-ref", "text:bookmark-ref", "text:note-ref",
        "text:word-count", "text:character-count", "text:paragraph-count", "text:creation-date", "text:sender-firstname",
        "text:initial-creator", "text:database-display", "text:expression", "text:text-input",
    ]
}

/// The looks ODF styles give, by family and name, each over its parent's.
struct OpenDocumentStyles {
    private var own: [String: (look: DocumentLook, parent: String?)] = [:]

    /// Takes every `style:style` (and `style:default-style`) in `events`.
    mutating func read(_ events: [XMLEvent]) {
        var current: String?
        for event in events {
            switch event {
            case .start("style:style", let attributes):
                guard let name = attributes["style:name"], let family = attributes["style:family"] else { continue }
                let key = family + "/" + name
                own[key] = (DocumentLook(), attributes["style:parent-style-name"].map { family + "/" + $0 })
                current = key
            case .start("style:text-properties", let attributes):
                guard let key = current else { continue }
                own[key]?.look = Self.look(of: attributes)
            case .end("style:style"):
                current = nil
            default: continue
            }
        }
    }

    /// The look of the style `name` in `family`, its parents' under it.
    func look(of name: String?, family: String) -> DocumentLook {
        var look = DocumentLook()
        var key = name.map { family + "/" + $0 }
        var seen: Set<String> = []
        while let next = key, !seen.contains(next), let style = own[next] {
            seen.insert(next)
            look = look.over(style.look)
            key = style.parent
        }
        return look
    }

    /// A `style:text-properties`'s look.
    static func look(of attributes: [String: String]) -> DocumentLook {
        var look = DocumentLook()
        if let weight = attributes["fo:font-weight"] {
            look.bold = weight == "bold" || (Int(weight) ?? 400) >= 600
        }
        if let style = attributes["fo:font-style"] { look.italic = style == "italic" || style == "oblique" }
        if let underline = attributes["style:text-underline-style"] { look.underline = underline != "none" }
        if let color = attributes["fo:color"] { look.color = DocumentLook.hex(color) }
        if let background = attributes["fo:background-color"] { look.background = DocumentLook.hex(background) }
        return look
    }
}
