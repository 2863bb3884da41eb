import HostSystem

/// The object table of a binary property list being written: every object numbered in
/// CoreFoundation's order — a container first, then (for a dictionary) all its
/// keys, then all its values, each depth first; array elements in order.
///
/// Callers append objects bottom-up through the primitives below (the keyed-archive encoder
/// flattens its compact objects straight into them) or through `append(_:)` for a whole
/// `PropertyListValue`. Containers reserve their reference slots up front and fill them as the
/// children get numbers. `BinaryPropertyListWriter.serialize` turns the table into bytes.
///
/// **The uniquing rule**, in one place: Apple uniques integers by value, mostly
/// shares booleans, never shares UIDs and shares strings only when they are the same string
/// object. modelc shares integers, reals, booleans and strings by value — deterministic (no
/// object identity involved) and smaller. UIDs, data, dates and containers are never shared.
struct ObjectTable {
    /// One object as the writer reads it back; containers refer to other objects through
    /// `refs[start..<start + n]` (a dictionary's keys, then its values) — one shared buffer, no
    /// allocation per container.
    enum Node {
        case string(Int32)
        case integer(Int64)
        case unsignedInteger(UInt64)
        case real(Double)
        /// A 4-byte real (a Float NSNumber, written by Apple's writer with marker `0x22`).
        case float(Float)
        case boolean(Bool)
        case uid(UInt32)
        case data(Int32)
        case date(Double)
        case array(start: Int32, count: Int32)
        case dictionary(start: Int32, count: Int32)
    }

    /// The objects as stored: 8 bytes each, half of what `Node` takes (a large model has over a
    /// million objects, and they are all alive while the bytes are written). See `PackedNode`.
    private var nodes: [PackedNode] = []
    /// The 64-bit payloads (integers, reals, dates) that do not fit beside a packed node's kind.
    private var widePayloads: [UInt64] = []
    /// Object numbers referenced by containers; see `Node`.
    var refs: [Int32] = []
    /// Strings by id (`Node.string`); shared with the keyed-archive encoder's keys and values.
    var strings: InternedStrings
    /// Byte payloads by index (`Node.data`).
    private(set) var blobs: [[UInt8]] = []

    private var stringNodes = NodeMemo(flatLimit: Int64(Int32.max))
    private var integerNodes = NodeMemo(flatLimit: NodeMemo.smallIntegerLimit)
    private var realNodes: [UInt64: Int32] = [:]
    private var trueNode: Int32 = -1
    private var falseNode: Int32 = -1

    /// Apple's sharing rules (`ArchiveByteRules`); nil shares every equal scalar.
    let rules: ArchiveByteRules?
    /// With rules: tagged strings by id, integers by width and value, the first UID and boolean of
    /// each value.
    private var taggedNodes = NodeMemo(flatLimit: Int64(Int32.max))
    private var classNameNodes = NodeMemo(flatLimit: Int64(Int32.max))
    private var narrowIntegerNodes = NodeMemo(flatLimit: NodeMemo.smallIntegerLimit)
    /// By UID value (UIDs are dense, numbered from 0): the object of the value's first occurrence.
    private var firstUIDs = NodeMemo(flatLimit: Int64(Int32.max))
    /// By string id: whether the string is shared as a tagged pointer (1), not (0), unknown (-1).
    private var taggedStrings: [Int8] = []
    /// With rules: strings made in a way that never yields a tagged string (a new object each time).
    var distinctStrings: Set<String> = []

    init(strings: InternedStrings = InternedStrings(), rules: ArchiveByteRules? = nil) {
        self.strings = strings
        self.rules = rules
    }

    var count: Int { nodes.count }

    /// Room for about `objects` objects and `references` container references, and for UID values
    /// below `uids` (the archive's object count) to be remembered without the memo growing.
    mutating func reserveCapacity(objects: Int, references: Int, uids: Int = 0) {
        nodes.reserveCapacity(objects)
        refs.reserveCapacity(references)
        firstUIDs.reserveCapacity(uids)
    }

    /// The memory `reserveCapacity` set aside for objects and references (see `PagePrefault`).
    var reservedMemory: [PagePrefault.Region] {
        [PagePrefault.region(reservedBy: nodes), PagePrefault.region(reservedBy: refs)]
    }

