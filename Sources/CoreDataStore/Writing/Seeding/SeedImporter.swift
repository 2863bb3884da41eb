/// Front door of seeding: a JSON seed file into the rows of a store, or every problem in it.
///
/// The file's top level is keyed by concrete entity name, each an array of objects; an object's
/// `@id` is what relationship values refer to (a to-one takes an `@id`, a to-many an array of
/// them). Nothing of the file is trusted: every problem is reported, located in the file, and no
/// row is produced unless there is none.
enum SeedImporter {
    /// - Throws: `ModelError` with one diagnostic per problem, each at `path`.
    static func rows(fromJSON bytes: [UInt8], path: String, schema: StoreSchema) throws -> SeedRows {
        var problems = SeedProblems(path: path)
        let objects = SeedDocument.objects(fromJSON: bytes, schema: schema, problems: &problems)
        // Related objects hold each other (both sides of every link): unlinking them at the end
        // is what lets them go.
        defer { for object in objects { object.related.removeAll() } }
        let settings = SeedMembers.read(objects, problems: &problems)
        SeedLinks.linkInverses(settings, problems: &problems)
        SeedValidation.validate(objects, checkingCounts: problems.isEmpty, problems: &problems)
        try problems.throwIfAny()
        return SeedRowBuilder.rows(objects, schema: schema)
    }
}
