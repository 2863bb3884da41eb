//
//  Video+CoreDataClass.m
//  
//
//  This file was automatically generated and should not be edited.
//

#import "Video+CoreDataClass.h"

@implementation Video

@end
