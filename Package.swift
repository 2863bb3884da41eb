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
        // Core Data stores: SQLite itself reads them, zlib inflates their cached models.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // What the programs need from the system beyond FoundationEssentials (paths, processes, streams),
        // so that no module imports Foundation: it would bring ICU and most of the binary's size.
        .systemLibrary(name: "CAllocator"),
        .systemLibrary(name: "CFileCalls"),
        .target(name: "HostSystem", dependencies: ["CAllocator", "CFileCalls"]),
        .target(name: "PredicateSyntax", dependencies: ["HostSystem"]),
        .target(name: "KeyedArchive", dependencies: ["HostSystem"]),
        .target(
            name: "CoreDataModel",
            dependencies: ["HostSystem", "PredicateSyntax", .product(name: "Crypto", package: "swift-crypto")]
        ),
        .target(name: "ModelSource", dependencies: ["CLibXML2", "CoreDataModel", "HostSystem", "KeyedArchive"]),
        .target(name: "CompiledModel", dependencies: ["CoreDataModel", "HostSystem", "KeyedArchive", "PredicateSyntax"]),
        .target(
            name: "CoreDataStore",
            dependencies: ["CSQLite", "CZlib", "CompiledModel", "CoreDataModel", "HostSystem", "KeyedArchive", .product(name: "Crypto", package: "swift-crypto")]
        ),
        // Graph → Swift / Objective-C NSManagedObject classes, as Xcode's templates write them.
        .target(name: "CodeGeneration", dependencies: ["CoreDataModel"]),
        // Comparing model versions: diff, migration verdict, version-guard rules.
        .target(name: "ModelEvolution", dependencies: ["CoreDataModel", "CompiledModel"]),
        // Seeing a model: Mermaid and Graphviz diagrams, Markdown/HTML documentation (Graphviz lays out).
        .target(name: "ModelDiagrams", dependencies: ["CoreDataModel", "HostSystem", "ModelEvolution"]),
        .target(
            name: "ModelCompiler",
            dependencies: ["ModelSource", "CompiledModel", "CoreDataModel", "PredicateSyntax", "CoreDataStore", "CodeGeneration", "ModelEvolution",
                           "ModelDiagrams", "HostSystem", "KeyedArchive"]
        ),
        .executableTarget(
            name: "modelc",
            dependencies: ["ModelCompiler", "CoreDataModel", "CodeGeneration", "ModelEvolution", "ModelSource", "ModelDiagrams", "HostSystem",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .plugin(name: "ModelcPlugin", capability: .buildTool(), dependencies: ["modelc"]),
        // `make bench`: generates synthetic models and times modelc against xmllint.
        .executableTarget(name: "modelc-benchmark"),
        // libFuzzer targets (`make fuzz`); without -DFUZZING they replay the files named on the command line.
        .target(name: "FuzzHarness", dependencies: ["HostSystem"]),
        .executableTarget(name: "FuzzModelSource", dependencies: ["FuzzHarness", "ModelSource", "CoreDataModel", "CompiledModel"]),
        .executableTarget(name: "FuzzPredicate", dependencies: ["FuzzHarness", "PredicateSyntax"]),
        .executableTarget(name: "FuzzCompiledModel", dependencies: ["FuzzHarness", "CompiledModel", "CoreDataModel", "ModelSource"]),
        .executableTarget(name: "FuzzCoreDataStore", dependencies: ["FuzzHarness", "CoreDataStore", "CoreDataModel"]),
        .executableTarget(name: "FuzzStoreSeed", dependencies: ["FuzzHarness", "CoreDataStore", "CoreDataModel", "ModelSource"]),
        .executableTarget(name: "FuzzMappingModel", dependencies: ["FuzzHarness", "ModelCompiler", "CoreDataModel"]),
        // Locations of Fixtures/ and ../shared, for every test target.
        .target(name: "TestLocations", path: "Tests/Locations"),
        // Core Data–shaped stores written for tests (no ../shared needed): SQLite, zlib, the encoder.
        .target(
            name: "StoreFixtures",
            dependencies: ["CSQLite", "CompiledModel", "CoreDataModel", "CoreDataStore", "KeyedArchive"],
            path: "Tests/StoreFixtures"
        ),
        // Running modelc and other programs, and source → .mom → graph round trips, for every test target.
        .target(name: "TestTools", dependencies: ["TestLocations", "ModelCompiler", "CompiledModel", "CoreDataModel", "KeyedArchive", "ModelSource"],
                path: "Tests/Tools"),
        .testTarget(name: "PredicateSyntaxTests", dependencies: ["PredicateSyntax", "TestLocations"]),
        .testTarget(name: "KeyedArchiveTests", dependencies: ["KeyedArchive", "TestLocations", "TestTools"]),
        .testTarget(name: "CoreDataModelTests", dependencies: ["CoreDataModel", "HostSystem", "PredicateSyntax", "TestLocations"]),
        .testTarget(name: "ModelSourceTests", dependencies: ["ModelSource", "CoreDataModel", "TestLocations"]),
        .testTarget(
            name: "CompiledModelTests",
            dependencies: ["CompiledModel", "ModelSource", "CoreDataModel", "KeyedArchive", "PredicateSyntax", "ModelEvolution", "TestLocations",
                           "TestTools"]
        ),
        .testTarget(name: "CodeGenerationTests", dependencies: ["CodeGeneration", "ModelCompiler", "CoreDataModel", "TestLocations", "TestTools"]),
        .testTarget(
            name: "CoreDataStoreTests",
            dependencies: ["CoreDataStore", "CompiledModel", "CoreDataModel", "KeyedArchive", "ModelCompiler", "ModelSource", "StoreFixtures",
                           "TestLocations", .product(name: "Crypto", package: "swift-crypto")]
        ),
        .testTarget(
            name: "ModelCompilerTests",
            dependencies: ["ModelCompiler", "modelc", "CompiledModel", "CoreDataModel", "KeyedArchive", "ModelSource", "PredicateSyntax",
                           "StoreFixtures", "TestLocations", "TestTools"]
        ),
        .testTarget(name: "ModelEvolutionTests", dependencies: ["ModelEvolution", "ModelCompiler", "CompiledModel", "CoreDataModel", "modelc", "TestLocations",
                                                             "TestTools"]),
        .testTarget(name: "ModelDiagramsTests", dependencies: ["ModelDiagrams", "ModelEvolution", "ModelCompiler", "CoreDataModel", "modelc",
                                                            "TestLocations", "TestTools"]),
    ],
    swiftLanguageModes: [.v6]
)
