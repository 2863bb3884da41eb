import CoreDataModel

/// The SQL type Core Data declares for a column, and the group that decides where the column goes.
package enum StoreColumnType: String, Sendable {
    case integer = "INTEGER"
    case float = "FLOAT"
    case decimal = "DECIMAL"
    case timestamp = "TIMESTAMP"
    case varchar = "VARCHAR"
    case blob = "BLOB"

    /// The column type of a stored attribute type; nil for types that are never stored
    /// (undefined, object IDs, and composites, whose elements are stored instead).
    package init?(_ type: AttributeType) {
        switch type {
        case .integer16, .integer32, .integer64, .boolean: self = .integer
        case .double, .float: self = .float
        case .decimal: self = .decimal
        case .date: self = .timestamp
        case .string, .uri: self = .varchar
        case .binaryData, .transformable, .uuid: self = .blob
        case .undefined, .objectID, .composite: return nil
        }
    }

    /// Columns come in four groups, in this order: integers (with each entity's to-one keys after
    /// its integer attributes), then dates and reals together, then text, then bytes.
    package var group: Int {
        switch self {
        case .integer: return 0
        case .timestamp, .float: return 1
        case .decimal: return UnverifiedChoices.decimalColumnGroup
        case .varchar: return 2
        case .blob: return 3
        }
    }
}
