import Foundation

/// A Dynamic Type size: how large the reader asked text to be, from `xSmall` to
/// `accessibility5`. `.large` is the default.
///
/// Text styles scale with it by Apple's published table (see ``Font/TextStyle/pointSize(for:)``);
/// custom fonts created `relativeTo:` a style scale by that style's ratio; fixed sizes and
/// `.system(size:)` do not scale.
public enum DynamicTypeSize: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// The standard sizes, smallest to largest; `.large` is the default.
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    /// The accessibility sizes (Larger Accessibility Sizes), `--dynamic-type ax1` to `ax5`.
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }

    /// The size named `name`: SwiftUI's case names (`xxxLarge`, `accessibility3`) or the
    /// short forms of Apple's tables (`xs`, `s`, `m`, `l`, `xl`, `xxl`, `xxxl`, `ax1`...`ax5`).
    public init?(name: String) {
        let short = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"]
        let lower = name.lowercased()
        if let match = DynamicTypeSize.allCases.first(where: { "\($0)".lowercased() == lower }) {
            self = match
        } else if let index = short.firstIndex(of: lower) {
            self = DynamicTypeSize(rawValue: index)!
        } else {
            return nil
        }
    }
}

extension Font.TextStyle {
    /// The style's point size at `size` on iOS.
    ///
    /// Apple's Human Interface Guidelines, "Typography", iOS/iPadOS Dynamic Type sizes
    /// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications),
    /// columns xSmall...xxxLarge and AX1...AX5. Corroborated by measurements: the sizes
    /// UIKit logged per content size category
    /// (https://gist.github.com/jonathan-beebe/3b0a9e0df4b09f2a2b91: xSmall body 14, headline 14,
    /// subhead 12, title1 25, title2 19, title3 17, callout 13, footnote 12, captions 11) and the
    /// body column 14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53
    /// (https://pastebin.com/WPPkfJY2, https://sitapix.github.io/apple-text/skills/apple-text-dynamic-type).
    public func pointSize(for size: DynamicTypeSize) -> CGFloat {
        let column: [CGFloat]
        switch self {
        case .largeTitle: column = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: column = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: column = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: column = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: column = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: column = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: column = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: column = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: column = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: column = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
        return column[size.rawValue]
    }
}

extension View {
    /// Sets the Dynamic Type size of text inside this view.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        _EnvironmentWriter(content: self) { $0.dynamicTypeSize = size }
    }

    /// Limits the Dynamic Type size of text inside this view to `range`.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        _EnvironmentWriter(content: self) { env in
            let all = DynamicTypeSize.allCases
            let allowed = all.filter { range.contains($0) }
            if let low = allowed.first, let high = allowed.last {
                env.dynamicTypeSize = min(max(env.dynamicTypeSize, low), high)
            }
        }
    }
}
