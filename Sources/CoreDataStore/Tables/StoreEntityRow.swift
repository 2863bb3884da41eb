/// One row of `Z_PRIMARYKEY`, with the rows its entity has in its table.
package struct StoreEntityRow: Sendable, Equatable {
    /// `Z_ENT`: the entity's number (16001–16003: persistent history; 17001 on: CloudKit mirroring).
    package var number: Int64
    /// `Z_NAME`.
    package var name: String
    /// `Z_SUPER`: the parent's `Z_ENT`, 0 for a root.
    package var parentNumber: Int64
    /// The parent's name, when `Z_SUPER` names a row of the table.
    package var parentName: String?
    /// `Z_MAX`: the highest primary key handed out.
    package var maxPrimaryKey: Int64
    /// The table holding the entity's rows (a hierarchy shares its root's), when it exists.
    package var table: String?
    /// Rows of this very entity (`Z_ENT` = number) in `table`; nil when there is no such table.
    package var rowCount: Int64?

    /// Core Data's own bookkeeping entities rather than the model's.
    package var isFrameworkEntity: Bool { number > 16000 }
}

/// A table Core Data adds for a feature (persistent history: `ACHANGE`, `ATRANSACTION`,
/// `ATRANSACTIONSTRING`; CloudKit mirroring: `ANSCK…`), with its row count.
package struct StoreFeatureTable: Sendable, Equatable {
    package var name: String
    package var rowCount: Int64

    package init(name: String, rowCount: Int64) {
        self.name = name
        self.rowCount = rowCount
    }
}
