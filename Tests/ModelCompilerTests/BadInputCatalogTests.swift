import Foundation
import KeyedArchive
import TestTools
import XCTest

/// The bad-input catalogue: every way a source or a compiled file can be wrong, each run through the
/// real `modelc` binary under a memory limit and a time limit.
///
/// For every case: exit status 1 (never a signal or a crash status), a `PATH:LINE: error:` line that
/// names the offending file and carries the case's message fragment, nothing written when the
/// destination did not exist, a previous output left byte for byte as it was, no temporary files
/// left beside the destination, max RSS under 1 GiB (when `/usr/bin/time` exists) and at most 20 s.
///
/// Small cases are committed under `Fixtures/invalid/` (reader errors at the top level, each with its
/// `.expected` file checked by ModelSourceTests; predicate and expression syntax errors, found at
/// resolution, under `invalid/compile/`).
/// Large, environment-dependent and compiled cases are generated here at run time into a temp folder.
final class BadInputCatalogTests: XCTestCase {
    // MARK: - The table

    enum Kind: Sendable {
        /// `modelc SOURCE DEST` (fresh and over a previous output), `validate` and `dump`: all exit 1.
        case source
        /// A compiled `.mom`/`.momd`: `dump` and `validate` exit 1; compiling it is refused too.
        case compiled
        /// A good source compiled to a destination that cannot receive it.
        case destination
        /// Not an error: compile exits 0 with a warning; with `-Werror` it exits 1 and writes nothing.
        case warning
        /// A file given as a Core Data store: `modelc store` exits 2, `dump` exits 1; nothing changes.
        case store
        /// A store whose cached model does not decode: `modelc store` reports the rest with a
        /// warning (exit 0), `dump` (the cache is its model) exits 1; nothing changes.
        case storeCache
    }

    struct Prepared: Sendable {
        /// The input given to modelc.
        var input: String
        /// A fragment of the path the error line must name.
        var offending: String
        /// For `.destination` cases: the DESTINATION argument.
        var destination: String? = nil
    }

    struct Case: Sendable {
        var name: String
        var kind: Kind
        /// A fragment of the expected error message.
        var message: String
        /// Builds the input inside `work` (a fresh, empty folder for this case).
        var prepare: @Sendable (_ work: String, _ goods: Goods) throws -> Prepared
    }

    /// A case that cannot run here (e.g. permissions as root); the reason is printed.
    struct CaseSkip: Error { var reason: String }

    /// Good compiled outputs, made once by the binary under test.
    struct Goods: Sendable {
        /// Fixtures/Inheritance.xcdatamodel compiled.
        var mom: [UInt8]
        /// Fixtures/Sample.xcdatamodeld compiled (a folder).
        var momd: String
    }

    static func committed(_ name: String, _ message: String, offending: String) -> Case {
        committed(name, .source, message, offending: offending)
    }

    static func committed(_ name: String, _ kind: Kind, _ message: String, offending: String) -> Case {
        Case(name: name, kind: kind, message: message) { _, _ in
            Prepared(input: TestPaths.fixtures + "/invalid/" + name, offending: "invalid/" + offending)
        }
    }

