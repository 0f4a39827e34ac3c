import PlumbCore

/// What an unknown view (a type no file read defines) draws: its name, in the caption style,
/// with 8 points of padding, on a light grey box with a grey outline. It hugs its label, as
/// small components (rows, badges, buttons) do, so the views around it keep sensible sizes.
enum PlaceholderView {
    static func make(_ name: String) -> AnyView {
        AnyView(
            Text(name)
                .font(.caption)
                .padding(8)
                .background(Color.gray.opacity(0.15))
                .overlay(Rectangle().stroke(Color.gray, lineWidth: 1)))
    }
}
