import KeyedArchive

/// Every archive shape this module writes without an Apple-compiled golden to confirm it
/// (no Apple-compiled golden has them yet). Each is decided here and only
/// here; flip it once a golden settles the question. The decoder accepts these shapes and the
/// plausible alternatives.
enum UnverifiedChoices {
    /// Date min/max: `timeIntervalSinceReferenceDate >= n` / `<= n` (a key path on SELF and a real
    /// constant), warnings 1640 (too soon) / 1630 (too late) — the form the runtime regenerates
    /// (Documentation/Formats.md "Compiled models (`.mom`)").
    static let dateBoundKeyPath = "timeIntervalSinceReferenceDate"

    /// Decimal min/max: the constant is an `NSDecimalNumber` (the value the runtime holds), not the
    /// integer that 2013 momc truncated it to.
    static let decimalBoundsAreDecimalNumbers = true

    /// Regular expression: `SELF MATCHES "re"` (NSMatchingPredicateOperator, NSFlags 0) with
    /// warning 1680, written after the min/max predicates.
    static let regularExpressionAfterBounds = true

    /// A nil constant expression (`nil` in a predicate) is written with `NSConstantValueClassName`
    /// → `$null` and no `NSConstantValue`.
    static let nilConstantUsesClassNameKey = true

    /// An expression element of a fetch index is archived as `NSIndexedProperty`, an
    /// `NSExpressionDescription` named by the expression's text, whose name is also the element's
    /// `NSPropertyName`.
    static let expressionIndexElementName = true

    /// Composite attribute elements are archived as `NSCompositeElements`, an `NSArray` of attribute
    /// descriptions without an `NSEntity` back-pointer.
    static let compositeElementsArrayChain = FoundationClassChain.array

    /// `representedClassName="NSManagedObject"` is written verbatim (the runtime setter would store
    /// nil → `$null`; both load identically).
    static let keepsNSManagedObjectClassName = true

    /// An `NSKnownKeysDictionary1` slot whose value is the dictionary's `emptyToken` holds no entry
    /// and is skipped (no store seen so far has an empty slot in `NSEntities`).
    static let knownKeysEmptySlotsAreSkipped = true

    /// Integer keys taken as 32-bit (`encodeInt32:`) with no golden value to prove it: the property
    /// flag word, the fetch request flags and the decimal exponent are 32-bit or smaller fields.
    /// `NSAttributeType` and every predicate key are taken as `NSInteger`s.
    static let int32KeysWithoutEvidence: Set<String> = [PropertyField.flags.key, FetchRequestField.flags.key, FoundationValueKey.decimalExponent]


    /// 2016-era compound indexes (Xcode 8, before fetch index descriptions): `NSCompoundIndexes` as
    /// an immutable NSArray of immutable NSArrays, written only when the entity has compound indexes.
    static let legacyCompoundIndexChain = FoundationClassChain.array


    /// Fetch request templates enter the model's template dictionary last first: the one golden
    /// with more than one template colliding (SwiftGen, three templates) fits only that order.
    static let templatesEnterInReverseSourceOrder = true
}

extension UnverifiedChoices {
    /// The Xcode majors from 13 on (13–16, then 26): `--xcode-version` accepts any of their versions.
    static let releasedMajors: Set<Int> = Set(toolsVersionsByMajor.keys)

    /// The `lastSavedToolsVersion` values each Xcode major writes, as far as real sources show them
    /// (with the tool versions its compiled models record).
    static let toolsVersionsByMajor: [Int: ClosedRange<Double>] = [
        13: 19206...20086, 14: 21223...21754, 15: 22158...22758, 16: 23231...24299, 26: 24411...24512,
    ]

    /// `CDMCompilerToolVersion` of an Xcode 13+ version no golden shows (`xcode` = major × 10000 +
    /// minor × 100 + patch). Apple's compiler records the `lastSavedToolsVersion` its own Xcode
    /// writes, and most models are compiled by the Xcode that last saved them: so the newest tools
    /// version among the sources when it lies in that major's range. Otherwise the lowest tools
    /// version that major is known to write, or, when higher, the recorded one of the nearest known
    /// version below it in the same major (a later build never has a lower number).
    static func compilerToolVersion(xcode: Int64, savedBy savedToolsVersions: [Double], recorded: [Int64: Double]) -> Double {
        let major = Int(xcode / 10000)
        guard let range = toolsVersionsByMajor[major] else { return savedToolsVersions.max() ?? 0 }
        if let saved = savedToolsVersions.filter(range.contains).max() { return saved }
        let knownBelow = recorded.filter { $0.key / 10000 == Int64(major) && $0.key <= xcode }.max { $0.key < $1.key }?.value
        return max(range.lowerBound, knownBelow ?? range.lowerBound)
    }
}
