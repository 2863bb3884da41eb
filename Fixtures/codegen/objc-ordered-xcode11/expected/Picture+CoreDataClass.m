//
//  Picture+CoreDataClass.m
//  
//
//  This file was automatically generated and should not be edited.
//

#import "Picture+CoreDataClass.h"

@implementation Picture

@end
