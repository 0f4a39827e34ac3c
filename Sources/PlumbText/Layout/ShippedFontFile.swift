import Foundation

/// Where Plumb finds the font it ships (Inter, `Resources/Inter.var.ttf`), found without
/// SwiftPM's `Bundle.module`: that accessor stops the program (`fatalError`, exit 132) when the
/// resource bundle is neither beside the executable nor in the build folder it was made in, so
/// a binary copied to a server without its bundle crashed instead of saying what it missed,
/// and worked on the build machine only because the build folder was still there.
///
/// Looked for, in order, the same on every machine:
/// 1. `$PLUMB_RESOURCES`, a folder holding `Inter.var.ttf` (or the resource bundle itself);
/// 2. the resource bundle beside the executable, where `swift build` puts it
///    (`Plumb_PlumbText.resources/`; on Apple systems `Plumb_PlumbText.bundle/` and its
///    `Contents/Resources/`), also beside the bundle that holds this code (a test bundle);
/// 3. `../share/plumb/` from the executable's folder: an installed layout
///    (`/usr/local/bin/plumb` with `/usr/local/share/plumb/Inter.var.ttf`).
///
/// When none holds it, ``FontCollection/standard(cjk:systemFontLines:)`` throws a ``FontError`` naming the file
/// and every folder looked in.
public enum ShippedFontFile {
    /// The file name of Plumb's default font.
    public static let fileName = "Inter.var.ttf"

    /// The name SwiftPM gives the resource bundle of this target (`<package>_<target>`).
    static let bundleName = "Plumb_PlumbText"

    /// The folders looked in, in order (see the type's documentation).
    public static func searchFolders(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String] {
        var folders: [String] = []
        if let explicit = environment["PLUMB_RESOURCES"], !explicit.isEmpty {
            folders += [explicit, explicit + "/\(bundleName).resources"]
        }
        var roots: [String] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            roots.append(executable.deletingLastPathComponent().path)
        }
        roots.append(Bundle.main.bundleURL.path)
        // A bundle of code other than the main one (an `.xctest` on Apple systems) sits in the
        // folder that also holds the resource bundles.
        let codeBundle = Bundle(for: Anchor.self).bundleURL
        if codeBundle != Bundle.main.bundleURL { roots.append(codeBundle.deletingLastPathComponent().path) }
        for root in roots {
            folders += [
                root + "/\(bundleName).resources",
                root + "/\(bundleName).bundle/Contents/Resources",
                root + "/\(bundleName).bundle",
            ]
        }
        if let first = roots.first {
            folders.append(URL(fileURLWithPath: first).deletingLastPathComponent().path + "/share/plumb")
        }
        var seen = Set<String>()
        return folders.filter { seen.insert($0).inserted }
    }

    /// The path of `Inter.var.ttf`, or an error naming the folders looked in.
    public static func path(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(FontError) -> String {
        let folders = searchFolders(environment: environment)
        for folder in folders {
            let candidate = folder + "/" + fileName
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        throw FontError(
            .io(
                "Plumb's default font is missing: looked in "
                    + folders.joined(separator: ", ")
                    + ". Copy \(bundleName).resources (from the build folder, beside the built executable) beside"
                    + " the executable, or set PLUMB_RESOURCES to a folder holding \(fileName)"),
            fileName: fileName)
    }

    /// A class of this module, for `Bundle(for:)`.
    private final class Anchor {}
}
