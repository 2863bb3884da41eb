import ArgumentParser
import FoundationEssentials
import HostSystem
import ModelCompiler

struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the whole model graph (entities, properties, fetch requests, configurations)."
    )

    @Argument(help: "A .xcdatamodeld, .xcdatamodel, .mom, .momd or Core Data store.")
    var source: String

    @OptionGroup var output: ReportFormatOptions

    @Option(name: .customLong("model-version"), help: ArgumentHelp("For bundles: the version to dump (default: every version).", valueName: "version"))
    var modelVersion: String?

    func run() throws {
        AllocatorPolicy.growHeapInLargeSteps()
        let result = ModelDumping.document(path: source, version: modelVersion)
        DiagnosticPrinter().print(result.diagnostics, fallbackFile: source)
        guard let document = result.document else { throw ExitCode(1) }
        // Streamed in 64 KiB chunks straight to standard output (print() would build and copy the
        // whole rendering as one String first); anything print() buffered goes out first.
        fflush(nil)
        var failure: (any Error)?
        let write: (UnsafeBufferPointer<UInt8>) -> Void = { bytes in
            guard failure == nil else { return }
            do { try StandardStream.output.write(contentsOf: UnsafeRawBufferPointer(bytes)) } catch { failure = error }
        }
        switch output.format {
        case .json: document.writeJSON(chunks: write)
        case .text: document.writeText(chunks: write)
        }
        [UInt8(0x0A)].withUnsafeBufferPointer(write)
        guard failure == nil else { throw ExitCode(1) }
        exitSuccessfully(keeping: (result, document))
    }
}
