import CoreDataModel

/// Writes an attribute's default value and min/max bounds as XML attributes (the mirror of
/// `AttributeValueReader`); values the source format cannot spell are reported and left out.
enum AttributeValueWriter {
    /// `minValueString`/`maxValueString`, or for dates `minDateTimeInterval`/`maxDateTimeInterval`.
    static func bounds(of attribute: AttributeDescription, label: String, in context: WritingContext) -> [(SourceAttribute, String)] {
        var written: [(SourceAttribute, String)] = []
        let bounds = [("min", attribute.minValue, SourceAttribute.minDateTimeInterval, SourceAttribute.minValueString),
                      ("max", attribute.maxValue, SourceAttribute.maxDateTimeInterval, SourceAttribute.maxValueString)]
        for (which, bound, intervalKey, valueKey) in bounds {
            guard let bound else { continue }
            if attribute.attributeType == .date, let text = ValueFormatting.interval(bound) {
                written.append((intervalKey, text))
            } else if attribute.attributeType != .date, let text = ValueFormatting.boundText(bound, for: attribute.attributeType) {
                written.append((valueKey, text))
            } else {
                context.report(.boundWithoutSource(owner: label, which: which))
            }
        }
        return written
    }

    /// `defaultValueString`, or for dates `defaultDateTimeInterval`.
    static func defaultValue(of attribute: AttributeDescription, label: String, in context: WritingContext) -> [(SourceAttribute, String)] {
        guard let value = attribute.defaultValue else { return [] }
        if attribute.attributeType == .date, let text = ValueFormatting.interval(value) {
            return [(SourceAttribute.defaultDateTimeInterval, text)]
        }
        if attribute.attributeType != .date, let text = ValueFormatting.defaultText(value, for: attribute.attributeType) {
            return [(SourceAttribute.defaultValueString, text)]
        }
        context.report(.defaultWithoutSource(owner: label, value: value.description))
        return []
    }
}
