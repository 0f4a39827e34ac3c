/// What a file is compiled for, as `#if` conditions ask it: the platform, the defined
/// flags, the modules that can be imported, the architecture, the Swift version.
///
/// ```swift
/// let program = try SourceReader.read(code, configuration: .platform("macos")!.defining("BETA"))
/// ```
///
/// The default, ``iOS``, is the facts of a debug build for an iPhone, the device whose layout
/// Plumb reproduces:
/// - `os(iOS)` is true (and every other `os(...)` false);
/// - `DEBUG` is defined, no other flag;
/// - `canImport(...)` is true for the system frameworks SwiftUI code imports on iOS:
///   `SwiftUI`, `UIKit`, `Foundation`, `Combine`, `Observation`, `WidgetKit`, `Charts`,
///   `MapKit`, `SwiftData`, `CoreData`, `PhotosUI`, `AVKit`, `StoreKit`, `CoreLocation`,
///   `Swift` and a few more (see ``modules(for:)``); on macOS `AppKit` replaces `UIKit`.
///   A version argument (`canImport(SwiftUI, _version: 6)`) is ignored: the module's version
///   is taken to be new enough;
/// - `targetEnvironment(simulator)` and `targetEnvironment(macCatalyst)` are false: a device;
/// - `swift(...)` and `compiler(...)` compare with 6.2, so `swift(>=6)` and `compiler(>=6)`
///   are true and `swift(<6)` false;
/// - `arch(arm64)` (`arm64_32` on watchOS), `_endian(little)`, `_pointerBitWidth(_64)`
///   (`_32` on watchOS), `_runtime(_ObjC)` are true;
/// - `hasFeature(...)` is true for the language features of Swift 6.2 in the Swift 6 language
///   mode (``swift6Features``), `hasAttribute(...)` for the compiler's built-in attributes
///   (``builtinAttributes``).
public struct BuildConfiguration: Sendable, Hashable {
    /// An Apple platform Plumb can read code for.
    public enum Platform: String, Sendable, Hashable, CaseIterable {
        /// The operating systems `#if os(...)` tests.
        case iOS, macOS, watchOS, tvOS, visionOS

        /// The names `os(...)` accepts for the platform: `OSX` is macOS, `xrOS` visionOS.
        var osNames: Set<String> {
            switch self {
            case .iOS: return ["iOS"]
            case .macOS: return ["macOS", "OSX"]
            case .watchOS: return ["watchOS"]
            case .tvOS: return ["tvOS"]
            case .visionOS: return ["visionOS", "xrOS"]
            }
        }
    }

    /// The platform (`os(iOS)` is true for `.iOS`).
    public var platform: Platform
    /// The flags defined (`-D DEBUG`): plain names in conditions.
    public var flags: Set<String>
    /// The modules `canImport(...)` finds.
    public var modules: Set<String>
    /// `arch(...)`: `arm64`.
    public var architecture: String
    /// `targetEnvironment(...)`: empty, a device (add `simulator` or `macCatalyst`).
    public var targetEnvironments: Set<String>
    /// `swift(...)` and `compiler(...)`: 6.2.
    public var swiftVersion: [Int]
    /// The version `#if compiler(>=...)` compares with.
    public var compilerVersion: [Int]
    /// `hasFeature(...)`.
    public var features: Set<String>
    /// `hasAttribute(...)`.
    public var attributes: Set<String>

    /// A configuration for `platform`: by default a debug build (`DEBUG` defined) by Swift 6.2, on arm64.
    public init(
        platform: Platform, flags: Set<String> = ["DEBUG"], modules: Set<String>? = nil, architecture: String? = nil,
        targetEnvironments: Set<String> = [], swiftVersion: [Int] = [6, 2], compilerVersion: [Int] = [6, 2],
        features: Set<String> = BuildConfiguration.swift6Features,
        attributes: Set<String> = BuildConfiguration.builtinAttributes
    ) {
        self.platform = platform
        self.flags = flags
        self.modules = modules ?? BuildConfiguration.modules(for: platform)
        self.architecture = architecture ?? (platform == .watchOS ? "arm64_32" : "arm64")
        self.targetEnvironments = targetEnvironments
        self.swiftVersion = swiftVersion
        self.compilerVersion = compilerVersion
        self.features = features
        self.attributes = attributes
    }

