import SwiftUI

struct ProfileHeader: View {
    let name: String
    let handle: String
    let followers: Int
    let following: Int

    var body: some View {
        HStack(alignment: .top, spacing: 16) {
            Circle()
                .fill(Color.orange.gradient)
                .frame(width: 72, height: 72)
                .overlay(Text(String(name.prefix(1))).font(.title.bold()).foregroundStyle(.white))
            VStack(alignment: .leading, spacing: 4) {
                Text(name).font(.title2.bold())
                Text("@\(handle)").foregroundStyle(.secondary)
                HStack(spacing: 16) {
                    Label("\(followers)", systemImage: "person.2")
                    Label("\(following)", systemImage: "person.badge.plus")
                }
                .font(.subheadline)
                .labelStyle(.titleAndIcon)
            }
            Spacer()
            Menu {
                Button("Share profile", systemImage: "square.and.arrow.up") {}
                Button("Block", systemImage: "hand.raised", role: .destructive) {}
            } label: {
                Image(systemName: "ellipsis.circle")
                    .font(.title2)
            }
        }
        .padding()
    }
}

struct ProfileHeader_Previews: PreviewProvider {
    static var previews: some View {
        ProfileHeader(name: "Ada Lovelace", handle: "ada", followers: 1815, following: 42)
            .previewLayout(.sizeThatFits)
    }
}
