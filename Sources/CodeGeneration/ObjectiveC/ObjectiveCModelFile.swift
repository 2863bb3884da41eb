/// `<Model>+CoreDataModel.h`: one header that imports every generated header of the model, so
/// app code writes `#import "Model+CoreDataModel.h"` and sees every entity class.
enum ObjectiveCModelFile {
    static func file(modelName: String, jobs: [EntityJob]) -> GeneratedFile {
        let name = modelName + "+CoreDataModel.h"
        var text = FileHeader.block(fileName: name)
        text += "#import <Foundation/Foundation.h>\n#import <CoreData/CoreData.h>\n\n"
        for job in jobs {
            let header = job.kind == .classDefinition ? job.names.classFileBase : job.names.propertiesFileBase
            text += "#import \"\(header).h\"\n"
        }
        return GeneratedFile(name: name, contents: text)
    }
}
