#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A whole file read straight into a byte array: one allocation of the file's size and `read`
/// calls into it. Reading through `Data` and converting costs a second copy of a compiled model
/// (17 MB for a large one) and the page faults of touching it.
enum FileBytes {
    /// The file's bytes, or the system's reason it cannot be read.
    static func contents(of path: String) -> Result<[UInt8], FileError> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(FileError(errno: errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(FileError(errno: errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return .failure(FileError(reason: (info.st_mode & S_IFMT) == S_IFDIR ? "it is a directory, not a file"
                                              : "permission denied or not a regular file"))
        }
        var failure: Int32?
        // One byte more than the size, so that a file that grew since `fstat` is noticed.
        let expected = max(Int(info.st_size), 0) + 1
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            count = 0
            failure = readFully(descriptor, into: buffer, count: &count)
        }
        // A file that grew: the rest in chunks, until one comes back short.
        var filled = bytes.count == expected
        while failure == nil, filled {
            let chunk = [UInt8](unsafeUninitializedCapacity: 1 << 16) { buffer, count in
                count = 0
                failure = readFully(descriptor, into: buffer, count: &count)
            }
            bytes += chunk
            filled = chunk.count == 1 << 16
        }
        if let failure { return .failure(FileError(errno: failure)) }
        return .success(bytes)
    }

    /// Reads until `buffer` is full or the file ends; the errno of a failed read, else nil.
    private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, count: inout Int) -> Int32? {
        while count < buffer.count {
            let got = read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            if got < 0, errno == EINTR { continue }
            if got < 0 { return errno }
            if got == 0 { return nil }
            count += got
        }
        return nil
    }

    struct FileError: Error {
        var reason: String
        init(reason: String) { self.reason = reason }
        init(errno code: Int32) { reason = String(cString: strerror(code)) }
    }
}
