// swift-tools-version: 6.1
import PackageDescription

// What a release build of the program's own modules does for a start
// (docs/performance.md, "A start that touches less"); debug builds are left
// as they are.
// - Each function in a section of its own, so that the linker can place the
//   functions a start runs together, in the order Scripts/letter-start.order
//   lists them (written by Benchmarks/start-order.py): a start then pages in
//   those functions, not every page they are scattered over.
// - A concrete generic type's metadata (`[Key: Command]`'s storage) got from
//   its accessor with the conformances it needs passed in, not from its
//   mangled name: the runtime finds a conformance named that way by
//   scanning every conformance record of the program (Foundation's
//   included), some 0.3 M instructions for each new key type a start puts
//   in a Dictionary or Set.
let startLayout: [SwiftSetting] = [
    .unsafeFlags(
        ["-Xfrontend", "-function-sections", "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
        .when(platforms: [.linux], configuration: .release))
]

let package = Package(
    name: "letter",
    products: [
        .executable(name: "letter", targets: ["letter"]),
        .executable(name: "letter-pictures", targets: ["letter-pictures"]),
        .executable(name: "letter-index", targets: ["letter-index"]),
        .executable(name: "letter-spell", targets: ["letter-spell"]),
        .executable(name: "letter-media", targets: ["letter-media"]),
        .executable(name: "letter-mail", targets: ["letter-mail"]),
        .library(name: "LetterKit", targets: ["LetterKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
        // TOML for paper files and settings; the program only: LetterKit reads
        // plain values (TOMLValue) and never depends on a TOML library.
        .package(url: "https://github.com/LebJe/TOMLKit.git", from: "0.6.0"),
        // The zip container of an EPUB book; the program only.
        .package(url: "https://github.com/weichsel/ZIPFoundation.git", from: "0.9.20"),
        // SQLite for the letterbox's index (its FTS5 trigram search); only
        // the `letter-index` helper links it.
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    ],
    targets: [
        // ncursesw with the wide-character API switched on by the shim header.
        .systemLibrary(
            name: "CNcurses",
            providers: [.apt(["libncurses-dev"])]
        ),
        // chafa (pictures drawn as terminal symbols) and gdk-pixbuf (decoding
        // PNG, JPEG, GIF), for the pictures on the page; the program only.
        .systemLibrary(
            name: "CChafa",
            pkgConfig: "chafa gdk-pixbuf-2.0",
            providers: [.apt(["libchafa-dev", "libgdk-pixbuf-2.0-dev"])]
        ),
        // Pango (setting type, font fallback through fontconfig) and Cairo
        // (writing PDF), for printing; the program only.
        .systemLibrary(
            name: "CPango",
            pkgConfig: "pangocairo cairo-pdf",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]
        ),
        // Hunspell, for checking spelling; only `letter-spell` links it,
        // through LetterSpelling.
        .systemLibrary(
            name: "CHunspell",
            pkgConfig: "hunspell",
            providers: [.apt(["libhunspell-dev"])]
        ),
        // FFmpeg's libraries (libavformat, libavcodec, libswscale, libavutil):
        // a video's or a sound's length and size, and a video's poster frame;
        // only `letter-media` links them, through LetterMedia.
        .systemLibrary(
            name: "CFFmpeg",
            pkgConfig: "libavformat libavcodec libswscale libavutil",
            providers: [.apt(["libavformat-dev", "libavcodec-dev", "libswscale-dev"])]
        ),
        // System calls with errors that say why, and file stamps: the program's
        // files layer and the pictures share them. Names cross into C as the
        // bytes LetterKit's `RawPath` carries.
        .target(name: "LetterSystem", dependencies: ["LetterKit", "CGettext"], swiftSettings: startLayout),
        // gettext's lookups (glibc's libintl.h), for the interface's translations.
        .systemLibrary(name: "CGettext"),
        // msgfmt compiling po/*.po into the catalogs a built `letter` reads.
        .plugin(name: "CompileCatalogs", capability: .buildTool()),
        // Pictures looked at, decoded and drawn into cells (chafa, gdk-pixbuf),
        // answering LetterKit's picture requests in LetterKit's own types. A
        // library of its own so the C libraries stay out of LetterKit and the
        // pieces are tested without the editor.
        .target(name: "LetterPictures", dependencies: ["LetterKit", "LetterSystem", "LetterPictureFiles", "CChafa"]),
        // What the program and `letter-pictures` share of pictures without a
        // C library: the colours and cells of a drawing, the refusals, where
        // a picture sits in its block, attachments' facts, and the questions
        // and answers that cross the pipe between them (framed JSON).
        .target(name: "LetterPictureFiles", dependencies: ["LetterKit", "LetterSystem"], swiftSettings: startLayout),
        // The picture program: chafa and gdk-pixbuf in a process of their
        // own, kept running beside the editor, so `letter` maps neither at
        // start and a decoder's crash never takes a letter with it.
        .executableTarget(
            name: "letter-pictures",
            dependencies: ["LetterKit", "LetterSystem", "LetterPictureFiles", "LetterPictures"]
        ),
        // A `Printout` (LetterKit's pages of marks) drawn into a PDF with
        // Pango and Cairo, pictures at full resolution. A library of its own,
        // like LetterPictures, so the C libraries stay out of LetterKit.
        .target(name: "LetterPrint", dependencies: ["LetterKit", "LetterPictures", "CPango"]),
        // The core: paper, widths, wrapping, the document and its capacity gate,
        // the editor state machine and the pure frame renderer. No terminal here.
        .target(name: "LetterKit", swiftSettings: startLayout),
        .executableTarget(
            name: "letter",
            dependencies: [
                "LetterKit",
                "LetterSystem",
                "LetterPictureFiles",
                "CNcurses",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "TOMLKit", package: "TOMLKit"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            // The built-in papers, as files of the same format a user writes,
            // found beside the executable at run time (see StationeryFolders).
            resources: [.copy("Papers")],
            // SwiftPM's accessor for the resources imports Foundation; without
            // this, Foundation's String methods would leak from it into every
            // file of the program and quietly replace the standard library's.
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")] + startLayout,
            // The release program linked at a fixed address, not position-
            // independent: with the Swift runtime and Foundation linked in, a
            // position-independent one had 87,000 relocations for the dynamic
            // loader to apply at every start (1.1 M instructions, and 2 MiB
            // of pages read and written before `main`). Its libraries, heap
            // and stack are still placed at random. And the functions a start
            // runs placed together, in the order of Scripts/letter-start.order
            // (gold's option, the linker Swift uses on Linux; a name the
            // build no longer has is passed over).
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-Xclang-linker", "-no-pie", "-Xlinker",
                        "--section-ordering-file=\(Context.packageDirectory)/Scripts/letter-start.order",
                    ], .when(platforms: [.linux], configuration: .release))
            ],
            plugins: ["CompileCatalogs"]
        ),
        // Hunspell's dictionaries answering the program's spelling questions
        // (LetterKit's `SpellingQuestion`). A library of its own, like
        // LetterPictures, so the dictionaries are tested without the helper.
        .target(name: "LetterSpelling", dependencies: ["LetterKit", "LetterSystem", "CHunspell"]),
        // The spelling program: Hunspell (and the libstdc++ it needs) in a
        // process of its own, started on the first word to check and kept
        // beside the editor, so `letter` maps neither at start and the
        // Korean dictionary's 50 MiB are never the editor's.
        .executableTarget(
            name: "letter-spell",
            dependencies: ["LetterKit", "LetterSystem", "LetterSpelling"]
        ),
        // Videos and sounds read with FFmpeg, answering the program's media
        // questions (LetterKit's `MediaQuestion`): facts from the container,
        // a video's poster frame as a PNG in the cache. A library of its own,
        // like LetterSpelling, so it is tested without the helper.
        .target(name: "LetterMedia", dependencies: ["LetterKit", "LetterSystem", "LetterPictureFiles", "CFFmpeg"]),
        // The media program: FFmpeg in a process of its own, started on the
        // first video or sound of a letter and kept beside the editor, so
        // `letter` never maps FFmpeg and a hostile file's crash is not a
        // lost letter.
        .executableTarget(
            name: "letter-media",
            dependencies: ["LetterKit", "LetterSystem", "LetterMedia"]
        ),
        // The letterbox's SQLite index (GRDB): a helper executable built
        // beside `letter`, serving `IndexRequest`s on a pipe, so the program
        // maps SQLite only while a box is open.
        .executableTarget(
            name: "letter-index",
            dependencies: [
                "LetterKit", "LetterSystem", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // Draws a `Printout` (JSON on standard input) into a PDF (on standard
        // output) with Pango and Cairo, beside `letter`, so that the program
        // never loads them: a letter that is not printed does not pay for them.
        .executableTarget(
            name: "letter-print",
            dependencies: ["LetterKit", "LetterSystem", "LetterPictures", "LetterPrint"]
        ),
        // GMime (MIME messages: parts, transfer encodings, RFC 2047 words in
        // headers); only `letter-mail` links it.
        .systemLibrary(
            name: "CGMime",
            pkgConfig: "gmime-3.0",
            providers: [.apt(["libgmime-3.0-dev"])]
        ),
        // Builds the message a letter is sent as (what to send as JSON on
        // standard input, the message on standard output) with GMime, beside
        // `letter`, so that the program never loads it.
        .executableTarget(
            name: "letter-mail",
            dependencies: ["LetterKit", "LetterSystem", "CGMime"]
        ),
        .executableTarget(
            name: "letter-bench",
            dependencies: ["LetterKit"],
            path: "Benchmarks/letter-bench"
        ),
        .testTarget(
            name: "LetterKitTests",
            dependencies: [
                "LetterKit",
                "CNcurses",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "letterTests",
            dependencies: [
                "LetterKit", "letter", "LetterSystem", "LetterPictures", "LetterPictureFiles", "LetterPrint",
                "LetterSpelling", "LetterMedia",
                // The index tests look into the helper's database files.
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ]
)
