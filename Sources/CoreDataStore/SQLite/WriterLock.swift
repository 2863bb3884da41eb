import FoundationEssentials
import HostSystem

/// Whether another process is in the middle of writing a rollback-journal database: it then holds
/// SQLite's PENDING or EXCLUSIVE lock (POSIX byte-range locks at 1 GiB), and a copy taken now could
/// be half old, half new. Asking (`F_GETLK`) takes no lock and changes nothing.
enum WriterLock {
    private static let pendingByte: Int = 0x4000_0000
    private static let sharedFirst: Int = pendingByte + 2
    private static let sharedSize: Int = 510

    static func isHeld(on path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return conflicts(descriptor, start: pendingByte, length: 1) || conflicts(descriptor, start: sharedFirst, length: sharedSize)
    }

    /// Whether a read lock on the range would be refused, i.e. someone holds a write lock there.
    private static func conflicts(_ descriptor: Int32, start: Int, length: Int) -> Bool {
        var lock = flock()
        lock.l_type = Int16(F_RDLCK)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = off_t(start)
        lock.l_len = off_t(length)
        guard fcntl(descriptor, F_GETLK, &lock) == 0 else { return false }
        return lock.l_type != Int16(F_UNLCK)
    }
}
