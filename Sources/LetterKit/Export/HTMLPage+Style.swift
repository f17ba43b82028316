/// The page's style sheet and its faces: the CSS every page of letters
/// shares, a single letter's or a book's (see `HTMLPage` for why these faces).
extension HTMLPage {
    /// Hangul's code points: syllables, jamo and compatibility jamo.
    static let hangulRange = "U+1100-11FF, U+3130-318F, U+A960-A97F, U+AC00-D7FF"

    /// One-cell characters beyond ASCII: Latin, Greek, Cyrillic, punctuation,
    /// currency, letterlike symbols, arrows, mathematics, box drawing.
    static let narrowRange =
        "U+00A0-036F, U+0370-052F, U+1E00-1EFF, U+2000-206F, U+20A0-20CF, U+2100-22FF, U+2500-259F"

    /// The faces that draw each character in exactly its cells: `@font-face`
    /// rules on fonts already on the reader's machine, nothing fetched.
    /// Noto Sans Mono CJK draws Hangul 920 units to the em (scaled to 1000);
    /// DejaVu Sans Mono and Menlo are 1233/2048 em wide (scaled to 1/2).
    static let fontFaces = [
        face("Letter Hangul", ["D2Coding", "NanumGothicCoding"], bold: false, scale: nil, range: hangulRange),
        face("Letter Hangul", ["D2Coding Bold", "D2CodingBold", "NanumGothicCoding-Bold"], bold: true, scale: nil,
            range: hangulRange),
        face("Letter Hangul Noto", ["Noto Sans Mono CJK KR", "NotoSansMonoCJKkr-Regular"], bold: false,
            scale: "108.696%", range: hangulRange),
        face("Letter Hangul Noto", ["Noto Sans Mono CJK KR Bold", "NotoSansMonoCJKkr-Bold"], bold: true,
            scale: "108.696%", range: hangulRange),
        face("Letter Narrow", ["DejaVu Sans Mono", "DejaVuSansMono", "Menlo-Regular"], bold: false, scale: "83.05%",
            range: narrowRange),
        face("Letter Narrow", ["DejaVu Sans Mono Bold", "DejaVuSansMono-Bold", "Menlo-Bold"], bold: true,
            scale: "83.05%", range: narrowRange),
    ].joined(separator: "\n")

    /// One `@font-face` rule over installed fonts.
    static func face(_ family: String, _ fonts: [String], bold: Bool, scale: String?, range: String) -> String {
        let sources = fonts.map { "local(\"\($0)\")" }.joined(separator: ", ")
        return "@font-face { font-family: \"\(family)\";\(bold ? " font-weight: bold;" : "") src: \(sources);"
            + (scale.map { " size-adjust: \($0);" } ?? "") + " unicode-range: \(range); }"
    }

    /// The monospace faces: those drawing exact cells, then the page
    /// language's CJK face.
    static func fontStack(language: String) -> String {
        let regional = ["ko": "KR", "ja": "JP", "zh": "SC"]
        let first = regional[language.lowercased().split(separator: "-").first.map(String.init) ?? ""] ?? "KR"
        var regions = ["KR", "JP", "SC", "TC"]
        regions.removeAll { $0 == first }
        let noto = ([first] + regions).map { "\"Noto Sans Mono CJK \($0)\"" }
        return (["\"Letter Narrow\"", "\"Letter Hangul\"", "\"Letter Hangul Noto\""] + noto + ["\"D2Coding\"", "monospace"])
            .joined(separator: ", ")
    }

    /// The page's style sheet: sheets of ruled lines (each sheet's width,
    /// its paper's columns, is its own), the envelope's block, the ink.
    public static func style(language: String) -> String {
        """
        \(fontFaces)
        html { background: #e8e3d3; }
        body { margin: 0; padding: 24px 8px; }
        .sheet {
          --line: 1.75em;
          box-sizing: content-box;
          margin: 0 auto;
          padding: var(--line) 4ch;
          background: \(paperColor);
          color: \(inkColor);
          font-family: \(fontStack(language: language));
          font-size: 16px;
          line-height: var(--line);
          box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25);
        }
        .line {
          box-sizing: border-box;
          height: var(--line);
          white-space: pre;
          border-bottom: 1px solid \(ruleColor);
        }
        .line.over { color: #af0000; background: #ffd7d7; }
        .line.large { font-size: 200%; height: var(--line); line-height: var(--line); }
        .wide { display: inline-block; transform: scaleX(2); transform-origin: left; }
        .rules {
          background: repeating-linear-gradient(to bottom, transparent 0 calc(var(--line) - 1px),
            \(ruleColor) calc(var(--line) - 1px) var(--line));
        }
        .picture {
          box-sizing: border-box;
          margin: 0;
          display: flex;
          align-items: center;
          justify-content: center;
          height: var(--line);
          white-space: pre;
          overflow: hidden;
        }
        .picture img { max-width: 100%; max-height: 100%; }
        \(mediaStyle)
        .sticker {
          display: inline-block;
          box-sizing: border-box;
          width: 2ch;
          height: var(--line);
          padding: 0.1em 0;
          vertical-align: top;
          object-fit: contain;
          image-rendering: pixelated;
        }
        .sticker.missing { border: 1px solid currentColor; border-radius: 2px; }
        .envelope {
          margin: 0 auto 16px;
          font-style: normal;
          font-family: \(fontStack(language: language));
          color: \(inkColor);
        }
        .envelope .to { font-weight: bold; }
        mark { color: inherit; background: #ffff00; }
        @media print {
          html { background: none; }
          body { padding: 0; }
          .sheet { box-shadow: none; }
        }
        """
    }
}
