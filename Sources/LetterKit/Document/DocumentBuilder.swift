extension Document {
    /// Paragraphs made from a letter's bytes in one pass, each character
    /// measured once; a paragraph's arrays are moved out at its end at their
    /// exact size (`GatheringBuffer`), so a long letter holds no spare capacity.
    /// `finish()` ends the last paragraph and frees the gathering storage.
    struct Builder {
        let columns: Int
        var paragraphs: [Paragraph] = []
        var firstLines: [Int] = []
        var lines = 0
        var characters = 0
        var words = 0
        var id: UInt64 = 1
        var pending = GatheringBuffer<Character>()
        var pendingMetrics = GatheringBuffer<CharacterMetrics>()
        /// The ASCII tables, held here so the loop does not look up a global
        /// for every byte.
        let asciiCharacters = CharacterMetrics.asciiCharacters
        let asciiMetrics = CharacterMetrics.asciiTable

        init(columns: Int) { self.columns = columns }

        mutating func finishParagraph() {
            var paragraph = Paragraph(
                characters: pending.takeAll(), metrics: pendingMetrics.takeAll(), columns: columns)
            paragraph.id = id
            id += 1
            firstLines.append(lines)
            lines += paragraph.lineCount
            characters += paragraph.characters.count + 1
            words += paragraph.wordCount
            paragraphs.append(paragraph)
        }

        /// Ends the last paragraph and frees what gathered the paragraphs.
        mutating func finish() {
            finishParagraph()
            pending.release()
            pendingMetrics.release()
        }

        mutating func take(_ character: Character, _ metrics: CharacterMetrics) {
            if metrics.has(CharacterMetrics.paragraphBreak) {
                finishParagraph()
            } else {
                pending.append(character)
                pendingMetrics.append(metrics)
            }
        }

        /// Printable ASCII followed by ASCII is a grapheme of its own, measured
        /// from a table; only stretches with other bytes are split into graphemes
        /// by the standard library. A stretch ends before an ASCII byte that
        /// follows an ASCII byte other than CR: a grapheme boundary is certain
        /// there (no ASCII scalar extends or prepends to another).
        mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) {
            let count = bytes.count
            var index = 0
            while index < count {
                let byte = bytes[index]
                let nextIsASCII = index + 1 >= count || bytes[index + 1] < 0x80
                if byte < 0x80, nextIsASCII {
                    if byte == 0x0D, index + 1 < count, bytes[index + 1] == 0x0A {
                        take("\r\n", asciiMetrics[0x0D])
                        index += 2
                    } else {
                        take(asciiCharacters[Int(byte)], asciiMetrics[Int(byte)])
                        index += 1
                    }
                    continue
                }
                var end = index + 1
                while end < count, !(bytes[end] < 0x80 && bytes[end - 1] < 0x80 && bytes[end - 1] != 0x0D) { end += 1 }
                let stretch = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
                for character in stretch { take(character, CharacterMetrics(character)) }
                index = end
            }
        }
    }
}
