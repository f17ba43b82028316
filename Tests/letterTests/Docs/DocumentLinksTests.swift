import Foundation
import Testing

/// Every relative link in README.md and docs/**/*.md leads to a file that is
/// in the repository, and a link to a heading (`files.md#locks`) to a heading
/// that page has: the manual is many pages that link to each other and to
/// the pictures beside them, and a page moved or renamed must take its
/// links with it.
@Suite("Document links")
struct DocumentLinksTests {
    @Test func everyRelativeLinkLeadsToAFileThatExists() throws {
        let files = Repository.markdownFiles()
        #expect(files.contains("docs/manual/README.md"))
        var broken: [String] = []
        var followed = 0
        for file in files {
            let page = try MarkdownLinks(String(contentsOfFile: Repository.path(file), encoding: .utf8))
            let folder = (file as NSString).deletingLastPathComponent
            for link in page.links where MarkdownLinks.isRelative(link.target) {
                followed += 1
                if let problem = Self.problem(with: link.target, from: folder, page: page) {
                    broken.append("\(file) \(link): \(problem)")
                }
            }
        }
        #expect(broken == [])
        // The manual's pages link to each other and to docs/'s pictures:
        // far more than a handful of links are followed.
        #expect(followed > 50)
    }

    /// Why `target`, written in a page in `folder`, leads nowhere, or nil.
    static func problem(with target: String, from folder: String, page: MarkdownLinks) -> String? {
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = String(parts[0]).removingPercentEncoding ?? String(parts[0])
        let fragment = parts.count > 1 ? String(parts[1]) : nil
        guard !file.isEmpty else {
            guard let fragment, page.anchors.contains(fragment) else { return "no such heading here" }
            return nil
        }
        let path = ((Repository.root + "/" + folder + "/" + file) as NSString).standardizingPath
        guard path.hasPrefix(Repository.root + "/") || path == Repository.root else { return "outside the repository" }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return "no such file" }
        if let fragment, path.hasSuffix(".md") {
            let target = (try? String(contentsOfFile: path, encoding: .utf8)).map(MarkdownLinks.init)
            guard target?.anchors.contains(fragment) == true else { return "no heading #\(fragment) there" }
        }
        return nil
    }

    /// The reader finds each kind of link, and leaves out what only looks like one.
    @Test(arguments: [
        ("see [Files](files.md).", ["files.md"]),
        ("![a photo](../picture-page.png) and [x](<b c.md>)", ["../picture-page.png"]),
        ("[one](a.md) [two](b.md \"a title\")", ["a.md", "b.md"]),
        ("[locks](recovery.md#locks), [here](#the-page)", ["recovery.md#locks", "#the-page"]),
        ("[web](https://example.com/x.md)", ["https://example.com/x.md"]),
        ("<img src=\"../book-cover.png\" width=\"45%\"> <a href=\"keys.md\">", ["../book-cover.png", "keys.md"]),
        ("[manual]: docs/manual/README.md", ["docs/manual/README.md"]),
        ("a picture block is `![caption](path)` alone", []),
        ("``code with ` and [x](y.md)`` then [z](z.md)", ["z.md"]),
        ("```\n![sunset](picture-letter.files/sunset.png){lines=8}\n```\n[after](after.md)", ["after.md"]),
        ("~~~toml\n[colors](x)\n~~~", []),
    ])
    func readsLinksOutsideCode(text: String, targets: [String]) {
        #expect(MarkdownLinks(text).links.map(\.target) == targets)
    }

    /// A broken link of each kind is reported, so the test above can fail.
    @Test(arguments: [
        ("nosuch.md", "no such file"),
        ("../../../../etc/hostname", "outside the repository"),
        ("recovery.md#no-such-heading", "no heading #no-such-heading there"),
        ("#nowhere", "no such heading here"),
    ])
    func brokenLinksAreNamed(target: String, problem: String) {
        let page = MarkdownLinks("# The page\n")
        #expect(Self.problem(with: target, from: "docs/manual", page: page) == problem)
    }

    @Test(arguments: [
        ("files.md", nil as String?), ("writing.md#terminals", nil), ("#the-page", nil), ("../styled-letter.png", nil),
        ("../../Sources/letter/Papers/", nil),
    ])
    func goodLinksPass(target: String, problem: String?) {
        let page = MarkdownLinks("# The page\n")
        #expect(Self.problem(with: target, from: "docs/manual", page: page) == problem)
    }

    /// Headings become GitHub's anchors.
    @Test(arguments: [
        ("The page", "the-page"), ("Saving and recovery", "saving-and-recovery"),
        ("`letter --version`", "letter---version"), ("Letters from others: what is confined", "letters-from-others-what-is-confined"),
        ("한국어 편지", "한국어-편지"),
    ])
    func headingAnchors(heading: String, anchor: String) {
        #expect(MarkdownLinks.anchor(heading) == anchor)
    }
}
