import Glibc

/// The locale a start sets: the environment's, as every C program takes it,
/// with two repairs so a letter is never garbled and the interface speaks
/// the language the environment names.
///
/// - Characters are UTF-8: without a UTF-8 locale `wcwidth` and `get_wch`
///   fail on every non-ASCII character, so a non-UTF-8 `LC_CTYPE` becomes
///   C.UTF-8.
/// - A locale the system has not installed (`LANG=ko_KR.UTF-8` where
///   `locale-gen` never ran) makes `setlocale` fail, and gettext would then
///   speak English. The start falls back to C.UTF-8 and, unless `LANGUAGE`
///   says otherwise, sets `LANGUAGE` to the locale the environment named,
///   which gettext consults under any locale but plain C.
///
/// The language itself is gettext's choice: `LANGUAGE` (a colon list; not
/// under the C locale), then `LC_ALL`, `LC_MESSAGES`, `LANG`.
public enum InterfaceLocale {
    /// Sets the locale; call first thing in `main`.
    public static func start() {
        if setlocale(LC_ALL, "") == nil {
            setlocale(LC_ALL, "C.UTF-8")
            if let named = environmentLocale(), !isPlainC(languagePart(of: named)), (getenv("LANGUAGE").map { $0.pointee == 0 } ?? true) {
                setenv("LANGUAGE", languagePart(of: named), 1)
            }
        }
        if let codeset = nl_langinfo(nl_item(CODESET)).map({ String(cString: $0) }), codeset == "UTF-8" { return }
        setlocale(LC_CTYPE, "C.UTF-8")
    }

    /// The language gettext looks up messages in, as a code ("ko", "ko_KR"),
    /// among those `hasCatalog` accepts; nil for English (no catalog needed).
    public static func messagesLanguage(hasCatalog: (String) -> Bool) -> String? {
        guard let messages = setlocale(LC_MESSAGES, nil).map({ String(cString: $0) }), !isPlainC(messages) else {
            return nil
        }
        var candidates: [String] = []
        if let list = getenv("LANGUAGE").map({ String(cString: $0) }), !list.isEmpty {
            candidates = list.split(separator: ":").map(String.init)
        }
        candidates.append(messages)
        for candidate in candidates {
            let language = languagePart(of: candidate)
            if language.hasPrefix("en") || language == "C" || language == "POSIX" { return nil }
            if hasCatalog(language) { return language }
            let base = String(language.prefix { $0 != "_" })
            if hasCatalog(base) { return base }
        }
        return nil
    }

    /// `ko_KR.UTF-8@euro` → `ko_KR`.
    static func languagePart(of locale: String) -> String {
        String(locale.prefix { $0 != "." && $0 != "@" })
    }

    /// The locale under which gettext translates nothing, `LANGUAGE` or not
    /// (C.UTF-8 is not one: there `LANGUAGE` is read).
    static func isPlainC(_ locale: String) -> Bool {
        locale == "C" || locale == "POSIX"
    }

    /// The first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set and not empty.
    static func environmentLocale() -> String? {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty { return value }
        }
        return nil
    }
}
