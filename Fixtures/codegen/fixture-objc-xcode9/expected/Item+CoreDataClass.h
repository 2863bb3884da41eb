//
//  Item+CoreDataClass.h
//  
//
//  This file was automatically generated and should not be edited.
//

#import <Foundation/Foundation.h>
#import <CoreData/CoreData.h>
#import "Record+CoreDataClass.h"

@class Owner, Step, Tag;

NS_ASSUME_NONNULL_BEGIN

@interface Item : Record

@end

NS_ASSUME_NONNULL_END

#import "Item+CoreDataProperties.h"
