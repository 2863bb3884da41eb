/// A property as messages name it, `Entity.property`: kept as its two parts and joined only when
/// a message is reported. Most properties are read without any message, and a large model has
/// tens of thousands of them.
struct PropertyLabel: CustomStringConvertible {
    let owner: String
    let name: String

    var description: String { "\(owner).\(name)" }
}
