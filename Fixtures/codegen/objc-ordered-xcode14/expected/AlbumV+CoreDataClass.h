//
//  AlbumV+CoreDataClass.h
//  
//
//  This file was automatically generated and should not be edited.
//

#import <Foundation/Foundation.h>
#import <CoreData/CoreData.h>

@class Video;

NS_ASSUME_NONNULL_BEGIN

@interface AlbumV : NSManagedObject

@end

NS_ASSUME_NONNULL_END

#import "AlbumV+CoreDataProperties.h"