    static let sourceCases: [Case] = [
        // Committed, read errors (also checked line for line by ModelSourceTests' .expected files).
        committed("AsymmetricInverse.xcdatamodel", "do not point at each other", offending: "AsymmetricInverse.xcdatamodel/contents"),
        committed("BillionLaughs.xcdatamodel", "refused unsafe XML", offending: "BillionLaughs.xcdatamodel/contents"),
        committed("CompositeCycle.xcdatamodel", "contains itself", offending: "CompositeCycle.xcdatamodel/contents"),
        committed("DanglingDestination.xcdatamodel", "which does not exist", offending: "DanglingDestination.xcdatamodel/contents"),
        committed("DanglingInverse.xcdatamodel", "which does not exist", offending: "DanglingInverse.xcdatamodel/contents"),
        committed("DanglingParent.xcdatamodel", "which does not exist", offending: "DanglingParent.xcdatamodel/contents"),
        committed("DuplicateEntity.xcdatamodel", "duplicate entity name 'Book'", offending: "DuplicateEntity.xcdatamodel/contents"),
        committed("DuplicateProperty.xcdatamodel", "two properties named 'title'", offending: "DuplicateProperty.xcdatamodel/contents"),
        committed("EmptyBundle.xcdatamodeld", "contains no .xcdatamodel versions", offending: "EmptyBundle.xcdatamodeld"),
        committed("ExternalEntity.xcdatamodel", "refused unsafe XML", offending: "ExternalEntity.xcdatamodel/contents"),
        committed("FetchedPropertyWithoutRequest.xcdatamodel", "has no fetch request", offending: "FetchedPropertyWithoutRequest.xcdatamodel/contents"),
        committed("InheritanceCycle.xcdatamodel", "inheritance cycle", offending: "InheritanceCycle.xcdatamodel/contents"),
        committed("InheritedDuplicate.xcdatamodel", "repeats the property 'title'", offending: "InheritedDuplicate.xcdatamodel/contents"),
        committed("MalformedXML.xcdatamodel", "malformed XML", offending: "MalformedXML.xcdatamodel/contents"),
        committed("MissingAttributeName.xcdatamodel", "attribute without a name", offending: "MissingAttributeName.xcdatamodel/contents"),
        committed("MissingCurrentVersion.xcdatamodeld", "does not exist in the bundle", offending: "MissingCurrentVersion.xcdatamodeld/.xccurrentversion"),
        committed("MissingDestination.xcdatamodel", "has no destination entity", offending: "MissingDestination.xcdatamodel/contents"),
        committed("MissingEntityName.xcdatamodel", "entity without a name", offending: "MissingEntityName.xcdatamodel/contents"),
        committed("MixedLegacyBundle.xcdatamodeld", "not a keyed archive", offending: "MixedLegacyBundle.xcdatamodeld/Store.xcdatamodel/elements"),
        committed("TraversalCurrentVersion.xcdatamodeld", "not a version directory inside the bundle", offending: "TraversalCurrentVersion.xcdatamodeld/.xccurrentversion"),
        committed("UndefinedComposite.xcdatamodel", "is not defined", offending: "UndefinedComposite.xcdatamodel/contents"),
        committed("UnknownAttributeType.xcdatamodel", "unknown type 'Binary Data'", offending: "UnknownAttributeType.xcdatamodel/contents"),
        committed("UnknownDeleteRule.xcdatamodel", "unknown deletion rule", offending: "UnknownDeleteRule.xcdatamodel/contents"),
        committed("WrongModelType.xcdatamodel", "is not supported", offending: "WrongModelType.xcdatamodel/contents"),
        committed("WrongRoot.xcdatamodel", "root element is <document>", offending: "WrongRoot.xcdatamodel/contents"),
        committed("LegacyNotAnArchive.xcdatamodel", "not a keyed archive", offending: "LegacyNotAnArchive.xcdatamodel/elements"),
        // Committed, added with this catalogue.
        committed("TruncatedXML.xcdatamodel", "malformed XML", offending: "TruncatedXML.xcdatamodel/contents"),
        committed("NonUTF8.xcdatamodel", "not valid UTF-8", offending: "NonUTF8.xcdatamodel/contents"),
        committed("MissingQuote.xcdatamodel", "AttValue: \" or ' expected", offending: "MissingQuote.xcdatamodel/contents"),
        committed("UntypedStoredAttribute.xcdatamodel", "only a transient attribute may be Undefined", offending: "UntypedStoredAttribute.xcdatamodel/contents"),
        committed("EmptyContents.xcdatamodel", "the file is empty", offending: "EmptyContents.xcdatamodel/contents"),
        committed("BinaryContents.xcdatamodel", "binary property list, not model XML", offending: "BinaryContents.xcdatamodel/contents"),
        committed("ContentsIsDirectory.xcdatamodel", "it is a directory", offending: "ContentsIsDirectory.xcdatamodel/contents"),
        committed("ExternalDTD.xcdatamodel", "entity reference '&xxe;' is not allowed", offending: "ExternalDTD.xcdatamodel/contents"),
        committed("MalformedMarker.xcdatamodeld", "is not a valid property list", offending: "MalformedMarker.xcdatamodeld/.xccurrentversion"),
        committed("AbsoluteCurrentVersion.xcdatamodeld", "not a version directory inside the bundle", offending: "AbsoluteCurrentVersion.xcdatamodeld/.xccurrentversion"),
        committed("compile/BadFetchPredicate.xcdatamodel", .source, "predicate", offending: "compile/BadFetchPredicate.xcdatamodel/contents"),
        committed("compile/BadFetchedPropertyPredicate.xcdatamodel", .source, "predicate", offending: "compile/BadFetchedPropertyPredicate.xcdatamodel/contents"),
        committed("compile/BadDerivation.xcdatamodel", .source, "derivation expression", offending: "compile/BadDerivation.xcdatamodel/contents"),

        // Generated at run time.
        Case(name: "100k-deep nesting", kind: .source, message: "nested too deeply") { work, _ in
            let depth = 100_000
            var xml = header + "\n    <entity name=\"Deep\" syncable=\"YES\">\n        <userInfo>"
            xml += String(repeating: "<entry key=\"k\" value=\"v\">", count: depth)
            xml += String(repeating: "</entry>", count: depth)
            xml += "</userInfo>\n    </entity>\n</model>\n"
            let model = try write(xml, model: "Deep", in: work)
            return Prepared(input: model, offending: "Deep.xcdatamodel/contents")
        },
        Case(name: "20 MB attribute value", kind: .source, message: "too long") { work, _ in
            let name = String(repeating: "A", count: 20 * 1024 * 1024)
            let xml = header + "\n    <entity name=\"\(name)\" syncable=\"YES\"/>\n</model>\n"
            let model = try write(xml, model: "Huge", in: work)
            return Prepared(input: model, offending: "Huge.xcdatamodel/contents")
        },
        Case(name: "20 MB text", kind: .source, message: "too long") { work, _ in
            let text = String(repeating: "A", count: 20 * 1024 * 1024)
            let xml = header + "\n    <entity name=\"Huge\" syncable=\"YES\">\(text)</entity>\n</model>\n"
            let model = try write(xml, model: "HugeText", in: work)
            return Prepared(input: model, offending: "HugeText.xcdatamodel/contents")
        },
        Case(name: "billion laughs (generated, 10 levels)", kind: .source, message: "refused unsafe XML") { work, _ in
            var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE model [\n  <!ENTITY lol0 \"lol\">\n"
            for level in 1...10 {
                xml += "  <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">\n"
            }
            xml += "]>\n<model type=\"com.apple.IDECoreDataModeler.DataModel\"><entity name=\"&lol10;\"/></model>\n"
            let model = try write(xml, model: "Laughs", in: work)
            return Prepared(input: model, offending: "Laughs.xcdatamodel/contents")
        },
        Case(name: "version folder is a symbolic link to the bundle (ln -s . loop)", kind: .source, message: "no model 'contents' file") { work, _ in
            let bundle = try goodBundle(in: work)
            try symlink(".", at: bundle + "/loop")
            try symlink(".", at: bundle + "/loop.xcdatamodel")
            return Prepared(input: bundle, offending: "Store.xcdatamodeld/loop.xcdatamodel")
        },
        Case(name: "version folder is a symbolic link to itself", kind: .source, message: "symbolic link") { work, _ in
            let bundle = try goodBundle(in: work)
            try symlink("Self.xcdatamodel", at: bundle + "/Self.xcdatamodel")
            return Prepared(input: bundle, offending: "Store.xcdatamodeld/Self.xcdatamodel")
        },
        Case(name: "contents is a symbolic link to itself", kind: .source, message: "symbolic link") { work, _ in
            let folder = work + "/Loop.xcdatamodel"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try symlink("contents", at: folder + "/contents")
            return Prepared(input: folder, offending: "Loop.xcdatamodel/contents")
        },
        Case(name: "source is a symbolic link to itself", kind: .source, message: "symbolic link") { work, _ in
            try symlink("Loop.xcdatamodeld", at: work + "/Loop.xcdatamodeld")
            return Prepared(input: work + "/Loop.xcdatamodeld", offending: "Loop.xcdatamodeld")
        },
        Case(name: "unreadable contents (chmod 000)", kind: .source, message: "cannot read") { work, _ in
            let model = try write(header + "\n</model>\n", model: "Locked", in: work)
            try chmodDenyingReads(model + "/contents")
            return Prepared(input: model, offending: "Locked.xcdatamodel/contents")
        },
        Case(name: "unreadable bundle (chmod 000)", kind: .source, message: "not a readable directory") { work, _ in
            let bundle = try goodBundle(in: work)
            try chmodDenyingReads(bundle)
            return Prepared(input: bundle, offending: "Store.xcdatamodeld")
        },
        Case(name: ".xccurrentversion names ../../x", kind: .source, message: "not a version directory inside the bundle") { work, _ in
            let bundle = try goodBundle(in: work, marker: "../../x")
            return Prepared(input: bundle, offending: "Store.xcdatamodeld/.xccurrentversion")
        },
        Case(name: ".xccurrentversion is a directory", kind: .source, message: "cannot read") { work, _ in
            let bundle = try goodBundle(in: work)
            try FileManager.default.createDirectory(atPath: bundle + "/.xccurrentversion", withIntermediateDirectories: true)
            return Prepared(input: bundle, offending: "Store.xcdatamodeld/.xccurrentversion")
        },
        legacy("Xcode 3 elements truncated to half", "corrupt binary plist") { Array($0.prefix($0.count / 2)) },
        legacy("Xcode 3 elements with its trailer cut off", "cannot read the Xcode 3 model archive") { Array($0.dropLast(10)) },
        legacy("Xcode 3 elements of an unknown root class", "not an Xcode 3 model") { _ in
            var builder = LegacyModelReaderTests.library
            builder.rootClassName = "XDDiagramStorage"
            return try builder.archive()
        },
        legacy("Xcode 3 elements with a property of an unknown class", "unknown class XDPMMystery") { _ in
            var builder = LegacyModelReaderTests.library
            builder.entities[2].properties[1].className = "XDPMMystery"
            return try builder.archive()
        },
        legacy("Xcode 3 elements without a root object", "no root") { _ in
            BinaryPropertyListWriter.encode(.dictionary([
                ("$archiver", .string("NSKeyedArchiver")), ("$version", .integer(100000)),
                ("$top", .dictionary([])), ("$objects", .array([.string("$null")])),
            ]))
        },
        legacy("Xcode 3 elements whose user info contains itself", "a cycle") { _ in
            var builder = LegacyModelReaderTests.library
            builder.entities[0].settings[2] = ("XD_PSK_userInfo", .dictionary([("loop", .selfContainingDictionary)]))
            return try builder.archive()
        },
        legacy("Xcode 3 entity inheriting from itself", "inheritance cycle") { _ in
            var builder = LegacyModelReaderTests.library
            builder.entities[0].parent = "Book"
            return try builder.archive()
        },
        Case(name: "source does not exist", kind: .source, message: "no such file or directory") { work, _ in
            Prepared(input: work + "/Missing.xcdatamodel", offending: "Missing.xcdatamodel")
        },
        Case(name: "source is not a model", kind: .source, message: "not a Core Data model") { work, _ in
            try Data("hello\n".utf8).write(to: URL(fileURLWithPath: work + "/notes.txt"))
            return Prepared(input: work + "/notes.txt", offending: "notes.txt")
        },
    ]

    /// An Xcode 3 model folder whose `elements` is `make` applied to a good archive (the library
    /// model of `LegacyModelReaderTests`), with a `layout` beside it.
    static func legacy(_ name: String, _ message: String, make: @escaping @Sendable ([UInt8]) throws -> [UInt8]) -> Case {
        Case(name: name, kind: .source, message: message) { work, _ in
            let folder = work + "/Old.xcdatamodel"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let bytes = try make(try LegacyModelReaderTests.library.archive())
            try Data(bytes).write(to: URL(fileURLWithPath: folder + "/elements"))
            try Data("diagram".utf8).write(to: URL(fileURLWithPath: folder + "/layout"))
            return Prepared(input: folder, offending: "Old.xcdatamodel/elements")
        }
    }

    static let compiledCases: [Case] = [
        mom("empty .mom", "not a binary property list") { _ in [] },
        mom("text, not a plist", "not a binary property list") { _ in Array("hello, world\n".utf8) },
        mom("XML property list", "not a binary property list") { _ in
            Array("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict/></plist>\n".utf8)
        },
        mom("truncated to half", "corrupt binary plist") { Array($0.prefix($0.count / 2)) },
        mom("trailer cut off", "corrupt binary plist trailer") { Array($0.dropLast(10)) },
        mom("offset table past the end", "offset table offset") { bytes in
            var copy = bytes
            patch(&copy, trailerField: 24, width: 8, UInt64(bytes.count + 4096))
            return copy
        },
        mom("object offset past the end", "outside the object area") { bytes in
            var copy = bytes
            let trailer = Trailer(copy)
            patch(&copy, at: trailer.tableOffset + trailer.offsetSize, width: trailer.offsetSize, UInt64.max)
            return copy
        },
        mom("object-ref size 0", "object reference size 0") { bytes in
            var copy = bytes
            copy[copy.count - 25] = 0
            return copy
        },
        mom("offset size 0", "offset size 0") { bytes in
            var copy = bytes
            copy[copy.count - 26] = 0
            return copy
        },
        mom("object count 2^62", "object count") { bytes in
            var copy = bytes
            patch(&copy, trailerField: 8, width: 8, 1 << 62)
            return copy
        },
        mom("top object out of range", "top object") { bytes in
            var copy = bytes
            patch(&copy, trailerField: 16, width: 8, UInt64(Trailer(bytes).count + 5))
            return copy
        },
        mom("array containing itself (plist cycle)", "reference cycle") { _ in
            handcrafted(objects: [[0xA1, 0x00]], refSize: 1)
        },
        mom("100k nested arrays", "deeper than") { _ in
            let depth = 100_000
            var objects: [[UInt8]] = []
            objects.reserveCapacity(depth + 1)
            for index in 0..<depth {
                let next = UInt32(index + 1)
                objects.append([0xA1, UInt8(next >> 24), UInt8((next >> 16) & 0xFF), UInt8((next >> 8) & 0xFF), UInt8(next & 0xFF)])
            }
            objects.append([0xA0])
            return handcrafted(objects: objects, refSize: 4)
        },
        mom("array claiming 2^60 elements", "exceeds the file size") { _ in
            handcrafted(objects: [[0xAF, 0x13, 0x10, 0, 0, 0, 0, 0, 0, 0]], refSize: 1)
        },
        mom("string claiming 2^60 characters", "exceeds the file size") { _ in
            handcrafted(objects: [[0x5F, 0x13, 0x10, 0, 0, 0, 0, 0, 0, 0]], refSize: 1)
        },
        mom("plain dictionary, not an archive", "not a keyed archive") { _ in
            BinaryPropertyListWriter.encode(.dictionary([("NSEntities", .string("Book"))]))
        },
        mom("root UID out of range", "out of range") { bytes in
            try archiveEdit(bytes) { top, _ in top = .dictionary([("root", .uid(UID(999_999)))]) }
        },
        mom("NSEntities is a string", "NSEntities") { bytes in
            try archiveEdit(bytes) { _, objects in
                objects.append(.string("Book"))
                try setModelKey("NSEntities", to: .uid(UID(UInt32(objects.count - 1))), in: &objects)
            }
        },
        mom("NSEntities refers back to the model (archive cycle)", "expected an NSDictionary") { bytes in
            try archiveEdit(bytes) { _, objects in
                let model = try modelIndex(objects)
                try setModelKey("NSEntities", to: .uid(UID(UInt32(model))), in: &objects)
            }
        },
        mom("NSEntities: 100k nested dictionaries", "is not an NSEntityDescription") { bytes in
            try archiveEdit(bytes) { _, objects in
                objects.append(.dictionary([("$classes", .array([.string("NSDictionary"), .string("NSObject")])),
                                            ("$classname", .string("NSDictionary"))]))
                let classUID = PropertyListValue.uid(UID(UInt32(objects.count - 1)))
                objects.append(.string("k"))
                let key = PropertyListValue.uid(UID(UInt32(objects.count - 1)))
                let first = objects.count
                let depth = 100_000
                for index in 0..<depth {
                    let next = PropertyListValue.uid(UID(UInt32(index + 1 < depth ? first + index + 1 : 0)))
                    objects.append(.dictionary([("NS.keys", .array([key])), ("NS.objects", .array([next])), ("$class", classUID)]))
                }
                try setModelKey("NSEntities", to: .uid(UID(UInt32(first))), in: &objects)
            }
        },
        mom("a .mom that is a directory", "cannot read") { _ in nil },
        momd("VersionInfo.plist is garbage", "VersionInfo.plist", "not a valid VersionInfo.plist") { folder in
            try Data("garbage".utf8).write(to: URL(fileURLWithPath: folder + "/VersionInfo.plist"))
        },
        momd("VersionInfo.plist is an array", "VersionInfo.plist", "not a dictionary") { folder in
            try Data(BinaryPropertyListWriter.encode(.array([.string("x")]))).write(to: URL(fileURLWithPath: folder + "/VersionInfo.plist"))
        },
        momd("a .mom inside is truncated", "Library 2.mom", "corrupt binary plist") { folder in
            let path = folder + "/Library 2.mom"
            let bytes = try readBytes(path)
            try Data(bytes.prefix(bytes.count / 3)).write(to: URL(fileURLWithPath: path))
        },
        momd("a .mom inside is a symbolic link to itself", "Loop.mom", "symbolic link") { folder in
            try symlink("Loop.mom", at: folder + "/Loop.mom")
        },
        momd("no .mom inside", "Sample.momd", "no .mom files") { folder in
            for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".mom") {
                try FileManager.default.removeItem(atPath: folder + "/" + name)
            }
        },
    ]

