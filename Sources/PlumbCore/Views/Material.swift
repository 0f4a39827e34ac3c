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
    /// A thin, translucent material.
    public static let thin = Material(thickness: 1)
    /// The regular material.
    public static let regular = Material(thickness: 2)
    /// A thick, more opaque material.
    public static let thick = Material(thickness: 3)
    /// The thickest, most opaque material.
    public static let ultraThick = Material(thickness: 4)
    /// The material of the system's toolbars and tab bars.
    public static let bar = Material(thickness: 5)
}

extension ShapeStyle where Self == Material {
    /// The thinnest, most translucent material, as a style: `.background(.ultraThinMaterial)`.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material, as a style.
    public static var thinMaterial: Material { .thin }
    /// The regular material, as a style.
    public static var regularMaterial: Material { .regular }
    /// A thick material, as a style.
    public static var thickMaterial: Material { .thick }
    /// The thickest, most opaque material, as a style.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars (navigation bars, tab bars), as a style.
    public static var bar: Material { Material.bar }
}
