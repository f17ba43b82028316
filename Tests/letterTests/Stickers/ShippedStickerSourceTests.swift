import Foundation
import LetterKit
import Testing

@testable import letter

/// The shipped stickers are drawn by hand as text (`Stickers/NAME.txt`) and
/// turned into PNG files and into the program by Scripts/generate-stickers:
/// a drawing changed without running the script, or a PNG or the generated
/// Swift file edited by hand, fails here.
@Suite("Stickers: the shipped set is its drawings")
struct ShippedStickerSourceTests {
    static let folder = Repository.path("Stickers")

    /// The twelve the issue names, and any more the project draws.
    static let required = [
        "heart", "star", "flower", "sun", "moon", "cloud", "leaf", "gift", "cake", "cup", "envelope", "smile",
    ]

    @Test func everyRequiredStickerIsShippedFromADrawing() {
        let drawings = (System.names(in: Self.folder) ?? []).filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }
        #expect(Set(drawings) == Set(ShippedStickers.names))
        for name in Self.required {
            #expect(ShippedStickers.names.contains(name), "\(name) is not shipped")
        }
    }

    @Test(arguments: ShippedStickers.names)
    func theProgramCarriesThePNGFile(name: String) throws {
        let file = try Data(contentsOf: URL(fileURLWithPath: FilePath.join(Self.folder, "\(name).png")))
        let carried = try #require(ShippedStickers.png(named: name))
        #expect(carried == [UInt8](file))
        // A PNG, 16 × 16, RGBA: the signature, then IHDR's width and height.
        #expect(carried.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(carried[16..<24]) == [0, 0, 0, 16, 0, 0, 0, 16])
        #expect(carried[25] == 6, "RGBA")
    }

    /// The script, run over the drawings, makes the same bytes as those
    /// committed (it writes nothing with --check).
    @Test func thePNGFilesAreTheirDrawings() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Repository.path("Scripts/generate-stickers"), "--check"]
        let error = Pipe()
        process.standardError = error
        try process.run()
        let said = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "run Scripts/generate-stickers: \(said)")
    }

    @Test func aNameTheProgramDoesNotShipHasNoFile() {
        #expect(ShippedStickers.png(named: "unicorn") == nil)
        #expect(ShippedStickers.png(named: "") == nil)
    }
}
