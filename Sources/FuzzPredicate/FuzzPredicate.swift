import FuzzHarness
import PredicateSyntax

// libFuzzer target for the predicate/expression parser and canonical printer (`make fuzz`).
// Besides "never crash", it checks the round-trip invariant: when a string parses, its canonical
// text parses again and prints identically. A violation traps so libFuzzer records the input.

/// One fuzz iteration: parse `bytes` (as UTF-8, invalid sequences replaced) as a predicate and as
/// an expression, checking print→parse→print stability of whatever parses.
func fuzzPredicateOne(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    checkRoundTrip("predicate", text, parse: parsePredicate, format: \.format)
    checkRoundTrip("expression", text, parse: parseExpression, format: \.format)
}

/// When `text` parses, its printed form must parse again and print identically; traps otherwise.
private func checkRoundTrip<Parsed>(_ kind: String, _ text: String, parse: (String) throws -> Parsed, format: (Parsed) -> String) {
    guard let parsed = try? parse(text) else { return }
    let printed = format(parsed)
    let reparsed: Parsed
    do { reparsed = try parse(printed) } catch {
        fatalError("\(kind) round trip: \(printed.debugDescription) (from \(text.debugDescription)) does not parse: \(error)")
    }
    let reprinted = format(reparsed)
    if reprinted != printed {
        fatalError("\(kind) round trip unstable: \(printed.debugDescription) reprints as \(reprinted.debugDescription) (from \(text.debugDescription))")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzPredicateOne(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

#if FUZZING
@_cdecl("FuzzPredicate_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzHarness.runDriver(argc, argv, fuzz)
}
#endif
