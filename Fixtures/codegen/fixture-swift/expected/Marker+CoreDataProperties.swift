//
//  Marker+CoreDataProperties.swift
//  
//
//  This file was automatically generated and should not be edited.
//

public import Foundation
public import CoreData


public typealias MarkerCoreDataPropertiesSet = NSSet

extension Marker {

    @nonobjc public class func fetchRequest() -> NSFetchRequest<Marker> {
        return NSFetchRequest<Marker>(entityName: "Marker")
    }


}
