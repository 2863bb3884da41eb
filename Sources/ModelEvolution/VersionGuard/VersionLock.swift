import CoreDataModel

/// The lock file of `modelc check-versions --lock`: for every guarded bundle, its current version
/// and each version's checksum and entity hashes, so a shallow CI clone with no history can still
/// tell whether a shipped version changed (and name the entities that did).
///
/// A line format, so errors point at a line and diffs of the lock read well in review:
///
///     # modelc version lock: regenerate with `modelc check-versions … --update-lock`
///     model<TAB>App/Model.xcdatamodeld
///     current<TAB>Model 2
///     version<TAB>Model<TAB><checksum>
///     entity<TAB>Item<TAB><hash>
///     fields<TAB>Item<TAB><digest>
///     fields<TAB>Item.title<TAB><digest>
///
/// The `fields` lines (`FieldDigests`) fingerprint what the hashes cannot see, so an edit such as
/// an added default value is still told; a lock written before they existed has none and is read
/// as it was (hash changes only).
///
/// Bundles are sorted by path, versions in natural order, entities by name: the same models
/// always give the same bytes.
package struct VersionLock {
    package var bundles: [BundleSnapshot]

    package init(bundles: [BundleSnapshot]) { self.bundles = bundles }

    package static let header = "# modelc version lock: model version → version checksum, entity hashes and field digests. Regenerate with `modelc check-versions PATH… --lock FILE --update-lock`."

    package func bundle(at path: String) -> BundleSnapshot? { bundles.first { $0.path == path } }

    /// The file's text.
    package func serialized() -> String {
        var lines = [Self.header]
        for bundle in bundles.sorted(by: { utf16Precedes($0.path, $1.path) }) {
            lines.append("model\t\(bundle.path)")
            if let current = bundle.currentVersionName { lines.append("current\t\(current)") }
            for version in bundle.versions {
                lines.append("version\t\(version.name)\t\(version.checksum)")
                for name in version.entityHashes.keys.sorted(by: utf16Precedes) {
                    lines.append("entity\t\(name)\t\(version.entityHashes[name] ?? "")")
                }
                let digests = version.fieldDigests
                for key in digests.keys.sorted(by: utf16Precedes) {
                    lines.append("fields\t\(key)\t\(digests[key] ?? "")")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a lock file; any line that does not fit is an error at that line.
    package init(parsing text: String, path: String) throws {
        var bundles: [BundleSnapshot] = []
        func fail(_ line: Int, _ message: String) -> ModelError {
            ModelError("corrupt lock file: \(message); regenerate it with --update-lock", at: SourceLocation(file: path, line: line))
        }
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let location = SourceLocation(file: path, line: number)
            switch (fields.first, fields.count) {
            case ("model", 2):
                guard !fields[1].isEmpty else { throw fail(number, "empty model path") }
                guard !bundles.contains(where: { $0.path == fields[1] }) else { throw fail(number, "model '\(fields[1])' is listed twice") }
                bundles.append(BundleSnapshot(path: fields[1], currentVersionName: nil, versions: [], currentVersionLocation: location))
            case ("current", 2):
                guard let last = bundles.indices.last else { throw fail(number, "'current' before any 'model' line") }
                bundles[last].currentVersionName = fields[1]
                bundles[last].currentVersionLocation = location
            case ("version", 3):
                guard let last = bundles.indices.last else { throw fail(number, "'version' before any 'model' line") }
                guard Self.isHash(fields[2]) else { throw fail(number, "'\(fields[2])' is not a version checksum") }
                guard bundles[last].version(named: fields[1]) == nil else { throw fail(number, "version '\(fields[1])' is listed twice") }
                bundles[last].versions.append(VersionSnapshot(name: fields[1], checksum: fields[2], entityHashes: [:], location: location))
            case ("entity", 3):
                guard let last = bundles.indices.last, let version = bundles[last].versions.indices.last else {
                    throw fail(number, "'entity' before any 'version' line")
                }
                guard Self.isHash(fields[2]) else { throw fail(number, "'\(fields[2])' is not an entity version hash") }
                bundles[last].versions[version].entityHashes[fields[1]] = fields[2]
            case ("fields", 3):
                guard let last = bundles.indices.last, let version = bundles[last].versions.indices.last else {
                    throw fail(number, "'fields' before any 'version' line")
                }
                guard Self.isHash(fields[2]) else { throw fail(number, "'\(fields[2])' is not a field digest") }
                bundles[last].versions[version].recordedFieldDigests[fields[1]] = fields[2]
            default:
                throw fail(number, "expected 'model', 'current', 'version', 'entity' or 'fields' with tab-separated fields")
            }
        }
        for bundle in bundles {
            if let current = bundle.currentVersionName, bundle.version(named: current) == nil {
                throw fail(bundle.currentVersionLocation.line, "current version '\(current)' has no 'version' line")
            }
        }
        self.bundles = bundles
    }

    /// Base64 of 32 bytes: 44 characters ending in `=`.
    private static func isHash(_ text: String) -> Bool {
        text.utf8.count == 44 && text.hasSuffix("=")
            && text.utf8.allSatisfy { $0 == 0x2B || $0 == 0x2F || $0 == 0x3D || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }
}
