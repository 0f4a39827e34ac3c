import Foundation

/// The default metrics of a list in one style on one iOS release: margins, row insets and
/// heights, section spacing, header and footer styles, corner radius and colours.
///
/// Evidence, per value (levels as SPEC defines them):
/// - **Row height** (``EnvironmentValues/defaultMinListRowHeight``): 44 on iOS 17 and 18,
///   UIKit's default table row height and the HIG's minimum hit target (documented); 52 on
///   iOS 26, which gave lists "a larger row height and padding" (Apple, "Adopting Liquid
///   Glass", quoted at https://github.com/fluhartyml/Claudes-X26-Swift6-Bible/wiki/Book-08-Lists-Grids-And-ForEach;
///   documented), the number from MyTonWallet's `iOS26Compatibility.swift`
///   (`sectionItemHeight: IOS_26_MODE_ENABLED ? 52 : 44`; reported).
/// - **Inset-grouped margins** (between the screen's edge and a section's card): 16 on iOS
///   17/18 on iPhones narrower than 414 points and 20 on wider ones (UIKit's system layout
///   margins; MyTonWallet's `insetSectionHorizontalMargin: 26 ? 20 : 16`; reported); 20 on
///   iOS 26 (the same file; reported).
/// - **Corner radius** of an inset-grouped card: 10 on iOS 17/18 (Flutter's Cupertino
///   `_kDefaultInsetGroupedBorderRadius`, "estimated from SwiftUI's Forms"; MyTonWallet
///   `insetSectionCornerRadius: 26 ? 26 : 10`; reported), 26 on iOS 26 (MyTonWallet; an
///   iOS 26 screen measured with a card fill starting 17 points in from a 16-point margin at
///   its top corner, https://github.com/MattFaz/actuali/pull/491; reported).
/// - **Row content insets**: 20 leading and trailing inside a grouped card or grouped row
///   (Flutter Cupertino: rows' `_kPadding.start` 20, divider margin 20 "estimated from iOS
///   14.4 Settings app"; reported), 16 in a plain list on narrow iPhones, 20 on wide ones
///   (the layout margins; open); 11 top and bottom on iOS 17/18 (UIKit's cell layout margins:
///   44 = 22-point body line + 2 × 11; reported), 15 on iOS 26 (52 = 22 + 2 × 15; open).
/// - **Section spacing**: 35 between sections of grouped styles (UIKit's grouped section
///   header and footer; open for iOS 26), 0 in plain lists. Above the first section 35
///   without a header and 16 with one (Flutter Cupertino `_kInsetGroupedDefaultHeaderMargin`
///   top 16; reported), 35 below the last (open).
/// - **Headers**: footnote, uppercased, secondary colour, 6 above the card on iOS 17/18
///   (Flutter Cupertino header margin bottom 6; iOS upper-cases grouped headers,
///   https://github.com/twostraws/HackingWithSwift/pull/62; reported); iOS 26 no longer
///   upper-cases them ("title-style capitalization", Apple, as above; documented), in the
///   headline style (17 semibold) in secondary colour, 8 above the card (a Flutter
///   re-creation of the iOS 26 look with the 26-point radius, header 17 w600 grey, margin 8;
///   reported, weak). Plain lists: headline, not upper-cased (open).
/// - **Footers**: footnote, secondary colour, 6 below the card (8 on iOS 26; open).
/// - **Colours** (light mode, Apple HIG "Color"): grouped background systemGroupedBackground
///   #F2F2F7, cards secondarySystemGroupedBackground #FFFFFF, plain background
///   systemBackground #FFFFFF, separators `separator` #3C3C43 at 29% (documented), one pixel
///   thick (reported).
struct ListMetrics {
    let kind: ListStyleKind
    let version: PlatformVersion

    /// Styles whose sections are cards or bands on the grouped background.
    var isGrouped: Bool { kind == .grouped || kind == .insetGrouped }
    /// Styles inset from the list's edges.
    var isInset: Bool { kind == .insetGrouped || kind == .inset }

    /// The margin between the list's edges and a section, for a list `width` wide.
    func horizontalMargin(width: CGFloat) -> CGFloat {
        guard isInset else { return 0 }
        if version.isIOS26OrLater { return 20 }
        return width >= 414 ? 20 : 16
    }

    /// The corner radius of an inset section's card.
    var cornerRadius: CGFloat {
        guard isInset else { return 0 }
        return version.isIOS26OrLater ? 26 : 10
    }

