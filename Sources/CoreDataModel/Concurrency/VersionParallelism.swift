import Dispatch
import HostSystem
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The versions of a bundle are read and compiled side by side: each is its own file and its own
/// object graph, and a bundle with a long history is the one everyday input with that much
/// independent work. A paired timing on two cores (Documentation/FuzzingAndBenchmarks.md) shows
/// the gain; a bundle of small versions gains nothing, and so stays on one thread.
package enum VersionParallelism {
    /// Below this many bytes of source in all, thread start-up costs more than it saves.
    static let minimumTotalBytes = 256 * 1024

    /// Whether versions whose sources are the files at `paths` are worth more than one thread.
    package static func isWorthIt(forFilesAt paths: [String]) -> Bool {
        guard paths.count > 1 else { return false }
        let total = paths.reduce(0) { total, path in
            var status = stat()
            return total + (stat(path, &status) == 0 ? Int(status.st_size) : 0)
        }
        return total >= minimumTotalBytes
    }

    /// `transform` of each element, in order, computed concurrently when `worthIt`. Each element's
    /// work must touch only its own objects.
    package static func map<Element, Result>(
        _ elements: [Element],
        concurrently worthIt: Bool,
        _ transform: (Element) -> Result
    ) -> [Result] {
        guard worthIt, elements.count > 1 else { return elements.map(transform) }
        return [Result](unsafeUninitializedCapacity: elements.count) { buffer, initializedCount in
            // Each index is written by exactly one iteration, so no two threads share a slot.
            nonisolated(unsafe) let results = buffer
            nonisolated(unsafe) let inputs = elements
            withoutActuallyEscaping(transform) { transform in
                nonisolated(unsafe) let work = transform
                DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                    results.baseAddress.map { ($0 + index).initialize(to: work(inputs[index])) }
                }
            }
            initializedCount = elements.count
        }
    }

    /// Below this many properties in all, splitting one model's entities between two threads
    /// costs more than it saves.
    package static let minimumPropertiesForTwoThreads = 4_096

    /// Where to split `model`'s entities between two threads so that each half holds about half of
    /// the properties (what most per-entity work grows with), or nil when the model is too small
    /// for a second thread to pay.
    package static func entitySplit(of model: ManagedObjectModel) -> Int? {
        let entities = model.entities
        let total = entities.reduce(0) { $0 + $1.properties.count + 1 }
        guard total - entities.count >= minimumPropertiesForTwoThreads else { return nil }
        var sum = 0
        for (index, entity) in entities.enumerated() {
            sum += entity.properties.count + 1
            if 2 * sum >= total { return min(max(index, 1), entities.count - 1) }
        }
        return nil
    }

    /// What `work` finds for each element, in element order; `elements[..<middle]` and
    /// `elements[middle...]` are worked on side by side when `middle` is given. Each element's work
    /// must touch only its own objects.
    package static func halves<Element, Found>(
        of elements: [Element],
        splitAt middle: Int?,
        _ work: (Element, inout [Found]) -> Void
    ) -> [Found] {
        func findings(_ part: ArraySlice<Element>) -> [Found] {
            var found: [Found] = []
            for element in part { work(element, &found) }
            return found
        }
        guard let middle, middle > 0, middle < elements.count else { return findings(elements[...]) }
        let (first, second) = SideBySide.both(concurrently: true, { findings(elements[..<middle]) }, { findings(elements[middle...]) })
        return first + second
    }
}
