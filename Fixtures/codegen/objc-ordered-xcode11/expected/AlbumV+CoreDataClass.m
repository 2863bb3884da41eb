//
//  AlbumV+CoreDataClass.m
//  
//
//  This file was automatically generated and should not be edited.
//

#import "AlbumV+CoreDataClass.h"

@implementation AlbumV

@end
