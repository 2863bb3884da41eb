import Foundation
import XCTest

extension XCTestCase {
    /// A fresh folder for this test's files, named after `purpose` and removed when the test ends.
    func scratchFolder(for purpose: String) throws -> String {
        let path = NSTemporaryDirectory() + "/\(purpose)-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }
}
