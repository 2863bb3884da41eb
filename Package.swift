// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "modelc",
    products: [
        .executable(name: "modelc", targets: ["modelc"]),
        .library(name: "CoreDataModel", targets: ["CoreDataModel"]),
        .library(name: "ModelCompiler", targets: ["ModelCompiler"]),
        // Compiles a target's .xcdatamodeld/.xcdatamodel into its resource bundle (Examples/PluginExample).
        .plugin(name: "ModelcPlugin", targets: ["ModelcPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.0.0"..<"5.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(name: "PredicateSyntax"),
        .target(name: "ParallelWork"),
        .target(name: "KeyedArchive", dependencies: ["ParallelWork"]),
        .target(
            name: "CoreDataModel",
            dependencies: ["PredicateSyntax", .product(name: "Crypto", package: "swift-crypto")]
        ),
        .target(name: "ModelSource", dependencies: ["CLibXML2", "CoreDataModel"]),
        .target(name: "CompiledModel", dependencies: ["CoreDataModel", "KeyedArchive", "PredicateSyntax", "ParallelWork"]),
        .target(name: "ModelCompiler", dependencies: ["ModelSource", "CompiledModel", "CoreDataModel", "PredicateSyntax", "ParallelWork"]),
        .executableTarget(
            name: "modelc",
            dependencies: ["ModelCompiler", "CoreDataModel", "ModelSource", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .plugin(name: "ModelcPlugin", capability: .buildTool(), dependencies: ["modelc"]),
        // `make bench`: generates synthetic models and times modelc against xmllint.
        .executableTarget(name: "modelc-benchmark"),
        // libFuzzer targets (`make fuzz`); without -DFUZZING they replay the files named on the command line.
        .target(name: "FuzzHarness"),
        .executableTarget(name: "FuzzModelSource", dependencies: ["FuzzHarness", "ModelSource", "CoreDataModel", "CompiledModel"]),
        .executableTarget(name: "FuzzPredicate", dependencies: ["FuzzHarness", "PredicateSyntax"]),
        .executableTarget(name: "FuzzCompiledModel", dependencies: ["FuzzHarness", "CompiledModel", "CoreDataModel"]),
        // Locations of Fixtures/ and ../shared, for every test target.
        .target(name: "TestLocations", path: "Tests/Locations"),
        .testTarget(name: "PredicateSyntaxTests", dependencies: ["PredicateSyntax", "TestLocations"]),
        .testTarget(name: "KeyedArchiveTests", dependencies: ["KeyedArchive", "TestLocations"]),
        .testTarget(name: "CoreDataModelTests", dependencies: ["CoreDataModel", "PredicateSyntax", "TestLocations"]),
        .testTarget(name: "ModelSourceTests", dependencies: ["ModelSource", "CoreDataModel", "TestLocations"]),
        .testTarget(
            name: "CompiledModelTests",
            dependencies: ["CompiledModel", "ModelSource", "CoreDataModel", "KeyedArchive", "PredicateSyntax", "TestLocations"]
        ),
        .testTarget(
            name: "ModelCompilerTests",
            dependencies: ["ModelCompiler", "modelc", "CompiledModel", "CoreDataModel", "KeyedArchive", "ModelSource", "PredicateSyntax",
                           "TestLocations"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
