//
//  CDCart+CoreDataClass.swift
//  
//
//  This file was automatically generated and should not be edited.
//

public import Foundation
public import CoreData

public typealias CDCartCoreDataClassSet = NSSet

@objc(CDCart)
public class CDCart: NSManagedObject {

}
