//
//  BudgetInstance+CoreDataProperties.swift
//  
//
//  This file was automatically generated and should not be edited.
//

import Foundation
import CoreData


extension BudgetInstance {

    @nonobjc public class func fetchRequest() -> NSFetchRequest<BudgetInstance> {
        return NSFetchRequest<BudgetInstance>(entityName: "BudgetInstance")
    }

    @NSManaged public var nsDate: NSDate?
    @NSManaged public var notes: String?
    @NSManaged public var template: BudgetTemplate?
    @NSManaged public var transaction: Transaction?

}
