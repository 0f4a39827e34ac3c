import SwiftUI

// `#Preview` in each of its forms, as view files write them: compiled here with `import
// SwiftUI`, unchanged. PreviewMacroTests finds them at run time.

struct SwatchView: View {
    var width: CGFloat = 40
    var height: CGFloat = 30
    var body: some View {
        Color.red.frame(width: width, height: height)
    }
}

#Preview {
    SwatchView()
}

#Preview("Named") {
    SwatchView(width: 60)
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
    SwatchView()
}

#Preview("Fixed and turned", traits: .fixedLayout(width: 200, height: 100), .landscapeLeft) {
    SwatchView().padding(8)
}

#Preview("Statements") {
    let width: CGFloat = 2 * 25
    let label = "a { brace } in a string, \"quoted\" and \(width)"
    return SwatchView(width: width).accessibilityLabel(label)
}

#Preview("Label", body: { SwatchView(height: 10) })

#Preview("State") {
    @Previewable @State var isOn = true
    @Previewable @State var count = 3
    Toggle("Sound \(count)", isOn: $isOn)
}

#Preview("Arguments", arguments: [10, 20]) { side in
    SwatchView(width: CGFloat(side), height: CGFloat(side))
}
