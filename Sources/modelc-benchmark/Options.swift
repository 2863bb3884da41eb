import Foundation

/// `modelc-benchmark`'s command line.
///
///     modelc-benchmark --modelc .build/release/modelc [--installed PATH] [--release-binary PATH]
///                      [--bundle MODEL.xcdatamodeld] [--sizes 100,1000,5000] [--runs 7] [--work DIR]
///                      [--xmllint PATH] [--python PATH] [--swiftc PATH]
struct Options {
    var modelc = ".build/release/modelc"
    /// The binary `make install` installs, for the start-up measure (default: `modelc`).
    var installed: String?
    /// The binary of the release tarball, for the size measure (default: `installed`).
    var releaseBinary: String?
    /// A real multi-version bundle, for the start-up share of an everyday compile.
    var bundle = "Fixtures/Versioned.xcdatamodeld"
    var sizes = [100, 1_000, 5_000]
    var runs = 7
    var work = NSTemporaryDirectory() + "modelc-benchmark"
    var xmllint = "/usr/bin/xmllint"
    var python = "/usr/bin/python3"
    var swiftc = "swiftc"

    init(_ arguments: [String]) throws {
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            guard let value = iterator.next() else { throw BenchmarkError("missing value for \(argument)") }
            switch argument {
            case "--modelc": modelc = value
            case "--installed": installed = value
            case "--release-binary": releaseBinary = value
            case "--bundle": bundle = value
            case "--sizes": sizes = value.split(separator: ",").compactMap { Int($0) }
            case "--runs": runs = Int(value) ?? runs
            case "--work": work = value
            case "--xmllint": xmllint = value
            case "--python": python = value
            case "--swiftc": swiftc = value
            default: throw BenchmarkError("unknown option \(argument)")
            }
        }
        guard !sizes.isEmpty else { throw BenchmarkError("--sizes needs at least one number") }
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
