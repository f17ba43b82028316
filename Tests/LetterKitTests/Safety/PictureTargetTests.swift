import Testing

@testable import LetterKit

/// A picture's target is a file or an address; an address never becomes a
/// page's `src` or `href`, and a file's path is written so it cannot read as one.
@Suite("Safety: picture targets")
struct PictureTargetTests {
    static let addresses: [(target: String, scheme: String)] = [
        ("javascript:alert(1)", "javascript"),
        ("JaVaScRiPt:alert(1)", "javascript"),
        ("JaVa\tScript:alert(1)", "javascript"),
        ("java\nscript:alert(1)", "javascript"),
        ("java\r\nscript:alert(1)", "javascript"),
        (" javascript:alert(1)", "javascript"),
        ("\u{1}\u{1F}javascript:alert(1)", "javascript"),
        ("java\u{0}script:alert(1)", "javascript"),
        ("java\u{200B}script:alert(1)", "javascript"),
        ("\u{FEFF}javascript:alert(1)", "javascript"),
        ("java\u{AD}script:x", "javascript"),
        ("vbscript:msgbox", "vbscript"),
        ("data:image/png;base64,iVBORw0KGgo=", "data"),
        ("DATA:text/html,<script>alert(1)</script>", "data"),
        ("file:///etc/passwd", "file"),
        ("FILE:/etc/hostname", "file"),
        ("http://example.com/x.png", "http"),
        ("https://example.com/track.gif?id=1", "https"),
        ("HtTpS://example.com/x.png", "https"),
        ("ftp://example.com/x.png", "ftp"),
        ("blob:https://example.com/uuid", "blob"),
        ("mailto:min@example.com", "mailto"),
        ("chrome-extension://abc/x.png", "chrome-extension"),
        ("view-source:https://example.com", "view-source"),
        ("x+y.z-1:anything", "x+y.z-1"),
        ("c:/windows/x.png", "c"),
        ("//example.com/x.png", "//"),
        ("\\\\example.com\\x.png", "//"),
        ("/\\example.com/x.png", "//"),
        ("\\/example.com/x.png", "//"),
        ("/\t/example.com/x.png", "//"),
    ]

    @Test(arguments: addresses.indices)
    func anAddressIsNoFile(index: Int) {
        let (target, scheme) = Self.addresses[index]
        #expect(PictureTarget.scheme(of: target) == scheme, "\(target.debugDescription)")
        #expect(PictureTarget.isAddress(target))
        #expect(PictureTarget.pageAddress(for: target) == nil)
    }

    static let files = [
        "sun.png", "walk.files/sun.png", "./sun.png", "../pictures/sun.png", "/home/hana/sun.png", "12:30.png",
        "./javascript:alert(1).png", "photos/http:x.png", "안녕.png", "my photo.jpg", "a?b#c.png", "-x.png",
    ]

    @Test(arguments: files)
    func aPathIsAFile(target: String) {
        #expect(PictureTarget.scheme(of: target) == nil)
    }

    static let encoded: [(path: String, address: String)] = [
        ("walk.files/sun.png", "walk.files/sun.png"),
        ("/home/hana/sun.png", "/home/hana/sun.png"),
        ("12:30.png", "12%3A30.png"),
        ("/letters/javascript:alert(1)", "/letters/javascript%3Aalert%281%29"),
        ("my photo.jpg", "my%20photo.jpg"),
        ("a?b#c%.png", "a%3Fb%23c%25.png"),
        ("q\"><img src=x onerror=alert(1)>.png", "q%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E.png"),
        ("it's&<.png", "it%27s%26%3C.png"),
        ("안녕.png", "%EC%95%88%EB%85%95.png"),
        ("a\u{1B}b.png", "a%1Bb.png"),
    ]

    @Test(arguments: encoded.indices)
    func aFilesPathIsPercentEncodedOnAPage(index: Int) {
        let (path, address) = Self.encoded[index]
        #expect(PictureTarget.pageAddress(for: path) == address)
        #expect(PictureTarget.pageAddress(for: path).map(PictureTarget.isAddress) == false)
    }

    @Test func anAddressIsKeptAsWrittenWhenALetterIsRead() {
        #expect(PicturePath.resolve("https://example.com/a//b.png", in: "/letters") == "https://example.com/a//b.png")
        #expect(PicturePath.resolve("//example.com/x.png", in: "/letters") == "//example.com/x.png")
        #expect(PicturePath.resolve("sun.png", in: "/letters") == "/letters/sun.png")
        #expect(PicturePath.written("https://example.com/a//b.png", forLetterIn: "/letters") == "https://example.com/a//b.png")
    }
}
