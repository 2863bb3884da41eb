//
//  Step+CoreDataProperties.h
//  
//
//  This file was automatically generated and should not be edited.
//

#import "Step+CoreDataClass.h"


NS_ASSUME_NONNULL_BEGIN

@interface Step (CoreDataProperties)

+ (NSFetchRequest<Step *> *)fetchRequest;

@property (nullable, nonatomic, copy) NSString *title;
@property (nullable, nonatomic, retain) Item *item;

@end

NS_ASSUME_NONNULL_END
