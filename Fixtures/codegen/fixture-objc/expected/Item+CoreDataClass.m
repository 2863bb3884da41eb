//
//  Item+CoreDataClass.m
//  
//
//  This file was automatically generated and should not be edited.
//

#import "Item+CoreDataClass.h"

@implementation Item

@end
