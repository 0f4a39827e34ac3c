import Foundation

/// Colour gradients: ``Gradient`` (the colours and where they are), and the linear, radial
/// and angular gradients that paint with one. Each is a ``ShapeStyle`` (`.fill(...)`,
/// `.background(...)`, `.foregroundStyle(...)`) and a view.
///
/// Contract (as a view): a gradient fills the space it is offered, as `Color` does (SPEC §2:
/// any finite proposal whole, 10×10 for `nil`). Its colours and geometry never change
/// layout. Renderers map its unit points into the frame of each view it fills.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location from 0 (the start) to 1 (the end).
    public struct Stop: Hashable, Sendable {
        /// The colour at this stop.
        public var color: Color
        /// Where the stop is along the gradient: 0 at its start, 1 at its end.
        public var location: CGFloat

        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order of location.
    public var stops: [Stop]

    /// A gradient of `stops`.
    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spaced evenly from start to end.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        self.stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }
}

/// A gradient along a line from `startPoint` to `endPoint` (unit points of the area filled).
public struct LinearGradient: ShapeStyle, PrimitiveView {
    /// The colours.
    public var gradient: Gradient
    /// Where the gradient starts, in fractions of the filled area.
    public var startPoint: UnitPoint
    /// Where the gradient ends, in fractions of the filled area.
    public var endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A gradient of `colors`, evenly spaced, from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient of `stops` from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.addGradientLeaf(view, name: "LinearGradient")
    }
}

/// A gradient in circles around `center`, from `startRadius` to `endRadius` points.
public struct RadialGradient: ShapeStyle, PrimitiveView {
    /// The colours.
    public var gradient: Gradient
    /// The centre, in fractions of the filled area.
    public var center: UnitPoint
    /// The radius of the first colour, in points.
    public var startRadius: CGFloat
    /// The radius of the last colour, in points.
    public var endRadius: CGFloat

    /// Circles of the gradient about `center`, from `startRadius` to `endRadius` points.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Circles of `colors`, evenly spaced, about `center`, from `startRadius` to `endRadius` points.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Circles of `stops` about `center`, from `startRadius` to `endRadius` points.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.addGradientLeaf(view, name: "RadialGradient")
    }
}

/// A gradient that sweeps around `center` from `startAngle` to `endAngle`.
public struct AngularGradient: ShapeStyle, PrimitiveView {
    /// The colours.
    public var gradient: Gradient
    /// The centre, in fractions of the filled area.
    public var center: UnitPoint
    /// The angle of the first colour (0: the trailing side, clockwise).
    public var startAngle: Angle
    /// The angle of the last colour.
    public var endAngle: Angle

    /// The gradient swept about `center` from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// `colors`, evenly spaced, swept about `center` from `startAngle` to `endAngle`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `stops` swept about `center` from `startAngle` to `endAngle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn starting at `angle` (a conic gradient).
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        let end = Angle(radians: angle.radians + 2 * .pi)
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: end)
    }

    /// `colors` swept once around `center`, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.addGradientLeaf(view, name: "AngularGradient")
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient from `startPoint` to `endPoint`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `colors` from `startPoint` to `endPoint`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `stops` from `startPoint` to `endPoint`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient about `center`, from `startRadius` to `endRadius` points.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        -> RadialGradient
    {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of `colors` about `center`, from `startRadius` to `endRadius` points.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        -> RadialGradient
    {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient about `center`, from `startAngle` to `endAngle`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of `colors` about `center`, from `startAngle` to `endAngle`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient swept once around `center`, starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// An angular gradient of `colors` swept once around `center`, starting at `angle`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}

extension _ViewResolver {
    /// A leaf that fills its proposal with `style`, as a rectangle filled with it.
    mutating func addGradientLeaf<S: ShapeStyle>(_ style: S, name: String) {
        let fill = ShapeFill(style: AnyShapeStyle(style), stroke: nil)
        addLeaf(ShapeComputer(name: name, content: .shape(AnyShape(Rectangle()), fill), sizing: nil))
    }
}

/// The gradient `Color.gradient` makes: "a standard gradient for the color" (Apple), a
/// vertical gradient from the colour lightened at the top to the colour darkened at the
/// bottom. Apple publishes no values; renderers use ``standardGradient`` (open: judged from
/// screenshots, a gentle ±8% toward white and black).
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    /// The colour the gradient is made from.
    public let color: Color

    /// The linear gradient it draws as: top to bottom.
    public var standardGradient: LinearGradient {
        func mix(_ c: Color, toward t: Double, by f: Double) -> Color {
            Color(
                red: c.red + (t - c.red) * f, green: c.green + (t - c.green) * f, blue: c.blue + (t - c.blue) * f,
                opacity: c.opacity)
        }
        return LinearGradient(
            colors: [mix(color, toward: 1, by: 0.08), mix(color, toward: 0, by: 0.08)], startPoint: .top,
            endPoint: .bottom)
    }
}

/// A radial gradient stretched into ellipses to fit the frame it fills: its radii are
/// fractions of the frame's size (SwiftUI: `endRadiusFraction` 0.5, the default, reaches
/// the frame's edges).
public struct EllipticalGradient: ShapeStyle, PrimitiveView {
    /// The colours.
    public var gradient: Gradient
    /// The centre, in fractions of the filled area.
    public var center: UnitPoint
    /// The radius of the first colour, as a fraction of the filled area's size.
    public var startRadiusFraction: CGFloat
    /// The radius of the last colour, as a fraction of the filled area's size (0.5: its edges).
    public var endRadiusFraction: CGFloat

    /// Ellipses of the gradient about `center`, the shape of the filled area.
    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Ellipses of `colors` about `center`, the shape of the filled area.
    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// Ellipses of `stops` about `center`, the shape of the filled area.
    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    public static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.addGradientLeaf(view, name: "EllipticalGradient")
    }
}

/// A two-dimensional gradient: a `width × height` grid of control points (unit points of
/// the frame, row major) each with a colour, interpolated smoothly across the patches
/// between them (iOS 18's `MeshGradient`). Points are straight between neighbours here:
/// each patch is bilinear in its corners, colours are blended bicubically when
/// `smoothsColors` (open: Apple's patches are Bézier; with points on a regular grid, as
/// most meshes are written, the two agree).
public struct MeshGradient: ShapeStyle, PrimitiveView {
    /// The number of columns of points.
    public var width: Int
    /// The number of rows of points.
    public var height: Int
    /// The points, row by row, in fractions of the filled area.
    public var points: [SIMD2<Float>]
    /// The colour of each point.
    public var colors: [Color]
    /// The colour outside the mesh.
    public var background: Color
    /// Whether colours blend smoothly (bicubically) across patches, rather than bilinearly within each.
    public var smoothsColors: Bool

    /// A `width` × `height` mesh of `points`, each with its colour.
    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true
    ) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
    }

    public static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.addGradientLeaf(view, name: "MeshGradient")
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient about `center`, the shape of the filled area.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of `colors` about `center`, the shape of the filled area.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            colors: colors, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}

extension Color {
    /// A gentle gradient of this colour (`Color.blue.gradient`).
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
