import Dispatch

/// Two independent pieces of work run side by side, so a large model keeps a second core busy:
/// compiling hashes while it archives; loading parses two halves of the archive's objects and
/// decodes two halves of the entities; dumping builds and renders two halves of the tree. Each use
/// only reads shared state (the input bytes, a finished archive or graph) and writes its own
/// results. Its own module so that the lowest layer (KeyedArchive) can use it too; package access:
/// a tool of this package, not API.
package enum Concurrently {
    /// Runs `first` and `second` at the same time and returns both results once both are done. If
    /// both throw, `first`'s error is thrown: the one running them in order would have met, which
    /// is what callers that split ordered work in halves promise to report.
    package static func run<First, Second>(_ first: () throws -> First, _ second: () throws -> Second) throws -> (First, Second) {
        let (firstResult, secondResult) = run({ Result { try first() } }, { Result { try second() } })
        return (try firstResult.get(), try secondResult.get())
    }

    /// Runs `first` and `second` at the same time and returns both results once both are done.
    package static func run<First, Second>(_ first: () -> First, _ second: () -> Second) -> (First, Second) {
        let results = Results<First, Second>()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            // Each iteration writes only its own slot; concurrentPerform returns after both.
            if index == 0 {
                results.first = first()
            } else {
                results.second = second()
            }
        }
        guard let firstResult = results.first, let secondResult = results.second else {
            preconditionFailure("concurrentPerform returned before both iterations ran")
        }
        return (firstResult, secondResult)
    }

    private final class Results<First, Second>: @unchecked Sendable {
        var first: First?
        var second: Second?
    }
}
