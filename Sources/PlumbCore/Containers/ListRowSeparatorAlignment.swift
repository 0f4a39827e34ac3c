import Foundation

/// The guides a list row's separator follows: set them with `alignmentGuide` on a row's
/// content to move its separator's ends (SwiftUI's `listRowSeparatorLeading` and
/// `listRowSeparatorTrailing`). Without an explicit value the separator starts at the row's
/// first text (``ListRowLayout``).
extension HorizontalAlignment {
    /// Where a list row's separator starts.
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingID.self)
    /// Where a list row's separator ends.
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingID.self)
}

private enum ListRowSeparatorLeadingID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
}

private enum ListRowSeparatorTrailingID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.trailing] }
}
