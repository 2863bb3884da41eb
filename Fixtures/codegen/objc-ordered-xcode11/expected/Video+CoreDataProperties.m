//
//  Video+CoreDataProperties.m
//  
//
//  This file was automatically generated and should not be edited.
//

#import "Video+CoreDataProperties.h"

@implementation Video (CoreDataProperties)

+ (NSFetchRequest<Video *> *)fetchRequest {
	return [NSFetchRequest fetchRequestWithEntityName:@"Video"];
}

@dynamic about;
@dynamic url;
@dynamic albumV;

@end
