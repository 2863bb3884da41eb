//
//  Album+CoreDataClass.m
//  
//
//  This file was automatically generated and should not be edited.
//

#import "Album+CoreDataClass.h"

@implementation Album

@end
