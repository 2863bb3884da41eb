//
//  CDCartItem+CoreDataClass.swift
//  
//
//  This file was automatically generated and should not be edited.
//

public import Foundation
public import CoreData

public typealias CDCartItemCoreDataClassSet = NSSet

@objc(CDCartItem)
public class CDCartItem: NSManagedObject {

}
