import Foundation

// The appearance modifiers: the colour scheme a presentation or a subtree draws in, and the
// accent colour. They change no size (SPEC §5: drawing only); renderers resolve system
// colours in the scheme recorded on each view (`ViewEffect.colorScheme`).

extension View {
    /// The colour scheme the presentation containing this view prefers: the whole picture
    /// draws in it (Apple: "the preference flows up to the nearest enclosing presentation";
    /// with several, the first in tree order wins here). `nil`: no preference. A tree made
    /// with ``LayoutTree/presenting(_:environment:)`` (as `plumb` and snapshots make theirs)
    /// is resolved again in the preferred scheme, so views inside that read
    /// `@Environment(\.colorScheme)` read it, as SwiftUI re-renders the presentation; a
    /// plain `LayoutTree(_:environment:)` keeps the environment's scheme for them.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        attribute { tree, node in
            if let colorScheme { tree.addEffect(.preferredColorScheme(colorScheme), to: node) }
        }
    }

    /// The colour scheme of this view's content (deprecated in SwiftUI for
    /// `preferredColorScheme`): sets `EnvironmentValues.colorScheme` inside, so only this
    /// subtree draws in it.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        _EnvironmentWriter(content: self) { $0.colorScheme = colorScheme }
    }

    /// The accent colour of this view's controls (deprecated in SwiftUI for `tint(_:)`): the
    /// tint controls and `.tint` draw in inside (`nil`: the system accent, systemBlue).
    public func accentColor(_ accentColor: Color?) -> some View {
        _EnvironmentWriter(content: self) { $0.tint = accentColor }
    }
}
