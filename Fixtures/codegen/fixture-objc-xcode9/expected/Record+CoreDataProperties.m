//
//  Record+CoreDataProperties.m
//  
//
//  This file was automatically generated and should not be edited.
//

#import "Record+CoreDataProperties.h"

@implementation Record (CoreDataProperties)

+ (NSFetchRequest<Record *> *)fetchRequest {
	return [[NSFetchRequest alloc] initWithEntityName:@"Record"];
}

@dynamic updated;

@end
