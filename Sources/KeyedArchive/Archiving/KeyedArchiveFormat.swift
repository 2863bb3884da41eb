/// The fixed key names of an `NSKeyedArchiver` archive, shared by encoder and decoder.
public enum KeyedArchiveKey {
    /// Top-level: archive format version (integer 100000).
    public static let version = "$version"
    /// Top-level: archiver name (`"NSKeyedArchiver"`).
    public static let archiver = "$archiver"
    /// Top-level: dictionary of top-level names to UIDs (`root`).
    public static let top = "$top"
    /// Top-level: the object table.
    public static let objects = "$objects"
    /// Per object: UID of its class descriptor.
    public static let `class` = "$class"
    /// Class descriptor: the class name.
    public static let className = "$classname"
    /// Class descriptor: the class chain, most specific first, ending in `NSObject`.
    public static let classes = "$classes"
    /// The name `NSKeyedArchiver` stores the root object under in `$top`.
    public static let root = "root"
    /// Collections: the elements (NSArray, NSSet, NSOrderedSet) or values (NSDictionary).
    public static let collectionObjects = "NS.objects"
    /// Dictionaries: the keys, parallel to `NS.objects`.
    public static let collectionKeys = "NS.keys"
    /// Strings archived as objects (NSMutableString): the characters.
    public static let string = "NS.string"
}

/// Constants of the archive container.
public enum KeyedArchiveFormat {
    /// The class whose objects (`{NS.string}`, NSMutableString among them) decode as strings.
    public static let stringClass = "NSString"
    /// The `$archiver` value.
    public static let archiverName = "NSKeyedArchiver"
    /// The `$version` value.
    public static let version: Int64 = 100000
    /// The placeholder at `$objects[0]` that `UID(0)` (nil) refers to.
    public static let nullPlaceholder = "$null"
}

/// `$classes` chains of the Foundation classes this module encodes (most specific first).
public enum FoundationClassChain {
    /// NSArray.
    public static let array = ["NSArray", "NSObject"]
    /// NSMutableArray.
    public static let mutableArray = ["NSMutableArray", "NSArray", "NSObject"]
    /// NSSet.
    public static let set = ["NSSet", "NSObject"]
    /// NSMutableSet.
    public static let mutableSet = ["NSMutableSet", "NSSet", "NSObject"]
    /// NSOrderedSet.
    public static let orderedSet = ["NSOrderedSet", "NSObject"]
    /// NSDictionary.
    public static let dictionary = ["NSDictionary", "NSObject"]
    /// NSMutableDictionary.
    public static let mutableDictionary = ["NSMutableDictionary", "NSDictionary", "NSObject"]
    /// NSDecimalNumber (archived as its placeholder class, as Apple writes it).
    public static let decimalNumber = ["NSDecimalNumberPlaceholder", "NSDecimalNumber", "NSNumber", "NSValue", "NSObject"]
    /// NSDate.
    public static let date = ["NSDate", "NSObject"]
    /// NSUUID.
    public static let uuid = ["NSUUID", "NSObject"]
    /// NSURL.
    public static let url = ["NSURL", "NSObject"]
}
