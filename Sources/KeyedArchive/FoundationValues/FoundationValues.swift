import struct FoundationEssentials.UUID

/// Keys of the Foundation value classes, as their `encodeWithCoder:` writes them.
package enum FoundationValueKey {
    package static let decimalExponent = "NS.exponent"
    package static let decimalLength = "NS.length"
    package static let decimalNegative = "NS.negative"
    package static let decimalCompact = "NS.compact"
    package static let decimalMantissa = "NS.mantissa"
    /// Byte order of the mantissa words: 1 = little endian (what Apple writes), 2 = big endian.
    package static let decimalMantissaByteOrder = "NS.mantissa.bo"
    package static let dateTime = "NS.time"
    package static let uuidBytes = "NS.uuidbytes"
    package static let urlBase = "NS.base"
    package static let urlRelative = "NS.relative"
}

// MARK: - Encoding

extension KeyedArchiveEncoder {
    /// Encodes an NSDecimalNumber (class `NSDecimalNumberPlaceholder`), keys in the order
    /// exponent, length, negative, compact, mantissa, mantissa byte order.
    @discardableResult
    package func encodeDecimalNumber(_ value: DecimalComponents, id: ObjectKey? = nil) -> UID {
        encodeObject(id, classChain: FoundationClassChain.decimalNumber) { object in
            object.encode(Int(value.exponent), forKey: FoundationValueKey.decimalExponent)
            object.encode(value.length, forKey: FoundationValueKey.decimalLength)
            object.encode(value.isNegative, forKey: FoundationValueKey.decimalNegative)
            object.encode(value.isCompact, forKey: FoundationValueKey.decimalCompact)
            object.encodeBytes(value.mantissaBytes, forKey: FoundationValueKey.decimalMantissa)
            object.encode(1, forKey: FoundationValueKey.decimalMantissaByteOrder)
        }
    }

    /// Encodes an NSDate: `NS.time`, seconds since 2001-01-01 00:00:00 UTC.
    @discardableResult
    package func encodeDate(timeIntervalSinceReferenceDate seconds: Double, id: ObjectKey? = nil) -> UID {
        encodeObject(id, classChain: FoundationClassChain.date) { object in
            object.encode(seconds, forKey: FoundationValueKey.dateTime)
        }
    }

    /// Encodes an NSUUID: `NS.uuidbytes`, the 16 bytes in RFC 4122 order.
    @discardableResult
    package func encodeUUID(_ uuid: UUID, id: ObjectKey? = nil) -> UID {
        let bytes = withUnsafeBytes(of: uuid.uuid) { Array($0) }
        return encodeObject(id, classChain: FoundationClassChain.uuid) { object in
            object.encodeBytes(bytes, forKey: FoundationValueKey.uuidBytes)
        }
    }

    /// Encodes an NSURL: `NS.base` (a reference to the base URL, `$null` for an absolute URL)
    /// then `NS.relative` (a reference to the URL string).
    @discardableResult
    package func encodeURL(relativeString: String, base: UID = .null, id: ObjectKey? = nil) -> UID {
        encodeObject(id, classChain: FoundationClassChain.url) { object in
            object.encodeReference(base, forKey: FoundationValueKey.urlBase)
            object.encodeReference(self.encodeString(relativeString), forKey: FoundationValueKey.urlRelative)
        }
    }
}

// MARK: - Decoding

extension ArchivedObject {
    private func require<T>(_ value: T?, _ key: String) throws -> T {
        guard let value else { throw KeyedArchiveError(.missingValue, "key \(key) of \(contextDescription): missing", at: .init(object: uid, key: key)) }
        return value
    }

    private func requireClass(_ name: String) throws {
        guard isKind(of: name) else { throw KeyedArchiveError(.typeMismatch, "\(contextDescription): expected an \(name)", at: .init(object: uid)) }
    }

    /// The value of an NSDecimalNumber object. Accepts either mantissa byte order.
    package func decimalComponents() throws -> DecimalComponents {
        try requireClass("NSDecimalNumber")
        let exponent = try require(integer(forKey: FoundationValueKey.decimalExponent), FoundationValueKey.decimalExponent)
        guard let exponent8 = Int8(exactly: exponent) else {
            throw KeyedArchiveError(.invalidValue, "key \(FoundationValueKey.decimalExponent) of \(contextDescription): \(exponent) is outside -128...127",
                                    at: .init(object: uid, key: FoundationValueKey.decimalExponent))
        }
        let length = try require(integer(forKey: FoundationValueKey.decimalLength), FoundationValueKey.decimalLength)
        let negative = try bool(forKey: FoundationValueKey.decimalNegative) ?? false
        let compact = try bool(forKey: FoundationValueKey.decimalCompact) ?? false
        let byteOrder = try integer(forKey: FoundationValueKey.decimalMantissaByteOrder) ?? 1
        let bytes = try require(data(forKey: FoundationValueKey.decimalMantissa), FoundationValueKey.decimalMantissa)
        guard bytes.count <= 2 * DecimalComponents.wordCount, bytes.count % 2 == 0 else {
            throw KeyedArchiveError(.invalidValue, "key \(FoundationValueKey.decimalMantissa) of \(contextDescription): \(bytes.count) bytes, expected an even count up to 16",
                                    at: .init(object: uid, key: FoundationValueKey.decimalMantissa))
        }
        var words: [UInt16] = []
        var index = 0
        while index + 1 < bytes.count {
            let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
            words.append(byteOrder == 2 ? first << 8 | second : second << 8 | first)
            index += 2
        }
        guard length >= 0, length <= Int64(DecimalComponents.wordCount) else {
            throw KeyedArchiveError(.invalidValue, "key \(FoundationValueKey.decimalLength) of \(contextDescription): \(length) is outside 0...8",
                                    at: .init(object: uid, key: FoundationValueKey.decimalLength))
        }
        // Words beyond NS.length are not part of the value.
        let significant = Array(words.prefix(Int(length)))
        return DecimalComponents(isNegative: negative, exponent: exponent8, mantissa: significant, isCompact: compact)
    }

    /// The time of an NSDate object, in seconds since 2001-01-01 00:00:00 UTC.
    package func dateTimeInterval() throws -> Double {
        try requireClass("NSDate")
        return try require(real(forKey: FoundationValueKey.dateTime), FoundationValueKey.dateTime)
    }

    /// The value of an NSUUID object.
    package func uuid() throws -> UUID {
        try requireClass("NSUUID")
        let bytes = try require(data(forKey: FoundationValueKey.uuidBytes), FoundationValueKey.uuidBytes)
        guard bytes.count == 16 else {
            throw KeyedArchiveError(.invalidValue, "key \(FoundationValueKey.uuidBytes) of \(contextDescription): \(bytes.count) bytes, expected 16",
                                    at: .init(object: uid, key: FoundationValueKey.uuidBytes))
        }
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    /// The parts of an NSURL object: its (relative) string and its base URL object, if any.
    package func urlComponents() throws -> (relativeString: String, base: ArchivedObject?) {
        try requireClass("NSURL")
        let relative = try require(string(forKey: FoundationValueKey.urlRelative), FoundationValueKey.urlRelative)
        return (relative, try object(forKey: FoundationValueKey.urlBase))
    }
}
