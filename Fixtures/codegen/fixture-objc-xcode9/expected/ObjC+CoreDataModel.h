//
//  ObjC+CoreDataModel.h
//  
//
//  This file was automatically generated and should not be edited.
//

#import <Foundation/Foundation.h>
#import <CoreData/CoreData.h>

#import "Item+CoreDataClass.h"
#import "Marker+CoreDataClass.h"
#import "Owner+CoreDataProperties.h"
#import "Record+CoreDataClass.h"
#import "Step+CoreDataClass.h"
