//
//  Item+CoreDataProperties.swift
//  
//
//  This file was automatically generated and should not be edited.
//

public import Foundation
public import CoreData


public typealias ItemCoreDataPropertiesSet = NSSet

extension Item {

    @nonobjc public class func fetchRequest() -> NSFetchRequest<Item> {
        return NSFetchRequest<Item>(entityName: "Item")
    }

    @NSManaged public var binary: Data?
    @NSManaged public var boxedCount: NSNumber?
    @NSManaged public var colors: [String]?
    @NSManaged public var count16: Int16
    @NSManaged public var count32: Int32
    @NSManaged public var count64: Int64
    @NSManaged public var created: Date?
    @NSManaged public var decimal: NSDecimalNumber?
    @NSManaged public var flag: Bool
    @NSManaged public var identifier: UUID?
    @NSManaged public var interval: TimeInterval
    @NSManaged public var link: URL?
    @NSManaged public var name: String?
    @NSManaged public var nameLength: Int64
    @NSManaged public var payload: NSObject?
    @NSManaged public var place: [String: Any]?
    @NSManaged public var ratio: Double
    @NSManaged public var scratch: NSObject?
    @NSManaged public var tint: NSValue?
    @NSManaged public var weight: Float
    @NSManaged public var owner: Owner?
    @NSManaged public var steps: NSOrderedSet?
    @NSManaged public var tags: NSSet?
    @NSManaged public var recentSteps: NSArray?

}

// MARK: Generated accessors for steps
extension Item {

    @objc(insertObject:inStepsAtIndex:)
    @NSManaged public func insertIntoSteps(_ value: Step, at idx: Int)

    @objc(removeObjectFromStepsAtIndex:)
    @NSManaged public func removeFromSteps(at idx: Int)

    @objc(insertSteps:atIndexes:)
    @NSManaged public func insertIntoSteps(_ values: [Step], at indexes: NSIndexSet)

    @objc(removeStepsAtIndexes:)
    @NSManaged public func removeFromSteps(at indexes: NSIndexSet)

    @objc(replaceObjectInStepsAtIndex:withObject:)
    @NSManaged public func replaceSteps(at idx: Int, with value: Step)

    @objc(replaceStepsAtIndexes:withSteps:)
    @NSManaged public func replaceSteps(at indexes: NSIndexSet, with values: [Step])

    @objc(addStepsObject:)
    @NSManaged public func addToSteps(_ value: Step)

    @objc(removeStepsObject:)
    @NSManaged public func removeFromSteps(_ value: Step)

    @objc(addSteps:)
    @NSManaged public func addToSteps(_ values: NSOrderedSet)

    @objc(removeSteps:)
    @NSManaged public func removeFromSteps(_ values: NSOrderedSet)

}

// MARK: Generated accessors for tags
extension Item {

    @objc(addTagsObject:)
    @NSManaged public func addToTags(_ value: Tag)

    @objc(removeTagsObject:)
    @NSManaged public func removeFromTags(_ value: Tag)

    @objc(addTags:)
    @NSManaged public func addToTags(_ values: NSSet)

    @objc(removeTags:)
    @NSManaged public func removeFromTags(_ values: NSSet)

}
