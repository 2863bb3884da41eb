/// The slot of a small look-up table that remembers things by their memory address (libxml2's
/// interned names, constant arrays): a multiplicative hash of the whole address. Such addresses
/// sit a few bytes apart, so a slot taken from a few of their bits puts neighbours together, and
/// two neighbours used in turn then displace each other on every look-up.
package enum AddressSlot {
    /// The slot for `address` in a table of 2^`bits` slots (`bits` from 1 to 16).
    @inlinable
    package static func of(_ address: UnsafeRawPointer?, bits: Int) -> Int {
        let word = UInt64(UInt(bitPattern: address))
        return Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
    }
}
