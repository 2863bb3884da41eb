import FoundationEssentials
import HostSystem

extension DumpValue {
    /// Any `Encodable` report as a tree, so that every command writes JSON through one writer in
    /// one style (`DumpValue.json()`). Object keys come out sorted (an encoded struct keeps no order).
    package init(encoding value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        self = try JSONDecoder().decode(DecodedTree.self, from: try encoder.encode(value)).value
    }
}

/// Reads Foundation's JSON back into a `DumpValue`, trying the narrowest kind first (a JSON
/// `true` is never read as the number 1).
private struct DecodedTree: Decodable {
    let value: DumpValue

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            value = .object(try object.allKeys.sorted { $0.stringValue < $1.stringValue }.map { key in
                (key.stringValue, try object.decode(DecodedTree.self, forKey: key).value)
            })
        } else if var list = try? decoder.unkeyedContainer() {
            var items: [DumpValue] = []
            while !list.isAtEnd { items.append(try list.decode(DecodedTree.self).value) }
            value = .list(items)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                value = .null
            } else if let flag = try? single.decode(Bool.self) {
                value = .boolean(flag)
            } else if let number = try? single.decode(Int.self) {
                value = .integer(number)
            } else if let number = try? single.decode(Double.self) {
                value = .real(number)
            } else {
                value = .string(try single.decode(String.self))
            }
        }
    }
}