    private mutating func add(_ node: Node) -> Int32 {
        Self.add(node, to: &nodes, widePayloads: &widePayloads)
    }

    private static func add(_ node: Node, to nodes: inout [PackedNode], widePayloads: inout [UInt64]) -> Int32 {
        nodes.append(pack(node, widePayloads: &widePayloads))
        return Int32(nodes.count - 1)
    }

    /// The object `memo` holds for `key`, or `node` appended now and remembered there.
    private static func memoized(_ key: Int64, _ memo: inout NodeMemo, _ node: Node,
                                 in nodes: inout [PackedNode], widePayloads: inout [UInt64]) -> Int32 {
        if let existing = memo[key] { return existing }
        let added = add(node, to: &nodes, widePayloads: &widePayloads)
        memo[key] = added
        return added
    }

    private static func pack(_ node: Node, widePayloads: inout [UInt64]) -> PackedNode {
        func wide(_ kind: PackedNode.Kind, _ bits: UInt64) -> PackedNode {
            widePayloads.append(bits)
            return PackedNode(kind, UInt64(widePayloads.count - 1))
        }
        switch node {
        case .string(let id): return PackedNode(.string, UInt64(UInt32(bitPattern: id)))
        case .integer(let value): return wide(.integer, UInt64(bitPattern: value))
        case .unsignedInteger(let value): return wide(.unsignedInteger, value)
        case .real(let value): return wide(.real, value.bitPattern)
        case .float(let value): return PackedNode(.float, UInt64(value.bitPattern))
        case .boolean(let value): return PackedNode(.boolean, value ? 1 : 0)
        case .uid(let value): return PackedNode(.uid, UInt64(value))
        case .data(let index): return PackedNode(.data, UInt64(UInt32(bitPattern: index)))
        case .date(let value): return wide(.date, value.bitPattern)
        case .array(_, let count): return PackedNode(.array, UInt64(UInt32(bitPattern: count)))
        case .dictionary(_, let count): return PackedNode(.dictionary, UInt64(UInt32(bitPattern: count)))
        }
    }

    /// Where the references of the first container numbered `index` or later start: the
    /// references of every container before it.
    func referencesStart(at index: Int) -> Int32 {
        var start: Int32 = 0
        for packed in nodes[..<index] {
            switch packed.kind {
            case .array: start += Int32(truncatingIfNeeded: packed.payload)
            case .dictionary: start += 2 * Int32(truncatingIfNeeded: packed.payload)
            default: continue
            }
        }
        return start
    }

    /// Calls `body` with every object in number order, or with those numbered in `range`, whose
    /// first container's references start at `refsStart`. A container's references start where
    /// the previous container's end: each container reserves its slots in `refs` as it is
    /// numbered, so the start need not be stored.
    func forEachNode(in range: Range<Int>? = nil, refsStart first: Int32 = 0, _ body: (Node) -> Void) {
        var refsStart = first
        for packed in nodes[range ?? nodes.indices] {
            let payload = packed.payload
            switch packed.kind {
            case .string: body(.string(Int32(bitPattern: UInt32(truncatingIfNeeded: payload))))
            case .integer: body(.integer(Int64(bitPattern: widePayloads[Int(payload)])))
            case .unsignedInteger: body(.unsignedInteger(widePayloads[Int(payload)]))
            case .real: body(.real(Double(bitPattern: widePayloads[Int(payload)])))
            case .float: body(.float(Float(bitPattern: UInt32(truncatingIfNeeded: payload))))
            case .boolean: body(.boolean(payload != 0))
            case .uid: body(.uid(UInt32(truncatingIfNeeded: payload)))
            case .data: body(.data(Int32(bitPattern: UInt32(truncatingIfNeeded: payload))))
            case .date: body(.date(Double(bitPattern: widePayloads[Int(payload)])))
            case .array:
                let count = Int32(bitPattern: UInt32(truncatingIfNeeded: payload))
                body(.array(start: refsStart, count: count))
                refsStart += count
            case .dictionary:
                let count = Int32(bitPattern: UInt32(truncatingIfNeeded: payload))
                body(.dictionary(start: refsStart, count: count))
                refsStart += 2 * count
            }
        }
    }

    // MARK: - Scalars (shared by value)

    /// The object for the interned string `id`.
    mutating func string(_ id: Int32) -> Int32 {
        Self.memoized(Int64(id), &stringNodes, .string(id), in: &nodes, widePayloads: &widePayloads)
    }

