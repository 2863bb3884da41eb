import CompiledModel
import Foundation
import ModelCompiler
import TestLocations
import TestTools
import XCTest

/// Every public mapping case compiled as the Xcode that compiled it gives Apple's exact bytes. A
/// `.cdm` records no Xcode version, so a case passes when one known layout reproduces it (the
/// public cases come from Xcode 12 and Xcode 26).
final class MappingByteIdentityTests: XCTestCase {
    func testEveryPublicCaseIsByteIdenticalAsSomeXcode() throws {
        let cases = try MappingGoldenTests.cases()
        XCTAssertGreaterThanOrEqual(cases.count, 4)
        let work = try TestPaths.temporaryDirectory(self)
        for mappingCase in cases {
            let apple = [UInt8](try Data(contentsOf: URL(fileURLWithPath: mappingCase.expected)))
            var closest: (version: String, offset: Int)?
            var reproducedBy: String?
            for version in ArchiveLayout.knownVersions {
                var options = CompileOptions()
                options.archiveLayout = try ArchiveLayout(xcodeVersion: version)
                if let index = mappingCase.flags.firstIndex(of: "--module"), index + 1 < mappingCase.flags.count {
                    options.moduleName = mappingCase.flags[index + 1]
                }
                let output = "\(work)/\(mappingCase.id)-\(version).cdm"
                let result = MappingCompilation.compile(source: mappingCase.source, destination: output, options: options)
                XCTAssertTrue(result.succeeded, "\(mappingCase.id) as Xcode \(version): \(result.diagnostics)")
                let ours = [UInt8](try Data(contentsOf: URL(fileURLWithPath: output)))
                guard let offset = ArchiveLeaves.firstDifference(ours, apple) else {
                    reproducedBy = version
                    break
                }
                if offset > closest?.offset ?? -1 { closest = (version, offset) }
            }
            if let reproducedBy {
                print("note: \(mappingCase.id): byte-identical as Xcode \(reproducedBy)")
            } else {
                XCTFail("\(mappingCase.id): no layout reproduces Apple's bytes; closest Xcode \(closest?.version ?? "-") differs at offset \(closest?.offset ?? 0)")
            }
        }
    }
}
