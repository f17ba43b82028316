import LetterKit
/// Why a printout could not be made.
public enum PrintError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The print face is not installed: fontconfig would hand Pango another
    /// face, whose widths are not the screen's cells (or no face at all, and
    /// a PDF of empty boxes).
    case faceMissing(family: String, found: String?, package: String)
    /// Cairo could not write the PDF.
    case cairo(String)

    public var description: String {
        switch self {
        case .faceMissing(let family, let found, let package):
            guard let found else {
                return tr(
                    "the print face {face} is not installed; install the package {package} (sudo apt-get install {package}) and print again",
                    ["face": family, "package": package])
            }
            return tr(
                "the print face {face} is not installed (fontconfig offers {other} instead, whose letters are not the screen's cells); install the package {package} (sudo apt-get install {package}) and print again",
                ["face": family, "other": found, "package": package])
        case .cairo(let reason):
            return tr("the PDF could not be written: {reason}", ["reason": reason])
        }
    }
}
