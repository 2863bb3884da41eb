/// Foundation's `replacingOccurrences(of:with:)`, which compares code units literally: `"\n"`
/// is found inside `"\r\n"`. The standard library's `replacing(_:with:)` compares characters, and
/// `"\r\n"` is one character to it, so it would leave such line breaks alone.
extension String {
    package func replacingOccurrences(of target: String, with replacement: String) -> String {
        let bytes = Array(utf8), pattern = Array(target.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return self }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0, found = false
        while index < bytes.count {
            if index + pattern.count <= bytes.count, bytes[index] == pattern[0],
               bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                result.append(contentsOf: replacement.utf8)
                index += pattern.count
                found = true
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return found ? String(decoding: result, as: UTF8.self) : self
    }
}
