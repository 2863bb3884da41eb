import Crypto
import FoundationEssentials
import HostSystem

/// Computes Core Data's version hashes (SHA-256, little-endian integers), exactly as
/// Documentation/Formats.md "Version hashes" describes them: what `NSEntityDescription.versionHash`,
/// `NSPropertyDescription.versionHash` and `NSManagedObjectModel.versionChecksum` return, and what
/// `VersionInfo.plist` and store metadata hold.
///
/// One hasher per model run memoizes entity hashes, because every sub-entity feeds its parent's.
public struct VersionHasher {
    /// Hashes are kept as digests (32 bytes inline) and become arrays only at the public surface:
    /// a large model hashes some hundred thousand properties, and an array per step was a third of
    /// all the allocations of its compile.
    private var entityDigests: [ObjectIdentifier: SHA256.Digest] = [:]
    /// Inherited properties are hashed once, not once per sub-entity. Only those are kept while
    /// entities are hashed (a large model's other properties would take megabytes, alive beside
    /// its archive); `memoizedHash(of:)` keeps every property it is asked about.
    private var propertyDigests: [ObjectIdentifier: SHA256.Digest] = [:]
    /// Whether hashing entities keeps every property digest it makes, not only inherited ones: for
    /// a caller that asks for each property's hash next, which would otherwise hash most
    /// properties a second time.
    private let keepsEveryPropertyDigest: Bool

    public init() {
        keepsEveryPropertyDigest = false
    }

    /// A hasher with room for every entity and property of `model`, so that hashing them all
    /// does not grow its tables step by step. With `keepingEveryPropertyHash`, hashing entities
    /// keeps the hash of every property it hashes, for `memoizedHash(of:)` to return.
    public init(reservingCapacityFor model: ManagedObjectModel, keepingEveryPropertyHash: Bool = false) {
        entityDigests.reserveCapacity(model.entities.count)
        propertyDigests.reserveCapacity(model.entities.reduce(0) { $0 + $1.properties.count })
        keepsEveryPropertyDigest = keepingEveryPropertyHash
    }

    /// Takes in the entity hashes `other` has made (of the same model), so that model hashes do not
    /// make them again. Its property hashes are left: a model hash needs none, and merging a large
    /// model's hundred thousand of them cost more than a tenth of the dump of it.
    public mutating func absorb(_ other: VersionHasher) {
        entityDigests.merge(other.entityDigests) { mine, _ in mine }
    }

    /// Entity name → 32-byte hash, for every entity of the model.
    public mutating func entityHashes(of model: ManagedObjectModel) -> [String: [UInt8]] {
        hashEntities(model.entities)
        var result: [String: [UInt8]] = [:]
        for entity in model.entities { result[entity.name] = hash(of: entity) }
        return result
    }

    /// SHA-256 over the entity hashes in entity-name order (the model's `versionHash`).
    public mutating func modelHash(of model: ManagedObjectModel) -> [UInt8] {
        var digest = SHA256()
        for entity in model.entities.sorted(by: { utf16Precedes($0.name, $1.name) }) {
            digest.update(digest: self.digest(of: entity))
        }
        return Self.bytes(of: digest.finalize())
    }

    /// `versionChecksum`: standard base64 of the model hash.
    public mutating func checksum(of model: ManagedObjectModel) -> String {
        Data(modelHash(of: model)).base64EncodedString()
    }

    public mutating func hash(of entity: EntityDescription) -> [UInt8] {
        Self.bytes(of: digest(of: entity))
    }

    /// A digest's 32 bytes, copied at once: `Array(digest)` goes through the digest's sequence
    /// byte by byte, which cost a dump of a large model 3% of its time.
    private static func bytes(of digest: SHA256.Digest) -> [UInt8] {
        digest.withUnsafeBytes { Array($0) }
    }

    /// A property an entity hashes, with its digest: what a sub-entity takes over from its parent.
    private struct HashedProperty {
        let property: PropertyDescription
        let digest: SHA256.Digest
    }

