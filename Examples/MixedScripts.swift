// A screen in many languages: Chinese, Arabic, Hindi, Thai, Hebrew, emoji, Japanese and
// Korean, each drawn in its fallback font, shaped with its script's rules and ordered by the
// bidirectional algorithm. `plumb render` draws it into docs/mixed-scripts.png.
import SwiftUI

struct MixedScripts: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Hello, 世界！")
            Text("مرحبا بالعالم")
            Text("नमस्ते दुनिया")
            Text("สวัสดีชาวโลก")
            Text("שלום עולם")
            Text("Emoji 😀👍🏽👨‍👩‍👧 🇫🇷 1️⃣")
            Text("日本語のテキスト と 한국어")
            Text("The word مرحبا means hello, 123.")
        }
        .font(.title2)
        .padding()
    }
}

#Preview {
    MixedScripts()
}
