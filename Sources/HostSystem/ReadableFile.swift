/// A file open for reading, closed when released: the part of Foundation's `FileHandle` that
/// reads a file's first bytes or compares two files block by block.
package final class ReadableFile {
    private let descriptor: Int32

    /// Nil when the file cannot be opened (`errno` says why).
    package init?(path: String) {
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 { return nil }
    }

    deinit { close(descriptor) }

    /// Up to `count` bytes from where the last read ended; fewer only at the end of the file (or
    /// when reading fails, as for a folder).
    package func read(upToCount count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { readDescriptor(descriptor, $0 + filled, count - filled) } ?? 0
            }
            if got < 0, errno == EINTR { continue }
            if got <= 0 { break }
            filled += got
        }
        return Array(bytes.prefix(filled))
    }
}

/// read(2), which the method above shadows.
private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
