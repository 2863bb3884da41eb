//
//  Record+CoreDataClass.m
//  
//
//  This file was automatically generated and should not be edited.
//

#import "Record+CoreDataClass.h"

@implementation Record

@end
