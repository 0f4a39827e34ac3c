import Foundation
import Testing

@testable import PlumbCore

/// Right-to-left layout (Engine/RightToLeft.swift), rule by rule: every container's
/// placement of its children is mirrored within its bounds; the root stays centred.
///
/// Canvas 200×100 at scale 2 unless a test says otherwise. A left-to-right child at x with
/// width w in a container spanning [minX, maxX] lands at minX + maxX − x − w.
struct RightToLeftTests {
    /// Lays `view` out in a right-to-left environment.
    func rtl<V: View>(_ view: V, _ width: CGFloat = 200, _ height: CGFloat = 100) -> LayoutResult {
        var env = EnvironmentValues.ahem
        env.layoutDirection = .rightToLeft
        return layout(view, width, height, environment: env)
    }

    @Test("an HStack's first child is on the right: 20 and 30 wide in a 50-wide stack at 75")
    func hstackOrder() {
        let view = HStack(spacing: 0) {
            fixed(20, 20).id("a"); fixed(30, 20).id("b")
        }
        let ltr = layout(view, 200, 100)
        expectFrame(ltr, "a", x: 75, width: 20)
        expectFrame(ltr, "b", x: 95, width: 30)
        let r = rtl(view)
        expectFrame(r, "@root", x: 75, width: 50)  // the root is centred, not mirrored
        expectFrame(r, "a", x: 105, y: 40, width: 20)
        expectFrame(r, "b", x: 75, y: 40, width: 30)
    }

