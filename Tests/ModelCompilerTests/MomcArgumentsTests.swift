import ModelCompiler
import XCTest

final class MomcArgumentsTests: XCTestCase {
    func normalize(_ arguments: [String]) -> [String] { MomcArguments.normalize(arguments).arguments }

    func testDeploymentTargetForEveryPlatformInBothForms() {
        XCTAssertEqual(MomcArguments.platforms.count, 10)
        for platform in MomcArguments.platforms {
            XCTAssertEqual(normalize(["--\(platform)-deployment-target", "14.0", "a", "b/"]),
                           ["--deployment-target", "\(platform)=14.0", "a", "b/"], platform)
            XCTAssertEqual(normalize(["--\(platform)-deployment-target=14.0", "a", "b/"]),
                           ["--deployment-target", "\(platform)=14.0", "a", "b/"], platform)
        }
    }

    func testModernOptionsPassThrough() {
        let line = ["--sdkroot", "/SDK", "--sdkroot=/SDK", "--module", "App", "--module=App", "--no-warnings",
                    "--no-inverse-relationship-warnings", "--no-max-property-count-warnings", "--no-delete-rule-warnings",
                    "--suppress-inverse-transient-error", "--print-diagnostic-categories", "--action", "compile",
                    "--action=compile", "In.xcdatamodeld", "Out/"]
        XCTAssertEqual(normalize(line), line)
    }

    func testLegacyFlags() {
        XCTAssertEqual(normalize(["-MOMC_NO_WARNINGS"]), ["--no-warnings"])
        XCTAssertEqual(normalize(["-MOMC_NO_INVERSE_RELATIONSHIP_WARNINGS"]), ["--no-inverse-relationship-warnings"])
        XCTAssertEqual(normalize(["-MOMC_NO_MAX_PROPERTY_COUNT_WARNINGS"]), ["--no-max-property-count-warnings"])
        XCTAssertEqual(normalize(["-MOMC_NO_DELETE_RULE_WARNINGS"]), ["--no-delete-rule-warnings"])
        XCTAssertEqual(normalize(["-MOMC_SUPPRESS_INVERSE_TRANSIENT_ERROR"]), ["--suppress-inverse-transient-error"])
        XCTAssertEqual(normalize(["-XD_MOMC_NO_WARNINGS"]), ["--no-warnings"])
    }

    /// The Xcode 6.1 line of XMPPFramework#481 and the mogenerator#189 line.
    func testLegacyCommandLines() {
        XCTAssertEqual(normalize(["-XD_MOMC_SDKROOT=/SDKs/iPhoneSimulator8.1.sdk", "-XD_MOMC_IOS_TARGET_VERSION=7.0",
                                  "-MOMC_PLATFORMS", "iphonesimulator", "in.xcdatamodel", "out.mom"]),
                       ["--sdkroot", "/SDKs/iPhoneSimulator8.1.sdk", "--deployment-target", "iphoneos=7.0",
                        "--platform", "iphonesimulator", "in.xcdatamodel", "out.mom"])
        XCTAssertEqual(normalize(["-XD_MOMC_TARGET_VERSION=10.6", "in.xcdatamodeld", "out.momd"]),
                       ["--deployment-target", "macosx=10.6", "in.xcdatamodeld", "out.momd"])
        XCTAssertEqual(normalize(["-MOMC_PLATFORMS=iphoneos"]), ["--platform", "iphoneos"])
    }

    func testWerrorAndTerminator() {
        XCTAssertEqual(normalize(["-Werror", "a", "b"]), ["--warnings-as-errors", "a", "b"])
        XCTAssertEqual(normalize(["--", "-MOMC_NO_WARNINGS", "--macosx-deployment-target=1"]),
                       ["--", "-MOMC_NO_WARNINGS", "--macosx-deployment-target=1"])
    }

    func testUnknownLegacyOptionIsDroppedWithANotice() {
        let result = MomcArguments.normalize(["-XD_MOMC_SOMETHING_NEW=1", "a", "b"])
        XCTAssertEqual(result.arguments, ["a", "b"])
        XCTAssertEqual(result.notices, ["ignoring unknown legacy momc option '-XD_MOMC_SOMETHING_NEW=1'"])
    }

    func testNotADeploymentTarget() {
        XCTAssertEqual(normalize(["---deployment-target", "x"]), ["---deployment-target", "x"])
        XCTAssertEqual(normalize(["deployment-target"]), ["deployment-target"])
    }
}
