import Foundation
import Plumb
import Testing

/// Measuring is pure (issue 17; Engine/ContainerValues.swift): a tree's frames do not depend on
/// which questions were asked before, in which order, or on what the memo holds. Every
/// conformance fixture, every example and typical iOS view file, and random trees of the
/// containers that tell their subtree something (ScrollView, containerRelativeFrame, the
/// safe area modifiers, GeometryReader, lazy stacks, bars) are laid out plainly and then:
/// after every node was asked its lengths outside any layout (shuffled, and in reverse),
/// warm after a layout in another canvas, cold after `invalidateLayout()`, and after
/// questions asked between two layouts. Every frame must be the plain layout's.
@Suite("Frames do not depend on the order of questions or on the memo")
struct QueryOrderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every view's type, id, Text and frame, in order.
    static func frames(_ tree: LayoutTree) -> [String] {
        tree.result().root.allViews.map { "\($0.type) \($0.id ?? "") \($0.text ?? "") \($0.frame)" }
    }

    /// The proposals the questions use: none, zero, the canvas's and an unbounded one.
    static func proposals(_ canvas: CGSize) -> [ProposedViewSize] {
        [
            .unspecified, .zero, ProposedViewSize(canvas), .infinity,
            ProposedViewSize(width: canvas.width / 3, height: nil),
        ]
    }

    /// Asks each of `nodes`, in order, its lengths on both axes for every proposal.
    static func ask(_ tree: LayoutTree, _ nodes: [NodeID], canvas: CGSize) {
        for node in nodes {
            for proposal in proposals(canvas) {
                _ = tree.lengthThatFits(node, proposal, axis: .horizontal)
                _ = tree.lengthThatFits(node, proposal, axis: .vertical)
            }
        }
    }

    /// The ways of laying a tree out that must agree, each named; `make` builds a fresh tree.
    /// Returns the ways whose frames differ from the plain layout's.
    static func disagreements(
        canvas: CGSize, scale: CGFloat, safeArea: EdgeInsets = EdgeInsets(), seed: UInt64,
        _ make: () -> LayoutTree
    ) -> [String] {
        func layOut(_ tree: LayoutTree, in size: CGSize = canvas) {
            tree.layout(in: size, scale: scale, safeArea: safeArea)
        }
        let plain = make()
        layOut(plain)
        let expected = frames(plain)
        var rng = SplitMix64(seed: seed)
        var failed: [String] = []
        func check(_ name: String, _ tree: LayoutTree) { if frames(tree) != expected { failed.append(name) } }

        let shuffled = make()
        let all = (0..<Int32(shuffled.nodeCount)).map { NodeID(rawValue: $0) }
        ask(shuffled, all.shuffled(using: &rng), canvas: canvas)
        layOut(shuffled)
        check("questions first, shuffled", shuffled)

        let reversed = make()
        ask(reversed, all.reversed(), canvas: canvas)
        layOut(reversed)
        check("questions first, leaves first", reversed)

        let warm = make()
        layOut(warm, in: CGSize(width: canvas.width * 0.6, height: canvas.height * 1.3))
        layOut(warm)
        check("warm after another canvas", warm)

        warm.invalidateLayout()
        layOut(warm)
        check("cold after invalidateLayout", warm)

        let between = make()
        layOut(between)
        let placed = between.result().root.allViews.map(\.node)
        ask(between, placed.shuffled(using: &rng), canvas: canvas)
        layOut(between)
        check("questions between two layouts", between)
        return failed
    }

    @Test("every conformance fixture")
    func fixtures() throws {
        let folder = Self.root.appendingPathComponent("Tests/PlumbCoreTests/Fixtures")
        let cases = try FixtureRunner.files([folder.path]).flatMap { try FixtureRunner.load($0) }
        #expect(cases.count >= 34)
        for (i, fixture) in cases.enumerated() {
            let failed = Self.disagreements(
                canvas: fixture.canvas, scale: fixture.scale, safeArea: fixture.safeArea, seed: UInt64(i)
            ) { try! FixtureRunner.tree(for: fixture).tree }
            #expect(failed.isEmpty, "\(fixture.id): \(failed)")
        }
    }

    @Test("every example and typical view file, on an iPhone 16")
    func examples() throws {
        let folders = ["Examples", "Tests/SwiftUICompatibilityTests/Views"].map { Self.root.appendingPathComponent($0) }
        let files = try folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
                .map { folder.appendingPathComponent($0) }
        }
        #expect(files.count == 26)
        let device = try #require(DevicePreset.named("iphone-16"))
        var environment = EnvironmentValues()
        environment.statusBarOverlap = device.statusBarOverlap
        for (i, file) in files.enumerated() {
            let program = try SourceReader.read(
                try String(contentsOf: file, encoding: .utf8), name: file.lastPathComponent, canvas: device.size)
            let failed = Self.disagreements(
                canvas: device.size, scale: device.scale, safeArea: device.safeArea, seed: UInt64(i)
            ) { LayoutTree(program.view, environment: environment) }
            #expect(failed.isEmpty, "\(file.lastPathComponent): \(failed)")
        }
    }

    @Test("random trees of containers that tell their subtree something", arguments: Array(UInt64(1)...40))
    func randomContainerTrees(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let view = ContainerTree.random(depth: 5, using: &rng)
        let failed = Self.disagreements(
            canvas: CGSize(width: 320, height: 480), scale: 3,
            safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0), seed: seed
        ) { LayoutTree(view, environment: .ahem) }
        #expect(failed.isEmpty, "seed \(seed): \(failed)")
    }

    @Test("the random container trees do reach every container value")
    func randomTreesReachTheContainers() {
        // A check on the generator: over the seeds, each kind of container appears.
        var kinds = Set<String>()
        for seed in UInt64(1)...40 {
            var rng = SplitMix64(seed: seed)
            let tree = LayoutTree(ContainerTree.random(depth: 5, using: &rng), environment: .ahem)
            tree.layout(in: CGSize(width: 320, height: 480), scale: 3)
            kinds.formUnion(tree.result().root.allViews.map(\.type))
        }
        for kind in [
            "ScrollView", "containerRelativeFrame", "safeAreaPadding", "safeAreaInset", "ignoresSafeArea",
            "GeometryReader", "LazyVStack", "NavigationStack",
        ] {
            #expect(kinds.contains(kind), "no \(kind) in the random trees")
        }
    }
}

