/// Text for a model source (decompiling): it parses back into the very same tree. Apple's
/// `predicateFormat` prints a boolean constant as `1`/`0` and a whole real as `10`, which parse
/// back as integers, and a date to six decimals; here booleans print as `TRUE`/`FALSE`, reals and
/// dates exactly (`10.0`). Everything else is the canonical text.
extension Predicate {
    package var sourceFormat: String { sourcePrinted { $0.write(self) } }
}

extension Expression {
    package var sourceFormat: String { sourcePrinted { $0.write(self) } }
}

/// The canonical printer with booleans as `TRUE`/`FALSE` and exact numbers, for predicates and
/// expressions alike.
private func sourcePrinted(_ write: (inout CanonicalPrinter) -> Void) -> String {
    var printer = CanonicalPrinter()
    printer.booleansAsKeywords = true
    printer.exactNumbers = true
    write(&printer)
    return printer.output
}
