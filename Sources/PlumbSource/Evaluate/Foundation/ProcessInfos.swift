import Foundation

/// `ProcessInfo.processInfo`, as an Xcode preview's process has it: its environment holds
/// `XCODE_RUNNING_FOR_PREVIEWS=1`, which apps test to skip work a preview cannot do (cove's
/// `AppManager` returns early instead of reaching a `fatalError`). Plumb draws what Xcode's
/// canvas draws, so it answers as a preview does; nothing else of the machine it runs on
/// leaks into a picture (no arguments, a fixed name, not an iOS app on a Mac).
struct ProcessInfoStandIn: Sendable {
    static let environment = ["XCODE_RUNNING_FOR_PREVIEWS": "1"]
}

extension Interpreter {
    /// `processInfo.name`; nil when Plumb has no such property.
    func processInfoMember(_ name: String) -> Value? {
        switch name {
        case "environment":
            return .dictionary(
                ProcessInfoStandIn.environment.sorted { $0.key < $1.key }.map { (.string($0.key), .string($0.value)) })
        case "arguments": return .array([])
        case "processName": return .string("App")
        case "isiOSAppOnMac", "isMacCatalystApp", "isLowPowerModeEnabled": return .bool(false)
        case "thermalState": return .symbol("nominal", arguments: nil, at: 0)
        case "operatingSystemVersionString": return .string("Version 26.0")
        // The same release as a value, and the device's: an iPhone 16 (8 GB, 6 cores).
        case "operatingSystemVersion":
            return .tuple([("majorVersion", .int(26)), ("minorVersion", .int(0)), ("patchVersion", .int(0))])
        case "physicalMemory": return .int(8 << 30)
        case "processorCount", "activeProcessorCount": return .int(6)
        default: return nil
        }
    }
}
