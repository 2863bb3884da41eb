//
//  Book+CoreDataClass.swift
//  
//
//  This file was automatically generated and should not be edited.
//

import Foundation
import CoreData

@objc(Book)
public class Book: NSManagedObject {

}
