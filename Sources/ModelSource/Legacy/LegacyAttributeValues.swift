import CoreDataModel

/// Typed default values and bounds from the text Xcode 3 stored (`XD_PAttK_defaultValueAsString`,
/// `XD_PAttK_minValueString`, `XD_PAttK_maxValueString`), parsed as the XML reader parses the
/// same text; what does not fit is dropped with the XML reader's warnings.
enum LegacyAttributeValues {
    static func defaultValue(_ text: String, type: AttributeType, label: String, location: SourceLocation,
                             diagnostics: inout [Diagnostic]) -> AttributeValue? {
        switch type {
        case .string:
            return .string(text)
        case .date:
            diagnostics.append(SourceMessage.dateDefaultWithoutInterval(owner: label, value: text).diagnostic(at: location))
            return nil
        case .binaryData, .transformable, .undefined, .objectID, .composite:
            diagnostics.append(SourceMessage.defaultNotSupported(owner: label, value: text, type: typeLabel(type))
                .diagnostic(at: location))
            return nil
        default:
            if let value = ValueParsing.defaultValue(text, for: type) { return value }
            diagnostics.append(SourceMessage.invalidDefault(owner: label, value: text, type: typeLabel(type))
                .diagnostic(at: location))
            return nil
        }
    }

    static func bound(_ text: String, which: String, type: AttributeType, label: String, location: SourceLocation,
                      diagnostics: inout [Diagnostic]) -> AttributeValue? {
        if type == .date {
            diagnostics.append(SourceMessage.dateBoundWithoutInterval(owner: label, which: which, value: text)
                .diagnostic(at: location))
            return nil
        }
        guard type.isNumeric || type == .string else { return nil }
        if let value = ValueParsing.bound(text, for: type) { return value }
        let expected = type == .string ? "length" : typeLabel(type)
        diagnostics.append(SourceMessage.invalidBound(owner: label, which: which, value: text, type: expected)
            .diagnostic(at: location))
        return nil
    }

    private static func typeLabel(_ type: AttributeType) -> String {
        type.sourceName ?? "Undefined"
    }
}
