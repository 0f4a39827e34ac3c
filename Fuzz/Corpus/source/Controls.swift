// The controls in their default iOS styles: `plumb render Examples/Controls.swift --device iphone-16 --png controls.png`
// (add `--os ios18` for iOS 18's metrics).
import SwiftUI

struct Controls: View {
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var volume = 0.6
    @State private var copies = 2
    @State private var name = ""
    @State private var size = "M"
    @State private var date = Date()

    var body: some View {
        VStack(spacing: 14) {
            HStack {
                Button("Default") {}
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
            }
            HStack {
                Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
                Button("Small") {}.buttonStyle(.bordered).controlSize(.small)
                Button("Disabled") {}.buttonStyle(.borderedProminent).disabled(true)
            }
            Toggle("Wi-Fi", isOn: $wifi)
            Toggle("Bluetooth", isOn: $bluetooth)
            Stepper("Copies: \(copies)", value: $copies, in: 1...10)
            Slider(value: $volume) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
            Picker("Size", selection: $size) {
                Text("S").tag("S")
                Text("M").tag("M")
                Text("L").tag("L")
            }
            .pickerStyle(.segmented)
            TextField("Name", text: $name)
                .textFieldStyle(.roundedBorder)
            DatePicker("Starts", selection: $date)
            ProgressView("Uploading", value: 0.4)
            HStack(spacing: 24) {
                ProgressView()
                Link("Help", destination: URL(string: "https://example.com")!)
                Menu("Options") { Button("Rename") {} }
            }
        }
        .padding()
    }
}
