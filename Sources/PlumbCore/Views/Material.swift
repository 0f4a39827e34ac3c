import Foundation

/// A background material: the translucent blur of iOS's bars and sheets, a ``ShapeStyle``
/// that `background`, `foregroundStyle`, `fill` and `overlay` accept.
///
/// A material changes no size: it fills the shape or area it is given. It is not drawn as a
/// blur: renderers paint it in the foreground colour, as the source reader draws it (a
/// separate issue covers drawing materials).
public struct Material: ShapeStyle, Hashable {
    let thickness: Int

    /// The thinnest, most translucent material.
    public static let ultraThin = Material(thickness: 0)
    public static let thin = Material(thickness: 1)
    public static let regular = Material(thickness: 2)
    public static let thick = Material(thickness: 3)
    /// The thickest, most opaque material.
    public static let ultraThick = Material(thickness: 4)
    /// The material of the system's toolbars and tab bars.
    public static let bar = Material(thickness: 5)
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { Material.bar }
}
