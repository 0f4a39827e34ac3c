import Foundation

/// A description of a column of a ``LazyVGrid`` or a row of a ``LazyHGrid``: its size, the
/// spacing to the next one, and how cells sit in it.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { ... }
/// LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) { ... }
/// ```
public struct GridItem: Equatable, Sendable {
    /// How a grid item is sized along the grid's cross axis (a column's width in a LazyVGrid).
    public enum Size: Equatable, Sendable {
        /// Exactly this length, whatever the space.
        case fixed(CGFloat)
        /// A share of the space left by fixed items and spacing, clamped to the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` as fit in a flexible item's share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size.
    public var size: Size
    /// The spacing to the next item; `nil` for the platform default (8 on iOS).
    public var spacing: CGFloat?
    /// Where cells sit in the item's space; `nil` for centred.
    public var alignment: Alignment?

    /// A column (or row) of `size`, `spacing` points from the next one (`nil`: 8), its cells aligned by
    /// `alignment`. Non-finite lengths are what not giving them means (`InvalidLength`): a
    /// fixed or minimum length of ∞ or NaN is 0 (a flexible minimum 10), a NaN maximum ∞, a
    /// non-finite spacing the default.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        func maximum(_ m: CGFloat) -> CGFloat { m.isNaN || m < 0 ? .infinity : m }
        switch size {
        case .fixed(let v): self.size = .fixed(InvalidLength.finite(v, or: 0))
        case .flexible(let lo, let hi):
            self.size = .flexible(minimum: InvalidLength.finite(lo, or: 10), maximum: maximum(hi))
        case .adaptive(let lo, let hi):
            self.size = .adaptive(minimum: InvalidLength.finite(lo, or: 0), maximum: maximum(hi))
        }
        self.spacing = spacing.flatMap { $0.isFinite ? $0 : nil }
        self.alignment = alignment
    }
}

/// The column widths (or row heights) of a lazy grid, computed from its ``GridItem``s alone:
/// "the widths of the grid columns are computed without consulting the subviews, but are
/// based purely on the column definitions" (swiftuifieldguide.com/layout/lazyvgrid).
///
/// Pure functions, so that a lazy container can size its tracks before it materialises a
/// single cell. The algorithm (objc.io, "SwiftUI's Grid Views",
/// objc.io/blog/2020/11/23/grid-layout, reverse engineered and checked against SwiftUI;
/// mo4tech.com/predict-lazyvgrid-layout-flexible-article.html for flexible and adaptive
/// mixes; SPEC §5):
///
/// 1. The spacing after every item but the last is subtracted from the available length
///    (an item's `spacing`, 8 when `nil`: "the default spacing of 8 points", objc.io).
/// 2. Fixed items take their size and it is subtracted too.
/// 3. The other items, in order, are each offered `max(0, remaining / items left)`: a
///    flexible item takes the offer clamped into `minimum...maximum` ("the size of the grid
///    with spacing and inflexible items removed, divided by the number of flexible items,
///    clamped to the provided bounds", Apple's documentation of `flexible(minimum:maximum:)`),
///    an adaptive item takes the offer; `remaining` drops by what each took.
/// 4. Each adaptive item becomes `n = max(1, ⌊(w + s) / (minimum + s)⌋)` tracks of
///    `min((w − (n − 1)·s) / n, maximum)`, `s` its spacing: "it divides the column width by
///    the minimum width, taking spacing into account" (objc.io); "prefers to insert as many
///    items of the minimum size as possible but lets them increase to the maximum size"
///    (Apple, `adaptive(minimum:maximum:)`).
///
/// The tracks may add up to more than the available length (a flexible minimum wins); the
/// grid is then that wide (mo4tech's 146 + 8 + 180 = 334 in 300).
///
/// With no available length (a `nil` proposal) every flexible and adaptive item takes its
/// minimum: a judgement call, no published measurement covers it.
public enum GridItemResolver {
    /// The platform's default spacing between grid items (iOS: 8).
    public static let defaultSpacing: CGFloat = 8

