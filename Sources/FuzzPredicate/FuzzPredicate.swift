import PredicateSyntax

// libFuzzer target for the predicate/expression parser and canonical printer (`make fuzz`).
// Besides "never crash", it checks the round-trip invariant: when a string parses, its canonical
// text parses again and prints identically. A violation traps so libFuzzer records the input.

/// One fuzz iteration: parse `bytes` (as UTF-8, invalid sequences replaced) as a predicate and as
/// an expression, checking print→parse→print stability of whatever parses.
func fuzzPredicateOne(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    if let predicate = try? parsePredicate(text) {
        let printed = predicate.format
        let reparsed: PredicateSyntax.Predicate
        do { reparsed = try parsePredicate(printed) } catch {
            fatalError("predicate round trip: \(printed.debugDescription) (from \(text.debugDescription)) does not parse: \(error)")
        }
        let reprinted = reparsed.format
        if reprinted != printed {
            fatalError("predicate round trip unstable: \(printed.debugDescription) reprints as \(reprinted.debugDescription) (from \(text.debugDescription))")
        }
    }
    if let expression = try? parseExpression(text) {
        let printed = expression.format
        let reparsed: PredicateSyntax.Expression
        do { reparsed = try parseExpression(printed) } catch {
            fatalError("expression round trip: \(printed.debugDescription) (from \(text.debugDescription)) does not parse: \(error)")
        }
        let reprinted = reparsed.format
        if reprinted != printed {
            fatalError("expression round trip unstable: \(printed.debugDescription) reprints as \(reprinted.debugDescription) (from \(text.debugDescription))")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzPredicateOne(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

#if FUZZING
// SwiftPM links executables with `--defsym main=FuzzPredicate_main` (so that tests can link the module);
// the fuzz build has no Swift `main`, so this entry point hands control to libFuzzer's driver.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

@_cdecl("FuzzPredicate_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv) { data, size in
        var empty: UInt8 = 0
        return data.map { fuzz($0, size) } ?? fuzz(&empty, 0)
    }
}
#endif
