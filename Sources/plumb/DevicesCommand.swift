import Foundation
import Plumb

/// `plumb devices`: the device presets `--device` accepts.
enum DevicesCommand {
    static let usage = "usage: plumb devices"

    static func run(_ arguments: [String]) throws -> Int32 {
        if arguments.contains("-h") || arguments.contains("--help") {
            print(
                """
                \(usage)

                Lists the devices --device NAME accepts: canvas in points, scale, and safe-area
                insets (top, leading, bottom, trailing) in portrait.
                """)
            return 0
        }
        guard arguments.isEmpty else { throw UsageError(message: "devices takes no arguments") }
        func n(_ v: CGFloat) -> String {
            v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%.1f", Double(v))
        }
        for d in DevicePreset.all {
            let name = d.name.padding(toLength: 20, withPad: " ", startingAt: 0)
            let size = "\(n(d.size.width))x\(n(d.size.height)) @\(n(d.scale))x".padding(
                toLength: 16, withPad: " ", startingAt: 0)
            let insets =
                "\(n(d.safeArea.top)),\(n(d.safeArea.leading)),\(n(d.safeArea.bottom)),\(n(d.safeArea.trailing))"
            print("\(name)\(size)safe area \(insets.padding(toLength: 12, withPad: " ", startingAt: 0))\(d.title)")
        }
        return 0
    }
}
