import CoreDataModel
import FoundationEssentials
import HostSystem

/// `modelc validate`: read models (any input kind), run every check, report, write nothing.
public enum ModelValidation {
    public struct Result {
        public var path: String
        public var diagnostics: [Diagnostic]
        /// Versions read (one for a single model).
        public var modelCount: Int
        public var succeeded: Bool { !diagnostics.hasErrors }
    }

    /// The whole run over several inputs.
    public struct Summary {
        public var results: [Result]

        public var modelCount: Int { results.count }
        public var errorCount: Int { count(.error) }
        public var warningCount: Int { count(.warning) }
        public var succeeded: Bool { errorCount == 0 }

        func count(_ severity: Diagnostic.Severity) -> Int {
            results.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == severity }.count }
        }

        /// `N models, E errors, W warnings`.
        public var line: String {
            "\(plural(modelCount, "model")), \(plural(errorCount, "error")), \(plural(warningCount, "warning"))"
        }

        /// Category → number of diagnostics of that severity, sorted by category.
        public func countsByCategory(_ severity: Diagnostic.Severity) -> [(category: String, count: Int)] {
            var counts: [String: Int] = [:]
            for result in results {
                for diagnostic in result.diagnostics where diagnostic.severity == severity {
                    counts[diagnostic.category.id, default: 0] += 1
                }
            }
            return counts.keys.sorted().map { ($0, counts[$0] ?? 0) }
        }

        private func plural(_ count: Int, _ noun: String) -> String {
            "\(count) \(noun)\(count == 1 ? "" : "s")"
        }
    }

    public static func validate(path: String, options: CompileOptions = CompileOptions()) -> Result {
        switch ModelChecks.load(path) {
        case .success(let loaded):
            return Result(path: path, diagnostics: ModelChecks.check(loaded, options: options), modelCount: loaded.versions.count)
        case .failure(let error):
            return Result(path: path, diagnostics: DiagnosticFilter.apply(error.diagnostics, options), modelCount: 0)
        }
    }

    /// Validates every model the arguments name (paths, folders to search, glob patterns; see
    /// `ModelDiscovery`), calling `report` after each so output streams.
    public static func validate(arguments: [String], options: CompileOptions = CompileOptions(),
                                report: (Result) -> Void = { _ in }) -> Summary {
        var results: [Result] = []
        for argument in arguments {
            let paths = ModelDiscovery.models(for: argument)
            if paths.isEmpty, !argument.hasSuffix("/..."), !argument.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" }),
               !FileManager.default.fileExists(atPath: argument) {
                // A plain path that does not resolve: say why (missing, link loop, permission).
                let result = validate(path: argument, options: options)
                results.append(result)
                report(result)
                continue
            }
            if paths.isEmpty {
                let result = Result(path: argument, diagnostics: [.error("no model matches '\(argument)'", at: SourceLocation(file: argument), category: .usage)], modelCount: 0)
                results.append(result)
                report(result)
                continue
            }
            for path in paths {
                let result = validate(path: path, options: options)
                results.append(result)
                report(result)
            }
        }
        return Summary(results: results)
    }
}