    /// Hashes `entities`, in order. An entity whose parent was hashed in the same call merges its
    /// own properties into the parent's name-ordered list, digests included: sorting each entity's
    /// whole inherited list again took a quarter of a large model's hashing, SHA-256 itself aside,
    /// and looking each inherited digest up again most of the rest. The lists of parents are kept
    /// for the call only.
    public mutating func hashEntities<Entities: Sequence<EntityDescription>>(_ entities: Entities) {
        var parentLists: [ObjectIdentifier: [HashedProperty]] = [:]
        for entity in entities { _ = digest(of: entity, keepingParentLists: &parentLists) }
    }

    /// `digest(of:)`, with the hashed properties of an entity that has sub-entities kept in
    /// `parentLists` and the parent's taken from there.
    private mutating func digest(of entity: EntityDescription,
                                 keepingParentLists parentLists: inout [ObjectIdentifier: [HashedProperty]]) -> SHA256.Digest {
        if let known = entityDigests[ObjectIdentifier(entity)] { return known }
        var inherited: [HashedProperty]?
        if let parent = entity.superentity, parent !== entity {
            _ = digest(of: parent, keepingParentLists: &parentLists)
            inherited = parentLists[ObjectIdentifier(parent)]
        }
        let hashed = inherited.map { mergedDigests($0, Self.hashedInOrder(entity.properties), of: entity) }
            ?? hashedDigests(Self.hashedProperties(of: entity))
        if !entity.subentities.isEmpty { parentLists[ObjectIdentifier(entity)] = hashed }
        let result = digest(of: entity, hashing: hashed)
        entityDigests[ObjectIdentifier(entity)] = result
        return result
    }

    private mutating func digest(of entity: EntityDescription) -> SHA256.Digest {
        var parentLists: [ObjectIdentifier: [HashedProperty]] = [:]
        return digest(of: entity, keepingParentLists: &parentLists)
    }

    /// The digest of `entity`, whose hashed properties (its ancestors' and its own, in name order)
    /// are `hashed`.
    private mutating func digest(of entity: EntityDescription, hashing hashed: [HashedProperty]) -> SHA256.Digest {
        var digest = SHA256()
        digest.updateUTF8(entity.name)
        digest.updateByte(entity.isAbstract ? 1 : 0)
        if let parent = entity.superentity, parent !== entity {
            digest.update(digest: self.digest(of: parent))
        }
        for property in hashed { digest.update(digest: property.digest) }
        if let modifier = entity.versionHashModifier {
            digest.updateUTF8(modifier)
        }
        let constraints = entity.uniquenessConstraints
            .map { $0.joined(separator: ".") }
            .sorted(by: utf16Precedes)
        for constraint in constraints where !constraint.isEmpty {
            digest.updateUTF8(constraint)
        }
        return digest.finalize()
    }

    /// `properties` (owned by entities anywhere in one line of inheritance) with their digests, each
    /// kept when its entity has sub-entities, which hash it again.
    private mutating func hashedDigests(_ properties: [PropertyDescription]) -> [HashedProperty] {
        properties.map { property in
            let keeping = keepsEveryPropertyDigest || (property.entity.map { !$0.subentities.isEmpty } ?? false)
            return HashedProperty(property: property, digest: memoizedDigest(of: property, keeping: keeping))
        }
    }

    /// The parent's hashed properties `inherited` and `entity`'s own (`own`, name-ordered) as one
    /// name-ordered list, the inherited before the own among equal names: what sorting the two one
    /// after the other would give. Only the own properties are hashed here.
    private mutating func mergedDigests(_ inherited: [HashedProperty], _ own: [PropertyDescription],
                                        of entity: EntityDescription) -> [HashedProperty] {
        guard !own.isEmpty else { return inherited }
        let keepsOwn = keepsEveryPropertyDigest || !entity.subentities.isEmpty
        var result: [HashedProperty] = []
        result.reserveCapacity(inherited.count + own.count)
        var index = 0
        for property in own {
            while index < inherited.count, !utf16Precedes(property.name, inherited[index].property.name) {
                result.append(inherited[index])
                index += 1
            }
            result.append(HashedProperty(property: property, digest: memoizedDigest(of: property, keeping: keepsOwn)))
        }
        result += inherited[index...]
        return result
    }

