//
//  Marker+CoreDataProperties.m
//  
//
//  This file was automatically generated and should not be edited.
//

#import "Marker+CoreDataProperties.h"

@implementation Marker (CoreDataProperties)

+ (NSFetchRequest<Marker *> *)fetchRequest {
	return [[NSFetchRequest alloc] initWithEntityName:@"Marker"];
}


@end
