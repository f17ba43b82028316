/// The version `letter --version` prints, and the man page's footer: the one
/// place it is written.
///
/// `0.N.0`, where N counts the issues the project has resolved, the issue that
/// brings this release in included: each resolved issue raises N by one and
/// sets the last number to 0; a fix released between two issues raises only
/// the last number. The first number becomes 1 when the file format is
/// promised stable. Bumped by hand in the commit that lands the issue, then
/// `Scripts/generate-docs` writes the man page again (its footer carries the
/// version, and a test holds the kept page to the program).
enum LetterVersion {
    static let current = "0.22.0"
}