    @Test("the environment modifier does it too, and LayoutSubviews.layoutDirection says so")
    func environmentModifier() {
        final class Seen: @unchecked Sendable { var directions: [LayoutDirection] = [] }
        struct Recorder: Layout {
            let seen: Seen
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 50, height: 20)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                seen.directions.append(subviews.layoutDirection)
                subviews[0].place(at: bounds.origin, proposal: .unspecified)
            }
        }
        let seen = Seen()
        let view = VStack {
            Recorder(seen: seen) { fixed(10, 10).id("l") }
            Recorder(seen: seen) { fixed(10, 10).id("r") }.environment(\.layoutDirection, .rightToLeft)
        }
        let result = layout(view, 200, 100)
        #expect(seen.directions == [.leftToRight, .rightToLeft])
        expectFrame(result, "l", x: 75)  // top-leading of a 50-wide layout at 75
        expectFrame(result, "r", x: 115)  // top-leading is its top-right: 125 − 10
    }

    @Test("VStack alignment leading and trailing: the right and the left edge")
    func vstackAlignment() {
        let leading = rtl(
            VStack(alignment: .leading, spacing: 0) {
                fixed(20, 10).id("a"); fixed(40, 10).id("b")
            })
        expectFrame(leading, "a", x: 100)
        expectFrame(leading, "b", x: 80)
        let trailing = rtl(
            VStack(alignment: .trailing, spacing: 0) {
                fixed(20, 10).id("a"); fixed(40, 10).id("b")
            })
        expectFrame(trailing, "a", x: 80)
        expectFrame(trailing, "b", x: 80)
    }

    @Test("ZStack and frame alignment: leading is the right, trailing the left, top stays top")
    func zstackAndFrameAlignment() {
        let z = rtl(
            ZStack(alignment: .topLeading) {
                fixed(20, 20).id("a"); fixed(60, 40).id("b")
            })
        expectFrame(z, "a", x: 110, y: 30)
        expectFrame(z, "b", x: 70, y: 30)
        let leading = rtl(fixed(20, 20).id("c").frame(width: 100, height: 50, alignment: .leading))
        expectFrame(leading, "c", x: 130, y: 40)
        let trailing = rtl(fixed(20, 20).id("c").frame(width: 100, height: 50, alignment: .bottomTrailing))
        expectFrame(trailing, "c", x: 50, y: 55)
        let center = rtl(fixed(20, 20).id("c").frame(width: 100, height: 50))
        expectFrame(center, "c", x: 90, y: 40)
    }

    @Test("overlay and background alignment mirror like a frame's")
    func secondaryAlignment() {
        let r = rtl(
            fixed(100, 40).overlay(alignment: .leading) { fixed(10, 10).id("o") }
                .background(alignment: .trailing) { fixed(10, 10).id("b") })
        expectFrame(r, "o", x: 140)  // the primary spans 50...150
        expectFrame(r, "b", x: 50)
    }

    @Test("padding's leading inset is on the right, its trailing inset on the left")
    func padding() {
        let leading = rtl(fixed(20, 20).id("c").padding(.leading, 10))
        expectFrame(leading, "@root", x: 85, width: 30)
        expectFrame(leading, "c", x: 85, width: 20)
        let both = rtl(fixed(20, 20).id("c").padding(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 16)))
        expectFrame(both, "@root", x: 80, width: 40)
        expectFrame(both, "c", x: 96)  // 4 from the right edge (120), 16 from the left (80)
    }

    @Test("a Spacer pushes the other way: the first view at the right edge, the last at the left")
    func spacers() {
        let r = rtl(
            HStack {
                fixed(20, 20).id("a"); Spacer().id("s"); fixed(20, 20).id("b")
            }.frame(width: 200))
        expectFrame(r, "a", x: 180)
        expectFrame(r, "s", x: 20, width: 160)
        expectFrame(r, "b", x: 0)
    }

    @Test("where the direction changes, the placing container's direction decides")
    func nestedDirectionChange() {
        let inner = HStack(spacing: 0) {
            fixed(10, 10).id("c"); fixed(15, 10).id("d")
        }
        // Outer right to left, inner left to right: the inner stack is placed mirrored and
        // keeps its own order. The outer stack spans 77.5...122.5.
        let r = rtl(
            HStack(spacing: 0) {
                fixed(20, 20).id("a")
                inner.environment(\.layoutDirection, .leftToRight).id("inner")
            })
        expectFrame(r, "a", x: 102.5)
        expectFrame(r, "inner", x: 77.5, width: 25)
        expectFrame(r, "c", x: 77.5)
        expectFrame(r, "d", x: 87.5)
        // Outer left to right, inner right to left: the inner stack stays in place, its
        // children swap.
        let l = layout(
            HStack(spacing: 0) {
                fixed(20, 20).id("a")
                inner.environment(\.layoutDirection, .rightToLeft).id("inner")
            }, 200, 100)
        expectFrame(l, "a", x: 77.5)
        expectFrame(l, "inner", x: 97.5)
        expectFrame(l, "c", x: 112.5)
        expectFrame(l, "d", x: 97.5)
    }

    @Test("a custom Layout written left to right is mirrored without code of its own")
    func customLayout() {
        struct Row: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }, height: 20)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var x = bounds.minX
                for subview in subviews {
                    subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                    x += subview.sizeThatFits(.unspecified).width
                }
            }
        }
        let r = rtl(
            Row {
                fixed(10, 10).id("a"); fixed(30, 10).id("b"); fixed(20, 10).id("c")
            })
        // The row spans 70...130.
        expectFrame(r, "a", x: 120)
        expectFrame(r, "b", x: 90)
        expectFrame(r, "c", x: 70)
    }

    @Test("offset(x:) is mirrored: +10 moves left in right to left; y is unchanged")
    func offset() {
        let ltr = layout(fixed(20, 20).id("c").offset(x: 10, y: 5), 200, 100)
        expectFrame(ltr, "c", x: 100, y: 45)
        let r = rtl(fixed(20, 20).id("c").offset(x: 10, y: 5))
        expectFrame(r, "c", x: 80, y: 45)
        expectFrame(r, "@root", x: 90, y: 40)  // the offset's own frame does not move
    }

    @Test("position(x:y:) is measured from the parent's leading edge, the right")
    func position() {
        let r = rtl(fixed(20, 20).id("c").position(x: 30, y: 40))
        expectFrame(r, "c", x: 160, y: 30)  // centred 30 from the right edge: 170
    }

    @Test("an alignment guide's value stays leading-based: leading − 10 indents towards the left")
    func alignmentGuide() {
        let view = VStack(alignment: .leading, spacing: 0) {
            fixed(40, 10).id("a")
            fixed(10, 10).alignmentGuide(.leading) { $0[.leading] - 10 }.id("b")
        }
        let ltr = layout(view, 200, 100)
        expectFrame(ltr, "a", x: 80)
        expectFrame(ltr, "b", x: 90)  // 10 from the stack's leading (left) edge
        let r = rtl(view)
        expectFrame(r, "a", x: 80)
        expectFrame(r, "b", x: 100)  // 10 from its leading (right) edge: 120 − 10 − 10
    }

    @Test("Grid and LazyVGrid columns run right to left")
    func grids() {
        let grid = rtl(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    fixed(30, 10).id("a"); fixed(50, 10).id("b")
                }
            })
        expectFrame(grid, "a", x: 110)  // the grid spans 60...140
        expectFrame(grid, "b", x: 60)
        let lazy = rtl(
            LazyVGrid(columns: [GridItem(.fixed(30), spacing: 0), GridItem(.fixed(50))], spacing: 0) {
                fixed(30, 10).id("a"); fixed(50, 10).id("b")
            })
        expectFrame(lazy, "a", x: 110)
        expectFrame(lazy, "b", x: 60)
    }

    @Test("a horizontal ScrollView's content starts at its right edge")
    func horizontalScrollView() {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                fixed(150, 20).id("a"); fixed(150, 20).id("b")
            }.id("content")
        }.frame(width: 200, height: 20)
        let ltr = layout(view, 200, 100)
        expectFrame(ltr, "content", x: 0, width: 300)
        expectFrame(ltr, "a", x: 0)
        let r = rtl(view)
        expectFrame(r, "content", x: -100, width: 300)
        expectFrame(r, "a", x: 50)
        expectFrame(r, "b", x: -100)
    }

    @Test("safeAreaInset(edge: .leading) sits at the right edge")
    func safeAreaInsetLeading() {
        let view = Color.red.id("m").safeAreaInset(edge: .leading, spacing: 0) { fixed(20, 100).id("i") }
        let ltr = layout(view, 200, 100)
        expectFrame(ltr, "i", x: 0)
        let r = rtl(view)
        expectFrame(r, "i", x: 180, width: 20)
    }

    @Test("ignoresSafeArea(edges: .leading) reaches over a leading safeAreaPadding, which is on the right")
    func safeAreaPaddingAndIgnoring() {
        let leading = rtl(Color.blue.id("c").ignoresSafeArea(.container, edges: .leading).safeAreaPadding(.leading, 20))
        expectFrame(leading, "c", x: 0, width: 200)
        let trailing = rtl(
            Color.blue.id("c").ignoresSafeArea(.container, edges: .trailing).safeAreaPadding(.leading, 20))
        expectFrame(trailing, "c", x: 0, width: 180)
        let ltr = layout(
            Color.blue.id("c").ignoresSafeArea(.container, edges: .trailing).safeAreaPadding(.leading, 20), 200, 100)
        expectFrame(ltr, "c", x: 20, width: 180)
    }

    @Test("a GeometryProxy's leading safe-area inset is the right one; its global frame stays in canvas coordinates")
    func geometryProxyInsets() {
        final class Seen: @unchecked Sendable { var insets: [EdgeInsets] = []; var frames: [CGRect] = [] }
        func read(_ direction: LayoutDirection) -> Seen {
            let seen = Seen()
            var env = EnvironmentValues.ahem
            env.layoutDirection = direction
            let view = GeometryReader { proxy in
                let _ = seen.insets.append(proxy.safeAreaInsets)
                let _ = seen.frames.append(proxy.frame(in: .global))
                Color.clear
            }.ignoresSafeArea()
            let tree = LayoutTree(view, environment: env)
            tree.layout(
                in: CGSize(width: 200, height: 100), scale: 2,
                safeArea: EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0))
            return seen
        }
        #expect(read(.leftToRight).insets.last == EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0))
        #expect(read(.rightToLeft).insets.last == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 10))
        #expect(read(.rightToLeft).frames.last == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test("a GeometryReader places its content at its top-right corner")
    func geometryReader() {
        let r = rtl(GeometryReader { _ in fixed(20, 20).id("c") }.frame(width: 100, height: 50))
        expectFrame(r, "c", x: 130, y: 25)
    }

    @Test("multilineTextAlignment(.leading) puts short lines at the right; .trailing at the left")
    func textLines() throws {
        func lines(_ alignment: TextAlignment, _ direction: LayoutDirection) throws -> [CGFloat] {
            var env = EnvironmentValues.ahem
            env.layoutDirection = direction
            // "AB CDEF" at 10 points in 40: "AB" (20 wide) over "CDEF" (40).
            let tree = LayoutTree(
                Text("AB CDEF").font(.system(size: 10)).multilineTextAlignment(alignment).frame(width: 40),
                environment: env)
            tree.layout(in: CGSize(width: 200, height: 100), scale: 2)
            let text = try #require(tree.children(of: tree.root).first)
            let layout = try #require(tree.textLayout(of: text))
            #expect(layout.lines.map(\.text) == ["AB", "CDEF"])
            return layout.lines.map(\.origin.x)
        }
        #expect(try lines(.leading, .leftToRight) == [0, 0])
        #expect(try lines(.leading, .rightToLeft) == [20, 0])
        #expect(try lines(.trailing, .rightToLeft) == [0, 0])
        #expect(try lines(.trailing, .leftToRight) == [20, 0])
        #expect(try lines(.center, .rightToLeft) == [10, 0])
    }

    /// The drawing transforms on the node with `id`.
    func transforms(_ view: some View, _ direction: LayoutDirection) -> [DrawingTransform] {
        var env = EnvironmentValues.ahem
        env.layoutDirection = direction
        let tree = LayoutTree(view, environment: env)
        return tree.effects(of: tree.root).compactMap {
            if case .transform(let t) = $0 { return t } else { return nil }
        }
    }

    @Test("flipsForRightToLeftLayoutDirection(true) mirrors the drawing in right to left only")
    func flipsForRightToLeft() {
        let image = Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true)
        #expect(transforms(image, .rightToLeft) == [.horizontalMirror])
        #expect(transforms(image, .leftToRight) == [])
        #expect(
            transforms(Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(false), .rightToLeft) == [])
        // Images are not flipped unless asked.
        #expect(transforms(Image(systemName: "arrow.right"), .rightToLeft) == [])
        #expect(
            transforms(Color.red.layoutDirectionBehavior(.mirrors(in: .leftToRight)), .leftToRight) == [
                .horizontalMirror
            ])
        #expect(DrawingTransform.horizontalMirror == .scale(CGSize(width: -1, height: 1), anchor: .center))
    }

    @Test("rotation and scale effects are mirrored: the angle negated, the anchor's x reflected")
    func drawingTransforms() {
        #expect(
            transforms(Color.red.rotationEffect(.degrees(30), anchor: .topLeading), .rightToLeft)
                == [.rotation(Angle(radians: -Angle.degrees(30).radians), anchor: .topTrailing)])
        #expect(
            transforms(Color.red.scaleEffect(2, anchor: .leading), .rightToLeft)
                == [.scale(CGSize(width: 2, height: 2), anchor: .trailing)])
        let t = CGAffineTransform(translationX: 5, y: 0)
        #expect(
            transforms(Color.red.transformEffect(t), .rightToLeft) == [
                .horizontalMirror, .affine(t), .horizontalMirror,
            ])
        #expect(
            transforms(Color.red.rotationEffect(.degrees(30)), .leftToRight) == [
                .rotation(.degrees(30), anchor: .center)
            ])
    }

    @Test("custom shapes and Paths mirror; Rectangle, Circle, Capsule, Ellipse, RoundedRectangle do not")
    func shapes() {
        struct Wedge: Shape {
            func path(in rect: CGRect) -> Path {
                var p = Path()
                p.move(to: rect.origin)
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
                return p
            }
        }
        #expect(transforms(Wedge(), .rightToLeft) == [.horizontalMirror])
        #expect(transforms(Wedge().fill(Color.red), .rightToLeft) == [.horizontalMirror])
        #expect(transforms(Wedge(), .leftToRight) == [])
        #expect(transforms(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), .rightToLeft) == [.horizontalMirror])
        #expect(transforms(Rectangle(), .rightToLeft) == [])
        #expect(transforms(Circle().stroke(Color.red), .rightToLeft) == [])
        #expect(transforms(Capsule(), .rightToLeft) == [])
        #expect(transforms(Ellipse(), .rightToLeft) == [])
        #expect(transforms(RoundedRectangle(cornerRadius: 4).strokeBorder(Color.red), .rightToLeft) == [])
    }

    @Test("replace(_:with:) builds the new view in the direction of the one it replaces")
    func replaceKeepsDirection() throws {
        var env = EnvironmentValues.ahem
        env.layoutDirection = .rightToLeft
        let tree = LayoutTree(fixed(100, 20).overlay(alignment: .leading) { fixed(10, 10) }, environment: env)
        tree.layout(in: CGSize(width: 200, height: 100), scale: 2)
        let overlay = try #require(tree.children(of: tree.root).last)
        let replaced = tree.replace(
            overlay,
            with: HStack(spacing: 0) {
                fixed(10, 10).id("x"); fixed(20, 10).id("y")
            })
        tree.layout(in: CGSize(width: 200, height: 100), scale: 2)
        let result = tree.result()
        #expect(tree.frame(of: replaced).minX == 120)  // the overlay's leading edge is its right (150)
        expectFrame(result, "x", x: 140)
        expectFrame(result, "y", x: 120)
    }
}