    /// One resolved column (or row) of a lazy grid.
    public struct Track: Equatable, Sendable {
        /// Its width in a LazyVGrid, its height in a LazyHGrid.
        public var length: CGFloat
        /// The distance to the next track (unused after the last).
        public var spacing: CGFloat
        /// Where cells sit in it (`nil`: centred).
        public var alignment: Alignment?
        /// The index of the item it comes from (an adaptive item gives several tracks).
        public var item: Int
    }

    /// The tracks `items` resolve to in `available` points (`nil`: no proposal).
    public static func tracks(_ items: [GridItem], in available: CGFloat?) -> [Track] {
        let lengths = itemLengths(items, in: available)
        var tracks: [Track] = []
        for (i, item) in items.enumerated() {
            let spacing = item.spacing ?? defaultSpacing
            if case .adaptive(let minimum, let maximum) = item.size {
                let (count, length) = adaptiveSplit(lengths[i], minimum: minimum, maximum: maximum, spacing: spacing)
                for _ in 0..<count {
                    tracks.append(Track(length: length, spacing: spacing, alignment: item.alignment, item: i))
                }
            } else {
                tracks.append(Track(length: lengths[i], spacing: spacing, alignment: item.alignment, item: i))
            }
        }
        return tracks
    }

    /// The widths of a LazyVGrid's columns (the heights of a LazyHGrid's rows) in
    /// `available` points, adaptive items expanded.
    public static func columnWidths(items: [GridItem], available: CGFloat?) -> [CGFloat] {
        tracks(items, in: available).map(\.length)
    }

    /// The length of each item before adaptive items are split (steps 1–3).
    public static func itemLengths(_ items: [GridItem], in available: CGFloat?) -> [CGFloat] {
        var lengths = [CGFloat](repeating: 0, count: items.count)
        guard let available else {
            for (i, item) in items.enumerated() {
                switch item.size {
                case .fixed(let length): lengths[i] = length
                case .flexible(let minimum, _), .adaptive(let minimum, _): lengths[i] = minimum
                }
            }
            return lengths
        }
        var remaining = available
        for item in items.dropLast() { remaining -= item.spacing ?? defaultSpacing }
        var left = 0
        for (i, item) in items.enumerated() {
            if case .fixed(let length) = item.size {
                lengths[i] = length
                remaining -= length
            } else {
                left += 1
            }
        }
        for (i, item) in items.enumerated() {
            let offer = max(0, remaining / CGFloat(max(left, 1)))
            switch item.size {
            case .fixed: continue
            case .flexible(let minimum, let maximum): lengths[i] = min(max(offer, minimum), maximum)
            case .adaptive: lengths[i] = offer
            }
            let next = remaining - lengths[i]
            if !next.isNaN { remaining = next }  // ∞ − ∞: the rest are offered ∞ too
            left -= 1
        }
        return lengths
    }

    /// The most tracks one adaptive item becomes: a bound, so that a minimum near 0 cannot
    /// ask for billions of columns (Plumb's limit, not SwiftUI's).
    public static let maximumAdaptiveTracks = 10_000

    /// How many tracks of what length an adaptive item of `length` becomes (step 4).
    public static func adaptiveSplit(_ length: CGFloat, minimum: CGFloat, maximum: CGFloat, spacing: CGFloat)
        -> (count: Int, length: CGFloat)
    {
        var count = 1
        let step = minimum + spacing
        if step > 0, length.isFinite {
            let fitting = ((length + spacing) / step).rounded(.down)
            if fitting >= 1 { count = Int(min(fitting, CGFloat(maximumAdaptiveTracks))) }
        }
        let each = (length - CGFloat(count - 1) * spacing) / CGFloat(count)
        return (count, max(0, min(each, maximum)))
    }

    /// The offset of each track from the first, and the tracks' total length with spacing.
    public static func origins(of tracks: [Track]) -> (origins: [CGFloat], total: CGFloat) {
        var origins: [CGFloat] = []
        origins.reserveCapacity(tracks.count)
        var position: CGFloat = 0
        for (i, track) in tracks.enumerated() {
            origins.append(position)
            position += track.length
            if i < tracks.count - 1 { position += track.spacing }
        }
        return (origins, position)
    }
}
