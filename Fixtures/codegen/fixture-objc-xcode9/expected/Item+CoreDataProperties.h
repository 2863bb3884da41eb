//
//  Item+CoreDataProperties.h
//  
//
//  This file was automatically generated and should not be edited.
//

#import "Item+CoreDataClass.h"


NS_ASSUME_NONNULL_BEGIN

@interface Item (CoreDataProperties)

+ (NSFetchRequest<Item *> *)fetchRequest;

@property (nullable, nonatomic, retain) NSData *binary;
@property (nullable, nonatomic, copy) NSNumber *boxedCount;
@property (nullable, nonatomic, retain) NSArray *colors;
@property (nonatomic) int16_t count16;
@property (nonatomic) int32_t count32;
@property (nonatomic) int64_t count64;
@property (nullable, nonatomic, copy) NSDate *created;
@property (nullable, nonatomic, copy) NSDecimalNumber *decimal;
@property (nonatomic) BOOL flag;
@property (nullable, nonatomic, copy) NSUUID *identifier;
@property (nonatomic) NSTimeInterval interval;
@property (nullable, nonatomic, copy) NSURL *link;
@property (nullable, nonatomic, copy) NSString *name;
@property (nonatomic) int64_t nameLength;
@property (nullable, nonatomic, retain) NSObject *payload;
@property (nullable, nonatomic, copy) NSDictionary<NSString *, id> *place;
@property (nonatomic) double ratio;
@property (nullable, nonatomic, retain) NSObject *scratch;
@property (nullable, nonatomic, retain) NSValue *tint;
@property (nonatomic) float weight;
@property (nullable, nonatomic, retain) Owner *owner;
@property (nullable, nonatomic, retain) NSOrderedSet<Step *> *steps;
@property (nullable, nonatomic, retain) NSSet<Tag *> *tags;
@property (nullable, nonatomic, retain) NSArray<Step *> *recentSteps;

@end

@interface Item (CoreDataGeneratedAccessors)

- (void)insertObject:(Step *)value inStepsAtIndex:(NSUInteger)idx;
- (void)removeObjectFromStepsAtIndex:(NSUInteger)idx;
- (void)insertSteps:(NSArray<Step *> *)value atIndexes:(NSIndexSet *)indexes;
- (void)removeStepsAtIndexes:(NSIndexSet *)indexes;
- (void)replaceObjectInStepsAtIndex:(NSUInteger)idx withObject:(Step *)value;
- (void)replaceStepsAtIndexes:(NSIndexSet *)indexes withSteps:(NSArray<Step *> *)values;
- (void)addStepsObject:(Step *)value;
- (void)removeStepsObject:(Step *)value;
- (void)addSteps:(NSOrderedSet<Step *> *)values;
- (void)removeSteps:(NSOrderedSet<Step *> *)values;

- (void)addTagsObject:(Tag *)value;
- (void)removeTagsObject:(Tag *)value;
- (void)addTags:(NSSet<Tag *> *)values;
- (void)removeTags:(NSSet<Tag *> *)values;

@end

NS_ASSUME_NONNULL_END
