import Dispatch

/// Two independent pieces of work run side by side, so a large model keeps a second core busy:
/// compiling hashes while it archives; loading parses two halves of the archive's objects and
/// decodes two halves of the entities; dumping builds and renders two halves of the tree. Each use
/// only reads shared state (the input bytes, a finished archive or graph) and writes its own
/// results. Its own module so that the lowest layer (KeyedArchive) can use it too; package access:
/// a tool of this package, not API.
package enum Concurrently {
    /// Runs `first` and `second` at the same time and returns both results once both are done.
    /// `second`'s error is returned as its result rather than thrown, so `first`'s value is never
    /// lost to it.
    package static func run<First, Second>(_ first: () -> First, _ second: () throws -> Second) -> (First, Result<Second, Error>) {
        run(first, { Result { try second() } })
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
