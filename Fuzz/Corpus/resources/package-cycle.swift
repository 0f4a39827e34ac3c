// swift-tools-version:5.9
import PackageDescription
let a = b
let b = a
let package = Package(name: a, targets: a + b + [.target(name: "X", path: "../../..", dependencies: [.x, .x]), .target(name: 1)])
extension Target.Dependency { static let x = x }
package.targets += package.targets
