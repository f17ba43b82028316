import Testing

@testable import LetterKit

/// The XML writer an office document is made with: a letter's text never
/// becomes markup, and what XML cannot hold is left out.
@Suite("XML writer")
struct XMLWriterTests {
    @Test func textAndAttributesAreEscaped() {
        let element = XMLElement(
            "w:t", [XMLAttribute("descr", "\"a\" <b> & 'c'\n")], text: "</w:t><w:b/> & \u{1B}[31m\u{0}ok\u{FFFE}")
        let xml = XMLWriter.document(element)
        #expect(
            xml.hasSuffix(
                "<w:t descr=\"&quot;a&quot; &lt;b&gt; &amp; &apos;c&apos;&#10;\">&lt;/w:t&gt;&lt;w:b/&gt; &amp; [31mok</w:t>\n"))
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"))
    }

    @Test func anEmptyElementClosesItself() {
        #expect(XMLWriter.document(XMLElement("w:br")).hasSuffix("<w:br/>\n"))
    }

    @Test func aJPEGsSizeIsFoundPastItsOtherSegments() {
        // SOI, an APP0 of 4 bytes, then SOF0: height 0x0078 (120), width 0x012C (300).
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x78, 0x01, 0x2C, 0x03]
        #expect(HeaderPixels(header: jpeg) == HeaderPixels(width: 300, height: 120))
        #expect(HeaderPixels(header: [0xFF, 0xD8, 0xFF]) == nil)
    }
}
