/// What a property is, with the concrete description as payload: the one place that tells the
/// property classes apart. Every consumer (hasher, linter, encoder, dump, copy, resolver) switches
/// over it, so a new kind of property is a new case the compiler points out everywhere, instead of
/// a subclass that `as?` checks silently skip.
public enum PropertyKind {
    /// A stored (plain) attribute.
    case attribute(AttributeDescription)
    case derivedAttribute(DerivedAttributeDescription)
    case compositeAttribute(CompositeAttributeDescription)
    case relationship(RelationshipDescription)
    case fetchedProperty(FetchedPropertyDescription)

    /// The attribute of any attribute kind (stored, derived, composite); nil for other properties.
    public var attribute: AttributeDescription? {
        switch self {
        case .attribute(let attribute): return attribute
        case .derivedAttribute(let derived): return derived
        case .compositeAttribute(let composite): return composite
        case .relationship, .fetchedProperty: return nil
        }
    }

    public var relationship: RelationshipDescription? {
        if case .relationship(let relationship) = self { return relationship }
        return nil
    }

    public var fetchedProperty: FetchedPropertyDescription? {
        if case .fetchedProperty(let fetched) = self { return fetched }
        return nil
    }

    public var compositeAttribute: CompositeAttributeDescription? {
        if case .compositeAttribute(let composite) = self { return composite }
        return nil
    }

    public var derivedAttribute: DerivedAttributeDescription? {
        if case .derivedAttribute(let derived) = self { return derived }
        return nil
    }

    /// Whether the property feeds its entity's version hash (when not transient): attributes of
    /// every kind and relationships do, fetched properties do not.
    public var isVersionHashed: Bool {
        switch self {
        case .attribute, .derivedAttribute, .compositeAttribute, .relationship: return true
        case .fetchedProperty: return false
        }
    }

    /// A short kind word for messages and dumps.
    public var name: String {
        switch self {
        case .attribute: return "attribute"
        case .derivedAttribute: return "derived attribute"
        case .compositeAttribute: return "composite attribute"
        case .relationship: return "relationship"
        case .fetchedProperty: return "fetched property"
        }
    }
}