    static let destinationCases: [Case] = [
        Case(name: "destination's parent is a regular file", kind: .destination, message: "is a file, not a directory") { work, _ in
            try Data("x".utf8).write(to: URL(fileURLWithPath: work + "/file"))
            return Prepared(input: TestPaths.fixtures + "/Inheritance.xcdatamodel", offending: work + "/file/Out.mom",
                            destination: work + "/file/Out.mom")
        },
        Case(name: "destination's grandparent is a regular file", kind: .destination, message: "/file/sub/Out.mom': '") { work, _ in
            try Data("x".utf8).write(to: URL(fileURLWithPath: work + "/file"))
            return Prepared(input: TestPaths.fixtures + "/Inheritance.xcdatamodel", offending: work + "/file/sub/Out.mom",
                            destination: work + "/file/sub/Out.mom")
        },
        Case(name: ".momd destination is an existing regular file", kind: .destination, message: "is a file") { work, _ in
            try Data("keep me".utf8).write(to: URL(fileURLWithPath: work + "/Out.momd"))
            return Prepared(input: TestPaths.fixtures + "/Sample.xcdatamodeld", offending: work + "/Out.momd",
                            destination: work + "/Out.momd")
        },
        Case(name: "directory destination holds a regular file named <Base>.momd", kind: .destination, message: "is a file") { work, _ in
            try FileManager.default.createDirectory(atPath: work + "/out", withIntermediateDirectories: true)
            try Data("keep me".utf8).write(to: URL(fileURLWithPath: work + "/out/Sample.momd"))
            return Prepared(input: TestPaths.fixtures + "/Sample.xcdatamodeld", offending: work + "/out/Sample.momd",
                            destination: work + "/out/")
        },
        Case(name: "destination folder is read-only (chmod 555)", kind: .destination, message: "cannot") { work, _ in
            try FileManager.default.createDirectory(atPath: work + "/locked", withIntermediateDirectories: true)
            try chmodDenyingWrites(work + "/locked")
            return Prepared(input: TestPaths.fixtures + "/Inheritance.xcdatamodel", offending: work + "/locked/Out.mom",
                            destination: work + "/locked/Out.mom")
        },
    ]

