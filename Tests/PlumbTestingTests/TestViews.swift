import PlumbTesting

/// The share card of `Examples/Card.swift`, as an app's view file would declare it.
struct Card: View {
    var title = "Layout, negotiated"
    var barColor = Color.red

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("PLUMB")
                    .font(.system(size: 11))
                    .fontWeight(.semibold)
                    .foregroundStyle(.white)
                    .padding(.horizontal, 10)
                    .padding(.vertical, 5)
                    .background(Capsule().fill(Color.indigo))
                    .id("badge")
                Spacer()
                Circle().fill(Color.orange).frame(width: 22, height: 22).id("dot")
            }
            Text(title).font(.system(size: 26)).bold().id("title")
            Text("A parent proposes, the child chooses, the parent places.")
                .font(.system(size: 13))
                .foregroundStyle(.secondary)
                .id("subtitle")
            HStack(spacing: 6) {
                RoundedRectangle(cornerRadius: 4).fill(barColor).frame(width: 48, height: 8)
                RoundedRectangle(cornerRadius: 4).fill(Color.yellow).frame(width: 80, height: 8)
                RoundedRectangle(cornerRadius: 4).fill(Color.green).frame(width: 32, height: 8)
            }
            .id("bars")
        }
        .padding(24)
        .frame(width: 330, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 24, style: .continuous).fill(Color(white: 0.5).opacity(0.12)))
        .id("card")
    }
}

/// Two squares side by side: frames known exactly without text.
struct Squares: View {
    var left = Color.red
    var right = Color.blue
    var rightWidth: CGFloat = 20

    var body: some View {
        HStack(spacing: 10) {
            left.frame(width: 20, height: 20).id("left")
            right.frame(width: rightWidth, height: 20).id("right")
        }
        .padding(5)
    }
}

/// A settings-like row in text styles, which follow Dynamic Type.
struct ProfileRow: View {
    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 12) {
            Image(systemName: "person.crop.circle").font(.title2).foregroundStyle(.tint)
            VStack(alignment: .leading, spacing: 2) {
                Text("Ada Lovelace").font(.headline)
                Text("Analytical Engine, notes and programs").font(.subheadline).foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}
