// A client of the modelc package that imports only its library products. `ClientPackageTests`
// builds it as its own SwiftPM package and runs it: `Client MOMD OUTPUT_DIRECTORY`. The code
// between the markers is Documentation/Library.md's example.
import CoreDataModel
import ModelCompiler

let arguments = CommandLine.arguments
guard arguments.count == 3 else { fatalError("usage: Client MOMD OUTPUT_DIRECTORY") }
let momd = arguments[1]
let output = arguments[2] + "/Library.momd"
var storeHashes = try ManagedObjectModel.load(contentsOf: momd).entityVersionHashesByName
storeHashes["Loan"] = Array(repeating: 0, count: 32)

// EXAMPLE-BEGIN
// Load a compiled model (a .momd's current version) and walk its entities.
let model = try ManagedObjectModel.load(contentsOf: momd)
for entity in model.entities {
    print("\(entity.name): \(entity.allProperties.map(\.name).joined(separator: ", "))")
}
// Fill a fetch request template; every $VARIABLE must be supplied.
let overdue = try model.fetchRequestFromTemplate(
    withName: "OverdueLoans",
    substitutionVariables: ["NOW": .date(secondsSinceReferenceDate: 800_000_000)])
print(overdue?.predicate ?? "no template")
// Can a store created with other entity hashes be opened with this model?
let check = model.compatibility(withStoreVersionHashes: storeHashes)
print(check.message ?? "compatible")

// Build a model in code and write it as a .momd (atomically: all of it or nothing).
let author = EntityDescription(name: "Author")
author.addProperty(AttributeDescription(name: "name", type: .string))
let book = EntityDescription(name: "Book")
let title = AttributeDescription(name: "title", type: .string)
title.isOptional = false
book.addProperty(title)
let books = RelationshipDescription(name: "books", destination: "Book", toMany: true)
books.inverseName = "author"
author.addProperty(books)
let writtenBy = RelationshipDescription(name: "author", destination: "Author")
writtenBy.inverseName = "books"
book.addProperty(writtenBy)
let library = ManagedObjectModel(entities: [author, book])
try ModelWriting.writeMomd(versions: ["Library": library], currentVersion: "Library", to: output)
print("wrote \(output)")
// EXAMPLE-END