    mutating func string(_ string: String) -> Int32 {
        self.string(strings.id(for: string))
    }

    /// A class name constant: shared among class names, apart from equal keys.
    mutating func className(_ id: Int32) -> Int32 {
        Self.memoized(Int64(id), &classNameNodes, .string(id), in: &nodes, widePayloads: &widePayloads)
    }

    /// A string that is its own object (not a constant): with rules, shared only when tagged.
    mutating func runtimeString(_ id: Int32) -> Int32 {
        guard rules != nil else { return string(id) }
        guard isSharedTagged(id) else { return add(.string(id)) }
        return Self.memoized(Int64(id), &taggedNodes, .string(id), in: &nodes, widePayloads: &widePayloads)
    }

    /// Whether the string `id` is a tagged pointer here, decided once per string.
    private mutating func isSharedTagged(_ id: Int32) -> Bool {
        let index = Int(id)
        if index >= taggedStrings.count {
            taggedStrings.append(contentsOf: repeatElement(-1, count: max(strings.count, index + 1) - taggedStrings.count))
        }
        if taggedStrings[index] < 0 {
            let text = strings[id]
            taggedStrings[index] = TaggedString.isTagged(text) && (distinctStrings.isEmpty || !distinctStrings.contains(text)) ? 1 : 0
        }
        return taggedStrings[index] == 1
    }

    /// An integer; with rules, 32-bit encodings (`narrow`) share objects only among themselves.
    mutating func integer(_ value: Int64, narrow: Bool) -> Int32 {
        guard rules != nil, narrow else { return integer(value) }
        return Self.memoized(value, &narrowIntegerNodes, .integer(value), in: &nodes, widePayloads: &widePayloads)
    }

    mutating func integer(_ value: Int64) -> Int32 {
        Self.memoized(value, &integerNodes, .integer(value), in: &nodes, widePayloads: &widePayloads)
    }

    mutating func real(_ value: Double) -> Int32 {
        if rules != nil { return add(.real(value)) }
        if let node = realNodes[value.bitPattern] { return node }
        let node = add(.real(value))
        realNodes[value.bitPattern] = node
        return node
    }

    mutating func float(_ value: Float) -> Int32 {
        guard rules != nil else { return real(Double(value)) }
        return add(.float(value))
    }

    mutating func boolean(_ value: Bool) -> Int32 {
        let existing = value ? trueNode : falseNode
        if existing >= 0 {
            // Apple's writer adds the object again, but references point at the first one.
            if rules != nil { _ = add(.boolean(value)) }
            return existing
        }
        let node = add(.boolean(value))
        if value { trueNode = node } else { falseNode = node }
        return node
    }

    // MARK: - Scalars (never shared)

    /// A UID: one object per occurrence; with rules, references point at the first of its value.
    mutating func uid(_ value: UInt32) -> Int32 {
        let node = add(.uid(value))
        guard rules != nil else { return node }
        if let first = firstUIDs[Int64(value)] { return first }
        firstUIDs[Int64(value)] = node
        return node
    }

    mutating func data(_ bytes: [UInt8]) -> Int32 {
        blobs.append(bytes)
        return add(.data(Int32(blobs.count - 1)))
    }

    mutating func date(_ value: Double) -> Int32 { add(.date(value)) }

    // MARK: - Containers

    /// The most references one container holds (a dictionary holds two per pair).
    private(set) var largestContainer = 0

    /// Numbers an array of `count` elements; fill `refs[start + i]` with the elements' numbers.
    mutating func array(count: Int) -> (node: Int32, start: Int) {
        let start = refs.count
        largestContainer = max(largestContainer, count)
        refs.append(contentsOf: repeatElement(0, count: count))
        return (add(.array(start: Int32(start), count: Int32(count))), start)
    }

    /// Numbers a dictionary of `count` pairs; fill `refs[start + i]` with the keys' numbers and
    /// `refs[start + count + i]` with the values'.
    mutating func dictionary(count: Int) -> (node: Int32, start: Int) {
        let start = refs.count
        largestContainer = max(largestContainer, 2 * count)
        refs.append(contentsOf: repeatElement(0, count: 2 * count))
        return (add(.dictionary(start: Int32(start), count: Int32(count))), start)
    }

