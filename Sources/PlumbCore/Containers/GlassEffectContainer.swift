import Foundation

/// iOS 26's container of Liquid Glass shapes (`GlassEffectContainer(spacing:content:)`): the
/// glass effects inside are sampled together and blend where they come within `spacing` of
/// each other.
///
/// Contract: its content laid out as a ZStack's, centred (the container is one view that the
/// glass of the views in it shares; Apple's examples give it one stack). Plumb draws each
/// glass effect inside as `glassEffect(_:in:)` draws it: the blending of nearby shapes is not
/// drawn (open), and `spacing` changes no layout.
public struct GlassEffectContainer<Content: View>: View {
    let content: Content

    /// A container whose glass shapes blend within `spacing` of each other (`nil`: the
    /// system's default).
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        ZStack { content }
    }
}
