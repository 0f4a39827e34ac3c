/// The direction in which SwiftUI lays out content, and what a view or shape does when it
/// changes.
///
/// Apple's documentation of `LayoutDirection`: "SwiftUI horizontally flips the x position of
/// each view within its parent, so layout calculations automatically produce the desired
/// effect for both modes without any changes." Plumb does this in one place, where a
/// container's placements are committed (Engine/RightToLeft.swift).
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Left to right, as in English.
    case leftToRight
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft
}

/// What a view or shape does when the layout direction changes (iOS 17's
/// `LayoutDirectionBehavior`): keep its drawing, or mirror it horizontally in one direction.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrored.
    case fixed
    /// Mirrored when the layout direction is the one given.
    case mirrors(in: LayoutDirection)

    /// Mirrored in right-to-left layouts (the same as `.mirrors(in: .rightToLeft)`).
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    /// Whether a view with this behaviour is mirrored in `direction`.
    func shouldMirror(in direction: LayoutDirection) -> Bool {
        if case .mirrors(let d) = self { return d == direction }
        return false
    }
}

extension LayoutDirection: SourceNamed {
    package static let sourceNames: [(name: String, value: LayoutDirection)] = [
        ("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft),
    ]
}
