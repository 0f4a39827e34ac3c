import SwiftUI

struct TabBarApp: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                List(1..<6) { i in
                    Label("Item \(i)", systemImage: "doc.text")
                }
                .navigationTitle("Library")
            }
            .tabItem { Label("Library", systemImage: "books.vertical") }
            .tag(0)

            NavigationStack {
                Text("Search")
                    .navigationTitle("Search")
            }
            .tabItem { Label("Search", systemImage: "magnifyingglass") }
            .tag(1)
            .badge(3)

            NavigationStack {
                Text("Profile")
                    .navigationTitle("Profile")
            }
            .tabItem { Label("Profile", systemImage: "person.crop.circle") }
            .tag(2)
        }
    }
}

#Preview {
    TabBarApp()
}
