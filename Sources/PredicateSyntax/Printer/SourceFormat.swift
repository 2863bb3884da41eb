/// Text for a model source (decompiling): it parses back into the very same tree. Apple's
/// `predicateFormat` prints a boolean constant as `1`/`0`, which parses back as an integer; here
/// it prints as `TRUE`/`FALSE`. Everything else is the canonical text.
extension Predicate {
    public var sourceFormat: String { sourcePrinted { $0.write(self) } }
}

extension Expression {
    public var sourceFormat: String { sourcePrinted { $0.write(self) } }
}

/// The canonical printer with booleans as `TRUE`/`FALSE`, for predicates and expressions alike.
private func sourcePrinted(_ write: (inout CanonicalPrinter) -> Void) -> String {
    var printer = CanonicalPrinter()
    printer.booleansAsKeywords = true
    write(&printer)
    return printer.output
}
