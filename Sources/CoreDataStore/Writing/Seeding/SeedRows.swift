/// The rows a seed file turns into, ready to insert: entity rows, join rows, and the highest
/// primary key handed out per hierarchy (for its root's `Z_PRIMARYKEY` row).
struct SeedRows {
    struct Insert {
        var table: String
        var columns: [String]
        var values: [SQLiteValue]
    }

    var inserts: [Insert] = []
    /// Root entity's `Z_ENT` → `Z_MAX`.
    var maximumKeys: [Int64: Int64] = [:]
}
