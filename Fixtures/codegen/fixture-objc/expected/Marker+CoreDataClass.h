//
//  Marker+CoreDataClass.h
//  
//
//  This file was automatically generated and should not be edited.
//

#import <Foundation/Foundation.h>
#import <CoreData/CoreData.h>
#import "Record+CoreDataClass.h"

NS_ASSUME_NONNULL_BEGIN

@interface Marker : Record

@end

NS_ASSUME_NONNULL_END

#import "Marker+CoreDataProperties.h"