    /// The properties `entity` and its ancestors hash, in name order (the ancestors' first among
    /// equal names, as a stable sort of them all puts them).
    private static func hashedProperties(of entity: EntityDescription) -> [PropertyDescription] {
        let ancestors = entity.ancestors
        var owned: [PropertyDescription] = []
        owned.reserveCapacity(ancestors.reduce(entity.properties.count) { $0 + $1.properties.count })
        for owner in ancestors.reversed() + [entity] { owned += owner.properties }
        return hashedInOrder(owned)
    }

    /// Those of `properties` that feed the entity hash, sorted stably by name.
    private static func hashedInOrder(_ properties: [PropertyDescription]) -> [PropertyDescription] {
        var hashed = properties.filter(VersionHashedFields.feedsEntityHash)
        hashed.sort { utf16Precedes($0.name, $1.name) }
        return hashed
    }

    /// `VersionHasher.hash(of:)` for a property, memoized with the hashes entity hashing already made.
    public mutating func memoizedHash(of property: PropertyDescription) -> [UInt8] {
        Self.bytes(of: memoizedDigest(of: property, keeping: true))
    }

    /// The digest of `property`, remembered from now on when `keeping`. A digest not to be kept is
    /// made without looking for it: most properties are hashed once, by their own entity, and the
    /// look-up would miss.
    private mutating func memoizedDigest(of property: PropertyDescription, keeping: Bool) -> SHA256.Digest {
        guard keeping else { return Self.digest(of: property) }
        let key = ObjectIdentifier(property)
        if let known = propertyDigests[key] { return known }
        let computed = Self.digest(of: property)
        propertyDigests[key] = computed
        return computed
    }

    /// A property's own version hash (attributes and relationships; other kinds hash their base only).
    public static func hash(of property: PropertyDescription) -> [UInt8] {
        bytes(of: digest(of: property))
    }

    static func digest(of property: PropertyDescription) -> SHA256.Digest {
        switch property.kind {
        case .derivedAttribute(let derived):
            return derivedDigest(of: derived)
        case .compositeAttribute(let composite):
            return compositeDigest(of: composite)
        case .attribute(let attribute):
            return attributeDigest(of: attribute)
        case .relationship(let relationship):
            return relationshipDigest(of: relationship)
        case .fetchedProperty:
            return baseDigest(of: property)
        }
    }

    static func baseDigest(of property: PropertyDescription) -> SHA256.Digest {
        var digest = SHA256()
        digest.updateUTF8(property.name)
        var flags: UInt16 = 0
        if property.isOptional { flags |= 1 }
        if property.isTransient { flags |= 2 }
        if property.isReadOnly { flags |= 4 }
        digest.updateLittleEndian(flags)
        if let modifier = property.versionHashModifier {
            digest.updateUTF8(modifier)
        }
        return digest.finalize()
    }

    static func attributeDigest(of attribute: AttributeDescription) -> SHA256.Digest {
        var digest = SHA256()
        digest.update(digest: baseDigest(of: attribute))
        digest.updateLittleEndian(Int32(truncatingIfNeeded: attribute.attributeType.rawValue))
        if attribute.allowsExternalBinaryDataStorage { digest.updateByte(1) }
        if attribute.preservesValueInHistoryOnDeletion { digest.updateByte(1) }
        return digest.finalize()
    }

    static func relationshipDigest(of relationship: RelationshipDescription) -> SHA256.Digest {
        var digest = SHA256()
        digest.update(digest: baseDigest(of: relationship))
        if let destination = relationship.destinationEntity {
            digest.updateUTF8(destination.name)
        } else if !relationship.destinationEntityName.isEmpty {
            digest.updateUTF8(relationship.destinationEntityName)
        }
        if let inverse = relationship.inverseRelationship, !isReflexive(relationship, inverse) {
            digest.updateUTF8(inverse.name)
        }
        digest.updateLittleEndian(Int32(truncatingIfNeeded: relationship.maxCount))
        digest.updateLittleEndian(Int32(truncatingIfNeeded: relationship.minCount))
        if relationship.isOrdered { digest.updateLittleEndian(UInt16(1)) }
        return digest.finalize()
    }

