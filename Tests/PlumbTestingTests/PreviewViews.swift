import PlumbTesting

// `#Preview`s as a view file declares them, for `assertPreviewSnapshots`: sizes known to the
// pixel (no text), the traits that choose a canvas, two previews of one name, arguments.

/// The colour the swatches are drawn in: a test changes it (on the main actor, as the
/// previews are made) to see a preview fail.
enum PreviewPalette {
    nonisolated(unsafe) static var swatch = Color.red
}

/// A coloured rectangle of a given size.
struct PreviewSwatch: View {
    var width: CGFloat = 40
    var height: CGFloat = 30
    var color: Color = PreviewPalette.swatch

    var body: some View {
        color.frame(width: width, height: height)
    }
}

#Preview("Swatch", traits: .sizeThatFitsLayout) {
    PreviewSwatch()
}

#Preview(traits: .sizeThatFitsLayout) {
    PreviewSwatch(width: 20, height: 10, color: .blue)
}

#Preview("Swatch", traits: .fixedLayout(width: 100, height: 50)) {
    PreviewSwatch(color: .green)
}

#Preview("Turned", traits: .sizeThatFitsLayout, .landscapeLeft) {
    Color.blue.frame(height: 10)
}

#Preview("Sizes", traits: .sizeThatFitsLayout, arguments: [10, 20]) { side in
    PreviewSwatch(width: CGFloat(side), height: CGFloat(side), color: .orange)
}

// iOS 13's form: each view of the group a preview, the group's layout for all of them.
struct SwatchRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            PreviewSwatch(width: 10, height: 10, color: .purple).previewDisplayName("Small")
            ForEach([20, 30], id: \.self) { width in
                PreviewSwatch(width: CGFloat(width), height: 10, color: .purple)
            }
        }
        .previewLayout(.sizeThatFits)
    }
}
