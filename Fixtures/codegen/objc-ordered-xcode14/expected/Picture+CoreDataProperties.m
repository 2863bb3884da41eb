//
//  Picture+CoreDataProperties.m
//  
//
//  This file was automatically generated and should not be edited.
//

#import "Picture+CoreDataProperties.h"

@implementation Picture (CoreDataProperties)

+ (NSFetchRequest<Picture *> *)fetchRequest {
	return [NSFetchRequest fetchRequestWithEntityName:@"Picture"];
}

@dynamic about;
@dynamic data;
@dynamic album;

@end
