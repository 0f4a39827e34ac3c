import Foundation

/// Tells the engine the intrinsic point size of named images (`Image("montana")`).
public protocol ImageProvider: Sendable {
    /// The image's size in points, or `nil` if there is no such image.
    func size(ofImageNamed name: String) -> CGSize?
    /// The custom symbol (an asset catalog's `.symbolset`) named `name`, or `nil`.
    func customSymbol(named name: String) -> CustomSymbol?
}

extension ImageProvider {
    /// No custom symbols.
    public func customSymbol(named name: String) -> CustomSymbol? { nil }
}

/// Image sizes from a dictionary: `ImageCatalog(["montana": CGSize(width: 800, height: 600)])`.
public struct ImageCatalog: ImageProvider {
    /// Each image's size in points, by name.
    public var sizes: [String: CGSize]

    /// A catalog of `sizes` (points, by image name).
    public init(_ sizes: [String: CGSize] = [:]) { self.sizes = sizes }

    public func size(ofImageNamed name: String) -> CGSize? { sizes[name] }
}
