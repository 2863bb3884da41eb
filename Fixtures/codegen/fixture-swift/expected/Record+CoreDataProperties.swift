//
//  Record+CoreDataProperties.swift
//  
//
//  This file was automatically generated and should not be edited.
//

public import Foundation
public import CoreData


public typealias RecordCoreDataPropertiesSet = NSSet

extension Record {

    @nonobjc public class func fetchRequest() -> NSFetchRequest<Record> {
        return NSFetchRequest<Record>(entityName: "Record")
    }

    @NSManaged public var updated: Date?

}

extension Record : Identifiable {

}
