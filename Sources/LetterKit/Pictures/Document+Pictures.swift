/// Pictures in the document: a picture's mark always stands alone in its
/// paragraph, whatever the edit.
///
/// Why one rule in one place: typing before or after a picture, Enter,
/// Backspace at a paragraph's start, a paste holding a picture, deleting a
/// range that ends beside one — every edit passes through
/// `proposal(replacing:_:with:)`, which puts paragraph breaks where the text
/// would otherwise run into a picture. An edit that then changes nothing
/// (Backspace between text and a picture: the break it would remove comes
/// straight back) is left undone by the page, which only moves the cursor.
extension Document {
    /// `text`, to go between `before` and `after` (the characters left and
    /// right of the edit in their paragraphs, nil at a paragraph's edge), with
    /// breaks added so no picture shares a paragraph; and the offset map from
    /// the text's characters to the result's, when anything was added.
    static func isolatingPictures(_ text: [Character], before: Character?, after: Character?)
        -> (text: [Character], map: [Int]?, addedTrailingBreak: Bool)
    {
        let isMark = PictureMark.isMark
        let touchesMark = isMark(before) || isMark(after) || text.contains(where: isMark)
        guard touchesMark else { return (text, nil, false) }
        var result: [Character] = []
        var map: [Int] = []
        result.reserveCapacity(text.count + 2)
        // What stands left of the next character: a break, or a character
        // (nil at a paragraph's start).
        var left: Character? = before
        var leftIsBreak = before == nil
        for character in text {
            let isBreak = character.isParagraphBreak
            if !isBreak, !leftIsBreak, isMark(left) || isMark(character) {
                result.append("\n")
            }
            map.append(result.count)
            result.append(character)
            left = character
            leftIsBreak = isBreak
        }
        var addedTrailingBreak = false
        if let after, !leftIsBreak, isMark(left) || isMark(after) {
            result.append("\n")
            addedTrailingBreak = true
        }
        return (result, map, addedTrailingBreak)
    }

    /// `runs` over a text moved to new offsets by `map` (see
    /// `isolatingPictures`): each run keeps its characters.
    static func runs(_ runs: [StyleRun], movedBy map: [Int]) -> [StyleRun] {
        runs.compactMap { run in
            guard run.range.lowerBound < map.count, run.range.upperBound > run.range.lowerBound else { return nil }
            let last = min(run.range.upperBound, map.count) - 1
            return StyleRun(map[run.range.lowerBound]..<(map[last] + 1), run.ink)
        }
    }

    /// Replaces every character of `text` that reads as a picture's or a
    /// sticker's mark with U+FFFD: a mark means a picture or a sticker only
    /// when this program put it there. Text from outside (a file, a paste,
    /// the keyboard) never holds one but by design, and the noncharacter it
    /// starts with is not for interchange.
    public static func withoutPictureMarks(_ text: String) -> String {
        guard PictureMark.mayAppear(in: text) else { return text }
        var result = ""
        for character in text {
            if PictureMark.startsMark(character), PictureMark(character) != nil {
                result.append("\u{FFFD}")
            } else if StickerMark.isMark(character) {
                result.append("\u{FFFD}")
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The picture paragraph `index` holds, with its source, if it is one.
    public func picture(at index: Int) -> (mark: PictureMark, source: PictureSource)? {
        guard paragraphs.indices.contains(index), let mark = paragraphs[index].pictureMark,
            let source = pictures[mark.id]
        else { return nil }
        return (mark, source)
    }

    /// Every picture mark in the letter, in order.
    public var pictureMarks: [PictureMark] {
        paragraphs.compactMap(\.pictureMark)
    }
}
