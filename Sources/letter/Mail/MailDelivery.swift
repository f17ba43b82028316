import LetterKit
import LetterSystem

/// A message handed to the person's sendmail program (`SendmailCommand`):
/// the message on its standard input, its standard output and error read
/// meanwhile, its exit status waited for. Nothing of the letter changes
/// here: what a send leaves behind is `SentRecording`'s, after success.
enum MailDelivery {
    /// Delivers `message` through the sendmail `configured` names (config's
    /// `sendmail` as words), else the default one `find` finds; returns when
    /// the program ended with status 0, or throws why it did not.
    static func deliver(
        _ message: [UInt8], configured: [String]?, find: (String) -> String? = { ProgramSearch.find($0) }
    ) throws(DeliveryProblem) {
        let words: [String]
        switch SendmailCommand.resolve(configured: configured, find: find) {
        case .success(let found): words = found
        case .failure(let problem): throw problem
        }
        guard let path = words.first else { throw .noSendmail }
        // Started as a helper is (signals at their defaults, our ends
        // close-on-exec, SIGPIPE ignored here): a sendmail that stops
        // reading is its status, never the end of the editor.
        let program = HelperProgram(name: FilePath.name(of: path), path: path)
        let run: HelperProgram.Run
        do throws(HelperFailure) { run = try program.run(input: message, arguments: Array(words.dropFirst())) } catch {
            switch error.reason {
            case .notStarted(let reason), .pipe(let reason):
                throw .notStarted(program: program.name, reason: reason.description)
            default:
                throw .notStarted(program: program.name, reason: error.description)
            }
        }
        guard run.status == 0 else {
            // Its reason is on standard error; a program that says it on
            // standard output is heard there.
            let said = DeliveryProblem.oneLine(run.error)
            throw .failed(program: program.name, status: run.status, said: said.isEmpty ? DeliveryProblem.oneLine(run.output) : said)
        }
    }
}
