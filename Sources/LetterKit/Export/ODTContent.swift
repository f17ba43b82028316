/// content.xml: the envelope's address block, then the letter's lines
/// (`ODTLines`), each stretch of ink in an automatic character style of its
/// own (bold, italic, underline, colour, highlight, size), pictures and
/// stickers as frames in their lines.
///
/// Spaces: a word processor folds a run of spaces into one, so a run is one
/// space and `<text:s>` for the rest (all of it `<text:s>` at a line's
/// start, where a lone space would be dropped).
enum ODTContent {
    /// The automatic styles the body names, made as it is written.
    struct Styles {
        private(set) var text: [TextLook: String] = [:]
        private(set) var textOrder: [TextLook] = []
        private(set) var spaces: [Int] = []

        /// The name of the character style of `look`, made on first use.
        mutating func name(of look: TextLook) -> String {
            if let name = text[look] { return name }
            let name = "T\(textOrder.count + 1)"
            text[look] = name
            textOrder.append(look)
            return name
        }

        /// The name of the paragraph style with `rows` empty lines above it.
        mutating func paragraph(above rows: Int) -> String {
            if !spaces.contains(rows) { spaces.append(rows) }
            return "P\(rows)"
        }
    }

    /// How a stretch of text looks beyond the default type.
    struct TextLook: Hashable {
        var ink: Ink
        var size: TypeSize
    }

    static func xml(lines: ODTLines, request: ODTRequest, layout: ODTPageLayout, stickers: ODTStickers) -> String {
        var styles = Styles()
        var body = XMLMarkup(fragment: true)
        let address = request.envelope.addressLines
        if !address.isEmpty {
            body.open("text:p", [("text:style-name", "Address")])
            for (index, line) in address.enumerated() {
                if index > 0 { body.empty("text:line-break") }
                addText(&body, HTMLPage.shown(line.text), lineStart: true)
            }
            body.close()
            body.newline()
        }
        var frames = 0
        for group in lines.groups {
            body.open("text:p", [("text:style-name", styles.paragraph(above: group.blankRows))])
            for (index, line) in group.lines.enumerated() {
                if index > 0 { body.empty("text:line-break") }
                switch line {
                case .text(let inked):
                    add(inked, to: &body, styles: &styles, layout: layout, stickers: stickers, frames: &frames)
                case .picture(let picture, let width, let height):
                    frames += 1
                    frame(&body, picture: picture, number: frames, width: width, height: height)
                }
            }
            body.close()
            body.newline()
        }
        var xml = XMLMarkup()
        xml.open("office:document-content", ODTStyles.namespaces)
        xml.newline()
        xml.open("office:automatic-styles")
        for rows in styles.spaces {
            xml.open(
                "style:style",
                [("style:name", "P\(rows)"), ("style:family", "paragraph"), ("style:parent-style-name", "Letter")])
            xml.empty("style:paragraph-properties", [("fo:margin-top", ODTStyles.points(Double(rows) * layout.row))])
            xml.close()
            xml.newline()
        }
        for look in styles.textOrder {
            xml.open("style:style", [("style:name", styles.text[look] ?? ""), ("style:family", "text")])
            xml.empty("style:text-properties", properties(of: look, layout: layout))
            xml.close()
            xml.newline()
        }
        xml.open("style:style", [("style:name", "Frame"), ("style:family", "graphic")])
        xml.empty(
            "style:graphic-properties",
            [
                ("style:vertical-pos", "top"), ("style:vertical-rel", "baseline"), ("fo:margin-top", "0pt"),
                ("fo:margin-bottom", "0pt"), ("fo:margin-left", "0pt"), ("fo:margin-right", "0pt"),
                ("fo:border", "none"), ("style:wrap", "none"),
            ])
        xml.close()
        xml.close()
        xml.newline()
        xml.open("office:body")
        xml.open("office:text")
        xml.newline()
        xml.append(body)
        return xml.finished
    }

