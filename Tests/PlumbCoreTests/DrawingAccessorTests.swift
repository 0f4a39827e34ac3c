import Foundation
import Testing

@testable import PlumbCore

/// What renderers read from a laid-out tree besides frames: a Text's final lines, paint
/// order of secondary layers, foreground colours, and the continuous corner's outline.
struct DrawingAccessorTests {
    @Test("textLayout(of:) is the Text's layout for the proposal it was placed with")
    func textLayout() throws {
        // "AB CD" at 10 points (Ahem) in a 30-point frame wraps after the space: "AB" / "CD", 20×20.
        let tree = LayoutTree(Text("AB CD").font(.system(size: 10)).frame(width: 30), environment: .ahem)
        tree.layout(in: CGSize(width: 100, height: 100), scale: 2)
        let text = try #require(tree.children(of: tree.root).first)
        let layout = try #require(tree.textLayout(of: text))
        #expect(layout.size == CGSize(width: 20, height: 20))
        #expect(layout.lines.map(\.text) == ["AB", "CD"])  // hanging spaces are not shown
        #expect(layout.lines.map(\.baseline) == [8, 18])
        #expect(tree.textLayout(of: tree.root) == nil)
    }

    @Test("A background's layer paints first; an overlay's after its content")
    func secondaryOrder() {
        let background = LayoutTree(Color.red.background(Color.blue), environment: .ahem)
        #expect(background.paintsSecondaryChildFirst(background.root))
        let overlay = LayoutTree(Color.red.overlay(Color.blue), environment: .ahem)
        #expect(!overlay.paintsSecondaryChildFirst(overlay.root))
    }

    @Test("foregroundColor and Text.foregroundColor are recorded for renderers as foreground effects")
    func foregroundEffects() throws {
        let tree = LayoutTree(VStack { Text("A").foregroundColor(.red) }.foregroundColor(.blue), environment: .ahem)
        tree.layout(in: CGSize(width: 100, height: 100), scale: 2)
        func colors(_ node: NodeID) -> [Color?] {
            tree.effects(of: node).compactMap { if case .foreground(let s) = $0 { return s.color } else { return nil } }
        }
        #expect(colors(tree.root) == [.blue])
        let text = try #require(tree.children(of: tree.root).first)
        #expect(colors(text) == [.red])
        let reset = LayoutTree(VStack { Text("A") }.foregroundColor(nil), environment: .ahem)
        let style = reset.effects(of: reset.root).compactMap {
            if case .foreground(let s) = $0 { return s } else { return nil }
        }
        #expect(style.first?.base as? HierarchicalShapeStyle == .primary)
    }

    @Test("A continuous corner starts 1.52866483 radii from the corner and meets the edge there")
    func continuousCorners() throws {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 10, style: .continuous)
        // move, then per corner: line, curve, line, curve, curve; then close.
        #expect(path.elements.count == 1 + 4 * 5 + 1)
        guard case .move(let start) = path.elements[0], case .line(let top) = path.elements[1],
            case .curve(let end, let c1, _) = path.elements[2], case .curve(let diagonal, _, _) = path.elements[4],
            case .curve(let edge, _, _) = path.elements[5]
        else {
            Issue.record("expected curves")
            return
        }
        #expect(abs(start.x - 15.2866483) < 1e-9 && start.y == 0)
        #expect(abs(top.x - 84.7133517) < 1e-9 && top.y == 0)
        #expect(abs(c1.x - 89.1150677) < 1e-9 && c1.y == 0)
        #expect(abs(end.x - 93.3006573) < 1e-9 && abs(end.y - 0.65496) < 1e-9)
        #expect(abs(diagonal.x - 99.2508824) < 1e-9 && abs(diagonal.y - 6.3149399) < 1e-9)
        #expect(abs(edge.x - 100) < 1e-9 && abs(edge.y - 15.2866483) < 1e-9)
        // Too large a radius for the curve: circular corners instead.
        let tight = Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 10, style: .continuous)
        #expect(
            tight == Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 10, style: .circular))
    }
}
