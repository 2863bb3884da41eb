/// Writes a synthetic but realistic `contents` document: N entities with attributes of the common
/// types (scalars with defaults, bounds, a transformable), to-one/to-many relationships with
/// inverses, inheritance (every tenth entity is an abstract parent of the next nine) and fetch
/// request templates with predicates.
/// The shape (≈1.4 KB of XML per entity) matches the 5,000-entity / 7 MB reference model.
enum SyntheticModel {
    static func contents(entities count: Int) -> String {
        var xml = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22758" \
            systemVersion="23F79" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">

            """
        xml.reserveCapacity(count * 1_600)
        for index in 0..<count {
            appendEntity(index, of: count, to: &xml)
        }
        for index in stride(from: 0, to: count, by: 10) {
            xml += """
                    <fetchRequest name="Find\(index)" entity="Entity\(index)" predicateString="(text\(index) BEGINSWITH[cd] $PREFIX) AND (big\(index) &gt; $MINIMUM)" fetchLimit="20"/>

                """
        }
        xml += "</model>\n"
        return xml
    }

    private static func appendEntity(_ index: Int, of count: Int, to xml: inout String) {
        let isParent = index % 10 == 0
        let parent = isParent ? "" : " parentEntity=\"Entity\(index - index % 10)\""
        let abstract = isParent ? " isAbstract=\"YES\"" : ""
        let next = (index + 1) % count
        let previous = (index + count - 1) % count
        xml += """
                <entity name="Entity\(index)" representedClassName="Entity\(index)"\(parent)\(abstract) syncable="YES" codeGenerationType="class">
                    <attribute name="big\(index)" optional="YES" attributeType="Integer 64" defaultValueString="0" usesScalarValueType="YES"/>
                    <attribute name="created\(index)" optional="YES" attributeType="Date"/>
                    <attribute name="decimal\(index)" optional="YES" attributeType="Decimal" defaultValueString="0.0"/>
                    <attribute name="flag\(index)" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
                    <attribute name="identifier\(index)" optional="YES" attributeType="UUID"/>
                    <attribute name="medium\(index)" attributeType="Integer 32" minValueString="0" maxValueString="1000" defaultValueString="1"/>
                    <attribute name="tags\(index)" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData"/>
                    <attribute name="text\(index)" optional="YES" attributeType="String" maxValueString="200"/>
                    <relationship name="next\(index)" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Entity\(next)" inverseName="previous\(next)" inverseEntity="Entity\(next)"/>
                    <relationship name="previous\(index)" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Entity\(previous)" inverseName="next\(previous)" inverseEntity="Entity\(previous)"/>
                </entity>

            """
    }
}
