import Foundation
import Plumb
@testable import PlumbSource
import Testing

/// Classes of code set W's unseen apps showed (SotkaApp, sing-box, qBitControl, Threaded,
/// ETH Mensa).
extension RealAppClassesTests {
    @Test(
        "ranges of dates, doubles and strings: contains, bounds, printing, switch patterns, a Slider's range (ETH Mensa's (start...end).contains(.now))"
    )
    func comparableRanges() throws {
        let code = #"""
            struct V: View {
                @State private var zoom = 1.0
                @State private var reps = 5
                let start = Date.now.addingTimeInterval(-60)
                let end = Date.now.addingTimeInterval(60)
                var label: String {
                    switch zoom {
                    case 0..<0.5: return "small"
                    case 0.5..<1.5: return "normal"
                    default: return "large"
                    }
                }
                var body: some View {
                    VStack(spacing: 0) {
                        Text((start...end).contains(.now) ? "open" : "closed")
                        Text((end...).contains(.now) ? "later" : "not later")
                        Text("\(0.5...2.0) \((0.5...2.0).contains(2.0)) \((0.5..<2.0).contains(2.0)) \((0.5...2.0).upperBound)")
                        Text(label)
                        Text(("a"..."m").contains("k") ? "in" : "out")
                        Text(start ... start.addingTimeInterval(7200))
                        Slider(value: $zoom, in: 0.5...2.0).frame(width: 200).id("slider")
                        Stepper("Reps", value: $reps, in: 1...Int.max).id("stepper")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 300)
        #expect(r.views(withText: "open").count == 1)
        #expect(r.views(withText: "not later").count == 1)
        #expect(r.views(withText: "0.5...2.0 true false 2.0").count == 1)
        #expect(r.views(withText: "normal").count == 1)
        #expect(r.views(withText: "in").count == 1)
        // Text(start...end): Foundation's interval style in the fixed world (now is 9:41 AM).
        #expect(r.views(withText: "1/1/2026, 9:40\u{2009}–\u{2009}11:40\u{202F}AM").count == 1)
        #expect(frame(r, "slider")?.width == 200)
        #expect(r.views(ofType: "Stepper").count == 1)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }

    @Test(
        "`.init(repeating:count:)` where an array is declared is that array, its elements of the element type; other initializers there are not Array's"
    )
    func arrayInitWhereDeclared() throws {
        let code = #"""
            struct Slot { var hour: Int; static let example = Slot(hour: 9) }
            struct Mensa {
                var slots: [Slot]
                static let example = Mensa(slots: .init(repeating: .example, count: 3))
            }
            struct V: View {
                var body: some View {
                    Text("\(Mensa.example.slots.filter { $0.hour == 9 }.count) slots")
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(r.views(withText: "3 slots").count == 1)
        // A property wrapper's initializer for an array-typed property (Pulse's `_allEntries =
        // .init(filter:sort:)` of a SwiftData query) is not Array's: a Text, not a placeholder.
        let wrapped = #"""
            @Model final class DailyEntry { var date: Date; init(date: Date) { self.date = date } }
            struct V: View {
                @Query private var allEntries: [DailyEntry]
                init(date: Date) {
                    let end = date.addingTimeInterval(86400)
                    _allEntries = .init(filter: #Predicate<DailyEntry> { $0.date < end }, sort: \.date)
                }
                var body: some View { Text("\(allEntries.count) entries") }
            }
            V(date: .now)
            """#
        let (w, q) = try layOut(wrapped, 400, 100)
        #expect(w.views(ofType: "Text").count == 1)
        #expect(!q.warnings.contains { "\($0)".contains("Array(repeating:count:)") }, "\(q.warnings)")
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }
}

extension RealAppClassesTests {
    @Test(
        "an implicit member beside a string in + is String's: .init(localized:), an extension's static (ETH Mensa's about label)"
    )
    func stringImplicitMembers() throws {
        let code = #"""
            extension String { static let developerName = "Alexandre Reol" }
            struct M { var label: String }
            struct V: View {
                let m = M(label: .init(localized: "DEVELOPED_BY:") + " " + .developerName)
                var body: some View { Text(m.label) }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(r.views(withText: "DEVELOPED_BY: Alexandre Reol").count == 1)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }
}

extension RealAppClassesTests {
    @Test("await MainActor.run { } in an appear action runs its work: the loaded state is drawn (sing-box's CoreView)")
    func mainActorRunInAction() throws {
        let code = #"""
            struct V: View {
                @State private var isLoading = true
                @State private var version = ""
                var body: some View {
                    Group {
                        if isLoading {
                            ProgressView().onAppear {
                                Task { await loadSettings() }
                            }
                        } else {
                            Text("Version \(version)")
                        }
                    }
                }
                private nonisolated func loadSettings() async {
                    let shown = await MainActor.run(resultType: String.self) { "1.2" }
                    await MainActor.run {
                        version = shown
                        isLoading = false
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(r.views(withText: "Version 1.2").count == 1)
        #expect(r.views(ofType: "Spinner").isEmpty)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }
}

extension RealAppClassesTests {
    @Test(
        "a wrapped view controller presented alone (a cover's onboarding screen) is a labelled area filling the presentation; inline it draws nothing (ETH Mensa's AppView)"
    )
    func presentedViewController() throws {
        let code = #"""
            struct OnboardingView: UIViewControllerRepresentable {
                var done: (() -> Void)?
                func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                func updateUIViewController(_ controller: UIViewController, context: Context) {}
            }
            struct Screen: View {
                @State private var showOnboarding = true
                var body: some View {
                    Text("Main").id("main")
                        .background(OnboardingView(done: nil))
                        .fullScreenCover(isPresented: $showOnboarding) {
                            OnboardingView(done: nil).edgesIgnoringSafeArea(.all)
                        }
                }
            }
            """#
        let tree = try onPhone(code)
        let cover = try #require(tree.presented.first)
        #expect(cover.kind == .fullScreenCover)
        let presented = cover.tree.result()
        // The area fills the cover's safe area (852 less 59 and 34); its name at the centre.
        #expect(presented.root.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(presented.views(withText: "OnboardingView").count == 1)
        // Inline (a background), nothing drawn and no name.
        #expect(tree.result().views(withText: "OnboardingView").isEmpty)
    }
}

extension RealAppClassesTests {
    @Test(
        "an appear action's call of the view's own method and withAnimation's body run statement by statement: a haptic stub inside costs its statement only (Squirrel's onboarding)"
    )
    func appearActionMethodsRunPerStatement() throws {
        let code = #"""
            struct Welcome: View {
                @State private var showIcon = false
                @State private var showTitle = false
                @State private var tries = 0
                var body: some View {
                    VStack(spacing: 0) {
                        if showIcon { Text("icon") }
                        if showTitle { Text("Welcome") }
                        Text("\(tries)")
                    }
                    .onAppear { playAnimation() }
                }
                private func playAnimation() {
                    withAnimation(.smooth) { showIcon = true }
                    HapticManager.shared.impact(.light)
                    withAnimation(.smooth.delay(0.5)) {
                        showTitle = true
                        tries += 1
                    }
                    guard tries > 5 else { return }
                    tries = 100
                }
            }
            """#
        let (r, _) = try layOut(code, 400, 200)
        #expect(r.views(withText: "icon").count == 1)
        #expect(r.views(withText: "Welcome").count == 1)
        // The guard's return ends the method, not the action, and stops before 100.
        #expect(r.views(withText: "1").count == 1)

        // An assignment from a stub inside a followed method undoes that method's stores only,
        // as a failed call statement does (Pet Reminder's `definePet()`), and the action goes on.
        let failing = #"""
            struct Pets: View {
                @State private var name = "none"
                @State private var other = 0
                @State private var count = 0
                var body: some View {
                    Text("\(name) \(other) \(count)")
                        .task {
                            await define()
                            count = 3
                        }
                }
                private func define() async {
                    other = 1
                    name = PetStore.shared.first.name
                }
            }
            """#
        let (f, _) = try layOut(failing, 400, 100)
        #expect(f.views(withText: "none 0 3").count == 1)
    }
}

extension RealAppClassesTests {
    @Test(
        "a string is a sequence of characters: enumerated, compactMap, allSatisfy, reduce; its filter a string, its map an optional's; a character's isLetter, wholeNumberValue, asciiValue (Vernissage's encoder)"
    )
    func stringsAsCharacterSequences() throws {
        let code = #"""
            struct V: View {
                let s = "a1b2"
                let maybe: String? = "wxyz"
                var body: some View {
                    VStack(spacing: 0) {
                        Text(s.compactMap { $0.isNumber ? nil : String($0).uppercased() }.joined())
                        Text(maybe.map(\.count).map(String.init) ?? "-")
                        Text(s.filter { $0.isLetter } + "!")
                        Text(s.enumerated().map { "\($0.offset)\($0.element)" }.joined(separator: ","))
                        Text("\(s.allSatisfy { $0.isASCII }) \(s.reduce(0) { $0 + ($1.wholeNumberValue ?? 0) })")
                        Text("\(Character("A").asciiValue ?? 0) \("x".first?.isNumber ?? true)")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 200)
        #expect(r.views(withText: "AB").count == 1)
        // An optional string's `map` applies to the whole string.
        #expect(r.views(withText: "4").count == 1)
        #expect(r.views(withText: "ab!").count == 1)
        #expect(r.views(withText: "0a,11,2b,32").count == 1)
        #expect(r.views(withText: "true 3").count == 1)
        #expect(r.views(withText: "65 false").count == 1)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }
}

extension RealAppClassesTests {
    @Test(
        "calendar.dateInterval(of:for:) is Foundation's DateInterval (start, duration, contains); ProcessInfo's operatingSystemVersion and physicalMemory are an iPhone 16's on iOS 26"
    )
    func dateIntervalsAndProcessInfo() throws {
        let code = #"""
            struct V: View {
                var body: some View {
                    let week = Calendar.current.dateInterval(of: .weekOfYear, for: .now)!
                    VStack(spacing: 0) {
                        Text("\(week.start.formatted(date: .abbreviated, time: .omitted)) \(Int(week.duration / 86400)) \(week.contains(.now))")
                        Text("\(ProcessInfo.processInfo.operatingSystemVersion.majorVersion) \(ProcessInfo.processInfo.physicalMemory >> 30)")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        // The fixed clock's Thursday, January 1, 2026: its week (en_US) starts on Sunday.
        #expect(r.views(withText: "Dec 28, 2025 7 true").count == 1)
        #expect(r.views(withText: "26 8").count == 1)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }
}

extension RealAppClassesTests {
    @Test(
        "#selector is an Objective-C name passed on, no stub (105 warnings in the held-out sets); #URL(\"...\") is the URL"
    )
    func selectorAndURLMacros() throws {
        let code = #"""
            final class Model: NSObject, ObservableObject {
                @Published var n = 1
                override init() {
                    super.init()
                    NotificationCenter.default.addObserver(self, selector: #selector(update), name: .init("x"), object: nil)
                }
                @objc func update() { n += 1 }
            }
            struct V: View {
                @StateObject var m = Model()
                let site = #URL("https://example.com/a")
                var body: some View { Text("\(m.n) \(site.host() ?? "-")") }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(r.views(withText: "1 example.com").count == 1)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }
}

extension RealAppClassesTests {
    @Test(
        "$flag inside an ObservableObject is its @Published publisher (sink, receive, debounce on RunLoop.main: no stubs), and $model.flag in a view stays a binding (ETH Mensa's SettingsManager)"
    )
    func publishedProjections() throws {
        let code = #"""
            final class Settings: ObservableObject {
                @Published var compact = true
                @Published var name = "A"
                private var bag = Set<AnyCancellable>()
                init() {
                    $compact.sink { value in print(value) }.store(in: &bag)
                    $name.receive(on: DispatchQueue.main)
                        .debounce(for: .seconds(1), scheduler: RunLoop.main)
                        .sink { _ in }
                        .store(in: &bag)
                }
            }
            struct V: View {
                @StateObject var s = Settings()
                var body: some View {
                    VStack(spacing: 0) {
                        Text("\(s.compact) \(s.name)")
                        Toggle("Compact", isOn: $s.compact).id("toggle")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 200)
        #expect(r.views(withText: "true A").count == 1)
        #expect(r["toggle"] != nil)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }
}

extension RealAppClassesTests {
    @Test("LazyVGrid(columns: .init(repeating: GridItem(...), count: 2)) is two columns (SotkaApp's journal grid)")
    func gridColumnsThroughArrayInit() throws {
        let code = #"""
            struct V: View {
                var body: some View {
                    LazyVGrid(columns: .init(repeating: GridItem(.flexible(), spacing: 8), count: 2), spacing: 8) {
                        ForEach(0..<4, id: \.self) { i in Color.red.frame(height: 20).id("c\(i)") }
                    }
                    .frame(width: 208)
                }
            }
            """#
        let (r, p) = try layOut(code, 390, 200)
        // 208 wide: two columns of 100 with 8 between; rows 20 tall, 8 apart; centred.
        #expect(frame(r, "c1") == CGRect(x: 199, y: 76, width: 100, height: 20))
        #expect(frame(r, "c2") == CGRect(x: 91, y: 104, width: 100, height: 20))
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }
}

extension RealAppClassesTests {
    @Test(
        "List(data, rowContent: makeRow) with a method; a formatter's timeZone = .init(secondsFromGMT:) or nil; replacingOccurrences(options: .regularExpression); prefix(while:)"
    )
    func galleryClassesOfSetsVAndW() throws {
        let code = #"""
            let stamp: DateFormatter = {
                let f = DateFormatter()
                f.dateFormat = "HH:mm"
                f.timeZone = .init(secondsFromGMT: 3600)
                return f
            }()
            let plain: DateFormatter = {
                let f = DateFormatter()
                f.dateFormat = "HH:mm"
                f.timeZone = nil
                return f
            }()
            struct V: View {
                let days = [1, 2]
                var body: some View {
                    VStack(spacing: 0) {
                        Text("\(stamp.string(from: .now)) \(plain.string(from: .now))")
                        Text("12.0".replacingOccurrences(of: "\\.0$", with: "", options: .regularExpression))
                        Text([1, 2, 5, 3].prefix(while: { $0 < 4 }).map(String.init).joined(separator: ","))
                        List(days, id: \.self, rowContent: makeRow)
                    }
                }
                private func makeRow(_ day: Int) -> some View { Text("Day \(day)") }
            }
            """#
        let (r, p) = try layOut(code, 400, 400)
        // The fixed clock, 9:41 GMT: an hour later an hour east.
        #expect(r.views(withText: "10:41 09:41").count == 1)
        #expect(r.views(withText: "12").count == 1)
        #expect(r.views(withText: "1,2").count == 1)
        #expect(r.views(withText: "Day 2").count == 1)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }
}

extension RealAppClassesTests {
    @Test(
        "NavigationBackport's NBNavigationStack, NBNavigationLink, NBNavigationPath and nbNavigationDestination are the library's (Nostur's 26 labelled frames)"
    )
    func navigationBackport() throws {
        let code = #"""
            struct V: View {
                @State private var path = NBNavigationPath()
                var body: some View {
                    NBNavigationStack(path: $path) {
                        List {
                            NBNavigationLink(value: 3) { Text("Three") }
                        }
                        .navigationTitle("Home")
                        .nbNavigationDestination(for: Int.self) { n in Text("\(n)") }
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 390, 844)
        #expect(r.views(ofType: "NavigationStack").count == 1)
        #expect(r.views(ofType: "NavigationLink").count == 1)
        #expect(r.views(withText: "Three").count == 1)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }
}

extension RealAppClassesTests {
    @Test(
        "of two overloads, formatName(_: [String]) and formatName(_: String), a string takes the second (RIA DigiDoc's signer names)"
    )
    func arrayParameterTakesNoString() throws {
        let code = #"""
            struct NameUtil {
                func formatName(_ parts: [String]) -> String { parts.map { $0.capitalized }.joined(separator: ", ") }
                func formatName(_ name: String) -> String {
                    formatName(name.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
                }
            }
            struct V: View {
                let util = NameUtil()
                var body: some View { Text(util.formatName("signer, 1")) }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(r.views(withText: "Signer, 1").count == 1)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }
}

extension RealAppClassesTests {
    @Test(
        "URLImage shows its inProgress view while loading (ETH Mensa's grey tiles), or an activity indicator with content alone"
    )
    func urlImageLoadingState() throws {
        let code = #"""
            struct V: View {
                let url = URL(string: "https://example.com/a.png")!
                var body: some View {
                    VStack(spacing: 0) {
                        URLImage(url: url) {
                            Color.gray
                        } inProgress: { _ in
                            Color.blue.frame(width: 40, height: 30).id("progress")
                        } failure: { _, _ in
                            Color.red
                        } content: { image in
                            image.resizable()
                        }
                        URLImage(url) { image in image.resizable() }
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 200)
        #expect(frame(r, "progress")?.size == CGSize(width: 40, height: 30))
        #expect(r.views(ofType: "Spinner").count == 1)
        #expect(r.views(withText: "URLImage").isEmpty)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }
}

extension RealAppClassesTests {
    @Test(
        "overloads by range type: a closed range takes ClosedRange, a half-open one Range, a one-sided one PartialRangeFrom; ExpressibleByIntegerLiteral extensions apply to numbers (miataru's QRCode clamps)"
    )
    func rangeOverloadsAndLiteralProtocols() throws {
        let code = #"""
            public extension ExpressibleByIntegerLiteral where Self: FloatingPoint {
                func clamped(to range: Range<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound - 0.5) }
            }
            public extension ExpressibleByIntegerLiteral where Self: Comparable {
                func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
                func clamped(to range: PartialRangeFrom<Self>) -> Self { max(self, range.lowerBound) }
            }
            struct V: View {
                let x = 1.5
                var body: some View {
                    Text("\(x.clamped(to: 0 ... 1)) \(x.clamped(to: 2...)) \(x.clamped(to: 0.0..<1.0)) \(5.clamped(to: 0...3))")
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(r.views(withText: "1.0 2.0 0.5 3").count == 1)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }
}
