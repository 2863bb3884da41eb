//
//  Marker+CoreDataClass.m
//  
//
//  This file was automatically generated and should not be edited.
//

#import "Marker+CoreDataClass.h"

@implementation Marker

@end
