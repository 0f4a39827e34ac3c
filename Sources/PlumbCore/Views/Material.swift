import Foundation

/// A background material: the translucent blur of iOS's bars and sheets, a ``ShapeStyle``
/// that `background`, `foregroundStyle`, `fill` and `overlay` accept.
///
/// A material changes no size: it fills the shape or area it is given. Renderers draw it as
/// a blur of what is below with a translucent tint (PlumbRender's `MaterialMetrics`).
public struct Material: ShapeStyle, Hashable {
    let thickness: Int

    /// 0 (ultraThin) ... 4 (ultraThick), 5 for the bar material.
    package var thicknessIndex: Int { thickness }

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
