import CoreDataModel

/// The rows of validated seed objects: each object in its hierarchy's table (`Z_OPT` 1, keys
/// from 1 per table in file order), its to-one keys, entity and order columns, and a join row per
/// many-to-many link, written from the side that names the table.
enum SeedRowBuilder {
    static func rows(_ objects: [SeedObject], schema: StoreSchema) -> SeedRows {
        var rows = SeedRows()
        for object in objects {
            let root = object.entity.root
            let number = schema.number(of: root) ?? 0
            let key = (rows.maximumKeys[number] ?? 0) + 1
            rows.maximumKeys[number] = key
            object.primaryKey = key
        }
        for object in objects {
            guard let table = schema.table(of: object.entity.entity) else { continue }
            var columns = ["Z_PK", "Z_ENT", "Z_OPT"]
            var values: [SQLiteValue] = [.integer(object.primaryKey), .integer(object.entity.number), .integer(1)]
            let lineage = [object.entity.entity] + object.entity.entity.ancestors
            for column in table.columns where lineage.contains(where: { $0 === column.entity }) {
                guard let value = value(of: column, in: object, schema: schema) else { continue }
                columns.append(column.name)
                values.append(value)
            }
            rows.inserts.append(.init(table: table.name, columns: columns, values: values))
        }
        for (_, join) in schema.joinTables {
            guard let owner = join.relationship.entity else { continue }
            let reflexive = join.inverse === join.relationship
            for object in objects where object.entity.entity.isKind(of: owner) {
                for (position, target) in object.objects(in: join.relationship).enumerated() {
                    if reflexive, !UnverifiedChoices.reflexiveLinksStoredBothWays, target.primaryKey < object.primaryKey { continue }
                    var columns = [join.sourceColumn, join.destinationColumn]
                    var values: [SQLiteValue] = [.integer(object.primaryKey), .integer(target.primaryKey)]
                    if let column = join.sourceOrderColumn, let inverse = join.inverse,
                       let index = target.objects(in: inverse).firstIndex(where: { $0 === object }) {
                        columns.append(column)
                        values.append(.integer(orderKey(index)))
                    }
                    if let column = join.destinationOrderColumn {
                        columns.append(column)
                        values.append(.integer(orderKey(position)))
                    }
                    rows.inserts.append(.init(table: join.name, columns: columns, values: values))
                }
            }
        }
        return rows
    }

    private static func value(of column: StoreColumn, in object: SeedObject, schema: StoreSchema) -> SQLiteValue? {
        switch column.content {
        case .attribute(let attribute):
            if let derived = attribute.kind.derivedAttribute {
                return SeedDerivedValues.value(of: derived, in: object).flatMap { SeedValues.columnValue($0, of: attribute) }
            }
            if attribute.attributeType == .transformable, !UnverifiedChoices.transformableDefaultsStored,
               object.values[ObjectIdentifier(attribute)] == nil {
                return nil
            }
            return SeedValidation.value(of: attribute, in: object).flatMap { SeedValues.columnValue($0, of: attribute) }
        case .compositeElement(let composite, let path):
            var current = SeedValidation.value(of: composite, in: object)
            for element in path {
                guard case .dictionary(let members)? = current else { return nil }
                current = members[element.name]
            }
            guard let leaf = path.last else { return nil }
            return current.flatMap { SeedValues.columnValue($0, of: leaf) }
        case .foreignKey(let relationship):
            return object.objects(in: relationship).first.map { .integer($0.primaryKey) }
        case .foreignEntity(let relationship):
            return object.objects(in: relationship).first.map { .integer($0.entity.number) }
        case .foreignOrder(let relationship):
            guard let target = object.objects(in: relationship).first, let inverse = relationship.inverseRelationship,
                  let index = target.objects(in: inverse).firstIndex(where: { $0 === object }) else { return nil }
            return .integer(orderKey(index))
        }
    }

    private static func orderKey(_ index: Int) -> Int64 { Int64(index + 1) * UnverifiedChoices.orderKeyStride }
}
