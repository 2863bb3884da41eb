import HostSystem

/// Reads `Z_PRIMARYKEY`, counts each entity's rows, and finds the history and CloudKit tables.
struct StoreTablesReader {
    let database: SQLiteDatabase

    /// Every table name in the database.
    func tableNames() throws -> Set<String> {
        Set(try database.rows("SELECT name FROM sqlite_master WHERE type = 'table'").compactMap { $0.first?.textValue })
    }

    func entityRows(tables: Set<String>) throws -> [StoreEntityRow] {
        guard tables.contains("Z_PRIMARYKEY") else { return [] }
        let raw = try database.rows("SELECT Z_ENT, Z_NAME, Z_SUPER, Z_MAX FROM Z_PRIMARYKEY ORDER BY Z_ENT")
        var rows: [StoreEntityRow] = raw.compactMap { columns in
            guard columns.count == 4, let number = columns[0].integerValue, let name = columns[1].textValue else { return nil }
            return StoreEntityRow(number: number, name: name, parentNumber: columns[2].integerValue ?? 0,
                                  parentName: nil, maxPrimaryKey: columns[3].integerValue ?? 0, table: nil, rowCount: nil)
        }
        let byNumber = Dictionary(rows.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
        let upperTables = Dictionary(tables.map { ($0.uppercased(), $0) }, uniquingKeysWith: { first, _ in first })
        for index in rows.indices {
            rows[index].parentName = byNumber[rows[index].parentNumber]?.name
            let root = Self.root(of: rows[index], in: byNumber)
            let prefix = root.isFrameworkEntity ? UnverifiedChoices.frameworkEntityTablePrefix : UnverifiedChoices.entityTablePrefix
            guard let table = upperTables[prefix + root.name.uppercased()] else { continue }
            rows[index].table = table
            rows[index].rowCount = try count(rows[index].number, in: table)
        }
        return rows
    }

    /// The hierarchy's root (the row whose table the entity shares); stops on a cycle.
    private static func root(of row: StoreEntityRow, in byNumber: [Int64: StoreEntityRow]) -> StoreEntityRow {
        var current = row
        var seen: Set<Int64> = [row.number]
        while current.parentNumber != 0, let parent = byNumber[current.parentNumber], seen.insert(parent.number).inserted {
            current = parent
        }
        return current
    }

    private func count(_ entity: Int64, in table: String) throws -> Int64? {
        let quoted = "\"" + table.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        let columns = try database.rows("SELECT name FROM pragma_table_info(?)", [.text(table)]).compactMap { $0.first?.textValue }
        if columns.contains("Z_ENT") {
            return try database.rows("SELECT COUNT(*) FROM \(quoted) WHERE Z_ENT = ?", [.integer(entity)]).first?.first?.integerValue
        }
        return try database.rows("SELECT COUNT(*) FROM \(quoted)").first?.first?.integerValue
    }

    /// Persistent-history tables, then CloudKit-mirroring tables, each in name order.
    func featureTables(_ tables: Set<String>) throws -> (history: [StoreFeatureTable], cloudKit: [StoreFeatureTable]) {
        let history = ["ACHANGE", "ATRANSACTION", "ATRANSACTIONSTRING"].filter(tables.contains)
        let cloudKit = tables.filter { $0.hasPrefix("ANSCK") }.sorted()
        func counted(_ names: [String]) throws -> [StoreFeatureTable] {
            try names.map { name in
                let quoted = "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
                return StoreFeatureTable(name: name, rowCount: try database.rows("SELECT COUNT(*) FROM \(quoted)").first?.first?.integerValue ?? 0)
            }
        }
        return (try counted(history), try counted(cloudKit))
    }
}