    /// A relationship that is its own inverse feeds no inverse name — also when the same
    /// relationship is seen through inheritance (the style every current store uses).
    private static func isReflexive(_ relationship: RelationshipDescription, _ inverse: RelationshipDescription) -> Bool {
        if inverse === relationship { return true }
        guard inverse.name == relationship.name,
              let owner = relationship.entity, let inverseOwner = inverse.entity else { return false }
        return owner.isKind(of: inverseOwner) || inverseOwner.isKind(of: owner)
    }

    /// A derived attribute contributes only SHA-256 of its expression's printed format (the
    /// rewritten form, e.g. `count:(rel)` for `rel.@count`), plus the filtering predicate's printed
    /// format when there is one (that second part is unverified: no golden has a filtering predicate).
    static func derivedDigest(of attribute: DerivedAttributeDescription) -> SHA256.Digest {
        var digest = SHA256()
        digest.updateUTF8(DerivationFormat.canonical(attribute.derivationExpression))
        if let filter = attribute.filteringPredicate {
            digest.updateUTF8(DerivationFormat.canonicalPredicate(filter))
        }
        return digest.finalize()
    }

    /// Unverified (no golden has a composite attribute): SHA-256 over the hashes of the
    /// flattened, non-transient leaf attributes sorted by name.
    static func compositeDigest(of attribute: CompositeAttributeDescription) -> SHA256.Digest {
        var leaves: [AttributeDescription] = []
        func collect(_ elements: [AttributeDescription]) {
            for element in elements {
                if let nested = element.kind.compositeAttribute {
                    collect(nested.elements)
                } else if !element.isTransient {
                    leaves.append(element)
                }
            }
        }
        collect(attribute.elements)
        var digest = SHA256()
        for leaf in leaves.sorted(by: { utf16Precedes($0.name, $1.name) }) {
            digest.update(digest: self.digest(of: leaf))
        }
        return digest.finalize()
    }
}

/// Apple orders names with `compare:` and no options: a binary comparison of UTF-16 code units.
/// Swift's `String <` compares Unicode scalars/graphemes and can differ, so never use it here.
public func utf16Precedes(_ lhs: String, _ rhs: String) -> Bool {
    let fast = lhs.utf8.withContiguousStorageIfAvailable { left in
        rhs.utf8.withContiguousStorageIfAvailable { right in utf8PrecedesAsUTF16(left, right) }
    }
    if let fast, let result = fast { return result }
    return lhs.utf16.lexicographicallyPrecedes(rhs.utf16)
}

/// UTF-16 code-unit order computed on UTF-8 bytes, without transcoding. UTF-8 byte order is code
/// point order; UTF-16 order differs from it only where a supplementary character (lead byte
/// 0xF0–0xF4; a surrogate pair 0xD800… in UTF-16) meets one of U+E000–U+FFFF (lead 0xEE, 0xEF).
/// The first differing bytes of two valid UTF-8 strings sit at the same offset of characters that
/// start at the same place, so comparing lead bytes decides.
private func utf8PrecedesAsUTF16(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
    let common = min(lhs.count, rhs.count)
    var index = 0
    while index < common {
        let left = lhs[index], right = rhs[index]
        if left != right {
            if left >= 0xEE && right >= 0xEE && (left >= 0xF0) != (right >= 0xF0) {
                return left >= 0xF0
            }
            return left < right
        }
        index += 1
    }
    return lhs.count < rhs.count
}

func littleEndianBytes<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
    withUnsafeBytes(of: value.littleEndian) { Array($0) }
}

extension SHA256 {
    /// Feeds a string's UTF-8 bytes without copying them into an array first.
    mutating func updateUTF8(_ text: String) {
        let fed: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            update(bufferPointer: UnsafeRawBufferPointer(bytes))
        }
        if fed == nil { update(data: Array(text.utf8)) }
    }

    /// Feeds another digest's 32 bytes.
    mutating func update(digest other: SHA256.Digest) {
        other.withUnsafeBytes { update(bufferPointer: $0) }
    }

    /// Feeds one byte.
    mutating func updateByte(_ byte: UInt8) {
        withUnsafeBytes(of: byte) { update(bufferPointer: $0) }
    }

    /// Feeds an integer's little-endian bytes (what `littleEndianBytes` returns) without an array.
    mutating func updateLittleEndian<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { update(bufferPointer: $0) }
    }
}
