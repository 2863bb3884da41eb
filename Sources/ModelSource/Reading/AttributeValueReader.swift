import CoreDataModel

/// Reads an attribute's default value and min/max bounds, typed for its attribute type.
/// Values that do not fit are dropped with a warning: the model still compiles.
enum AttributeValueReader {
    static func readDefault(_ element: XMLElement, into attribute: AttributeDescription, label: PropertyLabel,
                            in context: ReadingContext) {
        let type = attribute.attributeType
        if type == .date {
            // Modern Xcode writes only the interval; Xcode 4 also wrote display text. Prefer the interval.
            if let text = element[SourceAttribute.defaultDateTimeInterval], !text.isEmpty {
                if let value = ValueParsing.interval(text) {
                    attribute.defaultValue = value
                } else {
                    context.report(.invalidDefault(owner: label.description, value: text, type: "date interval"), at: element)
                }
            } else if let text = element[SourceAttribute.defaultValueString], !text.isEmpty {
                context.report(.dateDefaultWithoutInterval(owner: label.description, value: text), at: element)
            }
            return
        }
        guard let text = element[SourceAttribute.defaultValueString] else { return }
        if type == .string {
            attribute.defaultValue = .string(text)   // verbatim; "" is a real default
            return
        }
        guard !text.isEmpty else { return }
        switch type {
        case .binaryData, .transformable, .undefined, .objectID, .composite:
            context.report(.defaultNotSupported(owner: label.description, value: text, type: typeLabel(type)), at: element)
        case .uuid:
            if let value = ValueParsing.defaultValue(text, for: type) {
                attribute.defaultValue = value
            } else {
                context.report(.invalidUUIDDefault(owner: label.description, value: text), at: element)
            }
        default:
            if let value = ValueParsing.defaultValue(text, for: type) {
                attribute.defaultValue = value
            } else {
                context.report(.invalidDefault(owner: label.description, value: text, type: typeLabel(type)), at: element)
            }
        }
    }

    /// Numbers: value bounds of the attribute's type; String: length bounds; Date: the
    /// `*DateTimeInterval` values (the `*ValueString` text of a date is locale display text).
    static func readBounds(_ element: XMLElement, into attribute: AttributeDescription, label: PropertyLabel,
                           in context: ReadingContext) {
        attribute.minValue = bound("min", valueKey: SourceAttribute.minValueString, intervalKey: SourceAttribute.minDateTimeInterval,
                                   element, attribute.attributeType, label, context)
        attribute.maxValue = bound("max", valueKey: SourceAttribute.maxValueString, intervalKey: SourceAttribute.maxDateTimeInterval,
                                   element, attribute.attributeType, label, context)
    }

    private static func bound(_ which: String, valueKey: SourceAttribute, intervalKey: SourceAttribute, _ element: XMLElement, _ type: AttributeType, _ label: PropertyLabel,
                              _ context: ReadingContext) -> AttributeValue? {
        if type == .date {
            if let text = element[intervalKey], !text.isEmpty {
                if let value = ValueParsing.interval(text) { return value }
                context.report(.invalidBound(owner: label.description, which: which, value: text, type: "date interval"), at: element)
            } else if let text = element[valueKey], !text.isEmpty {
                context.report(.dateBoundWithoutInterval(owner: label.description, which: which, value: text), at: element)
            }
            return nil
        }
        guard type.isNumeric || type == .string, let text = element[valueKey], !text.isEmpty else { return nil }
        if let value = ValueParsing.bound(text, for: type) { return value }
        let expected = type == .string ? "length" : typeLabel(type)
        context.report(.invalidBound(owner: label.description, which: which, value: text, type: expected), at: element)
        return nil
    }

    private static func typeLabel(_ type: AttributeType) -> String {
        type.sourceName ?? "Undefined"
    }
}
