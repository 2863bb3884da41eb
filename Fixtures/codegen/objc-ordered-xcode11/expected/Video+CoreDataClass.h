//
//  Video+CoreDataClass.h
//  
//
//  This file was automatically generated and should not be edited.
//

#import <Foundation/Foundation.h>
#import <CoreData/CoreData.h>

@class AlbumV;

NS_ASSUME_NONNULL_BEGIN

@interface Video : NSManagedObject

@end

NS_ASSUME_NONNULL_END

#import "Video+CoreDataProperties.h"
