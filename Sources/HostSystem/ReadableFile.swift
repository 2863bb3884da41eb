/// A file open for reading, closed when released: the part of Foundation's `FileHandle` that
/// reads a file's first bytes, compares two files block by block, or reads a whole file.
package final class ReadableFile {
    private let descriptor: Int32

    /// Nil when the file cannot be opened (`errno` says why).
    package init?(path: String) {
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 { return nil }
    }

    /// A failed `init?` still runs this: closing -1 would overwrite the `errno` of the failed open.
    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Up to `count` bytes from where the last read ended; fewer only at the end of the file (or
    /// when reading fails, as for a folder).
    package func read(upToCount count: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
            filled = fill(buffer).count
        }
    }

    /// The whole file at `path`, or the system's reason it cannot be read: one allocation of the
    /// file's size and `read` calls straight into it (reading through `Data` and converting costs a
    /// second copy of a compiled model, 17 MB for a large one, and the page faults of touching it).
    package static func contents(of path: String) -> Result<[UInt8], ReadError> {
        guard let file = ReadableFile(path: path) else { return .failure(ReadError(errno: errno)) }
        var info = stat()
        guard fstat(file.descriptor, &info) == 0 else { return .failure(ReadError(errno: errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return .failure(ReadError(reason: (info.st_mode & S_IFMT) == S_IFDIR ? "it is a directory, not a file"
                                              : "permission denied or not a regular file"))
        }
        var failure: Int32?
        // One byte more than the size, so that a file that grew since `fstat` is noticed.
        let expected = max(Int(info.st_size), 0) + 1
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            // A compiled model is read in random order (object table, then objects all over the
            // file): with 4 KiB pages most reads of a 17 MB file missed the address-translation
            // cache (a dump of it 3% faster with large pages).
            LargePages.advise(address: UInt(bitPattern: buffer.baseAddress), byteCount: buffer.count)
            (count, failure) = expected >= bytesWorthReadingInHalves ? file.fillInHalves(buffer) : file.fill(buffer, at: 0)
        }
        // A file that grew: the rest in chunks, until one comes back short.
        var filled = bytes.count == expected
        while failure == nil, filled {
            let offset = bytes.count
            let chunk = [UInt8](unsafeUninitializedCapacity: 1 << 16) { buffer, count in
                (count, failure) = file.fill(buffer, at: offset)
            }
            bytes += chunk
            filled = chunk.count == 1 << 16
        }
        if let failure { return .failure(ReadError(errno: failure)) }
        return .success(bytes)
    }

    /// Why a file could not be read, in the system's words.
    package struct ReadError: Error {
        package var reason: String
        init(reason: String) { self.reason = reason }
        init(errno code: Int32) { reason = String(cString: strerror(code)) }
    }

    /// From this size on, a file is read in two halves side by side. The system zeroes every fresh
    /// page of the buffer before copying the file into it, and that, not the copy, took most of
    /// the 9 ms of reading a 6.5 MB model alone while the other core waited. When this is the
    /// process's first split (a compile), the pool's thread usually comes too late and the calling
    /// thread reads both halves; a thread started ahead made the two reads contend for the
    /// process's pages and the compile no faster (Documentation/FuzzingAndBenchmarks.md).
    static let bytesWorthReadingInHalves = 1 << 20

    /// `fill(_:at:)` from the start of the file, each half of `buffer` on its own thread: the count
    /// read, and the errno of a failed read. When the first half comes back short (the file shrank),
    /// only its bytes count.
    private func fillInHalves(_ buffer: UnsafeMutableBufferPointer<UInt8>) -> (count: Int, errno: Int32?) {
        let middle = buffer.count / 2
        let (first, second) = SideBySide.both(concurrently: true, {
            fill(UnsafeMutableBufferPointer(rebasing: buffer[..<middle]), at: 0)
        }, {
            fill(UnsafeMutableBufferPointer(rebasing: buffer[middle...]), at: middle)
        })
        guard first.errno == nil, first.count == middle else { return first }
        return (middle + second.count, second.errno)
    }

    /// Reads until `buffer` is full or the file ends: the count read, and the errno of a failed
    /// read. From `offset` when given, without moving the file's position (so two threads can read
    /// parts of one file at once); else from the position, which also serves what cannot seek.
    private func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int? = nil) -> (count: Int, errno: Int32?) {
        var filled = 0
        while filled < buffer.count {
            let got = buffer.baseAddress.map { start in
                offset.map { pread(descriptor, start + filled, buffer.count - filled, off_t($0 + filled)) }
                    ?? readDescriptor(descriptor, start + filled, buffer.count - filled)
            } ?? 0
            if got < 0, errno == EINTR { continue }
            if got < 0 { return (filled, errno) }
            if got == 0 { break }
            filled += got
        }
        return (filled, nil)
    }
}

/// read(2), which the method above shadows.
private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
