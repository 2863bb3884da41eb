/// Text for a model source (decompiling): it parses back into the very same tree. Apple's
/// `predicateFormat` prints a boolean constant as `1`/`0`, which parses back as an integer; here
/// it prints as `TRUE`/`FALSE`. Everything else is the canonical text.
extension Predicate {
    public var sourceFormat: String {
        var printer = CanonicalPrinter()
        printer.booleansAsKeywords = true
        printer.write(self)
        return printer.output
    }
}

extension Expression {
    public var sourceFormat: String {
        var printer = CanonicalPrinter()
        printer.booleansAsKeywords = true
        printer.write(self)
        return printer.output
    }
}
