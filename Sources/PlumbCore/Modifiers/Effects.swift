import Foundation

// Visual effects: blurs, colour filters, blending, transforms, masks, colour schemes
// (symbol options are in Symbols/SymbolStyle.swift). None changes layout: each returns the
// view it modifies, laid out exactly as before (SPEC §5: rotation and scale effects transform the drawing, not
// the frame). These effects are not drawn: renderers draw the view without them. (The
// drawing effects that are drawn, `opacity`, `clipShape` and friends, are in
// DrawingEffects.swift.)

/// How a view's colours combine with what is behind it.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

/// The colour space `drawingGroup` renders in.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

extension View {
    /// Blurs the drawing by `radius` points. Not drawn; no layout effect.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }

    /// Brightens the drawing. Not drawn; no layout effect.
    public func brightness(_ amount: Double) -> some View { self }

    /// Changes the drawing's contrast. Not drawn; no layout effect.
    public func contrast(_ amount: Double) -> some View { self }

    /// Changes the drawing's saturation. Not drawn; no layout effect.
    public func saturation(_ amount: Double) -> some View { self }

    /// Removes colour from the drawing. Not drawn; no layout effect.
    public func grayscale(_ amount: Double) -> some View { self }

    /// Multiplies the drawing's colours by `color`. Not drawn; no layout effect.
    public func colorMultiply(_ color: Color) -> some View { self }

    /// Inverts the drawing's colours. Not drawn; no layout effect.
    public func colorInvert() -> some View { self }

    /// Rotates the drawing's hues. Not drawn; no layout effect.
    public func hueRotation(_ angle: Angle) -> some View { self }

    /// Turns the drawing's luminance into opacity. Not drawn; no layout effect.
    public func luminanceToAlpha() -> some View { self }

    /// How the drawing blends with what is behind it. Not drawn; no layout effect.
    public func blendMode(_ blendMode: BlendMode) -> some View { self }

    /// Draws this view's content as one layer before effects apply. No layout effect.
    public func compositingGroup() -> some View { self }

    /// Renders this view's content offscreen before drawing it. No layout effect.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }

    /// Rotates the drawing around `anchor`; the frame stays. Not drawn.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }

    /// Rotates the drawing in 3D around `axis`; the frame stays. Not drawn.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View { self }

    /// Scales the drawing around `anchor`; the frame stays. Not drawn.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }

    /// Scales the drawing around `anchor`; the frame stays. Not drawn.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { self }

    /// Scales the drawing around `anchor`; the frame stays. Not drawn.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { self }

    /// Masks the drawing with the opacity of `mask`. Not drawn; the mask is not laid out.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { self }

    /// Masks the drawing with the opacity of `mask` (iOS 13's form). Not drawn.
    public func mask<Mask: View>(_ mask: Mask) -> some View { self }

    /// The colour scheme the presentation containing this view prefers. Plumb draws light.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }

    /// The colour scheme of this view's content (deprecated in SwiftUI): sets
    /// `EnvironmentValues.colorScheme` inside. Plumb draws light.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        _EnvironmentWriter(content: self) { $0.colorScheme = colorScheme }
    }

    /// The accent colour of this view's controls (deprecated in SwiftUI). Not drawn.
    public func accentColor(_ accentColor: Color?) -> some View { self }
}
