import CoreDataModel
import ModelSource
import XCTest

/// `.xcdatamodeld` bundles: version order, the current-version marker and its absence.
final class BundleFixtureTests: XCTestCase {
    func testVersionedBundleWithMarker() throws {
        let bundle = try ModelSourceReader.readBundle(at: FixtureSupport.fixture("Versioned.xcdatamodeld"))
        XCTAssertEqual(bundle.name, "Versioned")
        XCTAssertEqual(bundle.versions.map(\.name), ["Versioned", "Versioned 2", "Versioned 10"])
        XCTAssertEqual(bundle.currentVersionName, "Versioned 2")
        XCTAssertEqual(bundle.currentVersion.name, "Versioned 2")
        XCTAssertEqual(bundle.currentVersion.model.versionIdentifiers, ["2"])
        XCTAssertEqual(bundle.versions.last?.model.entities.map(\.name), ["Item", "Tag"])
        XCTAssertEqual(bundle.diagnostics, [])
        let relative = bundle.dependencies.map { $0.replacingOccurrences(of: FixtureSupport.fixtures + "/", with: "") }
        XCTAssertEqual(relative, [
            "Versioned.xcdatamodeld/.xccurrentversion",
            "Versioned.xcdatamodeld/Versioned.xcdatamodel/contents",
            "Versioned.xcdatamodeld/Versioned 2.xcdatamodel/contents",
            "Versioned.xcdatamodeld/Versioned 10.xcdatamodel/contents",
        ])
    }

    func testBundleWithoutMarkerPicksTheVersionNamedLikeTheBundle() throws {
        let bundle = try ModelSourceReader.readBundle(at: FixtureSupport.fixture("NoMarker.xcdatamodeld/"))
        XCTAssertNil(bundle.currentVersionName)
        XCTAssertEqual(bundle.currentVersion.name, "NoMarker")
        XCTAssertEqual(FixtureSupport.render(bundle.diagnostics), [
            "NoMarker.xcdatamodeld:0: warning: no current version is marked (.xccurrentversion missing or empty); using 'NoMarker.xcdatamodel'",
        ])
        XCTAssertEqual(bundle.dependencies.count, 2)
    }

    func testBundleWithEmptyMarkerPicksTheLastVersion() throws {
        let bundle = try ModelSourceReader.readBundle(at: FixtureSupport.fixture("EmptyMarker.xcdatamodeld"))
        XCTAssertNil(bundle.currentVersionName)
        XCTAssertEqual(bundle.currentVersion.name, "Store 2")
        XCTAssertEqual(FixtureSupport.render(bundle.diagnostics), [
            "EmptyMarker.xcdatamodeld:0: warning: no current version is marked (.xccurrentversion missing or empty); using 'Store 2.xcdatamodel'",
        ])
    }

    func testSingleVersionWithoutMarkerNeedsNoWarning() throws {
        let bundle = try ModelSourceReader.readBundle(at: FixtureSupport.fixture("Single.xcdatamodeld"))
        XCTAssertEqual(bundle.name, "Single")
        XCTAssertNil(bundle.currentVersionName)
        XCTAssertEqual(bundle.currentVersion.name, "Storage")
        XCTAssertEqual(bundle.diagnostics, [])
    }

    func testBundledSample() throws {
        let bundle = try ModelSourceReader.readBundle(at: FixtureSupport.fixture("Sample.xcdatamodeld"))
        XCTAssertEqual(bundle.versions.map(\.name), ["Library", "Library 2"])
        XCTAssertEqual(bundle.currentVersionName, "Library 2")
        let model = bundle.currentVersion.model
        XCTAssertEqual(model.entities.map(\.name), ["Author", "Book", "Loan"])
        XCTAssertEqual(model.fetchRequestTemplates.first?.predicate, "returned == NO AND dueDate < $NOW")
        XCTAssertEqual(model.entity(named: "Book")?.uniquenessConstraints, [["isbn"]])
    }

    func testReadModelAcceptsTheContentsFileDirectly() throws {
        let path = FixtureSupport.fixture("Sample.xcdatamodeld/Library.xcdatamodel/contents")
        let (model, diagnostics) = try ModelSourceReader.readModel(at: path)
        XCTAssertEqual(model.entities.count, 3)
        XCTAssertEqual(diagnostics, [])
    }

    func testMissingModelIsAnError() {
        XCTAssertThrowsError(try ModelSourceReader.readModel(at: FixtureSupport.fixture("NoSuch.xcdatamodel"))) { error in
            let lines = FixtureSupport.render((error as? ModelError)?.diagnostics ?? [])
            XCTAssertEqual(lines.count, 1)
            XCTAssertTrue(lines.first?.hasPrefix("NoSuch.xcdatamodel:0: error: cannot read the model file") ?? false, "\(lines)")
        }
    }
}
