import CoreDataModel

/// Links inverses, so an object set on either side of a relationship is on both: a to-one inverse
/// takes the object (a different object already there is a conflict), a to-many inverse gains it.
enum SeedLinks {
    static func linkInverses(_ settings: [SeedMembers.Setting], problems: inout SeedProblems) {
        for setting in settings {
            guard let inverse = setting.relationship.inverseRelationship else { continue }
            let inverseID = ObjectIdentifier(inverse)
            for target in setting.object.objects(in: setting.relationship) {
                let current = target.related[inverseID] ?? []
                if current.contains(where: { $0 === setting.object }) { continue }
                if inverse.isToMany {
                    target.related[inverseID] = current + [setting.object]
                } else if let other = current.first {
                    problems.add(setting.object, key: setting.key,
                                 "\(target.label)\(target.id.map { " (@id \"\($0)\")" } ?? "") already has \"\(inverse.name)\" \(other.label); a to-one holds one object")
                } else {
                    target.related[inverseID] = [setting.object]
                }
            }
        }
    }
}
