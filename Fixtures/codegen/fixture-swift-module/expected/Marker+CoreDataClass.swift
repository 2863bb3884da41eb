//
//  Marker+CoreDataClass.swift
//  
//
//  This file was automatically generated and should not be edited.
//

public import Foundation
public import CoreData

public typealias MarkerCoreDataClassSet = NSSet

@objc(Marker)
public class Marker: Record {

}
