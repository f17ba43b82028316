/// What stops a spelling check, as a fact; `message` words it.
public enum SpellingProblem: Error, Hashable, Sendable, Codable {
    /// No folder holds dictionary `name` (`ko_KR`), which the letter's words need.
    case missingDictionary(name: String)
    /// The dictionary's files are there but Hunspell cannot load them.
    case unreadableDictionary(name: String, path: String)
    /// The spelling program (`letter-spell`, which holds the dictionaries)
    /// is missing or failed; `reason` names it and says how, already worded.
    case helperFailed(reason: String)

    /// One line that says what to do: the Debian package to install.
    public var message: String {
        switch self {
        case .missingDictionary(let name):
            let package = SpellingLanguage.package(forDictionary: name)
            return tr(
                "no {name} dictionary to check spelling with: install the package {package} (apt-get install {package})",
                ["name": name, "package": package])
        case .unreadableDictionary(let name, let path):
            let package = SpellingLanguage.package(forDictionary: name)
            return tr(
                "the {name} dictionary at {path} cannot be loaded: reinstall the package {package}",
                ["name": name, "path": path, "package": package])
        case .helperFailed(let reason):
            return reason
        }
    }
}
