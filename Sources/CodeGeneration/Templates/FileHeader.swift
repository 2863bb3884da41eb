/// The comment block every generated file starts with. Xcode writes the file name, the project
/// name, the user's name and the date; modelc writes the same shape with neither name nor date, so
/// that identical inputs give identical files.
enum FileHeader {
    static func block(fileName: String) -> String {
        """
        //
        //  \(fileName)
        //
        //  This file was automatically generated and should not be edited.
        //


        """
    }
}
