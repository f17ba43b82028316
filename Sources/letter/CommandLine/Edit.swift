import ArgumentParser
import LetterKit

struct Edit: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Open the editor on a letter (the default command).")

    @Argument(help: "The letter to open; created on first save if it does not exist.") var file: String?
    @OptionGroup var paperOptions: PaperOptions

    func run() throws {
        fail(Failure(message: "the editor is not built yet"))
    }
}
