import Foundation

// Visual effects: blurs, colour filters, blending, transforms, masks, colour schemes
// (symbol options are in Symbols/SymbolStyle.swift). None changes layout: each draws the
// view it modifies, laid out exactly as before (SPEC §5: rotation and scale effects
// transform the drawing, not the frame); renderers read them from the tree's effects. (`opacity`, `clipShape`, `shadow`
// and friends are in DrawingEffects.swift.)

/// How a view's colours combine with what is behind it.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    /// Plain compositing, and the separable blend modes: each colour component blended with the
    /// one below on its own (CSS Compositing and Blending, Core Graphics).
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    /// Difference and exclusion (separable too), the non-separable modes (hue, saturation,
    /// colour, luminosity), and three Porter-Duff compositing operators.
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    /// Additive blends: the sum of the two colours, clamped (`plusLighter`), and its
    /// counterpart towards black (`plusDarker`).
    case plusDarker, plusLighter
}

/// The colour space `drawingGroup` renders in.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Colours composited in gamma-encoded sRGB, in linear sRGB, or in extended linear sRGB.
    case nonLinear, linear, extendedLinear
}

/// A colour filter on a view's drawing. Each maps every pixel's colour independently
/// (the matrices are SVG's Filter Effects definitions; see PlumbRender's `ColorMatrix`).
public enum ColorFilter: Hashable, Sendable {
    /// `brightness(_:)`: the amount added to each colour component.
    case brightness(Double)
    /// `contrast(_:)`: the components scaled about mid-grey.
    case contrast(Double)
    /// `saturation(_:)`: towards grey (0) or more vivid (above 1).
    case saturation(Double)
    /// `grayscale(_:)`: the share of the colour turned grey.
    case grayscale(Double)
    /// `hueRotation(_:)`: the hue turned by the angle.
    case hueRotation(Angle)
    /// `colorMultiply(_:)`: each component multiplied by the colour's.
    case colorMultiply(Color)
    /// `colorInvert()`: each component inverted.
    case colorInvert
    /// `luminanceToAlpha()`: the luminance becomes the alpha of black.
    case luminanceToAlpha
}

/// A transform of a view's drawing around its frame; its frame, and so layout, stay.
public enum DrawingTransform: Hashable, Sendable {
    /// Turns the drawing by the angle (clockwise on screen for positive angles) around the
    /// anchor, a unit point of the frame.
    case rotation(Angle, anchor: UnitPoint)
    /// Scales the drawing around the anchor.
    case scale(CGSize, anchor: UnitPoint)
    /// An affine transform in the view's frame coordinates (origin at its top leading corner;
    /// SwiftUI's `transformEffect`).
    case affine(CGAffineTransform)
    /// Turns the drawing around a 3D axis through the anchor and projects it with
    /// perspective (`rotation3DEffect`).
    case rotation3D(
        Angle, axisX: CGFloat, axisY: CGFloat, axisZ: CGFloat, anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat
    )
}

extension View {
    /// Blurs the drawing: a Gaussian blur whose standard deviation is `radius` points.
    /// `opaque` keeps the drawing's alpha as it was. No layout effect.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        effect(.blur(radius: radius, opaque: opaque))
    }

    /// Brightens the drawing by adding `amount` to each colour component. No layout effect.
    public func brightness(_ amount: Double) -> some View { effect(.colorFilter(.brightness(amount))) }

    /// Changes the drawing's contrast around middle grey. No layout effect.
    public func contrast(_ amount: Double) -> some View { effect(.colorFilter(.contrast(amount))) }

    /// Changes the drawing's saturation (0: grey, 1: unchanged). No layout effect.
    public func saturation(_ amount: Double) -> some View { effect(.colorFilter(.saturation(amount))) }

    /// Removes `amount` (0...1) of the drawing's colour. No layout effect.
    public func grayscale(_ amount: Double) -> some View { effect(.colorFilter(.grayscale(amount))) }

    /// Multiplies the drawing's colours by `color`. No layout effect.
    public func colorMultiply(_ color: Color) -> some View { effect(.colorFilter(.colorMultiply(color))) }

    /// Inverts the drawing's colours. No layout effect.
    public func colorInvert() -> some View { effect(.colorFilter(.colorInvert)) }

    /// Rotates the drawing's hues by `angle`. No layout effect.
    public func hueRotation(_ angle: Angle) -> some View { effect(.colorFilter(.hueRotation(angle))) }

    /// Turns the drawing's luminance into opacity. No layout effect.
    public func luminanceToAlpha() -> some View { effect(.colorFilter(.luminanceToAlpha)) }

    /// How the drawing blends with what is behind it. No layout effect.
    public func blendMode(_ blendMode: BlendMode) -> some View { effect(.blendMode(blendMode)) }

    /// Draws this view's content as one layer before the effects around it (opacity, shadow,
    /// blend mode) apply: without it they apply to each view inside separately. No layout effect.
    public func compositingGroup() -> some View { effect(.compositingGroup) }

    /// Renders this view's content offscreen before drawing it: as `compositingGroup()`
    /// here. No layout effect.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        effect(.compositingGroup)
    }

    /// Rotates the drawing around `anchor`; the frame stays.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        drawingTransform(.rotation(angle, anchor: anchor))
    }

    /// Rotates the drawing in 3D around `axis` and projects it; the frame stays.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        drawingTransform(
            .rotation3D(
                angle, axisX: axis.x, axisY: axis.y, axisZ: axis.z, anchor: anchor, anchorZ: anchorZ,
                perspective: perspective))
    }

    /// Scales the drawing around `anchor`; the frame stays.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        drawingTransform(.scale(scale, anchor: anchor))
    }

    /// Scales the drawing around `anchor`; the frame stays.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales the drawing around `anchor`; the frame stays.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Transforms the drawing by `transform`, in the view's coordinates; the frame stays.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        drawingTransform(.affine(transform))
    }

    /// Masks the drawing with the alpha of `mask`, laid out as an overlay would be.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        SecondaryLayerView(content: self, secondary: mask(), alignment: alignment, isOverlay: true, isMask: true)
    }

    /// Masks the drawing with the alpha of `mask` (iOS 13's form).
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        SecondaryLayerView(content: self, secondary: mask, alignment: .center, isOverlay: true, isMask: true)
    }

}

/// How a view reacts to a pointer over it on iPadOS and visionOS (`hoverEffect(_:isEnabled:)`).
public struct HoverEffect: Hashable, Sendable {
    let name: String
    /// The platform decides.
    public static let automatic = HoverEffect(name: "automatic")
    /// The pointer morphs into a highlight behind the view.
    public static let highlight = HoverEffect(name: "highlight")
    /// The view lifts under the pointer.
    public static let lift = HoverEffect(name: "lift")
}

extension View {
    /// Reacts to a hovering pointer. An iPhone has none: no layout or drawing effect.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
}
