//
//  Record+CoreDataClass.h
//  
//
//  This file was automatically generated and should not be edited.
//

#import <Foundation/Foundation.h>
#import <CoreData/CoreData.h>

NS_ASSUME_NONNULL_BEGIN

@interface Record : NSManagedObject

@end

NS_ASSUME_NONNULL_END

#import "Record+CoreDataProperties.h"