    static let warningCases: [Case] = [
        Case(name: "bad default value (warning, not an error)", kind: .warning, message: "is not a valid Integer 16") { _, _ in
            Prepared(input: TestPaths.fixtures + "/warnings/BadIntegerDefault.xcdatamodel", offending: "BadIntegerDefault.xcdatamodel/contents")
        },
    ]

    // MARK: - Tests

    func testSourceCases() throws { try runAll(Self.sourceCases) }
    func testCompiledCases() throws { try runAll(Self.compiledCases) }
    func testDestinationCases() throws { try runAll(Self.destinationCases) }
    func testWarningCases() throws { try runAll(Self.warningCases) }
    func testStoreCases() throws { try runAll(Self.storeCases) }
    func testStoreCacheCases() throws { try runAll(Self.storeCacheCases) }

    /// Every committed case under `Fixtures/invalid` (and `invalid/compile`) has a row.
    func testCatalogueCoversEveryCommittedCase() {
        let rows = Set(Self.sourceCases.map(\.name))
        for folder in ["invalid", "invalid/compile"] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.fixtures + "/" + folder)) ?? []
            for entry in entries where entry.hasSuffix(".xcdatamodel") || entry.hasSuffix(".xcdatamodeld") {
                let name = folder == "invalid" ? entry : "compile/" + entry
                XCTAssertTrue(rows.contains(name), "Fixtures/\(folder)/\(entry) has no row in BadInputCatalogTests")
            }
        }
    }

    // MARK: - Running a case

    private func runAll(_ cases: [Case]) throws {
        _ = try ModelcBinary.require()
        let goods = try makeGoods()
        if Sandbox.timeCommand == nil { print("note: /usr/bin/time is absent; max RSS is not measured (the address-space limit still applies)") }
        for testCase in cases {
            let work = try TestPaths.temporaryDirectory(self)
            addTeardownBlock { Self.restorePermissions(under: work) }
            let prepared: Prepared
            do {
                prepared = try testCase.prepare(work, goods)
            } catch let skip as CaseSkip {
                print("note: skipping bad-input case '\(testCase.name)': \(skip.reason)")
                continue
            }
            switch testCase.kind {
            case .source: try checkSource(testCase, prepared, work: work, goods: goods)
            case .compiled: try checkCompiled(testCase, prepared, work: work)
            case .destination: try checkDestination(testCase, prepared, work: work)
            case .warning: try checkWarning(testCase, prepared, work: work, goods: goods)
            case .store: try checkStore(testCase, prepared, work: work)
            case .storeCache: try checkStoreCache(testCase, prepared, work: work)
            }
        }
    }

    private func checkSource(_ testCase: Case, _ prepared: Prepared, work: String, goods: Goods) throws {
        let isBundle = prepared.input.hasSuffix(".xcdatamodeld")
        let outputName = "Model." + (isBundle ? "momd" : "mom")

        // 1. No previous output: nothing at all may appear (not even the destination's folder).
        let fresh = work + "/fresh/out/" + outputName
        let before = Snapshot(work)
        let first = try Sandbox.run([prepared.input, fresh])
        expectError(first, testCase, prepared, "compile (fresh destination)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: work + "/fresh"), "\(testCase.name): something was written at \(work)/fresh")
        XCTAssertEqual(Snapshot(work), before, "\(testCase.name): the work folder changed")

        // 2. A previous output from a good model stays byte for byte, with no temporary left beside it.
        let previous = work + "/previous"
        try FileManager.default.createDirectory(atPath: previous, withIntermediateDirectories: true)
        if isBundle {
            try FileManager.default.copyItem(atPath: goods.momd, toPath: previous + "/" + outputName)
        } else {
            try Data(goods.mom).write(to: URL(fileURLWithPath: previous + "/" + outputName))
        }
        let withPrevious = Snapshot(work)
        let second = try Sandbox.run([prepared.input, previous + "/" + outputName])
        expectError(second, testCase, prepared, "compile (over a previous output)")
        XCTAssertEqual(Snapshot(work), withPrevious, "\(testCase.name): the previous output or the work folder changed")
        expectNoTemporaries(in: previous, testCase)

        // 3. The same over a directory destination (`DEST/` receives <Base>.mom[d]).
        let third = try Sandbox.run([prepared.input, previous + "/"])
        expectError(third, testCase, prepared, "compile (directory destination)")
        XCTAssertEqual(Snapshot(work), withPrevious, "\(testCase.name): a directory destination changed")

        // 4. validate and dump report the same problem.
        let validate = try Sandbox.run(["validate", prepared.input])
        expectError(validate, testCase, prepared, "validate")
        let dump = try Sandbox.run(["dump", prepared.input])
        expectError(dump, testCase, prepared, "dump")
    }

    private func checkCompiled(_ testCase: Case, _ prepared: Prepared, work: String) throws {
        let before = Snapshot(work)
        for command in [["dump"], ["dump", "--format", "json"], ["validate"]] {
            let run = try Sandbox.run(command + [prepared.input])
            expectError(run, testCase, prepared, command.joined(separator: " "))
        }
        // Compiling a compiled model is refused without writing anything.
        let compile = try Sandbox.run([prepared.input, work + "/fresh/Out.mom"])
        expectBounded(compile, testCase, "compile", allowSuccess: false)
        XCTAssertTrue(compile.errorLines.contains { $0.path.contains(prepared.offending) || $0.path.contains((prepared.input as NSString).lastPathComponent) },
                      "\(testCase.name): compile did not name the input:\n\(compile.stderr)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: work + "/fresh"), "\(testCase.name): compile wrote something")
        XCTAssertEqual(Snapshot(work), before, "\(testCase.name): the work folder changed")
    }

    private func checkDestination(_ testCase: Case, _ prepared: Prepared, work: String) throws {
        let before = Snapshot(work)
        let run = try Sandbox.run([prepared.input, prepared.destination ?? work + "/Out.mom"])
        expectError(run, testCase, prepared, "compile")
        XCTAssertEqual(Snapshot(work), before, "\(testCase.name): the destination or its neighbours changed")
    }

    private func checkWarning(_ testCase: Case, _ prepared: Prepared, work: String, goods: Goods) throws {
        let output = work + "/ok/Model.mom"
        let run = try Sandbox.run([prepared.input, output])
        expectBounded(run, testCase, "compile", allowSuccess: true)
        XCTAssertEqual(run.status, 0, "\(testCase.name): a warning must not fail the build:\n\(run.stderr)")
        XCTAssertTrue(run.diagnosticLines.contains { $0.severity == "warning" && $0.path.contains(prepared.offending) && $0.message.contains(testCase.message) },
                      "\(testCase.name): expected a warning naming \(prepared.offending) with '\(testCase.message)':\n\(run.stderr)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: output), "\(testCase.name): no output written")

        // With -Werror it is an error: nothing written, a previous output untouched.
        let previous = work + "/previous/Model.mom"
        try FileManager.default.createDirectory(atPath: work + "/previous", withIntermediateDirectories: true)
        try Data(goods.mom).write(to: URL(fileURLWithPath: previous))
        let before = Snapshot(work)
        let strict = try Sandbox.run(["-Werror", prepared.input, previous])
        expectError(strict, testCase, prepared, "compile -Werror")
        XCTAssertEqual(Snapshot(work), before, "\(testCase.name): -Werror changed the previous output")
        let fresh = try Sandbox.run(["--warnings-as-errors", prepared.input, work + "/fresh/Model.mom"])
        expectError(fresh, testCase, prepared, "compile --warnings-as-errors")
        XCTAssertFalse(FileManager.default.fileExists(atPath: work + "/fresh"), "\(testCase.name): -Werror wrote something")
    }

    // MARK: - Assertions

    func expectBounded(_ run: Sandbox.Outcome, _ testCase: Case, _ what: String, allowSuccess: Bool, failureStatus: Int32 = 1) {
        let label = "\(testCase.name) [\(what)]"
        XCTAssertFalse(run.timedOut, "\(label): still running after \(Sandbox.timeLimit) s; killed")
        XCTAssertFalse(run.signaled, "\(label): killed by a signal (status \(run.status))\n\(run.stderr)")
        XCTAssertTrue(run.status == failureStatus || (allowSuccess && run.status == 0), "\(label): exit status \(run.status)\n\(run.stderr)")
        XCTAssertFalse(run.stderr.contains("Fatal error") || run.stderr.contains("Stack dump") || run.stderr.contains("Command terminated by signal"),
                       "\(label): crashed\n\(run.stderr)")
        if let kib = run.maxRSSKiB {
            XCTAssertLessThan(kib, Sandbox.maxRSSKiB, "\(label): max RSS \(kib / 1024) MiB")
        }
        XCTAssertLessThan(run.seconds, Double(Sandbox.timeLimit), "\(label): took \(run.seconds) s")
    }

    func expectError(_ run: Sandbox.Outcome, _ testCase: Case, _ prepared: Prepared, _ what: String, failureStatus: Int32 = 1) {
        let label = "\(testCase.name) [\(what)]"
        expectBounded(run, testCase, what, allowSuccess: false, failureStatus: failureStatus)
        let errors = run.errorLines
        if let first = errors.first {
            let rss = run.maxRSSKiB.map { "\($0 / 1024) MiB" } ?? "RSS not measured"
            print("catalogue: \(label) → \(first.message) [\(rss), \(String(format: "%.2f", run.seconds)) s]")
        }
        XCTAssertFalse(errors.isEmpty, "\(label): no 'PATH:LINE: error: MESSAGE' line on stderr:\n\(run.stderr)")
        XCTAssertTrue(errors.contains { $0.path.contains(prepared.offending) },
                      "\(label): no error names \(prepared.offending):\n\(run.stderr)")
        XCTAssertTrue(errors.contains { $0.message.contains(testCase.message) },
                      "\(label): no error says '\(testCase.message)':\n\(run.stderr)")
        for line in errors where line.message.trimmingCharacters(in: .whitespaces).isEmpty {
            XCTFail("\(label): an error line without a message: \(line)")
        }
    }

    private func expectNoTemporaries(in folder: String, _ testCase: Case) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let leftovers = names.filter { $0.contains(".modelc-") && $0.contains("-tmp") }
        XCTAssertTrue(leftovers.isEmpty, "\(testCase.name): temporaries left in \(folder): \(leftovers)")
    }

    // MARK: - Good outputs

    private func makeGoods() throws -> Goods {
        let folder = try TestPaths.temporaryDirectory(self)
        let mom = folder + "/Inheritance.mom"
        let momd = folder + "/Sample.momd"
        for (source, destination) in [(TestPaths.fixtures + "/Inheritance.xcdatamodel", mom), (TestPaths.fixtures + "/Sample.xcdatamodeld", momd)] {
            let run = try Sandbox.run([source, destination])
            guard run.status == 0 else {
                XCTFail("cannot compile the good model \(source):\n\(run.stderr)")
                throw CaseSkip(reason: "no good model")
            }
        }
        return Goods(mom: try Self.readBytes(mom), momd: momd)
    }
}

// MARK: - Case builders

extension BadInputCatalogTests {
    static let header = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22758" systemVersion="23F79" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
        """

    static let bookEntity = """
            <entity name="Book" representedClassName="Book" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
            </entity>
        """

    static func write(_ xml: String, model name: String, in folder: String) throws -> String {
        let path = folder + "/" + name + ".xcdatamodel"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try Data(xml.utf8).write(to: URL(fileURLWithPath: path + "/contents"))
        return path
    }

    /// `<work>/Store.xcdatamodeld` with one good version `Store.xcdatamodel` and an optional marker.
    static func goodBundle(in work: String, marker: String? = nil) throws -> String {
        let bundle = work + "/Store.xcdatamodeld"
        _ = try write(header + "\n" + bookEntity + "\n</model>\n", model: "Store", in: bundle)
        if let marker {
            let plist = """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                \t<key>_XCCurrentVersionName</key>
                \t<string>\(marker)</string>
                </dict>
                </plist>

                """
            try Data(plist.utf8).write(to: URL(fileURLWithPath: bundle + "/.xccurrentversion"))
        }
        return bundle
    }

    static func symlink(_ target: String, at path: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    /// chmod 000; skips the case when the file is still readable (root ignores permissions).
    static func chmodDenyingReads(_ path: String) throws {
        guard chmod(path, 0) == 0 else { throw CaseSkip(reason: "chmod failed: \(String(cString: strerror(errno)))") }
        let descriptor = open(path, O_RDONLY)
        if descriptor >= 0 {
            close(descriptor)
            _ = chmod(path, 0o755)
            throw CaseSkip(reason: "running as uid \(getuid()), which reads files whatever their mode (chmod 000 does not deny reads here)")
        }
    }

    /// chmod 555 on a folder; skips the case when it is still writable (root).
    static func chmodDenyingWrites(_ path: String) throws {
        guard chmod(path, 0o555) == 0 else { throw CaseSkip(reason: "chmod failed: \(String(cString: strerror(errno)))") }
        if access(path, W_OK) == 0 {
            _ = chmod(path, 0o755)
            throw CaseSkip(reason: "running as uid \(getuid()), which writes into read-only folders (chmod 555 does not deny writes here)")
        }
    }

    /// Gives back every permission under `folder`, so the temporary folder can be removed.
    static func restorePermissions(under folder: String) {
        _ = chmod(folder, 0o755)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFLNK else { continue }
            _ = chmod(path, 0o755)
            if (info.st_mode & S_IFMT) == S_IFDIR { restorePermissions(under: path) }
        }
    }

    static func readBytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// A `.mom` case: `corrupt` turns the good archive's bytes into the case's bytes (nil: a folder).
    static func mom(_ name: String, _ message: String, _ corrupt: @escaping @Sendable ([UInt8]) throws -> [UInt8]?) -> Case {
        Case(name: name, kind: .compiled, message: message) { work, goods in
            let path = work + "/Corrupt.mom"
            if let bytes = try corrupt(goods.mom) {
                try Data(bytes).write(to: URL(fileURLWithPath: path))
            } else {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            }
            return Prepared(input: path, offending: "Corrupt.mom")
        }
    }

    /// A `.momd` case: a copy of the good Sample.momd, then `corrupt` edits the copy.
    static func momd(_ name: String, _ offending: String, _ message: String, _ corrupt: @escaping @Sendable (String) throws -> Void) -> Case {
        Case(name: name, kind: .compiled, message: message) { work, goods in
            let folder = work + "/Sample.momd"
            try FileManager.default.copyItem(atPath: goods.momd, toPath: folder)
            try corrupt(folder)
            return Prepared(input: folder, offending: offending)
        }
    }

    /// The 32-byte trailer of a binary property list.
    struct Trailer {
        var offsetSize: Int
        var refSize: Int
        var count: Int
        var tableOffset: Int

        init(_ bytes: [UInt8]) {
            let base = bytes.count - 32
            func number(_ at: Int) -> Int { (0..<8).reduce(0) { $0 << 8 | Int(bytes[base + at + $1]) } }
            offsetSize = Int(bytes[base + 6])
            refSize = Int(bytes[base + 7])
            count = number(8)
            tableOffset = number(24)
        }
    }

    /// Writes `value` big-endian in `width` bytes at `offset` (truncating high bytes).
    static func patch(_ bytes: inout [UInt8], at offset: Int, width: Int, _ value: UInt64) {
        for index in 0..<width {
            bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(width - 1 - index)))
        }
    }

    /// Patches a field of the trailer (`field` is its offset within the 32 bytes).
    static func patch(_ bytes: inout [UInt8], trailerField field: Int, width: Int, _ value: UInt64) {
        patch(&bytes, at: bytes.count - 32 + field, width: width, value)
    }

    /// A binary plist of raw `objects` (object 0 is the top), with 4-byte offsets.
    static func handcrafted(objects: [[UInt8]], refSize: UInt8) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let tableOffset = bytes.count
        for offset in offsets {
            bytes += [UInt8(offset >> 24 & 0xFF), UInt8(offset >> 16 & 0xFF), UInt8(offset >> 8 & 0xFF), UInt8(offset & 0xFF)]
        }
        bytes += [0, 0, 0, 0, 0, 0, 4, refSize]
        bytes += Array(repeating: 0, count: 32 - 8)
        patch(&bytes, trailerField: 8, width: 8, UInt64(objects.count))
        patch(&bytes, trailerField: 16, width: 8, 0)
        patch(&bytes, trailerField: 24, width: 8, UInt64(tableOffset))
        return bytes
    }

    /// Decodes the good archive, lets `edit` change `$top` and `$objects`, and encodes it again.
    static func archiveEdit(_ bytes: [UInt8], _ edit: (inout PropertyListValue, inout [PropertyListValue]) throws -> Void) throws -> [UInt8] {
        guard case .dictionary(var entries) = try BinaryPropertyListReader.decode(bytes) else {
            throw CaseSkip(reason: "the good archive is not a dictionary")
        }
        guard let topIndex = entries.firstIndex(where: { $0.key == "$top" }),
              let objectsIndex = entries.firstIndex(where: { $0.key == "$objects" }),
              case .array(var objects) = entries[objectsIndex].value else {
            throw CaseSkip(reason: "the good archive has no $top/$objects")
        }
        var top = entries[topIndex].value
        try edit(&top, &objects)
        entries[topIndex].value = top
        entries[objectsIndex].value = .array(objects)
        return BinaryPropertyListWriter.encode(.dictionary(entries))
    }

    /// The index in `$objects` of the NSManagedObjectModel.
    static func modelIndex(_ objects: [PropertyListValue]) throws -> Int {
        for (index, object) in objects.enumerated() {
            guard case .dictionary(let entries) = object,
                  let classRef = entries.first(where: { $0.key == "$class" })?.value,
                  case .uid(let uid) = classRef, uid.index < objects.count,
                  case .dictionary(let classEntries) = objects[uid.index],
                  let className = classEntries.first(where: { $0.key == "$classname" })?.value,
                  className == .string("NSManagedObjectModel") else { continue }
            return index
        }
        throw CaseSkip(reason: "no NSManagedObjectModel in the good archive")
    }

    static func setModelKey(_ key: String, to value: PropertyListValue, in objects: inout [PropertyListValue]) throws {
        let index = try modelIndex(objects)
        guard case .dictionary(var entries) = objects[index] else { return }
        if let position = entries.firstIndex(where: { $0.key == key }) {
            entries[position].value = value
        } else {
            entries.append((key, value))
        }
        objects[index] = .dictionary(entries)
    }
}

// MARK: - Files on disk

/// Every file, folder and link under a folder (links are not followed), with file contents.
struct Snapshot: Equatable {
    var entries: [String: String]

    init(_ root: String) {
        entries = [:]
        walk(root, relative: "")
    }

    private mutating func walk(_ folder: String, relative: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            let path = folder + "/" + name
            let key = relative + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { entries[key] = "?"; continue }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                entries[key] = "link → " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
            case S_IFDIR:
                entries[key] = "dir \(info.st_mode & 0o777)"
                if info.st_mode & 0o500 == 0o500 { walk(path, relative: key) }
            default:
                let data = (info.st_mode & 0o400) != 0 ? (FileManager.default.contents(atPath: path) ?? Data()) : Data()
                var hasher = Hasher()
                hasher.combine(data)
                entries[key] = "file \(info.st_mode & 0o777) \(data.count) bytes \(hasher.finalize())"
            }
        }
    }
}

// MARK: - Running modelc under limits

enum Sandbox {
    static let timeLimit = 20
    /// Address-space limit for the child (virtual memory, so generous: 4 GiB).
    static let addressSpaceLimit: UInt64 = 4 << 30
    /// The bound asserted on measured max RSS.
    static let maxRSSKiB = 1 << 20

    static let timeCommand: String? = FileManager.default.isExecutableFile(atPath: "/usr/bin/time") ? "/usr/bin/time" : nil
    static let prlimitCommand: String? = FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit") ? "/usr/bin/prlimit" : nil

    struct DiagnosticLine: CustomStringConvertible {
        var path: String
        var line: String
        var severity: String
        var message: String
        var description: String { "\(path):\(line): \(severity): \(message)" }
    }

    struct Outcome {
        var status: Int32
        var signaled: Bool
        var timedOut: Bool
        var stdout: String
        var stderr: String
        var maxRSSKiB: Int?
        var seconds: Double

        var diagnosticLines: [DiagnosticLine] {
            stderr.split(separator: "\n").compactMap { line in
                let text = String(line)
                let range = NSRange(text.startIndex..., in: text)
                guard let match = Sandbox.diagnosticPattern.firstMatch(in: text, range: range) else { return nil }
                func group(_ index: Int) -> String { Range(match.range(at: index), in: text).map { String(text[$0]) } ?? "" }
                return DiagnosticLine(path: group(1), line: group(2), severity: group(3), message: group(4))
            }
        }

        var errorLines: [DiagnosticLine] { diagnosticLines.filter { $0.severity == "error" } }
    }

    /// `PATH:LINE: severity: MESSAGE` with a numeric LINE.
    static let diagnosticPattern = try! NSRegularExpression(pattern: "^(.+):([0-9]+): (error|warning|note): (.*)$")

    /// Runs modelc with `arguments` under an address-space limit, measuring max RSS, killing it after `timeLimit`.
    static func run(_ arguments: [String]) throws -> Outcome {
        let modelc = try ModelcBinary.require()
        let scratch = NSTemporaryDirectory() + "modelc-catalogue-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let rssFile = scratch + "/rss"

        var command: [String] = []
        if let time = timeCommand { command += [time, "-f", "%M", "-o", rssFile] }
        if let prlimit = prlimitCommand {
            command += [prlimit, "--as=\(addressSpaceLimit)", "--"]
        } else {
            command += ["/bin/sh", "-c", "ulimit -v \(addressSpaceLimit / 1024) && exec \"$0\" \"$@\""]
        }
        command += [modelc] + arguments

        let run = try ProcessRunner.run(command[0], Array(command.dropFirst()), in: scratch, timeLimit: timeLimit)
        var stderr = run.stderr
        var rss: Int?
        if timeCommand != nil, let text = try? String(contentsOfFile: rssFile, encoding: .utf8) {
            // GNU time writes "Command exited with non-zero status N" / "Command terminated by signal N" first.
            let lines = text.split(separator: "\n").map(String.init)
            rss = lines.last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            stderr += lines.dropLast().filter { $0.contains("terminated by signal") }.map { $0 + "\n" }.joined()
        }
        let signaled = run.signaled || stderr.contains("Command terminated by signal")
        return Outcome(status: run.status, signaled: signaled, timedOut: run.timedOut,
                       stdout: run.stdout, stderr: stderr, maxRSSKiB: rss, seconds: run.seconds)
    }
}
