/// An attribute of an entity (NSAttributeDescription).
public class AttributeDescription: PropertyDescription {
    public var attributeType: AttributeType { willSet { checkEditable() } }
    public var defaultValue: AttributeValue? { willSet { checkEditable() } }
    /// Lower bound: a value for numbers and dates, a length for strings.
    public var minValue: AttributeValue? { willSet { checkEditable() } }
    /// Upper bound: a value for numbers and dates, a length for strings.
    public var maxValue: AttributeValue? { willSet { checkEditable() } }
    public var regularExpression: String? { willSet { checkEditable() } }
    public var valueTransformerName: String? { willSet { checkEditable() } }
    /// `customClassName` in source: the value class of a Transformable attribute. Opaque text.
    public var customClassName: String? { willSet { checkEditable() } }
    public var allowsExternalBinaryDataStorage: Bool { willSet { checkEditable() } }
    public var preservesValueInHistoryOnDeletion: Bool { willSet { checkEditable() } }
    public var allowsCloudEncryption: Bool { willSet { checkEditable() } }
    /// The legacy single-property index flag (also set by a one-element binary fetch index).
    public var isIndexed: Bool { willSet { checkEditable() } }
    /// Code generation only (`usesScalarValueType`); nil when the source does not say.
    public var usesScalarValueType: Bool? { willSet { checkEditable() } }

    public init(name: String, type: AttributeType = .undefined) {
        self.attributeType = type
        self.allowsExternalBinaryDataStorage = false
        self.preservesValueInHistoryOnDeletion = false
        self.allowsCloudEncryption = false
        self.isIndexed = false
        super.init(name: name)
    }

    /// The class name Core Data reports for values: the custom class of a Transformable
    /// attribute, else the class the type implies.
    public var attributeValueClassName: String? {
        if attributeType == .transformable { return customClassName }
        return attributeType.defaultValueClassName
    }

    override public var kind: PropertyKind { .attribute(self) }

    /// How many of the bounds (minimum, maximum, pattern) are set. The archiver asks this of every
    /// attribute of a model before archiving it: here the stored values' cases are read in place,
    /// where a caller in another module copies each value out through its getter (counting a large
    /// model's took half as long again that way).
    package var boundCount: Int {
        (minValue == nil ? 0 : 1) + (maxValue == nil ? 0 : 1) + (regularExpression == nil ? 0 : 1)
    }
}

extension EntityDescription {
    /// `AttributeDescription.boundCount` summed over the entity's own attributes.
    package var attributeBoundCount: Int {
        var count = 0
        for property in properties {
            if let attribute = property as? AttributeDescription { count += attribute.boundCount }
        }
        return count
    }
}

/// An attribute whose value the store computes (NSDerivedAttributeDescription). Always read-only.
public final class DerivedAttributeDescription: AttributeDescription {
    /// The derivation as expression format text, as written in the source.
    public var derivationExpression: String { willSet { checkEditable() } }
    public var filteringPredicate: String? { willSet { checkEditable() } }

    public init(name: String, type: AttributeType, derivationExpression: String) {
        self.derivationExpression = derivationExpression
        super.init(name: name, type: type)
        self.isReadOnly = true
    }

    override public var kind: PropertyKind { .derivedAttribute(self) }
}

/// An attribute made of named elements (NSCompositeAttributeDescription, Xcode 15+).
public final class CompositeAttributeDescription: AttributeDescription {
    /// The `<composite>` definition this attribute uses.
    public var compositeName: String { willSet { checkEditable() } }
    /// Copies of the definition's attributes (nested composites allowed).
    public var elements: [AttributeDescription] { willSet { checkEditable() } }

    public init(name: String, compositeName: String, elements: [AttributeDescription] = []) {
        self.compositeName = compositeName
        self.elements = elements
        super.init(name: name, type: .composite)
    }

    override public var kind: PropertyKind { .compositeAttribute(self) }
}
