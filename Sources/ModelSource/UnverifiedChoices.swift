/// What the writer emits without an Xcode-saved file to confirm it. Each is decided here and only
/// here.
enum UnverifiedChoices {
    /// The `lastSavedToolsVersion`/`systemVersion` pair written on `<model>`: a pair a real Xcode 16
    /// save carries (a corpus file saved on macOS 15.1); which exact build "today's" Xcode stamps is
    /// not known here.
    static let lastSavedToolsVersion = "23507"
    static let systemVersion = "24B91"

    /// Xcode still writes `syncable="YES"` on every entity it saves (546 of 560 entities in
    /// corpus files from tools 14000 on); it no longer writes it on properties.
    static let entitySyncable = true

    /// The collation spelling of an R-tree fetch index element (never observed in Xcode output;
    /// the reader accepts RTree, R-Tree and R Tree in any case).
    static let rTreeCollationName = "RTree"

    /// A composite attribute loaded from a compiled model has lost its definition's name; the
    /// definition is named after the attribute with its first letter capitalised (`position` →
    /// `Position`), with a number appended when two different definitions would share a name.
    static func compositeDefinitionName(forAttribute name: String) -> String {
        guard let first = name.first else { return "Composite" }
        return first.uppercased() + name.dropFirst()
    }
}
