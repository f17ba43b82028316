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
            let instead = found.map { " (fontconfig offers \($0) instead, whose letters are not the screen's cells)" } ?? ""
            return "the print face \(family) is not installed\(instead); install the package \(package) "
                + "(sudo apt-get install \(package)) and print again"
        case .cairo(let reason):
            return "the PDF could not be written: \(reason)"
        }
    }
}
