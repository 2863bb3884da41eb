/// An archive numbered object by object and ready to be written. Keeping it in this form until the
/// output file is open lets a large model go to disk a piece at a time: its bytes (17 MB for a
/// 5,000-entity model) are never all in memory beside the table they are written from.
package struct FinishedArchive {
    let table: ObjectTable
    let top: Int32

    /// The whole `bplist00` file.
    package var bytes: [UInt8] { BinaryPropertyListWriter.serialize(table, top: top) }

    /// Hands the same bytes to `output` in pieces, in order; stops at `output`'s first error and
    /// throws it.
    package func write(to output: (UnsafeRawBufferPointer) throws -> Void) throws {
        try BinaryPropertyListWriter.serialize(table, top: top, to: output)
    }
}
