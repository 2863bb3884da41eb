import CoreDataModel
import Dispatch
import KeyedArchive
import Synchronization

/// The last entities of a large model's entity dictionary, archived as a part (see
/// `KeyedArchiveEncoder.init(partWith:)`) by a thread that would otherwise be idle, while the
/// compiling thread archives everything before them; that thread then takes the part in where it
/// would have archived them itself. Archiving is the longest step of a large compile, and it is one
/// chain of calls: this is the one place it can be cut in two.
///
/// Whoever comes first decides: if the other thread has not started when the compiling thread gets
/// there, the compiling thread archives the entities itself (no waiting on work that may never run,
/// as when the two are run one after the other).
final class LaterEntities: @unchecked Sendable {
    /// Where in the dictionary's value order (`EntityDictionaryOrder.values`) they start.
    let start: Int
    private let model: ManagedObjectModel
    private let layout: ArchiveLayout
    private let entities: [EntityDescription]
    /// The entities the compiling thread archives before it gets to `entities` (whose sub-entities
    /// some of them may be).
    private let archivedFirst: [EntityDescription]
    /// The sizing of `entities`.
    private let sizing: ArchiveSizing

    /// The archived part, and the UIDs there of the entities in order.
    struct Part {
        let archive: KeyedArchiveEncoder
        let uids: [UID]
    }

    private enum State {
        case waiting, running, claimed, finished
    }

    private let state = Mutex<State>(.waiting)
    /// Whether the compiling thread took the archived part in (set on that thread).
    var wereTakenIn = false
    /// Written once, before `state` becomes `.finished`; read only after that.
    private var result: Result<Part, any Error>?
    private let done = DispatchSemaphore(value: 0)

    /// The entities of `model` left once the compiling thread has archived `compilingThreadShare`
    /// of its properties, or nil when that leaves none. `values` are the entity dictionary's values
    /// in its order (`EntityDictionaryOrder.values`), `sizes` their sizings.
    init?(model: ManagedObjectModel, layout: ArchiveLayout, values order: [EntityDescription], sizes: [ArchiveSizing],
          compilingThreadShare: Double) {
        // Archiving an entity archives its sub-entities inside it, depth first, unless archived
        // already: the entities before the split are the dictionary's first values and everything
        // below them.
        let whole = ArchiveSizing(summing: sizes)
        let total = whole.properties + whole.entities
        var archivedFirst: [EntityDescription] = []
        var seen = Set<ObjectIdentifier>()
        var share = 0
        var split = order.count
        for (index, entity) in order.enumerated() {
            if Double(share) >= compilingThreadShare * Double(total) {
                split = index
                break
            }
            var pending = [entity]
            while let next = pending.popLast() {
                guard seen.insert(ObjectIdentifier(next)).inserted else { continue }
                archivedFirst.append(next)
                share += next.properties.count + 1
                pending += next.subentities
            }
        }
        guard split > 0, split < order.count else { return nil }
        self.start = split
        self.model = model
        self.layout = layout
        self.entities = Array(order[split...])
        self.sizing = ArchiveSizing(summing: sizes[split...])
        self.archivedFirst = archivedFirst
    }

    /// Archives the entities, unless the compiling thread has already taken them on.
    func archive() {
        let starts = state.withLock { state -> Bool in
            guard case .waiting = state else { return false }
            state = .running
            return true
        }
        guard starts else { return }
        let archiver = ModelArchiver(model: model, layout: layout, partSizedBy: sizing)
        // No thread is free to fault the part's tables in ahead (see `PagePrefault`): this one does
        // it in one pass, rather than a trap per page as they fill.
        archiver.archive.faultInReservedMemory()
        for entity in archivedFirst { archiver.archive.markEncodedBefore(ObjectKey(entity)) }
        result = Result { Part(archive: archiver.archive, uids: try entities.map(archiver.encodeEntity)) }
        state.withLock { $0 = .finished }
        done.signal()
    }

    /// The archived part once it is finished, or nil when no other thread has started on it: the
    /// caller archives the entities itself then.
    /// - Throws: the first error archiving the entities met.
    func archived() throws -> Part? {
        let running = state.withLock { state -> Bool in
            switch state {
            case .waiting:
                state = .claimed
                return false
            case .running: return true
            case .claimed, .finished: return false
            }
        }
        if running { done.wait() }
        let finished = state.withLock { state -> Bool in
            guard case .finished = state else { return false }
            return true
        }
        guard finished, let result else { return nil }
        // Handed over once: the part's tables are freed as soon as they are taken in, before the
        // archive is numbered.
        self.result = nil
        return try result.get()
    }
}
