/// The comment block every generated file starts with. Xcode writes the file name, the project
/// name, the user's name and the date; modelc writes the same shape with neither name nor date, so
/// that identical inputs give identical files.
enum FileHeader {
    /// The shape of momc's build-time header (file name, an empty project line, "This file was
    /// automatically generated…"), without its "Created by <user> on <date>." line.
    static func block(fileName: String) -> String {
        """
        //
        //  \(fileName)
        //\u{20}\u{20}
        //
        //  This file was automatically generated and should not be edited.
        //


        """
    }
}
