//
//  Step+CoreDataClass.h
//  
//
//  This file was automatically generated and should not be edited.
//

#import <Foundation/Foundation.h>
#import <CoreData/CoreData.h>

@class Item;

NS_ASSUME_NONNULL_BEGIN

@interface Step : NSManagedObject

@end

NS_ASSUME_NONNULL_END

#import "Step+CoreDataProperties.h"