    /// A debug build for an iPhone (see the type's discussion).
    public static let iOS = BuildConfiguration(platform: .iOS)

    /// The configuration for a platform named `ios`, `macos`, `watchos`, `tvos` or `visionos`
    /// (any case; `osx` and `xros` too), or `nil` for another name.
    public static func platform(_ name: String) -> BuildConfiguration? {
        let lowercased = name.lowercased()
        let named = Platform.allCases.first { platform in platform.osNames.contains { $0.lowercased() == lowercased } }
        guard let platform = named else { return nil }
        return BuildConfiguration(platform: platform)
    }

    /// This configuration with `flag` defined too.
    public func defining(_ flag: String) -> BuildConfiguration {
        var copy = self
        copy.flags.insert(flag)
        return copy
    }

    /// The system modules of `platform`.
    public static func modules(for platform: Platform) -> Set<String> {
        let everywhere: Set<String> = [
            "Swift", "SwiftUI", "Foundation", "Combine", "Observation", "SwiftData", "CoreData", "CoreGraphics",
            "CoreText", "CoreImage", "QuartzCore", "Dispatch", "Darwin", "os", "OSLog", "UniformTypeIdentifiers",
            "CoreLocation", "MapKit", "AVKit", "AVFoundation", "StoreKit", "Charts", "AppIntents", "UserNotifications",
            "CloudKit", "Security", "CryptoKit", "Network", "SwiftUICore", "_Concurrency", "RegexBuilder",
        ]
        switch platform {
        case .iOS:
            return everywhere.union([
                "UIKit", "WidgetKit", "PhotosUI", "ActivityKit", "ARKit", "RealityKit", "CoreMotion",
            ])
        case .macOS:
            return everywhere.union(["AppKit", "WidgetKit", "PhotosUI", "RealityKit"])
        case .watchOS:
            return everywhere.union(["UIKit", "WatchKit", "WidgetKit", "CoreMotion"])
        case .tvOS:
            return everywhere.union(["UIKit", "TVUIKit", "RealityKit"])
        case .visionOS:
            return everywhere.union(["UIKit", "WidgetKit", "PhotosUI", "ARKit", "RealityKit"])
        }
    }

    /// Swift 6.2's language features, and the upcoming features the Swift 6 language mode
    /// turns on.
    public static let swift6Features: Set<String> = [
        "AsyncAwait", "Actors", "Macros", "FreestandingMacros", "AttachedMacros", "ExtensionMacros",
        "ParameterPacks", "TypedThrows", "NoncopyableGenerics", "BorrowingSwitch", "SendingArgsAndResults",
        "IsolatedAny", "BuiltinMacros", "RetroactiveAttribute", "Sendable", "GlobalActors", "MoveOnly",
        "ConciseMagicFile", "ForwardTrailingClosures", "BareSlashRegexLiterals", "DeprecateApplicationMain",
        "ImportObjcForwardDeclarations", "DisableOutwardActorInference", "IsolatedDefaultValues",
        "GlobalConcurrency", "InferSendableFromCaptures", "ImplicitOpenExistentials", "RegionBasedIsolation",
        "DynamicActorIsolation", "NonfrozenEnumExhaustivity", "GlobalActorIsolatedTypesUsability",
        "StrictConcurrency",
    ]

    /// The compiler's built-in declaration attributes.
    public static let builtinAttributes: Set<String> = [
        "available", "discardableResult", "frozen", "inlinable", "usableFromInline", "objc", "nonobjc",
        "preconcurrency", "retroactive", "backDeployed", "attached", "freestanding", "resultBuilder",
        "propertyWrapper", "dynamicMemberLookup", "dynamicCallable", "main", "escaping", "autoclosure", "testable",
        "globalActor", "Sendable", "unchecked", "warn_unqualified_access", "objcMembers", "IBAction", "IBOutlet",
        "IBDesignable", "IBInspectable", "NSManaged", "NSCopying", "GKInspectable", "requires_stored_property_inits",
        "implementation", "_exported", "_spi", "_implementationOnly", "concurrent",
    ]
}
