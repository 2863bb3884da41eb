//
//  Item+CoreDataProperties.m
//  
//
//  This file was automatically generated and should not be edited.
//

#import "Item+CoreDataProperties.h"

@implementation Item (CoreDataProperties)

+ (NSFetchRequest<Item *> *)fetchRequest {
	return [[NSFetchRequest alloc] initWithEntityName:@"Item"];
}

@dynamic binary;
@dynamic boxedCount;
@dynamic colors;
@dynamic count16;
@dynamic count32;
@dynamic count64;
@dynamic created;
@dynamic decimal;
@dynamic flag;
@dynamic identifier;
@dynamic interval;
@dynamic link;
@dynamic name;
@dynamic nameLength;
@dynamic payload;
@dynamic place;
@dynamic ratio;
@dynamic scratch;
@dynamic tint;
@dynamic weight;
@dynamic owner;
@dynamic steps;
@dynamic tags;
@dynamic recentSteps;

@end
