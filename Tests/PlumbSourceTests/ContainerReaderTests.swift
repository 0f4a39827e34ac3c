import Foundation
import Plumb
import Testing

/// The containers of issue 6 read from source.
struct ContainerReaderTests {
    @Test("ScrollView, LazyVStack over a long ForEach: rows are built only as the stack needs them")
    func lazyListFromSource() throws {
        let code = """
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<1000000, id: \\.self) { i in
                        Color.blue.frame(height: 44).id("row\\(i)")
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            """
        let (r, p) = try layOut(code, 390, 844, scale: 3)
        #expect(p.layoutErrors.isEmpty)
        #expect(frame(r, "row0") == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(frame(r, "row20") == CGRect(x: 0, y: 880, width: 390, height: 44))
        #expect(frame(r, "row40") == nil)
        #expect(r.root.allViews.count < 100)
    }

    @Test("containerRelativeFrame: count/span and the closure with a switch on the axis (seed 002)")
    func containerRelativeFrameForms() throws {
        let code = """
            RoundedRectangle(cornerRadius: 24)
                .containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                    switch axis {
                    case .horizontal:
                        length * 0.8
                    case .vertical:
                        length * 0.45
                    }
                }
                .id("r")
            """
        let (r, _) = try layOut(code, 400, 200)
        #expect(frame(r, "r") == CGRect(x: 40, y: 55, width: 320, height: 90))
        let (g, _) = try layOut(
            "Color.red.containerRelativeFrame(.horizontal, count: 4, spacing: 10).id(\"g\")", 400, 100)
        #expect(frame(g, "g")?.width == 92.5)
    }

    @Test("contentMargins forms: length, edges and length, insets; .scrollIndicators does not move content")
    func contentMarginsForms() throws {
        for (modifier, x, y) in [
            (".contentMargins(10)", 10.0, 10.0), (".contentMargins(.horizontal, 20)", 20, 0),
            (".contentMargins(EdgeInsets(top: 5, leading: 6, bottom: 0, trailing: 0))", 6, 5),
            (".contentMargins(30, for: .scrollIndicators)", 0, 0),
        ] {
            let (r, _) = try layOut(
                "ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 10, height: 10).id(\"c\") }\(modifier)",
                200, 100)
            #expect(frame(r, "c")?.origin == CGPoint(x: x, y: y), "\(modifier)")
        }
    }
}

/// Safe area, devices and navigation read from source and the command line.
struct SafeAreaReaderTests {
    @Test("plumb layout --device iphone-16: canvas, scale, safe area and status bar of the preset")
    func devicePreset() throws {
        let path = try CommandLineTests.write(
            """
            NavigationStack {
                Color.red.ignoresSafeArea(edges: .bottom).id("c")
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.inline)
            }
            """, name: "nav.swift")
        let run = try CommandLineTests.plumb(["layout", path, "--device", "iphone-16", "--json"])
        #expect(run.status == 0)
        // Inline bar from the status bar (54) to 98; the colour then extends to the bottom (852).
        #expect(run.stdout.contains("\"y\": 98,\n        \"width\": 393,\n        \"height\": 720"))
        #expect(run.stdout.contains("\"y\": 98,\n            \"width\": 393,\n            \"height\": 754"))
        let list = try CommandLineTests.plumb(["devices"])
        #expect(list.stdout.contains("iphone-16           393x852 @3x     safe area 59,0,34,0"))
    }

    @Test("bad --device and --safe-area are usage errors (exit 2) naming the problem")
    func badOptions() throws {
        let path = try CommandLineTests.write("Color.red", name: "c.swift")
        let device = try CommandLineTests.plumb(["layout", path, "--device", "nokia-3310"])
        #expect(device.status == 2)
        #expect(device.stderr.contains("unknown device 'nokia-3310'"))
        let inset = try CommandLineTests.plumb(["layout", path, "--safe-area", "10,20"])
        #expect(inset.status == 2)
        #expect(inset.stderr.contains("--safe-area expects four lengths"))
    }

    @Test("safeAreaInset and safeAreaPadding read from source")
    func insetModifiers() throws {
        let (r, p) = try layOut(
            """
            Color.red.id("main")
                .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 20).id("bar") }
                .safeAreaPadding(.horizontal, 10)
            """, 200, 100)
        #expect(p.warnings.isEmpty)
        #expect(frame(r, "main") == CGRect(x: 10, y: 0, width: 180, height: 80))
        #expect(frame(r, "bar") == CGRect(x: 10, y: 80, width: 180, height: 20))
    }
}

/// `ContentUnavailableView` (Containers/ContentUnavailableView.swift): its contract's stack,
/// centred in all the space offered.
struct ContentUnavailableReaderTests {
    @Test(
        "ContentUnavailableView: icon above title (title2 bold), description (subheadline) 8 below, centred in the space offered"
    )
    func contentUnavailable() throws {
        let (r, p) = try layOut(
            """
            ContentUnavailableView {
                Label { Text("No").id("title") } icon: { Color.red.frame(width: 10, height: 10).id("icon") }
            } description: {
                Text("Hi").id("desc")
            }
            .id("view")
            """, 300, 300)
        #expect(p.warnings.isEmpty)
        #expect(r["view"]?.frame == CGRect(x: 0, y: 0, width: 300, height: 300))
        // 10 + 8 + 22 (the label) + 8 + 15 (the description) = 63 high, centred: from 118.5.
        #expect(r["icon"]?.frame == CGRect(x: 145, y: 118.5, width: 10, height: 10))
        #expect(r["title"]?.frame == CGRect(x: 128, y: 136.5, width: 44, height: 22))
        #expect(r["desc"]?.frame == CGRect(x: 135, y: 166.5, width: 30, height: 15))
    }

    @Test("ContentUnavailableView(_:systemImage:description:) and .search read without a warning")
    func titleForms() throws {
        let (_, p) = try layOut(
            """
            VStack {
                ContentUnavailableView("No Mail", systemImage: "tray", description: Text("None yet."))
                ContentUnavailableView.search
            }
            """, 300, 600)
        #expect(p.warnings.isEmpty)
        #expect(p.placeholderCount(in: LayoutTree(p.view, environment: .ahem)).placeholders == 0)
    }
}
