import Foundation

/// The platform release whose metrics a layout uses: iOS 26 (the default, the current
/// release), iOS 18 or iOS 17. Not part of SwiftUI's API: SwiftUI is always the running
/// system's; Plumb lays out for the release you name.
///
/// Platform metrics are keyed on it: iOS 26 changed List (its margins on iPhones, row
/// heights, separators, section headers), the bars and several controls (the switch grew
/// from 51 × 31 to 63 × 28). Every metric that differs cites its evidence for each release
/// where it is defined. Set it with `.environment(\.platformVersion, .iOS18)`, with
/// `plumb --os ios18`, or with a fixture's `"os"` field.
public struct PlatformVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The major version: 17, 18, 26.
    public let major: Int

    /// iOS 17's metrics.
    public static let iOS17 = PlatformVersion(major: 17)
    /// iOS 18's metrics.
    public static let iOS18 = PlatformVersion(major: 18)
    /// iOS 26's metrics (Liquid Glass): the default.
    public static let iOS26 = PlatformVersion(major: 26)

    /// The releases Plumb has metrics for, oldest first.
    public static let all: [PlatformVersion] = [.iOS17, .iOS18, .iOS26]

    /// The release named `name`: `ios26`, `iOS18`, `ios17` (case-insensitive, `.` and
    /// spaces ignored: `iOS 18` reads too).
    public init?(name: String) {
        let flat = name.lowercased().filter { !$0.isWhitespace && $0 != "." }
        guard flat.hasPrefix("ios"), let major = Int(flat.dropFirst(3)),
            let known = PlatformVersion.all.first(where: { $0.major == major })
        else { return nil }
        self = known
    }

    private init(major: Int) { self.major = major }

    /// `ios26`: the name `--os` and fixtures use.
    public var description: String { "ios\(major)" }

    /// Whether this release has iOS 26's design (Liquid Glass).
    public var isIOS26OrLater: Bool { major >= 26 }

    public static func < (a: PlatformVersion, b: PlatformVersion) -> Bool { a.major < b.major }
}

extension EnvironmentValues {
    /// The platform release whose metrics controls, lists and bars use (default iOS 26).
    public var platformVersion: PlatformVersion {
        get { self[PlatformVersionKey.self] }
        set { self[PlatformVersionKey.self] = newValue }
    }
}

private struct PlatformVersionKey: EnvironmentKey {
    static let defaultValue = PlatformVersion.iOS26
}
