import Foundation

extension View {
    /// Sets this view's value for a horizontal alignment guide (SPEC §5). The closure sees the
    /// view's dimensions, including values set by `alignmentGuide` modifiers inside this one.
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        attribute { tree, node in tree.addGuideOverride(GuideOverride(key: g.key, compute: computeValue), to: node) }
    }

    /// Sets this view's value for a vertical alignment guide.
    public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        attribute { tree, node in tree.addGuideOverride(GuideOverride(key: g.key, compute: computeValue), to: node) }
    }
}
