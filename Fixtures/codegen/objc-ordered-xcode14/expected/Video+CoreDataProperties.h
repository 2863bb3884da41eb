//
//  Video+CoreDataProperties.h
//  
//
//  This file was automatically generated and should not be edited.
//

#import "Video+CoreDataClass.h"


NS_ASSUME_NONNULL_BEGIN

@interface Video (CoreDataProperties)

+ (NSFetchRequest<Video *> *)fetchRequest NS_SWIFT_NAME(fetchRequest());

@property (nullable, nonatomic, copy) NSString *about;
@property (nullable, nonatomic, copy) NSString *url;
@property (nullable, nonatomic, retain) AlbumV *albumV;

@end

NS_ASSUME_NONNULL_END
