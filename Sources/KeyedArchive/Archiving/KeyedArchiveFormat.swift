/// The fixed key names of an `NSKeyedArchiver` archive, shared by encoder and decoder.
package enum KeyedArchiveKey {
    /// Top-level: archive format version (integer 100000).
    package static let version = "$version"
    /// Top-level: archiver name (`"NSKeyedArchiver"`).
    package static let archiver = "$archiver"
    /// Top-level: dictionary of top-level names to UIDs (`root`).
    package static let top = "$top"
    /// Top-level: the object table.
    package static let objects = "$objects"
    /// Per object: UID of its class descriptor.
    package static let `class` = "$class"
    /// Class descriptor: the class name.
    package static let className = "$classname"
    /// Class descriptor: the class chain, most specific first, ending in `NSObject`.
    package static let classes = "$classes"
    /// The name `NSKeyedArchiver` stores the root object under in `$top`.
    package static let root = "root"
    /// Collections: the elements (NSArray, NSSet, NSOrderedSet) or values (NSDictionary).
    package static let collectionObjects = "NS.objects"
    /// Dictionaries: the keys, parallel to `NS.objects`.
    package static let collectionKeys = "NS.keys"
    /// Strings archived as objects (NSMutableString): the characters.
    package static let string = "NS.string"
}

/// Constants of the archive container.
package enum KeyedArchiveFormat {
    /// The class whose objects (`{NS.string}`, NSMutableString among them) decode as strings.
    package static let stringClass = "NSString"
    /// The `$archiver` value.
    package static let archiverName = "NSKeyedArchiver"
    /// The `$version` value.
    package static let version: Int64 = 100000
    /// The placeholder at `$objects[0]` that `UID(0)` (nil) refers to.
    package static let nullPlaceholder = "$null"
}

/// `$classes` chains of the Foundation classes this module encodes (most specific first).
package enum FoundationClassChain {
    /// NSArray.
    package static let array = ["NSArray", "NSObject"]
    /// NSMutableArray.
    package static let mutableArray = ["NSMutableArray", "NSArray", "NSObject"]
    /// NSSet.
    package static let set = ["NSSet", "NSObject"]
    /// NSMutableSet.
    package static let mutableSet = ["NSMutableSet", "NSSet", "NSObject"]
    /// NSOrderedSet.
    package static let orderedSet = ["NSOrderedSet", "NSObject"]
    /// NSDictionary.
    package static let dictionary = ["NSDictionary", "NSObject"]
    /// NSMutableDictionary.
    package static let mutableDictionary = ["NSMutableDictionary", "NSDictionary", "NSObject"]
    /// NSDecimalNumber (archived as its placeholder class, as Apple writes it).
    package static let decimalNumber = ["NSDecimalNumberPlaceholder", "NSDecimalNumber", "NSNumber", "NSValue", "NSObject"]
    /// NSDate.
    package static let date = ["NSDate", "NSObject"]
    /// NSUUID.
    package static let uuid = ["NSUUID", "NSObject"]
    /// NSURL.
    package static let url = ["NSURL", "NSObject"]
}
