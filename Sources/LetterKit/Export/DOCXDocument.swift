/// A letter as a Word document's text (`word/document.xml`), made of the
/// runs `letter export --to runs` writes (`LetterRuns`).
///
/// The lines: the envelope's address block first, a paragraph a line; then
/// the letter's lines apart by line breaks, with a break too where the
/// paper wraps a long line (the hanging spaces there dropped, as the text
/// export drops them), so a word processor shows the letter's lines
/// whatever the width of its page. A new paragraph starts after each run
/// of empty lines, which end the paragraph before as breaks: a word
/// processor shows them as they are, and a reader that trims a
/// paragraph's last breaks (pandoc) still sees one empty line there.
///
/// The type: the print face at the size the PDF sets it (`PrintGeometry`
/// on the page asked for), the page's text area the width between the
/// print margins, which holds the paper's columns and its margins, so no
/// line wraps again. Ink is a character style a look (`DOCXInk`), with the
/// same look also on the run, so a reader that ignores styles keeps it;
/// large type is twice the size, wide type twice as wide (`w:w` 200).
/// Pictures and stickers are inline drawings of their size in points,
/// scaled as the type is (`LetterRuns`' 14 points a line become the print
/// face's size), a picture kept in its proportions inside its block.
public struct DOCXDocument {
    public var lines: [[Run]]
    /// For each line, the character offsets where the paper wraps it.
    public var breaks: [[Int]]
    public var envelope: Envelope
    public var geometry: PrintGeometry
    /// The pictures, by their image run's `url`, in the order met.
    public private(set) var media: [DOCXMedia] = []
    private(set) var mediaByURL: [String: Int] = [:]
    var ink: DOCXInk

    /// The document of `document` (pictures' paths relative to `folder`),
    /// `envelope` above it, set for `page`; `picture` gives what an image
    /// run's file holds, or nil to write its words instead.
    public init(
        _ document: Document, folder: String, envelope: Envelope, paper: Paper, page: PrintPageSize,
        picture: (ImageRun) -> DOCXMedia?
    ) {
        lines = LetterRuns.runs(of: document, folder: folder)
        breaks = document.paragraphs.map { paragraph in
            var starts: [Int] = []
            for start in paragraph.lineStarts where start > 0 && starts.last != start { starts.append(start) }
            return starts
        }
        self.envelope = envelope
        geometry = PrintGeometry(page: page, columns: paper.columns, margin: paper.look.margin)
        ink = DOCXInk(lines)
        for line in lines {
            for run in line {
                guard let image = run.image, mediaByURL[image.url] == nil, var found = picture(image) else { continue }
                found.number = media.count + 1
                mediaByURL[image.url] = media.count
                media.append(found)
            }
        }
    }

    /// Points of the print face a run's point (`LetterRuns`) is.
    var scale: Double { geometry.fontSize / TypeSize.normalFontSize }

    /// The whole `word/document.xml`.
    public var xml: String {
        var body: [XMLNode] = envelope.addressLines.map {
            .element(XMLElement("w:p", [], [.element(textRun($0.text, look: nil, size: .normal))]))
        }
        var paragraph: [XMLNode] = []
        var drawings = 0
        for (index, line) in lines.enumerated() {
            if index > 0, Self.isEmpty(lines[index - 1]), !Self.isEmpty(line) {
                body.append(.element(XMLElement("w:p", [], paragraph)))
                paragraph = []
            } else if index > 0 {
                paragraph.append(.element(lineBreak))
            }
            paragraph += runs(of: line, breaks: breaks.indices.contains(index) ? breaks[index] : [], drawings: &drawings)
        }
        body.append(.element(XMLElement("w:p", [], paragraph)))
        body.append(.element(section))
        let root = XMLElement(
            "w:document", DOCXNames.namespaces, [.element(XMLElement("w:body", [], body))])
        return XMLWriter.document(root)
    }

    /// Whether `line` shows nothing: no text, no picture.
    static func isEmpty(_ line: [Run]) -> Bool {
        line.allSatisfy { $0.image == nil && ($0.text?.text.isEmpty ?? true) }
    }

    private var lineBreak: XMLElement { XMLElement("w:r", [], [.element(XMLElement("w:br"))]) }

    /// One line's runs, a break where the paper wraps it.
    private func runs(of line: [Run], breaks: [Int], drawings: inout Int) -> [XMLNode] {
        var nodes: [XMLNode] = []
        var offset = 0
        var pending = breaks[...]
        let size = TypeSize(fontSize: line.compactMap { $0.text?.fontSize }.max() ?? TypeSize.normalFontSize)
        for run in line {
            if let image = run.image {
                if let next = pending.first, next <= offset {
                    nodes.append(.element(lineBreak))
                    pending.removeFirst()
                }
                nodes.append(.element(drawing(image, number: &drawings, size: size)))
                offset += 1
                continue
            }
            guard let text = run.text else { continue }
            let look = ink.look(of: text)
            var characters = Array(text.text)
            var start = offset
            while let next = pending.first, next < offset + characters.count {
                var head = String(characters[..<(next - start)])
                while head.last == " " || head.last == "\u{3000}" { head.removeLast() }
                if !head.isEmpty { nodes.append(.element(textRun(head, look: look, size: size))) }
                nodes.append(.element(lineBreak))
                pending.removeFirst()
                characters.removeFirst(next - start)
                start = next
            }
            offset = start + characters.count
            if !characters.isEmpty || text.text.isEmpty {
                nodes.append(.element(textRun(String(characters), look: look, size: size)))
            }
        }
        return nodes
    }

    /// A run of `text` in `look` at `size`.
    func textRun(_ text: String, look: DOCXInk.Look?, size: TypeSize) -> XMLElement {
        var properties = look.map { ink.properties(of: $0) } ?? []
        switch size {
        case .normal: break
        case .wide: properties.append(.element(XMLElement("w:w", [XMLAttribute("w:val", "200")])))
        case .large:
            let half = String(Int((4 * geometry.fontSize).rounded()))
            properties.append(.element(XMLElement("w:sz", [XMLAttribute("w:val", half)])))
            properties.append(.element(XMLElement("w:szCs", [XMLAttribute("w:val", half)])))
        }
        properties.sort { DOCXInk.order($0) < DOCXInk.order($1) }
        var children: [XMLNode] = properties.isEmpty ? [] : [.element(XMLElement("w:rPr", [], properties))]
        children.append(.element(XMLElement("w:t", [XMLAttribute("xml:space", "preserve")], text: text)))
        return XMLElement("w:r", [], children)
    }

    /// The page: its size, and the print margins all round.
    private var section: XMLElement {
        func twips(_ points: Double) -> String { String(Int((points * 20).rounded())) }
        let margin = twips(geometry.printMargin)
        return XMLElement(
            "w:sectPr", [],
            [
                .element(
                    XMLElement(
                        "w:pgSz", [XMLAttribute("w:w", twips(geometry.pageWidth)), XMLAttribute("w:h", twips(geometry.pageHeight))])),
                .element(
                    XMLElement(
                        "w:pgMar",
                        ["w:top", "w:right", "w:bottom", "w:left"].map { XMLAttribute($0, margin) }
                            + ["w:header", "w:footer", "w:gutter"].map { XMLAttribute($0, "0") })),
            ])
    }
}
