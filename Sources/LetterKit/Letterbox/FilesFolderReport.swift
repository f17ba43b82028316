/// What a trash or a rename did with a letter's files folders, so its
/// message can say it: the folders moved along (old and new names; the same
/// name twice for the trash) and those left because other letters share them.
public struct FilesFolderReport: Hashable, Sendable {
    /// Names in the letter's folder, before and after.
    public var moved: [FilesFolderRename.Move]
    public var shared: [FilesFolderOwnership.Shared]

    public init(moved: [FilesFolderRename.Move] = [], shared: [FilesFolderOwnership.Shared] = []) {
        self.moved = moved
        self.shared = shared
    }

    /// The end of a rename's message: ", walk.letter.files to stroll.letter.files".
    var renamedClause: String {
        moved.map { tr(", {from} to {to}", ["from": RawPath.displayed($0.from), "to": RawPath.displayed($0.to)]) }
            .joined()
    }

    /// The folders that went to the trash, after the letter's name: " and walk.letter.files".
    var trashedClause: String {
        moved.map { tr(" and {folder}", ["folder": RawPath.displayed($0.from)]) }.joined()
    }

    /// The folders that stayed: "; autumn.files stays: autumn.md shares it".
    var sharedClause: String {
        shared.map { folder in
            let others = folder.sharedWith.map(RawPath.displayed)
            let who =
                others.count == 2
                ? tr("{first} and {second}", ["first": others[0], "second": others[1]])
                : others.count > 2
                    ? tr("{first} and {count} more", ["first": others[0], "count": others.count - 1])
                    : others.joined()
            return trn(
                "; {folder} stays: {who} shares it", "; {folder} stays: {who} share it", count: others.count,
                ["folder": RawPath.displayed(folder.folder), "who": who])
        }.joined()
    }
}
