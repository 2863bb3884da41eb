//
//  Marker+CoreDataProperties.h
//  
//
//  This file was automatically generated and should not be edited.
//

#import "Marker+CoreDataClass.h"


NS_ASSUME_NONNULL_BEGIN

@interface Marker (CoreDataProperties)

+ (NSFetchRequest<Marker *> *)fetchRequest;


@end

NS_ASSUME_NONNULL_END
