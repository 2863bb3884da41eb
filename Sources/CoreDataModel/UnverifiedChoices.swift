/// What the model's rules assume without an Apple-compiled file to confirm it. Each is decided here
/// and only here.
enum UnverifiedChoices {
    /// `NSSecureUnarchiveFromDataTransformer` (19 corpus files) is archived verbatim, like any
    /// transformer name; only `NSSecureUnarchiveFromDataTransformerName` is known to be an alias
    /// Core Data normalises.
    static let secureUnarchiveTransformerKeptVerbatim = "NSSecureUnarchiveFromDataTransformer"
}
