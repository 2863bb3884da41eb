//
//  Picture+CoreDataClass.h
//  
//
//  This file was automatically generated and should not be edited.
//

#import <Foundation/Foundation.h>
#import <CoreData/CoreData.h>

@class Album;

NS_ASSUME_NONNULL_BEGIN

@interface Picture : NSManagedObject

@end

NS_ASSUME_NONNULL_END

#import "Picture+CoreDataProperties.h"
