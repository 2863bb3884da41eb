import Dispatch

/// Two independent pieces of work run side by side. Compiling a large model spends a tenth of its
/// time hashing entities and half archiving them; neither depends on the other and both only read
/// the (never mutated) model graph, so the machine's second core can take one of them.
enum Concurrently {
    /// Runs `first` and `second` at the same time and returns both results once both are done.
    /// `second`'s error is returned as its result rather than thrown, so `first`'s value is never
    /// lost to it.
    static func run<First, Second>(_ first: () -> First, _ second: () throws -> Second) -> (First, Result<Second, Error>) {
        let results = Results<First, Second>()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            // Each iteration writes only its own slot; concurrentPerform returns after both.
            if index == 0 {
                results.first = first()
            } else {
                results.second = Result { try second() }
            }
        }
        guard let firstResult = results.first, let secondResult = results.second else {
            preconditionFailure("concurrentPerform returned before both iterations ran")
        }
        return (firstResult, secondResult)
    }

    private final class Results<First, Second>: @unchecked Sendable {
        var first: First?
        var second: Result<Second, Error>?
    }
}
