import Dispatch

/// Two pieces of work on two threads. modelc splits work this way only where a paired timing on
/// two cores showed the gain (Documentation/FuzzingAndBenchmarks.md); the callers decide when.
package enum SideBySide {
    /// `first()` and `second()`, side by side when `worthIt`. Both may only read what they share.
    package static func both<First, Second>(
        concurrently worthIt: Bool,
        _ first: () -> First,
        _ second: () -> Second
    ) -> (First, Second) {
        guard worthIt else { return (first(), second()) }
        nonisolated(unsafe) var firstResult: First?
        nonisolated(unsafe) var secondResult: Second?
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                nonisolated(unsafe) let (runFirst, runSecond) = (first, second)
                DispatchQueue.concurrentPerform(iterations: 2) { index in
                    if index == 0 { firstResult = runFirst() } else { secondResult = runSecond() }
                }
            }
        }
        guard let firstResult, let secondResult else { return (first(), second()) }
        return (firstResult, secondResult)
    }
}
