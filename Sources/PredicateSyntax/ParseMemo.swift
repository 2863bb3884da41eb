import Synchronization

/// The results of recent parses by format text. A model's predicates are parsed where they are
/// checked, where they are archived and where they are hashed; parsing is a pure function of the
/// text, so each text is parsed once and every later use shares the result. Versions compiled side
/// by side share it too, hence the lock; it holds a bounded number of texts so that a long-lived
/// process (a test run, a build server) does not grow without end.
struct ParseMemo<Value: Sendable>: ~Copyable, Sendable {
    private let entries = Mutex<[String: Result<Value, any Error>]>([:])
    private static var capacity: Int { 4_096 }

    /// The memoized result for `format`, computing it with `parse` the first time.
    func value(for format: String, _ parse: (String) throws -> Value) throws -> Value {
        if let known = entries.withLock({ $0[format] }) { return try known.get() }
        let result: Result<Value, any Error>
        do { result = .success(try parse(format)) } catch { result = .failure(error) }
        entries.withLock { table in
            if table.count >= Self.capacity { table.removeAll(keepingCapacity: true) }
            table[format] = result
        }
        return try result.get()
    }
}
