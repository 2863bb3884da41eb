//
//  NotificationStatus+CoreDataProperties.swift
//  
//
//  This file was automatically generated and should not be edited.
//

import Foundation
import CoreData


extension NotificationStatus {

    @nonobjc public class func fetchRequest() -> NSFetchRequest<NotificationStatus> {
        return NSFetchRequest<NotificationStatus>(entityName: "NotificationStatus")
    }

    @NSManaged public var contentId: String?
    @NSManaged public var contentTypeRaw: String?
    @NSManaged public var timestamp: Date?

}

extension NotificationStatus : Identifiable {

}
