import Foundation

// How SF Symbols inside a view are chosen, sized and coloured: `imageScale(_:)`,
// `symbolVariant(_:)` and `symbolRenderingMode(_:)`, each written into the environment that
// `Image(systemName:)` reads (SwiftUI's `EnvironmentValues.imageScale`, `.symbolVariants`,
// `.symbolRenderingMode`).

/// How an SF Symbol's layers are coloured.
///
/// Plumb's icon fonts (Fork Awesome, Material Icons: ``SymbolTable``) draw every icon as one layer, so all
/// four modes draw the symbol in the foreground style: `.hierarchical` has no secondary
/// layers to fade, `.palette` uses the first style, and `.multicolor` has no fixed colours
/// to apply (open: SF Symbols' layer annotations are Apple's).
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// One colour: the foreground style.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colours (drawn as monochrome here: the icon font has one layer).
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// Layers in the foreground style's levels (drawn as monochrome here).
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers in the styles given (drawn as monochrome here).
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// A variant of an SF Symbol: filled, in a circle, slashed...
public struct SymbolVariants: Hashable, Sendable {
    let names: Set<String>
    /// The symbol as named.
    public static let none = SymbolVariants(names: [])
    /// In a circle (`.circle` added to the name).
    public static let circle = SymbolVariants(names: ["circle"])
    /// In a square (`.square` added to the name).
    public static let square = SymbolVariants(names: ["square"])
    /// In a rectangle (`.rectangle` added to the name).
    public static let rectangle = SymbolVariants(names: ["rectangle"])
    /// Filled (`.fill` added to the name).
    public static let fill = SymbolVariants(names: ["fill"])
    /// Struck through (`.slash` added to the name).
    public static let slash = SymbolVariants(names: ["slash"])

    /// This variant filled.
    public var fill: SymbolVariants { SymbolVariants(names: names.union(["fill"])) }

    /// Both variants' components.
    package func union(_ other: SymbolVariants) -> SymbolVariants { SymbolVariants(names: names.union(other.names)) }

    /// The name of `base` in this variant, as SF Symbols spell them: the slash, then the
    /// enclosing shape, then `fill` (`bell` + `.slash.fill` → `bell.slash.fill`, `person` +
    /// `.circle.fill` → `person.circle.fill`); components the name already has are not
    /// repeated. When Plumb has no symbol of that name, the variant falls back to fewer
    /// components (the fill alone, then the name as written), as SwiftUI uses the plain
    /// symbol when a variant does not exist ("If the symbol doesn't have a variant, the
    /// system uses the original symbol", Apple's `symbolVariant(_:)` documentation).
    func name(for base: String) -> String {
        if names.isEmpty { return base }
        let present = Set(base.split(separator: ".").map(String.init))
        var parts = [base]
        for component in ["slash", "circle", "square", "rectangle", "fill"]
        where names.contains(component) && !present.contains(component) {
            parts.append(component)
        }
        let full = parts.joined(separator: ".")
        if SymbolTable.entry(named: full) != nil { return full }
        if names.contains("fill"), !present.contains("fill"), SymbolTable.entry(named: base + ".fill") != nil {
            return base + ".fill"
        }
        return base
    }
}

extension Image {
    /// The size of SF Symbols relative to the text around them (`imageScale`).
    public enum Scale: Hashable, Sendable {
        /// Symbol scales relative to the font: `.small`, `.medium` (the default) and `.large`.
        case small, medium, large

        /// The symbol's size relative to `.medium`: Apple documents `.small` as
        /// "approximately 20% smaller than the medium scale" and `.large` as "approximately 30%
        /// larger" (`NSImage.SymbolScale.small`, `.large`; WWDC20 "SF Symbols 2" states the
        /// same ratios), so 0.8 and 1.3 (documented, approximate).
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }
}

private struct ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }
private struct SymbolVariantsKey: EnvironmentKey { static var defaultValue: SymbolVariants { .none } }
private struct SymbolRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolRenderingMode? { nil } }

extension EnvironmentValues {
    /// The scale of SF Symbols inside (`.medium` unless set).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// The variant of SF Symbols inside (`.none` unless set).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// How SF Symbols inside are coloured; `nil` for the symbol's own default (monochrome).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// How SF Symbols inside are coloured (see ``SymbolRenderingMode``). No layout effect.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        _EnvironmentWriter(content: self) { $0.symbolRenderingMode = mode }
    }

    /// The variant of SF Symbols inside: `.symbolVariant(.fill)` draws `star` as `star.fill`.
    /// Variants combine with those set outside (SwiftUI: "applies the variant in addition
    /// to any variants already set"); `.none` removes them.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        _EnvironmentWriter(content: self) {
            $0.symbolVariants =
                variant.names.isEmpty ? .none : SymbolVariants(names: $0.symbolVariants.names.union(variant.names))
        }
    }

    /// The size of SF Symbols inside relative to their text (``Image/Scale``).
    public func imageScale(_ scale: Image.Scale) -> some View {
        _EnvironmentWriter(content: self) { $0.imageScale = scale }
    }
}

extension SymbolVariants: SourceNamed {
    package static let sourceNames: [(name: String, value: SymbolVariants)] = [
        ("none", .none), ("circle", .circle), ("square", .square), ("rectangle", .rectangle), ("fill", .fill),
        ("slash", .slash),
    ]
}
