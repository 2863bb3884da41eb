//
//  Owner+CoreDataProperties.m
//  
//
//  This file was automatically generated and should not be edited.
//

#import "Owner+CoreDataProperties.h"

@implementation Owner (CoreDataProperties)

+ (NSFetchRequest<Owner *> *)fetchRequest {
	return [NSFetchRequest fetchRequestWithEntityName:@"Owner"];
}

@dynamic name;
@dynamic items;

@end
