/// What `modelc dump` writes: a `DumpValue` tree in which each model's entity list is made entity
/// by entity while it is written, in two halves on two threads for a large model. The trees of a
/// large model's entities together were most of a dump's memory, and allocating and faulting in
/// that memory most of the time spent making them; made one at a time, each entity's tree is
/// written and freed while its memory is still in cache. The bytes written are those of the
/// materialized tree.
package struct DumpDocument {
    /// The tree, with each deferred list standing as its marker.
    let skeleton: DumpValue
    let lists: [DeferredList]

    /// A document that is all tree.
    package init(tree: DumpValue) {
        skeleton = tree
        lists = []
    }

    /// `skeleton` holds `DeferredList.marker(i)` where `lists[i]` goes.
    init(skeleton: DumpValue, lists: [DeferredList]) {
        self.skeleton = skeleton
        self.lists = lists
    }

    /// The whole tree, every deferred list made.
    package func materialized() -> DumpValue {
        materialize(skeleton)
    }

    private func materialize(_ value: DumpValue) -> DumpValue {
        if let list = DeferredList.index(of: value).flatMap(deferredList) {
            // Each half by its own reader, as the writer makes them.
            let middle = min(max(list.split ?? list.count, 0), list.count)
            return .list((0..<middle).map(list.reader(0)) + (middle..<list.count).map(list.reader(middle)))
        }
        switch value {
        case .list(let items): return .list(items.map(materialize))
        case .object(let members): return .object(members.map { ($0.0, materialize($0.1)) })
        default: return value
        }
    }

    func deferredList(_ index: Int) -> DeferredList? {
        lists.indices.contains(index) ? lists[index] : nil
    }

    /// `DumpValue.json(indent:)` of the materialized tree, handed out in UTF-8 chunks.
    package func writeJSON(indent: String = "", chunks: (UnsafeBufferPointer<UInt8>) -> Void) {
        withoutActuallyEscaping(chunks) { chunks in
            var writer = DumpWriter(chunks: chunks, deferred: self)
            writer.writeJSON(skeleton, indent: indent)
            _ = writer.finish()
        }
    }

    /// `DumpValue.text()` of the materialized tree, handed out in UTF-8 chunks.
    package func writeText(chunks: (UnsafeBufferPointer<UInt8>) -> Void) {
        withoutActuallyEscaping(chunks) { chunks in
            var writer = DumpWriter(chunks: chunks, deferred: self)
            writer.writeText(skeleton, indent: 0)
            _ = writer.finish()
        }
    }
}

/// A list of a dump whose items are made while it is written.
struct DeferredList {
    let count: Int
    /// Where two threads split the list, when it is worth it.
    let split: Int?
    /// A maker of items for a thread that starts at item `first`: each thread gets its own, with
    /// its own memory of what it has worked out.
    let reader: (_ first: Int) -> (Int) -> DumpValue

    /// The member key that marks a deferred list in a skeleton: no dump writes a key with a NUL.
    private static let markerKey = "\u{0}deferred list"

    /// What stands in a skeleton for deferred list `index` (an empty list stands as itself).
    static func marker(_ index: Int, count: Int) -> DumpValue {
        count == 0 ? .list([]) : .object([(markerKey, .integer(index))])
    }

    /// The index a marker stands for, or nil for any other value.
    static func index(of value: DumpValue) -> Int? {
        guard case .object(let members) = value, members.count == 1, members[0].0 == markerKey,
              case .integer(let index) = members[0].1 else { return nil }
        return index
    }
}
