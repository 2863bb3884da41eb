/// The attribute types of Core Data, with the raw codes that `NSAttributeType` uses in compiled models.
public enum AttributeType: Int, Hashable, Sendable, CaseIterable {
    case undefined = 0
    case integer16 = 100
    case integer32 = 200
    case integer64 = 300
    case decimal = 400
    case double = 500
    case float = 600
    case string = 700
    case boolean = 800
    case date = 900
    case binaryData = 1000
    case uuid = 1100
    case uri = 1200
    case transformable = 1800
    case objectID = 2000
    case composite = 2100

    /// The spelling Xcode writes in `attributeType="…"`; `undefined` is written by omitting the attribute.
    public var sourceName: String? {
        switch self {
        case .undefined: return nil
        case .integer16: return "Integer 16"
        case .integer32: return "Integer 32"
        case .integer64: return "Integer 64"
        case .decimal: return "Decimal"
        case .double: return "Double"
        case .float: return "Float"
        case .string: return "String"
        case .boolean: return "Boolean"
        case .date: return "Date"
        case .binaryData: return "Binary"
        case .uuid: return "UUID"
        case .uri: return "URI"
        case .transformable: return "Transformable"
        case .objectID: return "ObjectID"
        case .composite: return "Composite"
        }
    }

    /// Parses Xcode's spelling; `nil` for anything else (`Binary Data`, `Int16` are errors, as in Xcode).
    public init?(sourceName: String) {
        // Every spelling is a small string, compared whole in one step: trying them in turn, the
        // most common first, costs less than hashing the name for a dictionary.
        for index in Self.spellingsByFrequency.indices where Self.spellingsByFrequency[index].spelling == sourceName {
            self = Self.spellingsByFrequency[index].type
            return
        }
        return nil
    }

    /// `sourceName` the other way round, the types models use most first (the rest after them).
    private static let spellingsByFrequency: [(spelling: String, type: AttributeType)] = {
        let common: [AttributeType] = [.string, .integer64, .integer32, .boolean, .date, .double, .integer16, .binaryData, .decimal]
        return (common + allCases.filter { !common.contains($0) }).compactMap { type in type.sourceName.map { ($0, type) } }
    }()

    /// The class Core Data assigns as `attributeValueClassName` for this type (nil where it assigns none).
    public var defaultValueClassName: String? {
        switch self {
        case .integer16, .integer32, .integer64, .double, .float, .boolean: return "NSNumber"
        case .decimal: return "NSDecimalNumber"
        case .string: return "NSString"
        case .date: return "NSDate"
        case .binaryData: return "NSData"
        case .uuid: return "NSUUID"
        case .uri: return "NSURL"
        case .undefined, .transformable, .objectID, .composite: return nil
        }
    }

    public var isInteger: Bool { self == .integer16 || self == .integer32 || self == .integer64 }

    /// Types whose value is a number (min/max are value bounds rather than lengths).
    public var isNumeric: Bool { isInteger || self == .decimal || self == .double || self == .float }

    /// Types Swift code generation would expose as a scalar (used by the optional-scalar lint).
    public var hasScalarRepresentation: Bool { isNumeric && self != .decimal || self == .boolean || self == .date }
}
