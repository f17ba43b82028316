/// One run of a line as a program that speaks in runs writes it: text in one
/// look, or an image.
///
/// The JSON shape (`letter export --to runs`, `letter import`): a letter is a
/// list with one list of runs per line (paragraph) of the letter, and a run
/// is `{"text": {…}}` or `{"image": {…}}`, each holding only the attributes
/// that differ from the defaults.
///
/// Representation: a struct of two optionals rather than an enum, so the
/// conformance Swift synthesizes writes exactly that shape (an enum's would
/// nest its payload under `_0`) and reads it back ignoring keys it does not
/// know. Exactly one of the two is set in a run this program writes; a run
/// read with neither or both is refused with its place (`RunsProblem`).
public struct Run: Hashable, Sendable, Codable {
    public var text: TextRun?
    public var image: ImageRun?

    public init(text: TextRun) {
        self.text = text
        self.image = nil
    }

    public init(image: ImageRun) {
        self.text = nil
        self.image = image
    }

    /// A run as read, either part possibly missing.
    public init(text: TextRun?, image: ImageRun?) {
        self.text = text
        self.image = image
    }
}

/// Characters in one look: `{"text", "fontSize", "textColor", "background",
/// "textStyle"}`.
///
/// Every attribute but the text is optional, and nil is its default: size 14
/// (`TypeSize.normalFontSize`), the paper's own ink, no background (white),
/// regular. Colours are `#rrggbb`, written in lower case; `textStyle` lists
/// `bold`, `italic`, `underline`, in that order, only those that apply.
public struct TextRun: Hashable, Sendable, Codable {
    public var text: String
    public var fontSize: Double?
    public var textColor: String?
    public var background: String?
    public var textStyle: [String]?

    public init(
        text: String, fontSize: Double? = nil, textColor: String? = nil, background: String? = nil,
        textStyle: [String]? = nil
    ) {
        self.text = text
        self.fontSize = fontSize
        self.textColor = textColor
        self.background = background
        self.textStyle = textStyle
    }
}

/// An image: `{"url", "width", "height"}`, sizes in points (`RunsImageSize`).
///
/// `alt`, the words that say what the picture is (a picture block's
/// caption), is written only when there are any: the one attribute this
/// program adds to the shape, so a caption survives the round trip; a reader
/// that does not know it ignores it, as ours ignores keys it does not know.
public struct ImageRun: Hashable, Sendable, Codable {
    public var url: String
    public var width: Double?
    public var height: Double?
    public var alt: String?

    public init(url: String, width: Double? = nil, height: Double? = nil, alt: String? = nil) {
        self.url = url
        self.width = width
        self.height = height
        self.alt = alt
    }
}

/// The styles `textStyle` may list, in the order it lists them.
public enum RunStyle: String, CaseIterable, Hashable, Sendable {
    case bold, italic, underline
}
