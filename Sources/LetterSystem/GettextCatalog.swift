import CGettext
import Glibc
import LetterKit
import Synchronization

/// The interface's translations read through gettext (glibc's libintl) from
/// the `letter` domain's compiled catalogs, `<folder>/<lang>/LC_MESSAGES/letter.mo`.
///
/// Representation: gettext answers each lookup; the answers are kept in a
/// table under a lock, so a sentence the screen asks for at every keystroke
/// costs one dictionary lookup, not gettext's walk through its environment.
/// gettext returns its argument when it has no translation; that is nil here.
public final class GettextCatalog: MessageCatalog {
    public let language: String
    private static let domain = "letter"
    private let answers = Mutex<[String: String?]>([:])

    private init(language: String) {
        self.language = language
    }

    /// The catalog for the language gettext chooses from the environment,
    /// with catalogs in `folder`; nil when that language is English or has
    /// no catalog there. Call after `setlocale`.
    public static func chosen(folder: String) -> GettextCatalog? {
        let found = InterfaceLocale.messagesLanguage { language in
            access("\(folder)/\(language)/LC_MESSAGES/\(domain).mo", R_OK) == 0
        }
        guard let language = found else { return nil }
        bindtextdomain(domain, folder)
        bind_textdomain_codeset(domain, "UTF-8")
        // gettext's own answer to "" is the catalog's header: none, no catalog.
        guard let header = dgettext(domain, ""), header.pointee != 0 else { return nil }
        return GettextCatalog(language: language)
    }

    public func translation(of message: String) -> String? {
        if let known = answers.withLock({ $0[message] }) { return known }
        // gettext answers a sentence it has no translation for with the very
        // pointer it was given: read it while that pointer is still alive
        // (a String passed straight in lends a buffer only for the call).
        let answer = message.withCString { english in Self.answer(dgettext(Self.domain, english), for: english) }
        answers.withLock { $0[message] = answer }
        return answer
    }

    public func translation(of singular: String, plural: String, count: Int) -> String? {
        // The form a count picks is the catalog's rule; ask gettext each time.
        singular.withCString { one in
            plural.withCString { many in
                Self.answer(dngettext(Self.domain, one, many, UInt(max(0, count))), for: count == 1 ? one : many)
            }
        }
    }

    /// gettext's answer as a String, or nil when it is the English itself.
    private static func answer(_ pointer: UnsafeMutablePointer<CChar>?, for english: UnsafePointer<CChar>) -> String? {
        guard let pointer, UnsafePointer(pointer) != english else { return nil }
        let text = String(cString: pointer)
        return text == String(cString: english) ? nil : text
    }
}
