//
//  AlbumV+CoreDataProperties.m
//  
//
//  This file was automatically generated and should not be edited.
//

#import "AlbumV+CoreDataProperties.h"

@implementation AlbumV (CoreDataProperties)

+ (NSFetchRequest<AlbumV *> *)fetchRequest {
	return [NSFetchRequest fetchRequestWithEntityName:@"AlbumV"];
}

@dynamic name;
@dynamic videos;

@end