    /// One line's stretches: each in its style (none for plain ink at
    /// normal size), a sticker as its picture (its name when none is held).
    private static func add(
        _ line: InkedLine, to body: inout XMLMarkup, styles: inout Styles, layout: ODTPageLayout,
        stickers: ODTStickers, frames: inout Int
    ) {
        var lineStart = true
        for segment in line.segments {
            let look = TextLook(ink: segment.ink, size: line.size)
            let styled = look != TextLook(ink: .plain, size: .normal)
            if styled { body.open("text:span", [("text:style-name", styles.name(of: look))]) }
            if let sticker = segment.sticker, let name = stickers.name(of: sticker) {
                frames += 1
                let picture = ODTPicture(name: name, mediaType: "image/png", bytes: [], caption: sticker.name)
                let scale: Double = line.size == .large ? 2 : 1
                frame(&body, picture: picture, number: frames, width: 2 * layout.cell * scale, height: layout.fontSize * scale)
            } else {
                addText(&body, segment.text, lineStart: lineStart)
            }
            if styled { body.close() }
            lineStart = false
        }
    }

    /// `text` with its runs of spaces written so none is folded away.
    static func addText(_ body: inout XMLMarkup, _ text: String, lineStart: Bool) {
        var pending = ""
        var spaces = 0
        var atStart = lineStart
        func flushSpaces() {
            guard spaces > 0 else { return }
            if !atStart { body.add(" ") }
            let rest = atStart ? spaces : spaces - 1
            if rest == 1 { body.empty("text:s") } else if rest > 1 { body.empty("text:s", [("text:c", "\(rest)")]) }
            spaces = 0
        }
        for character in text {
            if character == " " {
                if !pending.isEmpty {
                    body.add(pending)
                    pending = ""
                    atStart = false
                }
                spaces += 1
            } else {
                flushSpaces()
                atStart = false
                pending.append(character)
            }
        }
        flushSpaces()
        body.add(pending)
    }

    /// A picture in its line, `width` × `height` points, its caption its title.
    private static func frame(_ body: inout XMLMarkup, picture: ODTPicture, number: Int, width: Double, height: Double) {
        body.open(
            "draw:frame",
            [
                ("draw:style-name", "Frame"), ("draw:name", "Picture \(number)"), ("text:anchor-type", "as-char"),
                ("svg:width", ODTStyles.points(width)), ("svg:height", ODTStyles.points(height)),
                ("draw:z-index", "0"),
            ])
        body.empty(
            "draw:image",
            [
                ("xlink:href", picture.name), ("xlink:type", "simple"), ("xlink:show", "embed"),
                ("xlink:actuate", "onLoad"), ("draw:mime-type", picture.mediaType),
            ])
        if !picture.caption.isEmpty { body.element("svg:title", content: HTMLPage.shown(picture.caption)) }
        body.close()
    }

    /// The character properties of `look`: for each script (Western, Asian,
    /// complex) alike.
    static func properties(of look: TextLook, layout: ODTPageLayout) -> [(String, String)] {
        var properties: [(String, String)] = []
        let ink = look.ink
        if ink.bold {
            properties += [
                ("fo:font-weight", "bold"), ("style:font-weight-asian", "bold"), ("style:font-weight-complex", "bold"),
            ]
        }
        if ink.italic {
            properties += [
                ("fo:font-style", "italic"), ("style:font-style-asian", "italic"),
                ("style:font-style-complex", "italic"),
            ]
        }
        if ink.underline {
            properties += [
                ("style:text-underline-style", "solid"), ("style:text-underline-width", "auto"),
                ("style:text-underline-color", "font-color"),
            ]
        }
        if let color = ink.color { properties.append(("fo:color", color.rgb.hex)) }
        if let highlight = ink.highlight { properties.append(("fo:background-color", highlight.rgb.hex)) }
        switch look.size {
        case .normal: break
        case .large:
            let size = ODTStyles.points(2 * layout.fontSize)
            properties += [("fo:font-size", size), ("style:font-size-asian", size), ("style:font-size-complex", size)]
        case .wide:
            properties.append(("style:text-scale", "200%"))
        }
        return properties
    }
}
