import SwiftUI

// The app's views the snapshot tests draw, as an iOS app's files write them.

struct User: Codable {
    var id: Int
    var name: String
    var bio: String
    var tags: [String]
}

struct ProfileCard: View {
    var user = User(id: 1, name: "Blobby", bio: "Blobbed around the world.", tags: ["admin", "beta"])

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                Circle()
                    .fill(Color.indigo)
                    .frame(width: 56, height: 56)
                    .overlay(Text(String(user.name.prefix(1))).font(.title2).bold().foregroundStyle(.white))
                VStack(alignment: .leading, spacing: 2) {
                    Text(user.name).font(.headline)
                    Text(user.bio).font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
            }
            HStack {
                ForEach(user.tags, id: \.self) { tag in
                    Badge(title: tag)
                }
            }
        }
        .padding()
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
        .padding()
    }
}

struct Badge: View {
    var title: String

    var body: some View {
        Text(title)
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.blue.opacity(0.15)))
    }
}
