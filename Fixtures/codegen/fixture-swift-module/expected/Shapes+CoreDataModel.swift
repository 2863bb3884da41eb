//
//  Shapes+CoreDataModel.swift
//  
//
//  This file was automatically generated and should not be edited.
//

public import Foundation
public import CoreData