/// Random trees of the containers that write container values, around random plain trees.
enum ContainerTree {
    static func random(depth: Int, using rng: inout SplitMix64) -> AnyView {
        func leaf() -> AnyView { RandomViewTree.random(depth: 2, using: &rng).view() }
        guard depth > 0 else { return leaf() }
        func child() -> AnyView { random(depth: depth - 1, using: &rng) }
        let axes: [Axis.Set] = [.vertical, .horizontal, [.horizontal, .vertical]]
        switch Int.random(in: 0...11, using: &rng) {
        case 0: return AnyView(ScrollView(axes.randomElement(using: &rng)!) { child() })
        case 1: return AnyView(child().containerRelativeFrame(axes.randomElement(using: &rng)!))
        case 2:
            let count = Int.random(in: 1...4, using: &rng)
            return AnyView(child().containerRelativeFrame(.horizontal, count: count, span: 1, spacing: 8))
        case 3: return AnyView(child().safeAreaPadding(CGFloat(Int.random(in: 0...20, using: &rng))))
        case 4: return AnyView(child().ignoresSafeArea())
        case 5:
            let inset = child()
            return AnyView(child().safeAreaInset(edge: Bool.random(using: &rng) ? .top : .bottom) { inset })
        case 6:
            let content = child()
            return AnyView(
                GeometryReader { proxy in
                    content.frame(width: proxy.size.width / 2, height: max(proxy.safeAreaInsets.top, 10))
                })
        case 7:
            let rows = Int.random(in: 5...40, using: &rng), height = CGFloat(Int.random(in: 10...60, using: &rng))
            return AnyView(
                ScrollView {
                    LazyVStack {
                        ForEach(0..<rows, id: \.self) { i in Color.red.frame(height: height + CGFloat(i % 3)) }
                    }
                })
        case 8: return AnyView(NavigationStack { child().navigationTitle("Title") })
        case 9:
            return AnyView(
                VStack {
                    child(); child()
                })
        case 10:
            return AnyView(
                HStack {
                    child(); child()
                }.coordinateSpace(name: "space"))
        default:
            return AnyView(
                ZStack {
                    child(); child().padding(4)
                })
        }
    }
}
