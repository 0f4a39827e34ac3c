struct Form2: View {
    @State var on = true
    @State var name = ""
    var body: some View {
        NavigationStack {
            List {
                Section("Account") {
                    Toggle("Wi-Fi", isOn: $on)
                    TextField("Name", text: $name)
                    Button("Save") { on.toggle() }.buttonStyle(.borderedProminent)
                }
                Label("Info", systemImage: "info.circle")
            }
            .navigationTitle("Settings")
            .toolbar { ToolbarItem { Button("Edit") {} } }
        }
    }
}
