// A share card: what `plumb render` draws. Run:
//   swift run plumb render Examples/Card.swift --canvas 390x280 --png card.png
// or --html card.html for the picture beside its negotiation, --frames to see every frame.
import SwiftUI

struct Card: View {
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
                Circle()
                    .fill(Color.orange)
                    .frame(width: 22, height: 22)
                    .id("dot")
            }
            Text("Layout, negotiated")
                .font(.system(size: 26))
                .bold()
                .id("title")
            Text("A parent proposes, the child chooses, the parent places.")
                .font(.system(size: 13))
                .foregroundStyle(.secondary)
                .id("subtitle")
            HStack(spacing: 6) {
                RoundedRectangle(cornerRadius: 4).fill(Color.red).frame(width: 48, height: 8)
                RoundedRectangle(cornerRadius: 4).fill(Color.yellow).frame(width: 80, height: 8)
                RoundedRectangle(cornerRadius: 4).fill(Color.green).frame(width: 32, height: 8)
            }
            .id("bars")
        }
        .padding(24)
        .frame(width: 330, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 24, style: .continuous).fill(Color.white))
        .overlay(RoundedRectangle(cornerRadius: 24, style: .continuous).stroke(Color.gray.opacity(0.35), lineWidth: 1))
        .id("card")
    }
}

#Preview {
    Card()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(red: 0.93, green: 0.93, blue: 0.96))
}
