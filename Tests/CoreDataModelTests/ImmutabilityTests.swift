import CoreDataModel
import Testing

/// Mutating a model in use stops the program with Core Data's message (Core Data raises
/// NSInternalInconsistencyException). Exit tests run each body in a child process.
@Suite struct ImmutabilityTests {
    @Test func modelIsEditableUntilFrozen() {
        let model = LibraryModel.make()
        #expect(model.isEditable)
        model.entity(named: "Book")?.name = "Volume"
        model.freeze()
        #expect(!model.isEditable)
        model.freeze()
        #expect(model.entity(named: "Volume") != nil)
    }

    @Test func renamingAnEntityOfAFrozenModelFails() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let model = LibraryModel.make()
            model.freeze()
            model.entity(named: "Book")?.name = "Volume"
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("Can't modify an immutable model. (entity 'Book')"))
    }

    @Test func changingANamedFetchRequestOfAFrozenModelFails() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let model = LibraryModel.make()
            model.setFetchRequestTemplate(FetchRequest(name: "", entityName: "Book"), forName: "All")
            _ = try? model.fetchRequestFromTemplate(withName: "All")
            model.fetchRequestTemplate(forName: "All")?.fetchLimit = 3
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("Can't modify a named fetch request in an immutable model."))
    }

    @Test func addingAPropertyToAFrozenModelFails() async {
        await #expect(processExitsWith: .failure) {
            let model = LibraryModel.make()
            model.freeze()
            model.entity(named: "Author")?.addProperty(AttributeDescription(name: "born", type: .date))
        }
    }
}
