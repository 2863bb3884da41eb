//
//  CDCartItemModifier+CoreDataClass.swift
//  
//
//  This file was automatically generated and should not be edited.
//

public import Foundation
public import CoreData

public typealias CDCartItemModifierCoreDataClassSet = NSSet

@objc(CDCartItemModifier)
public class CDCartItemModifier: NSManagedObject {

}
