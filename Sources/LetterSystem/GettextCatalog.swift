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
    /// with catalogs in the folder `findFolder` finds; nil when that
    /// language is English or has no catalog there. Call after `setlocale`.
    public static func chosen(folder findFolder: () -> String?) -> GettextCatalog? {
        // The folder is looked for only once a language other than English
        // is named: an English start never pays for it.
        var folder: String?
        let found = InterfaceLocale.messagesLanguage { language in
            if folder == nil { folder = findFolder() }
            guard let folder else { return false }
            return access("\(folder)/\(language)/LC_MESSAGES/\(domain).mo", R_OK) == 0
        }
        guard let language = found, let folder else { return nil }
        bindtextdomain(domain, folder)
        bind_textdomain_codeset(domain, "UTF-8")
        // gettext's own answer to "" is the catalog's header: none, no catalog.
        guard let header = dgettext(domain, ""), header.pointee != 0 else { return nil }
        return GettextCatalog(language: language)
    }

    public func translation(of message: String) -> String? {
        // A lock held elsewhere (the crash handler words its rescue while the
        // crashed thread may hold it) is passed by, never waited for.
        if let known = answers.withLockIfAvailable({ $0[message] }), let known { return known }
        // gettext hands back its argument when it has no translation: the
        // C string lives only inside withCString, so it is read there.
        let answer = message.withCString { Self.answer(dgettext(Self.domain, $0), for: message) }
        _ = answers.withLockIfAvailable { $0[message] = answer }
        return answer
    }

    public func translation(of singular: String, plural: String, count: Int) -> String? {
        // The form a count picks is the catalog's rule; ask gettext each time.
        let english = count == 1 ? singular : plural
        return singular.withCString { one in
            plural.withCString { many in
                Self.answer(dngettext(Self.domain, one, many, UInt(max(0, count))), for: english)
            }
        }
    }

    private static func answer(_ pointer: UnsafeMutablePointer<CChar>?, for english: String) -> String? {
        guard let pointer else { return nil }
        let text = String(cString: pointer)
        return text == english ? nil : text
    }
}