    /// Numbers a dictionary of `count` pairs whose `2 * count` references (keys, then values) the
    /// caller appends with `appendReferences(_:)` before it numbers any other container: they go
    /// in at once, not as placeholders set one by one.
    mutating func dictionaryAwaitingReferences(count: Int) -> Int32 {
        largestContainer = max(largestContainer, 2 * count)
        return add(.dictionary(start: Int32(refs.count), count: Int32(count)))
    }

    /// The references of the container `dictionaryAwaitingReferences(count:)` numbered last.
    mutating func appendReferences(_ references: UnsafeMutableBufferPointer<Int32>) {
        refs.append(contentsOf: references)
    }

    /// A container's references, into the slots `array(count:)` or `dictionary(count:)` reserved
    /// from `start`.
    mutating func setReferences(_ references: UnsafeMutableBufferPointer<Int32>, at start: Int) {
        refs.replaceSubrange(start..<start + references.count, with: references)
    }

    // MARK: - Whole values

    /// Appends `value` and everything in it, returning its object number.
    mutating func append(_ value: PropertyListValue) -> Int32 {
        switch value {
        case .string(let string): return rules == nil ? self.string(string) : runtimeString(strings.id(for: string))
        case .integer(let integer): return self.integer(integer)
        case .unsignedInteger(let integer): return add(.unsignedInteger(integer))
        case .real(let real): return self.real(real)
        case .boolean(let flag): return boolean(flag)
        case .data(let bytes): return data(bytes)
        case .date(let date): return self.date(date)
        case .uid(let uid): return self.uid(uid.value)
        case .array(let elements):
            let (node, start) = array(count: elements.count)
            for (offset, element) in elements.enumerated() { refs[start + offset] = append(element) }
            return node
        case .dictionary(let pairs):
            let (node, start) = dictionary(count: pairs.count)
            for (offset, pair) in pairs.enumerated() {
                refs[start + offset] = rules == nil ? string(pair.key) : runtimeString(strings.id(for: pair.key))
            }
            for (offset, pair) in pairs.enumerated() { refs[start + pairs.count + offset] = append(pair.value) }
            return node
        }
    }
}

/// An object of the table in 8 bytes: its kind in the top four bits, below them the payload that
/// `ObjectTable.Node` spells out (a string, data or wide-payload index, a UID, a float's bits, a
/// boolean, or a container's count).
private struct PackedNode {
    enum Kind: UInt8 {
        case string, integer, unsignedInteger, real, float, boolean, uid, data, date, array, dictionary
    }

    private let bits: UInt64

    init(_ kind: Kind, _ payload: UInt64) {
        bits = UInt64(kind.rawValue) << 60 | payload
    }

    var kind: Kind { Kind(rawValue: UInt8(truncatingIfNeeded: bits >> 60)) ?? .string }
    var payload: UInt64 { bits & (1 << 60 - 1) }
}

/// Object numbers remembered by an integer key. Keys from zero up to `flatLimit` (string ids,
/// small numbers: nearly all of them) index a flat array, so the hundreds of thousands of
/// lookups of a large archive hash nothing; other keys go to a dictionary.
private struct NodeMemo {
    /// Integers a model's archive repeats are flags, types and counts: small.
    static let smallIntegerLimit: Int64 = 1 << 16

    private let flatLimit: Int64
    private var flat: [Int32] = []
    private var others: [Int64: Int32] = [:]

    init(flatLimit: Int64) {
        self.flatLimit = flatLimit
    }

    /// Room for the keys below `count` without growing.
    mutating func reserveCapacity(_ count: Int) {
        let size = min(count, Int(flatLimit))
        if size > flat.count { flat.append(contentsOf: repeatElement(-1, count: size - flat.count)) }
    }

    subscript(key: Int64) -> Int32? {
        get {
            guard key >= 0, key < flatLimit else { return others[key] }
            let index = Int(key)
            return index < flat.count && flat[index] >= 0 ? flat[index] : nil
        }
        set {
            guard key >= 0, key < flatLimit else {
                others[key] = newValue
                return
            }
            let index = Int(key)
            if index >= flat.count {
                flat.append(contentsOf: repeatElement(-1, count: max(index + 1, 2 * flat.count) - flat.count))
            }
            flat[index] = newValue ?? -1
        }
    }
}
