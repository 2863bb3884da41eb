//
//  NMTextContentsSubscription+CoreDataProperties.swift
//  
//
//  This file was automatically generated and should not be edited.
//

import Foundation
import CoreData


extension NMTextContentsSubscription {

    @nonobjc public class func fetchRequest() -> NSFetchRequest<NMTextContentsSubscription> {
        return NSFetchRequest<NMTextContentsSubscription>(entityName: "NMTextContentsSubscription")
    }

    @NSManaged public var excludeNewsmen: NSMutableArray?
    @NSManaged public var exclusionTags: NSMutableArray?
    @NSManaged public var newsCategories: NSMutableArray?
    @NSManaged public var searchTags: NSMutableArray?
    @NSManaged public var targetNewsmen: NSMutableArray?

}