    /// The minimum height of a row.
    static func minRowHeight(_ version: PlatformVersion) -> CGFloat { version.isIOS26OrLater ? 52 : 44 }

    /// The insets of a row's content inside its row, for a list `width` wide.
    func rowInsets(width: CGFloat) -> EdgeInsets {
        let vertical: CGFloat = version.isIOS26OrLater ? 15 : 11
        let horizontal: CGFloat = kind == .plain ? (width >= 414 ? 20 : 16) : 20
        return EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// How far a row's separator stops before the row's trailing edge: 0 on iOS 17/18 (UIKit's
    /// `separatorInset.right` is 0; reported), the row's trailing inset on iOS 26 (open: from
    /// screenshots of iOS 26's Settings, no measurement).
    func separatorTrailingInset(rowInsets: EdgeInsets) -> CGFloat {
        version.isIOS26OrLater && kind != .plain ? rowInsets.trailing : 0
    }

    /// The default space between sections.
    var sectionSpacing: CGFloat { isGrouped || kind == .inset ? 35 : 0 }

    /// The space above the first section.
    func topMargin(firstHasHeader: Bool) -> CGFloat {
        guard isGrouped || kind == .inset else { return 0 }
        return firstHasHeader ? 16 : 35
    }

    /// The space below the last section.
    var bottomMargin: CGFloat { isGrouped || kind == .inset ? 35 : 0 }

    /// The space between a header's text and the rows below it.
    var headerSpacing: CGFloat {
        guard kind != .plain else { return 0 }
        return version.isIOS26OrLater ? 8 : 6
    }

    /// The space between the rows and a footer's text.
    var footerSpacing: CGFloat { version.isIOS26OrLater ? 8 : 6 }

    /// The vertical padding around a plain list's header text (open).
    var plainHeaderPadding: CGFloat { kind == .plain ? 6 : 0 }

    /// The font of section headers.
    var headerFont: Font {
        if kind == .plain || version.isIOS26OrLater { return .headline }
        return .footnote
    }

    /// Whether section headers are upper-cased.
    var uppercasesHeaders: Bool { isGrouped && !version.isIOS26OrLater || kind == .inset && !version.isIOS26OrLater }

    /// The font of section footers.
    var footerFont: Font { .footnote }

    /// The list's background.
    var background: Color { isGrouped ? ListColors.groupedBackground : ListColors.background }

    /// The background of rows.
    var rowBackground: Color { isGrouped ? ListColors.cellBackground : ListColors.background }
}

/// The system colours lists draw with (Apple HIG "Color"; documented): named system colours,
/// so they take their dark values in dark mode (``SystemColors``).
enum ListColors {
    /// systemGroupedBackground: #F2F2F7, dark black.
    static let groupedBackground = SystemColors.named("systemGroupedBackground")!
    /// secondarySystemGroupedBackground: white, dark #1C1C1E.
    static let cellBackground = SystemColors.named("secondarySystemGroupedBackground")!
    /// systemBackground: white, dark black.
    static let background = SystemColors.named("systemBackground")!
    /// separator: #3C3C43 at 29%, dark #545458 at 60%.
    static let separator = SystemColors.named("separator")!
    /// secondaryLabel: #3C3C43 at 60%, dark #EBEBF5 at 60%.
    static let secondaryLabel = SystemColors.named("secondaryLabel")!
    /// tertiaryLabel: #3C3C43 at 30%, the colour of a row's disclosure chevron; dark #EBEBF5 at 30%.
    static let tertiaryLabel = SystemColors.named("tertiaryLabel")!
}

extension EnvironmentValues {
    /// The minimum height of list rows: 44 on iOS 17 and 18, 52 on iOS 26 (`ListMetrics`),
    /// unless set with `.environment(\.defaultMinListRowHeight, h)`.
    public var defaultMinListRowHeight: CGFloat {
        get { self[MinListRowHeightKey.self] ?? ListMetrics.minRowHeight(platformVersion) }
        set { self[MinListRowHeightKey.self] = newValue }
    }

    /// The minimum height of list section headers; `nil`: headers are as tall as their text.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[MinListHeaderHeightKey.self] }
        set { self[MinListHeaderHeightKey.self] = newValue }
    }
}

private struct MinListRowHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

private struct MinListHeaderHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}
