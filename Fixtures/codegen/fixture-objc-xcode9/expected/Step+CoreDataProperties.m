//
//  Step+CoreDataProperties.m
//  
//
//  This file was automatically generated and should not be edited.
//

#import "Step+CoreDataProperties.h"

@implementation Step (CoreDataProperties)

+ (NSFetchRequest<Step *> *)fetchRequest {
	return [[NSFetchRequest alloc] initWithEntityName:@"Step"];
}

@dynamic title;
@dynamic item;

@end
