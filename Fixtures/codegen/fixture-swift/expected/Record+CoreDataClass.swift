//
//  Record+CoreDataClass.swift
//  
//
//  This file was automatically generated and should not be edited.
//

public import Foundation
public import CoreData

public typealias RecordCoreDataClassSet = NSSet

@objc(Record)
public class Record: NSManagedObject {

}
