/// Pairs old and new descriptions the way Core Data's inferred mapping does: by canonical name,
/// the renaming identifier (or the name when there is none). Apple: "the renaming identifier
/// creates a canonical name, so you should set the renaming identifier to the name of the
/// property in the source model (unless that property already has a renaming identifier)"
/// (Migrating your data model automatically, developer.apple.com/documentation/coredata).
/// Leftovers that share a plain name are paired too, so a dropped renaming identifier reads as a
/// change of that field rather than a removal and an addition.
struct NameMatching<Item> {
    var pairs: [(old: Item, new: Item)] = []
    var added: [Item] = []
    var removed: [Item] = []

    init(old: [Item], new: [Item], name: (Item) -> String, canonicalName: (Item) -> String) {
        var oldByCanonical: [String: Int] = [:]
        for (index, item) in old.enumerated() where oldByCanonical[canonicalName(item)] == nil {
            oldByCanonical[canonicalName(item)] = index
        }
        var taken = Set<Int>()
        var unpaired: [Item] = []
        for item in new {
            if let index = oldByCanonical[canonicalName(item)], !taken.contains(index) {
                taken.insert(index)
                pairs.append((old[index], item))
            } else {
                unpaired.append(item)
            }
        }
        var oldByName: [String: Int] = [:]
        for (index, item) in old.enumerated() where !taken.contains(index) && oldByName[name(item)] == nil {
            oldByName[name(item)] = index
        }
        for item in unpaired {
            if let index = oldByName[name(item)], !taken.contains(index) {
                taken.insert(index)
                pairs.append((old[index], item))
            } else {
                added.append(item)
            }
        }
        removed = old.enumerated().filter { !taken.contains($0.offset) }.map(\.element)
    }
}
