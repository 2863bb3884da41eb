//
//  Album+CoreDataProperties.m
//  
//
//  This file was automatically generated and should not be edited.
//

#import "Album+CoreDataProperties.h"

@implementation Album (CoreDataProperties)

+ (NSFetchRequest<Album *> *)fetchRequest {
	return [NSFetchRequest fetchRequestWithEntityName:@"Album"];
}

@dynamic name;
@dynamic pictures;

@end
