// canvas: 390x330
// note: Markdown in a `Text` literal (not in `Text(verbatim:)` or a `String` variable), `Text + Text` laid out as one paragraph whose runs keep their font, weight, colour and style, underline and strikethrough at the font's `post`/`OS/2` positions (with a pattern), tracking, baseline offsets (the line grows by the offset), and `textCase` in the environment's locale. Code spans use the monospaced design (DejaVu Sans Mono here, SF Mono on iOS); links take the accent colour.
import SwiftUI

struct RichText: View {
    let variable = "**a String variable** keeps its asterisks"
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Markdown: **bold**, *italic*, ***both***, `code`, ~~struck~~, a [link](https://apple.com).")
            Text(variable)
            Text("Hello, ").foregroundColor(.red)
                + Text("colourful ").bold().foregroundColor(.green)
                + Text("world").italic().foregroundColor(.blue)
                + Text(" wrapping as one paragraph.").font(.title3)
            Text("Gradient text")
                .font(.largeTitle).bold()
                .foregroundStyle(LinearGradient(colors: [.purple, .orange], startPoint: .leading, endPoint: .trailing))
            Text("Underline").underline(color: .red) + Text(" dotted").underline(pattern: .dot)
                + Text(" struck").strikethrough()
            HStack(spacing: 24) {
                Text("TRACKED").tracking(6).font(.caption)
                Text("x") + Text("2").baselineOffset(8).font(.caption) + Text(" + y") + Text("i").baselineOffset(-4).font(.caption)
                Text("section header").textCase(.uppercase).foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}
