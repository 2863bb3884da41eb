// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A package that bundles Core Data models compiled by modelc's build-tool plugin. It uses the
// modelc checkout two folders up; a path dependency's identity is its folder's name, which is
// `modelc` in a plain clone but may differ (a worktree), so it is read from the path.
let modelc = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "PluginExample",
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        .target(
            name: "Bookshelf",
            dependencies: [
                .product(name: "CoreDataModel", package: modelc.lastPathComponent),
                .product(name: "ModelCompiler", package: modelc.lastPathComponent),
            ],
            // The plugin finds models itself; excluding them keeps SwiftPM from calling them unhandled.
            exclude: ["Bookshelf.xcdatamodeld", "Notes.xcdatamodel", "Bookshelf1to2.xcmappingmodel"],
            plugins: [.plugin(name: "ModelcPlugin", package: modelc.lastPathComponent)]
        ),
        .testTarget(name: "BookshelfTests", dependencies: ["Bookshelf"]),
    ]
)
