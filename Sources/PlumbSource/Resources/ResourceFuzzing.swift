import Foundation

/// The resource readers run on untrusted bytes, for the `fuzz-resources` target and its
/// corpus replay: every reader an app's files reach, none of which may trap or hang.
@_spi(Fuzzing) public enum ResourceFuzzing {
    /// Reads `bytes` as each kind of resource file: a colour set's and an image set's
    /// `Contents.json`, a `.strings` table, a `.stringsdict`, a string catalog, a font's name
    /// table, an image header, a `project.pbxproj`, a `Package.swift`, a Core Data model's
    /// `contents` (and the Swift source generated from it, parsed); and fills the bytes, as
    /// text, as a localized format.
    public static func readEverything(_ bytes: [UInt8]) {
        _ = ColorSet.read(bytes)
        _ = ImageSet.read(bytes, folder: "/nonexistent")
        _ = StringsFile.read(bytes)
        _ = StringsDict.read(bytes)
        _ = StringCatalog.read(bytes)
        _ = FontNames.read(bytes)
        // The project files that say which files are an app's module.
        _ = XcodeProject.parse(Data(bytes), folder: "/nonexistent", name: "Fuzz")
        if let text = String(validating: bytes, as: UTF8.self) { _ = try? PackageManifest.read(text) }
        if let format = ImageHeader.format(bytes) { _ = ImageHeader.size(bytes, format: format) }
        for format in [ImageHeader.Format.png, .jpeg, .pdf, .svg] { _ = ImageHeader.size(bytes, format: format) }
        if let text = TextResource.decode(bytes) {
            _ = StringFormat.fill(text, [.int(1), .double(2.5), .object("x")])
            _ = LocalizedValue.plural(format: text, variables: ["n": .init(forms: ["other": text], valueType: nil)])
                .format(counts: [1])
            _ = ResourceNames.swiftGenSymbols(text)
            _ = ResourceNames.assetSymbol(text, suffix: "Color")
            let model = DataModel.parse(text, name: "Fuzz")
            try? SourceReader.parseOnly(bytes: Array(model.generatedSource.utf8), name: "Fuzz.xcdatamodeld")
        }
    }
}
