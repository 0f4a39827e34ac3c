// canvas: 390x350
// note: SF Symbols are drawn from Fork Awesome's icons (Debian `fonts-fork-awesome`, SIL OFL) where it has a counterpart, else from Google's Material Icons (Debian `fonts-material-design-icons-iconfont`, Apache-2.0: `figure.walk`, `sparkles`) where it has one (docs/symbols.md lists the names), 1.2 × the font's size tall at `.medium`, × 0.8 `.small`, × 1.3 `.large`, as wide as the icon; `symbolVariant(.fill)` picks the filled name. A symbol without a counterpart is a placeholder showing its name (`playpause`).
import SwiftUI

struct Symbols: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack(spacing: 18) {
                Image(systemName: "chevron.left")
                Spacer()
                Image(systemName: "magnifyingglass")
                Image(systemName: "square.and.arrow.up")
                Image(systemName: "ellipsis")
            }
            .foregroundStyle(.blue)
            HStack(spacing: 18) {
                Image(systemName: "house.fill")
                Image(systemName: "bell")
                Image(systemName: "envelope")
                Image(systemName: "gearshape")
                Image(systemName: "trash").foregroundStyle(.red)
            }
            .font(.title)
            HStack {
                Image(systemName: "star").imageScale(.small)
                Image(systemName: "star")
                Image(systemName: "star").imageScale(.large)
                Image(systemName: "heart").symbolVariant(.fill).foregroundStyle(.pink)
                Text("small, medium, large")
            }
            Label("Inbox", systemImage: "tray")
            Label("Favourites", systemImage: "star.fill").foregroundStyle(.orange)
            Label("Walking", systemImage: "figure.walk")
            Label("Highlights", systemImage: "sparkles").foregroundStyle(.purple)
            Label("Play or pause", systemImage: "playpause")
        }
        .padding()
    }
}
