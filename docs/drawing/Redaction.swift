// canvas: 390x260
// schemes: light, dark
// note: `redacted(reason: .placeholder)`: each line of text a rounded bar over its typographic bounds (rounded out to whole points, inset 2 points, corner radius 4) and each image a rounded block, filled with the foreground style at 16%; `unredacted()` opts out, and frames do not change. Approximation (not measured here): the shapes and opacity are those of Engine's `RedactedTextRenderer`, written to match SwiftUI's placeholder redaction.
import SwiftUI

struct LoadingRow: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 12) {
                Image(systemName: "person.crop.circle.fill").font(.largeTitle)
                VStack(alignment: .leading) {
                    Text("Jane Appleseed").font(.headline)
                    Text("Posted a photo from the trip to the coast").font(.subheadline).foregroundStyle(.secondary)
                }
            }
            .redacted(reason: .placeholder)
            Text("Coloured text stays tinted").foregroundStyle(.blue).redacted(reason: .placeholder)
            HStack {
                Text("Loading").redacted(reason: .placeholder)
                Text("Always shown").unredacted()
            }
            .redacted(reason: .placeholder)
        }
        .padding()
    }
}
