extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes of `literal` stand at `index` (false when they would run past the end).
    func hasLiteral(_ literal: StaticString, at index: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index >= 0, index + length <= count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<length where self[index + offset] != pointer[offset] {
            return false
        }
        return true
    }
}
