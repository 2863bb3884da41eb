//
//  Step+CoreDataClass.m
//  
//
//  This file was automatically generated and should not be edited.
//

#import "Step+CoreDataClass.h"

@implementation Step

@end
