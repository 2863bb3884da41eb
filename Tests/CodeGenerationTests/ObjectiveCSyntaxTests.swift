import Foundation
import TestLocations
import TestTools
import XCTest

/// Every generated Objective-C file compiles (`clang -fsyntax-only`, ARC, the macOS runtime's
/// rules) against small stand-in headers for Foundation and Core Data (Linux has neither).
final class ObjectiveCSyntaxTests: XCTestCase {
    static let foundation = """
        #include <stdint.h>
        typedef signed char BOOL;
        typedef unsigned long NSUInteger;
        typedef double NSTimeInterval;
        #define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
        #define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
        #define NS_SWIFT_NAME(name) __attribute__((swift_name(#name)))
        __attribute__((objc_root_class)) @interface NSObject
        + (instancetype)alloc;
        @end
        @interface NSString : NSObject @end
        @interface NSNumber : NSObject @end
        @interface NSDecimalNumber : NSNumber @end
        @interface NSDate : NSObject @end
        @interface NSData : NSObject @end
        @interface NSUUID : NSObject @end
        @interface NSURL : NSObject @end
        @interface NSValue : NSObject @end
        @interface NSIndexSet : NSObject @end
        @interface NSArray<__covariant T> : NSObject @end
        @interface NSDictionary<__covariant K, __covariant V> : NSObject @end
        @interface NSSet<__covariant T> : NSObject @end
        @interface NSOrderedSet<__covariant T> : NSObject @end

        """

    static let coreData = """
        #import <Foundation/Foundation.h>
        @interface NSManagedObject : NSObject @end
        @interface NSManagedObjectID : NSObject @end
        @interface NSFetchRequest<__covariant T> : NSObject
        + (instancetype)fetchRequestWithEntityName:(NSString *)name;
        - (instancetype)initWithEntityName:(NSString *)name;
        @end

        """

    func testEveryGeneratedObjectiveCFileCompiles() throws {
        guard let clang = ProcessRunner.executable(named: "clang") else { throw XCTSkip("clang not found on PATH") }
        let directory = try CodegenPaths.temporaryDirectory(self)
        let include = directory + "/include"
        try FileManager.default.createDirectory(atPath: include + "/Foundation", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: include + "/CoreData", withIntermediateDirectories: true)
        try Self.foundation.write(toFile: include + "/Foundation/Foundation.h", atomically: true, encoding: .utf8)
        try Self.coreData.write(toFile: include + "/CoreData/CoreData.h", atomically: true, encoding: .utf8)
        // The category entity's class is the user's header, as an app would write it.
        try "#import <CoreData/CoreData.h>\n@class Item;\n@interface Owner : NSManagedObject\n@end\n"
            .write(toFile: include + "/Owner.h", atomically: true, encoding: .utf8)

        var runs: [[String]] = [["models/ObjC.xcdatamodel"], ["--xcode-version", "9.2", "models/ObjC.xcdatamodel"],
                                ["--xcode-version", "11.0", "models/ObjC.xcdatamodel"]]
        if let shared = try? RepositoryPaths.requireShared("codegen") {
            for name in try FileManager.default.contentsOfDirectory(atPath: shared).sorted() where name.hasPrefix("objc-") {
                runs.append(CodegenPaths.flags(shared + "/" + name + "/FLAGS") + ["--all-entities", shared + "/" + name + "/model/Model.xcdatamodel"])
            }
        }
        var checked = 0
        for (index, arguments) in runs.enumerated() {
            let output = directory + "/\(index)"
            let run = try Modelc.run(["--action", "generate"] + arguments + [output], in: CodegenPaths.fixtures)
            XCTAssertEqual(run.status, 0, run.stderr)
            for name in CodegenPaths.files(in: output) where name.hasSuffix(".m") || name.hasSuffix("+CoreDataModel.h") {
                let check = try Command.run(clang, ["-fsyntax-only", "-x", "objective-c", "-fobjc-runtime=macosx", "-fobjc-arc",
                                                    "-Wall", "-Werror", "-I", include, "-I", output, output + "/" + name])
                XCTAssertEqual(check.status, 0, "\(arguments) \(name): \(check.stderr)")
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 24)
    }
}
