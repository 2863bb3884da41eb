//
//  Step+CoreDataClass.swift
//  
//
//  This file was automatically generated and should not be edited.
//

public import Foundation
public import CoreData

public typealias StepCoreDataClassSet = NSSet

@objc(Step)
public class Step: NSManagedObject {

}
