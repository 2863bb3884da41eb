import Foundation
import XCTest
@testable import HostSystem

/// `ReadableFile.contents(of:)`, which reads every model source and compiled model: a large file
/// is read in two halves side by side, a small one in one piece.
final class ReadableFileTests: XCTestCase {
    /// Bytes that differ from their neighbours, so that a half read to the wrong place shows.
    private func pattern(count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
    }

    func testFilesAroundTheSizeForHalvesReadWhole() throws {
        let work = try scratchFolder(for: "readable-file")
        let threshold = ReadableFile.bytesWorthReadingInHalves
        // The buffer is one byte larger than the file, so halves start one byte below the threshold.
        for size in [0, 1, 4097, threshold - 2, threshold - 1, threshold, threshold + 1, 3 * threshold + 12_345] {
            let bytes = pattern(count: size)
            let path = work + "/file-\(size)"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            switch ReadableFile.contents(of: path) {
            case .success(let read):
                XCTAssertEqual(read.count, size, "size \(size)")
                XCTAssertTrue(read == bytes, "the bytes of a file of \(size) bytes")
            case .failure(let error):
                XCTFail("size \(size): \(error.reason)")
            }
        }
    }

    func testUnreadablePathsGiveTheSystemsReason() throws {
        let work = try scratchFolder(for: "readable-file")
        guard case .failure(let missing) = ReadableFile.contents(of: work + "/missing") else {
            return XCTFail("a missing file was read")
        }
        XCTAssertEqual(missing.reason, String(cString: strerror(ENOENT)))
        guard case .failure(let folder) = ReadableFile.contents(of: work) else {
            return XCTFail("a folder was read")
        }
        XCTAssertEqual(folder.reason, "it is a directory, not a file")
    }
}
