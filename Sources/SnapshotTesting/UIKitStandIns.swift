#if !canImport(Darwin)
import Foundation
import PlumbTesting

// The UIKit values a snapshot test names besides traits: a device's safe area
// (`ViewImageConfig(safeArea:size:traits:)`) and the format of picture strategies
// (`Snapshotting<some View, UIImage>`). Nothing else of UIKit is here: the package's strategies
// for `UIView`, `UIViewController` and `UIHostingController` are not provided; snapshot the
// SwiftUI view itself.

/// Insets from each edge, in points, by UIKit's names (left and right, not leading and
/// trailing): a ``ViewImageConfig``'s safe area.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The same insets in SwiftUI's terms (a device's safe area is laid out left to right).
    var edgeInsets: EdgeInsets { EdgeInsets(top: top, leading: left, bottom: bottom, trailing: right) }
}

/// What a picture strategy's snapshots are, by UIKit's name, so that code naming the type
/// (`let strategy: Snapshotting<Card, UIImage> = .image`) compiles. Plumb's strategies draw
/// PNGs and compare them themselves; no `UIImage` is ever made.
public enum UIImage {}
#endif
