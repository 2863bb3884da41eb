import CoreDataModel
import CoreDataStore
import FuzzHarness
import ModelSource

// libFuzzer target for the seed importer of `create-store --data` (`make fuzz`): the bytes are a
// JSON seed file for a model with every attribute type, a hierarchy, and every kind of
// relationship. Any input must import or be refused with located errors, never crash; and rows
// that passed every check must insert into the store's schema (SQLite in memory) without a single
// refusal — a uniqueness clash or a type SQLite rejects that the checks let through is a finding.

let seedModelContents = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22758" systemVersion="23F79" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
        <entity name="Contact" parentEntity="Record" syncable="YES">
            <attribute name="age" optional="YES" attributeType="Integer 16" minValueString="0" maxValueString="150" usesScalarValueType="YES"/>
            <attribute name="email" optional="YES" attributeType="String" minValueString="3" regularExpressionString="[^@ ]+@[^@ ]+"/>
            <relationship name="container" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Container" inverseName="contacts" inverseEntity="Container"/>
            <relationship name="friends" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Contact" inverseName="friends" inverseEntity="Contact"/>
            <relationship name="groups" optional="YES" toMany="YES" maxCount="3" deletionRule="Nullify" destinationEntity="Group" inverseName="members" inverseEntity="Group"/>
            <relationship name="notes" optional="YES" toMany="YES" deletionRule="Cascade" ordered="YES" destinationEntity="Note" inverseName="contact" inverseEntity="Note"/>
            <relationship name="passport" optional="YES" maxCount="1" deletionRule="Cascade" destinationEntity="Passport" inverseName="holder" inverseEntity="Passport"/>
            <uniquenessConstraints>
                <uniquenessConstraint>
                    <constraint value="email"/>
                </uniquenessConstraint>
            </uniquenessConstraints>
        </entity>
        <entity name="Container" syncable="YES">
            <attribute name="amount" optional="YES" attributeType="Decimal" minValueString="-100"/>
            <attribute name="big" optional="YES" attributeType="Integer 64"/>
            <attribute name="data" optional="YES" attributeType="Binary" allowsExternalBinaryDataStorage="YES"/>
            <attribute name="flag" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
            <attribute name="home" optional="YES" attributeType="URI"/>
            <attribute name="identifier" optional="YES" attributeType="UUID" usesScalarValueType="NO"/>
            <attribute name="middle" optional="YES" attributeType="Integer 32"/>
            <attribute name="ratio" optional="YES" attributeType="Float" maxValueString="1"/>
            <attribute name="score" optional="YES" attributeType="Double"/>
            <attribute name="stamp" optional="YES" attributeType="Date" minDateTimeInterval="0"/>
            <attribute name="transformed" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData"/>
            <attribute name="scratch" optional="YES" transient="YES" attributeType="String"/>
            <relationship name="contacts" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Contact" inverseName="container" inverseEntity="Contact"/>
            <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Group"/>
        </entity>
        <entity name="Group" parentEntity="Record" syncable="YES">
            <attribute name="name" attributeType="String"/>
            <attribute name="size" optional="YES" attributeType="Integer 64" derived="YES" derivationExpression="members.@count"/>
            <relationship name="members" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Contact" inverseName="groups" inverseEntity="Contact"/>
        </entity>
        <entity name="Note" syncable="YES">
            <attribute name="text" optional="YES" attributeType="String" maxValueString="40"/>
            <relationship name="contact" maxCount="1" deletionRule="Nullify" destinationEntity="Contact" inverseName="notes" inverseEntity="Contact"/>
        </entity>
        <entity name="Passport" syncable="YES">
            <attribute name="number" attributeType="String"/>
            <relationship name="holder" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Contact" inverseName="passport" inverseEntity="Contact"/>
            <uniquenessConstraints>
                <uniquenessConstraint>
                    <constraint value="number"/>
                    <constraint value="holder"/>
                </uniquenessConstraint>
            </uniquenessConstraints>
        </entity>
        <entity name="Record" isAbstract="YES" syncable="YES">
            <attribute name="created" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
            <attribute name="uniqueID" optional="YES" attributeType="String"/>
        </entity>
        <entity name="SubscribedContact" parentEntity="Contact" syncable="YES"/>
    </model>
    """

/// The store writer for the model above, read once, before libFuzzer's driver starts calling the
/// entry point on its one thread.
nonisolated(unsafe) let seedWriter: StoreWriter = {
    do {
        return StoreWriter(model: try ModelSourceReader.readModel(contents: Array(seedModelContents.utf8), path: "/fuzz/Seed.xcdatamodel/contents").model)
    } catch {
        fatalError("the fuzz model does not read: \(error)")
    }
}()

/// One fuzz iteration over `bytes` as a seed file.
func fuzzStoreSeedOne(_ bytes: [UInt8]) {
    do {
        _ = try seedWriter.insertSeedInMemory(bytes, path: "/fuzz/seed.json")
    } catch let error as ModelError {
        guard error.diagnostics.allSatisfy({ $0.location?.file == "/fuzz/seed.json" && $0.severity == .error }) else {
            fatalError("a seed error not located in the seed file: \(error.diagnostics)")
        }
    } catch {
        fatalError("rows that passed every check were refused: \(error)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzStoreSeedOne(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

#if FUZZING
@_cdecl("FuzzStoreSeed_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzHarness.runDriver(argc, argv, fuzz)
}
#endif
