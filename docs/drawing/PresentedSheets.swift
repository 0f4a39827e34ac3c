// device: iphone-16
// schemes: light, dark
// note: A preview that presents a sheet shows it, as Xcode's canvas does: the content is laid out where iOS puts the sheet and drawn over the screen, dimmed behind it by black at 20%. On iOS 26 (the default) a large sheet's top is the screen's top safe-area inset, (0, 59, 393, 793) on an iPhone 16, its top corners 37.7; a sheet that is not large (here `.medium`, 425 of 852 points above the home indicator) is a card scaled by (width − 16) / width, 8 points from the screen's edges; the grabber is 36 × 5 points, 5 below the top (all measured from UIKit on an iPhone 16 simulator by OpenUIKit's `detentprobe` and `sheetprobe`). In dark mode the sheet is the elevated background, #1C1C1E. `--os ios18` puts the sheet's top 10 points lower, full width, with 10-point corners (Bosco Ho's `maximumDetentValue` of 749 on an 852-point iPhone 14 Pro). Not drawn: the presenting screen's shrinking behind a large sheet before iOS 26, the glass of iOS 26's floating card, and animation.
import SwiftUI

struct PresentedSheets: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Today") {
                    Label("Morning run", systemImage: "sun.max")
                    Label("Team lunch", systemImage: "fork.knife")
                    Label("Call with Ana", systemImage: "phone")
                }
            }
            .navigationTitle("Agenda")
        }
        .sheet(isPresented: .constant(true)) {
            VStack(alignment: .leading, spacing: 12) {
                Text("New event").font(.title2.bold())
                Text("A sheet at the medium detent, with its grabber.")
                    .foregroundStyle(.secondary)
                Button("Add") {}.buttonStyle(.borderedProminent)
            }
            .padding(24)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .presentationDetents([.medium, .large])
        }
    }
}
