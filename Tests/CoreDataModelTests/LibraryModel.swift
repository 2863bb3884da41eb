import CoreDataModel

/// A small model built in code (Author ⇄ Book, Novel inheriting from Book), shared by the tests.
enum LibraryModel {
    static func make() -> ManagedObjectModel {
        let author = EntityDescription(name: "Author", className: "Author")
        let name = AttributeDescription(name: "name", type: .string)
        let books = RelationshipDescription(name: "books", destination: "Book", toMany: true)
        books.isOrdered = true
        books.inverseName = "author"
        books.inverseEntityName = "Book"
        author.addProperty(books)
        author.addProperty(name)

        let book = EntityDescription(name: "Book")
        let title = AttributeDescription(name: "title", type: .string)
        title.isOptional = false
        let bookAuthor = RelationshipDescription(name: "author", destination: "Author")
        bookAuthor.inverseName = "books"
        bookAuthor.inverseEntityName = "Author"
        book.addProperty(title)
        book.addProperty(bookAuthor)

        let novel = EntityDescription(name: "Novel")
        novel.superentityName = "Book"
        novel.addProperty(AttributeDescription(name: "genre", type: .integer16))
        novel.uniquenessConstraints = [["title"], ["genre", "title"]]

        return ManagedObjectModel(entities: [author, book, novel])
    }
}
