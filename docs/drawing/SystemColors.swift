// canvas: 390x300
// schemes: light, dark
// note: iOS's system colours as SwiftUI names them (iOS 26's hues, the default release; `--os ios18` draws the earlier ones), the label levels `.primary` … `.quaternary`, UIKit's background, fill and separator colours through `Color(uiColor:)`, and `.tint`. Each is resolved in the scheme of the view that draws it: docs/colors.md lists every value with its evidence. Right: the same screen with `--color-scheme dark`: the canvas is systemBackground (black), grouped backgrounds and labels take their dark values, the hues their brighter dark variants. `.environment(\.colorScheme, .light)` keeps the last row light inside the dark picture.
import SwiftUI

struct Swatch: View {
    let color: Color
    var body: some View { RoundedRectangle(cornerRadius: 6, style: .circular).fill(color).frame(height: 28) }
}

struct SystemColors: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 4) {
                Swatch(color: .red); Swatch(color: .orange); Swatch(color: .yellow); Swatch(color: .green)
                Swatch(color: .mint); Swatch(color: .teal); Swatch(color: .cyan); Swatch(color: .blue)
                Swatch(color: .indigo); Swatch(color: .purple); Swatch(color: .pink); Swatch(color: .brown)
            }
            HStack(spacing: 4) {
                Swatch(color: Color(uiColor: .systemGray)); Swatch(color: Color(uiColor: .systemGray2))
                Swatch(color: Color(uiColor: .systemGray3)); Swatch(color: Color(uiColor: .systemGray4))
                Swatch(color: Color(uiColor: .systemGray5)); Swatch(color: Color(uiColor: .systemGray6))
            }
            HStack(spacing: 12) {
                Text("Primary").foregroundStyle(.primary)
                Text("Secondary").foregroundStyle(.secondary)
                Text("Tertiary").foregroundStyle(.tertiary)
                Text("Quaternary").foregroundStyle(.quaternary)
            }
            VStack(spacing: 0) {
                Text("secondarySystemGroupedBackground").font(.footnote).padding(8).frame(maxWidth: .infinity, alignment: .leading)
                    .background(Color(uiColor: .secondarySystemGroupedBackground))
                Rectangle().fill(Color(uiColor: .separator)).frame(height: 1)
                Text("systemFill").font(.footnote).padding(8).frame(maxWidth: .infinity, alignment: .leading)
                    .background(Color(uiColor: .systemFill))
            }
            .padding(8)
            .background(Color(uiColor: .systemGroupedBackground))
            HStack(spacing: 12) {
                Text("Tint").foregroundStyle(.tint)
                Text("Tinted orange").foregroundStyle(.tint).tint(.orange)
                Text("Light inside").padding(6).background(Color(uiColor: .systemBackground))
                    .environment(\.colorScheme, .light)
            }
        }
        .padding()
    }
}
