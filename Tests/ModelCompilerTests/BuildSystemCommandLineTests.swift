import Foundation
import TestTools
import XCTest

/// The exact command lines build systems generate for momc, run verbatim
/// against `modelc`, plus every momc flag in both `--flag value` and `--flag=value` forms.
final class BuildSystemCommandLineTests: XCTestCase {
    let sample = TestPaths.fixtures + "/Sample.xcdatamodeld"
    let single = TestPaths.fixtures + "/Relationships.xcdatamodel"
    let checksumNote = try! NSRegularExpression(pattern: "^.*/Sample\\.xcdatamodeld/Library( 2)?\\.xcdatamodel: note: Model Library( 2)? version checksum: [A-Za-z0-9+/]{43}=$")

    func assertChecksumNotes(_ run: ProcessOutcome, count: Int, file: StaticString = #filePath, line: UInt = #line) {
        let notes = run.stderrLines.filter { $0.contains(": note: Model ") }
        XCTAssertEqual(notes.count, count, run.stderr, file: file, line: line)
        for note in notes {
            XCTAssertNotNil(checksumNote.firstMatch(in: note, range: NSRange(note.startIndex..., in: note)), note, file: file, line: line)
        }
    }

    /// swift-build: `momc [options] $(InputFile) $(ProductResourcesDir)/` with `--sdkroot`,
    /// `--<platform>-deployment-target`, `--module` (and a per-file `--no-warnings`).
    func testSwiftBuildCommandLine() throws {
        let resources = try TestPaths.temporaryDirectory(self) + "/Build/Products/Debug/App.app/Contents/Resources"
        try FileManager.default.createDirectory(atPath: resources, withIntermediateDirectories: true)
        let run = try ModelcBinary.run(["--sdkroot", "/Applications/Xcode.app/Contents/Developer/Platforms/MacOSX.platform/Developer/SDKs/MacOSX14.0.sdk",
                                        "--macosx-deployment-target", "14.0", "--module", "App", sample, resources + "/"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: resources + "/Sample.momd/VersionInfo.plist"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: resources + "/Sample.momd/Library 2.mom"))
        assertChecksumNotes(run, count: 2)
        let perFile = try ModelcBinary.run(["--sdkroot", "/SDK", "--iphonesimulator-deployment-target", "17.0", "--module", "App",
                                            "--no-warnings", single, resources + "/"])
        XCTAssertEqual(perFile.status, 0, perFile.stderr)
        XCTAssertFalse(perFile.stderr.contains("warning:"), perFile.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: resources + "/Relationships.mom"))
    }

    /// Bazel rules_apple (`MomCompile`): `xcrun momc --<platform>-deployment-target <min_os> --module <module> <path> <out>`,
    /// where `<out>` is a declared output that Bazel has already created as an empty folder.
    func testRulesAppleCommandLine() throws {
        let out = try TestPaths.temporaryDirectory(self) + "/bazel-out/ios-fastbuild/bin/App/Sample.momd"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let run = try ModelcBinary.run(["--iphonesimulator-deployment-target", "15.0", "--module", "App", sample, out])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/VersionInfo.plist"), "compiled into the declared folder itself")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/Sample.momd"))
        // rules_apple drops the checksum notes with this filter (PR #2276).
        let filter = try NSRegularExpression(pattern: ": note: Model .* version checksum:")
        let remaining = run.stderrLines.filter { filter.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) == nil }
        XCTAssertEqual(remaining, [])
        let mom = try TestPaths.temporaryDirectory(self) + "/Relationships.mom"
        let single = try ModelcBinary.run(["--ios-deployment-target", "15.0", "--module", "App", self.single, mom])
        XCTAssertEqual(single.status, 0, single.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: mom))
    }

    /// Buck2 prelude: `momc --sdkroot <sdk> --<sdk>-deployment-target <v> --module <product> <path> $TMPDIR`
    /// (a fresh `mktemp -d` folder, no trailing slash).
    func testBuck2CommandLine() throws {
        let tmp = try TestPaths.temporaryDirectory(self)
        let run = try ModelcBinary.run(["--sdkroot", "/SDKs/iPhoneOS.sdk", "--iphoneos-deployment-target", "16.0",
                                        "--module", "Product", sample, tmp])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: tmp + "/Sample.momd/VersionInfo.plist"))
    }

    /// CocoaPods resource scripts: `xcrun momc "<src>.xcdatamodeld" "<dir>/<Base>.momd"`.
    func testExplicitOutputPath() throws {
        let out = try TestPaths.temporaryDirectory(self) + "/Pods/Resources/Sample.momd"
        let run = try ModelcBinary.run([sample, out])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/VersionInfo.plist"))
    }

    /// Legacy lines: Xcode 6.1 (XMPPFramework#481), mogenerator#189 and mogenerator's own flags.
    func testLegacyCommandLines() throws {
        let tmp = try TestPaths.temporaryDirectory(self)
        let xcode6 = try ModelcBinary.run(["-XD_MOMC_SDKROOT=/Developer/SDKs/iPhoneSimulator8.1.sdk", "-XD_MOMC_IOS_TARGET_VERSION=7.0",
                                           "-MOMC_PLATFORMS", "iphonesimulator", single, tmp + "/out.mom"])
        XCTAssertEqual(xcode6.status, 0, xcode6.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: tmp + "/out.mom"))
        let mogenerator = try ModelcBinary.run(["-XD_MOMC_TARGET_VERSION=10.6", sample, tmp + "/out.momd"])
        XCTAssertEqual(mogenerator.status, 0, mogenerator.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: tmp + "/out.momd/VersionInfo.plist"))
        let quiet = try ModelcBinary.run(["-MOMC_NO_WARNINGS", "-MOMC_NO_INVERSE_RELATIONSHIP_WARNINGS", "-MOMC_SUPPRESS_INVERSE_TRANSIENT_ERROR",
                                          single, tmp + "/quiet.mom"])
        XCTAssertEqual(quiet.status, 0, quiet.stderr)
        XCTAssertFalse(quiet.stderr.contains("warning:"), quiet.stderr)
    }

    func testEveryPlatformDeploymentTargetInBothForms() throws {
        let tmp = try TestPaths.temporaryDirectory(self)
        let platforms = ["macosx", "iphoneos", "iphonesimulator", "appletvos", "appletvsimulator",
                         "watchos", "watchsimulator", "xros", "xrsimulator", "driverkit"]
        let spaced = platforms.flatMap { ["--\($0)-deployment-target", "1.0"] }
        let joined = platforms.map { "--\($0)-deployment-target=1.0" }
        for (index, flags) in [spaced + ["--sdkroot", "/SDK", "--module", "App"], joined + ["--sdkroot=/SDK", "--module=App"]].enumerated() {
            let run = try ModelcBinary.run(flags + ["--action", "compile", single, tmp + "/\(index).mom"])
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertTrue(FileManager.default.fileExists(atPath: tmp + "/\(index).mom"))
        }
    }

    /// `--module NAME`: `.Class` becomes `NAME.Class` in the compiled model.
    func testModuleResolvesCurrentProductModuleClassNames() throws {
        let tmp = try TestPaths.temporaryDirectory(self)
        for (flags, expected) in [(["--module", "App"], "App.Author"), (["--module=Other"], "Other.Author"), ([], ".Author")] {
            let out = tmp + "/\(expected).momd"
            let compile = try ModelcBinary.run(flags + [sample, out])
            XCTAssertEqual(compile.status, 0, compile.stderr)
            let dump = try ModelcBinary.run(["dump", "--format", "json", out])
            XCTAssertEqual(dump.status, 0, dump.stderr)
            XCTAssertTrue(dump.stdout.contains("\"className\": \"\(expected)\""), "\(flags) → \(expected)")
        }
    }

    func testIgnoredCompatibilityFlags() throws {
        let tmp = try TestPaths.temporaryDirectory(self)
        let run = try ModelcBinary.run(["--dump-models", "--swift-version", "5.0", "--swift-version=5.0", single, tmp + "/x.mom"])
        XCTAssertEqual(run.status, 0, run.stderr)
    }

    /// swift-build's codegen line (the CodeGenerationTests check the files themselves).
    func testActionGenerateTakesSwiftBuildsFlags() throws {
        let tmp = try TestPaths.temporaryDirectory(self) + "/CoreDataGenerated/Sample"
        let flags = ["--action", "generate", "--swift-version", "5.0", "--macosx-deployment-target", "14.0", "--module", "App"]
        let dry = try ModelcBinary.run(flags + ["--dry-run", sample, tmp])
        XCTAssertEqual(dry.status, 0, dry.stderr)
        XCTAssertTrue(dry.stdoutLines.contains(tmp + "/Book+CoreDataClass.swift"), dry.stdout)
        let run = try ModelcBinary.run(flags + [sample, tmp])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: tmp + "/Book+CoreDataProperties.swift"))
    }

    func testPrintDiagnosticCategories() throws {
        let run = try ModelcBinary.run(["--print-diagnostic-categories"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let ids = run.stdoutLines.map { String($0.split(separator: "\t").first ?? "") }
        for id in ["inverse-relationship", "max-property-count", "delete-rule", "transient-inverse", "abstract-entity",
                   "optional-scalar", "reserved-name", "min-max", "configuration-relationship", "cloudkit-optional-attribute",
                   "cloudkit-deny", "swiftdata-inheritance", "checksum"] {
            XCTAssertTrue(ids.contains(id), id)
        }
        let validate = try ModelcBinary.run(["validate", "--print-diagnostic-categories"])
        XCTAssertEqual(validate.stdout, run.stdout)
    }

    func testSuppressionFlags() throws {
        let folder = TestPaths.diagnosticFixtures
        let tmp = try TestPaths.temporaryDirectory(self)
        for (fixture, flags) in [("MissingInverseToOne", ["--no-inverse-relationship-warnings"]),
                                 ("TooManyProperties", ["--no-max-property-count-warnings"]),
                                 ("DeleteRuleNoAction", ["--no-delete-rule-warnings"]),
                                 ("DeleteRuleNoAction", ["-MOMC_NO_DELETE_RULE_WARNINGS"]),
                                 ("TooManyProperties", ["-XD_MOMC_NO_MAX_PROPERTY_COUNT_WARNINGS"]),
                                 ("OptionalScalar", ["--no-warnings"]),
                                 ("OptionalScalar", ["--disable-category", "optional-scalar"])] {
            let loud = try ModelcBinary.run([folder + "/\(fixture).xcdatamodel", tmp + "/"])
            XCTAssertTrue(loud.stderr.contains(": warning: "), fixture)
            let quiet = try ModelcBinary.run(flags + [folder + "/\(fixture).xcdatamodel", tmp + "/"])
            XCTAssertEqual(quiet.status, 0, quiet.stderr)
            XCTAssertFalse(quiet.stderr.contains(": warning: "), "\(fixture) \(flags): \(quiet.stderr)")
        }
    }

    func testWarningsAsErrors() throws {
        let tmp = try TestPaths.temporaryDirectory(self)
        let source = TestPaths.diagnosticFixtures + "/MissingInverseToOne.xcdatamodel"
        for flag in ["-Werror", "--warnings-as-errors"] {
            let run = try ModelcBinary.run([flag, source, tmp + "/"])
            XCTAssertEqual(run.status, 1)
            XCTAssertTrue(run.stderrLines.contains { $0.hasSuffix(": error: Book.author should have an inverse") }, run.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: tmp + "/MissingInverseToOne.mom"))
        }
        XCTAssertEqual(try ModelcBinary.run([source, tmp + "/"]).status, 0)
    }

    func testJSONDiagnostics() throws {
        let tmp = try TestPaths.temporaryDirectory(self)
        let source = TestPaths.diagnosticFixtures + "/MissingInverseToOne.xcdatamodel"
        let run = try ModelcBinary.run(["--diagnostics-format", "json", source, tmp + "/"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        let objects = try run.stdoutLines.map { try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        XCTAssertEqual(objects.count, 2)
        XCTAssertEqual(objects[0]["file"] as? String, source + "/contents")
        XCTAssertEqual(objects[0]["line"] as? Int, 4)
        XCTAssertEqual(objects[0]["severity"] as? String, "warning")
        XCTAssertEqual(objects[0]["category"] as? String, "inverse-relationship")
        XCTAssertEqual(objects[0]["message"] as? String, "Book.author should have an inverse")
        XCTAssertEqual(objects[1]["category"] as? String, "checksum")
        XCTAssertEqual(objects[1]["severity"] as? String, "note")
        let validate = try ModelcBinary.run(["validate", "--diagnostics-format=json", source])
        XCTAssertEqual(validate.stdoutLines.count, 1)
        XCTAssertEqual(validate.stderr, "1 model, 0 errors, 1 warning\n")
    }

    /// A momc line names no command and is parsed as the compile command's alone; whatever that
    /// command refuses goes through `modelc` again. Either way the line means and prints what it
    /// means and prints with the word `compile` in front.
    func testADefaultCommandLineIsTheCompileCommandsLine() throws {
        let work = try TestPaths.temporaryDirectory(self)
        let plain = try ModelcBinary.run(["--module", "App", sample, work + "/plain/"])
        let worded = try ModelcBinary.run(["compile", "--module", "App", sample, work + "/worded/"])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertEqual(plain.stderr.replacingOccurrences(of: "/plain/", with: "/worded/"), worded.stderr)
        for version in ["Library", "Library 2"] {
            let name = "/Sample.momd/\(version).mom"
            XCTAssertEqual(FileManager.default.contents(atPath: work + "/plain" + name),
                           FileManager.default.contents(atPath: work + "/worded" + name), version)
        }
        let help = try ModelcBinary.run([sample, work + "/help/", "--help"])
        XCTAssertEqual(help.stdout, try ModelcBinary.run(["compile", "--help"]).stdout)
        XCTAssertTrue(help.stdout.contains("USAGE: modelc compile [<options>]"), help.stdout)
        XCTAssertTrue(try ModelcBinary.run(["-h"]).stdout.contains("SUBCOMMANDS:"))
        let unknown = try ModelcBinary.run(["--bogus", sample, work + "/unknown/"])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertTrue(unknown.stderr.contains("Unknown option '--bogus'") && unknown.stderr.contains("Usage: modelc compile"), unknown.stderr)
        XCTAssertEqual(try ModelcBinary.run([sample, work + "/version/", "--version"]).stdout.split(separator: "\n").first, "modelc 0.1.0")
        XCTAssertFalse(FileManager.default.fileExists(atPath: work + "/help") || FileManager.default.fileExists(atPath: work + "/unknown")
                           || FileManager.default.fileExists(atPath: work + "/version"))
    }

    func testMissingArgumentsAndBadOptions() throws {
        XCTAssertNotEqual(try ModelcBinary.run([sample]).status, 0)
        XCTAssertNotEqual(try ModelcBinary.run(["--lint", "nonsense", sample, "/tmp/x/"]).status, 0)
        XCTAssertNotEqual(try ModelcBinary.run(["--disable-category", "nonsense", sample, "/tmp/x/"]).status, 0)
        let missing = try ModelcBinary.run(["/nonexistent/M.xcdatamodeld", "/tmp/x/"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(matchesSwiftBuild(missing.stderrLines.first ?? ""), missing.stderr)
    }
}
