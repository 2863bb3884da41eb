import CoreDataModel
import Foundation
import ModelCompiler

/// Prints diagnostics: text to standard error, JSON Lines to standard output.
struct DiagnosticPrinter {
    var format: DiagnosticFormatter.Format = .text

    func print(_ diagnostics: [Diagnostic], fallbackFile: String? = nil) {
        guard !diagnostics.isEmpty else { return }
        let text = diagnostics.map { DiagnosticFormatter.format($0, as: format, fallbackFile: fallbackFile) }.joined(separator: "\n") + "\n"
        switch format {
        case .text: FileHandle.standardError.write(Data(text.utf8))
        case .json: FileHandle.standardOutput.write(Data(text.utf8))
        }
    }

    /// A line for people (summaries): stdout in text mode, stderr in JSON mode so stdout stays JSON.
    func printSummary(_ line: String) {
        let data = Data((line + "\n").utf8)
        switch format {
        case .text: FileHandle.standardOutput.write(data)
        case .json: FileHandle.standardError.write(data)
        }
    }

    static func printCategories() {
        Swift.print(DiagnosticCategories.listing())
    }
}
