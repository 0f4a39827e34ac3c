import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbSource

/// The reader's shapes: `Path` values, custom `Shape` types, `UnevenRoundedRectangle`,
/// `ContainerRelativeShape`, `trim` and `inset`, drawn by the library's shapes.
struct ShapeReaderTests {
    /// The paths of the tree's shapes, in their frames, in tree order.
    func shapePaths(_ code: String, _ width: CGFloat = 200, _ height: CGFloat = 100) throws -> [(String, Path)] {
        let program = try SourceReader.read(code, name: "Test.swift", canvas: CGSize(width: width, height: height))
        let tree = LayoutTree(program.view, environment: .ahem)
        tree.layout(in: CGSize(width: width, height: height), scale: 2)
        var out: [(String, Path)] = []
        func walk(_ node: NodeID) {
            if case .shape(let shape, _)? = tree.content(of: node) {
                let frame = tree.frame(of: node)
                out.append((tree.typeName(of: node), shape.path(in: CGRect(origin: .zero, size: frame.size))))
            }
            for child in tree.children(of: node) { walk(child) }
        }
        walk(tree.root)
        return out
    }

    @Test("A custom Shape's path(in:) is called with the shape's own rectangle")
    func customShape() throws {
        let paths = try shapePaths(
            """
            struct Triangle: Shape {
                func path(in rect: CGRect) -> Path {
                    var p = Path()
                    p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    p.closeSubpath()
                    return p
                }
            }
            struct ContentView: View {
                var body: some View { Triangle().fill(.red).frame(width: 40, height: 30) }
            }
            """)
        #expect(paths.count == 1)
        #expect(paths[0].0 == "Triangle")
        #expect(
            paths[0].1.elements == [
                .move(to: CGPoint(x: 20, y: 0)), .line(to: CGPoint(x: 40, y: 30)), .line(to: CGPoint(x: 0, y: 30)),
                .closeSubpath,
            ])
    }

    @Test("Path { p in ... } builds the path in its parameter; arcs read .degrees")
    func pathClosure() throws {
        let paths = try shapePaths(
            """
            Path { p in
                p.move(to: CGPoint(x: 0, y: 0))
                p.addArc(center: CGPoint(x: 20, y: 20), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
                p.addRect(CGRect(x: 50, y: 0, width: 10, height: 10))
            }
            .stroke(.blue, lineWidth: 2)
            """)
        #expect(paths.count == 1)
        let p = paths[0].1
        #expect(p.elements.count == 8)  // move, line, one cubic; the rectangle: move, three lines, close
        #expect(p.elements[1] == .line(to: CGPoint(x: 30, y: 20)))
        #expect(p.boundingRect == CGRect(x: 0, y: 0, width: 60, height: 30))
    }

    @Test("UnevenRoundedRectangle reads both initialisers; trim and inset apply to shapes")
    func unevenTrimInset() throws {
        let paths = try shapePaths(
            """
            VStack(spacing: 0) {
                UnevenRoundedRectangle(topLeadingRadius: 10, style: .circular).frame(width: 40, height: 20)
                UnevenRoundedRectangle(cornerRadii: .init(bottomTrailing: 5), style: .circular).frame(width: 40, height: 20)
                Rectangle().trim(from: 0, to: 0.5).frame(width: 10, height: 20)
                Rectangle().inset(by: 4).frame(width: 40, height: 20)
            }
            """)
        #expect(paths.count == 4)
        #expect(paths[0].1.elements.first == .move(to: CGPoint(x: 10, y: 0)))
        #expect(paths[1].1.elements.contains(.line(to: CGPoint(x: 40, y: 15))))
        #expect(
            paths[2].1.elements == [
                .move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 20)),
            ])
        #expect(paths[3].1 == Path(CGRect(x: 4, y: 4, width: 32, height: 12)))
    }

    @Test("ContainerRelativeShape is a rectangle by itself; containerShape(_:) records the container's shape")
    func containerRelative() throws {
        let program = try SourceReader.read(
            """
            ContainerRelativeShape().padding(4).containerShape(Circle())
            """, name: "Test.swift", canvas: CGSize(width: 40, height: 20))
        let tree = LayoutTree(program.view, environment: .ahem)
        tree.layout(in: CGSize(width: 40, height: 20), scale: 2)
        let shapes = try shapePaths("ContainerRelativeShape().frame(width: 40, height: 20)")
        #expect(shapes.map(\.1) == [Path(CGRect(x: 0, y: 0, width: 40, height: 20))])
        #expect(tree.effects(of: tree.root).contains { if case .containerShape = $0 { true } else { false } })
    }

    @Test("A path's properties read: boundingRect, currentPoint; trimmedPath and offsetBy make paths")
    func pathProperties() throws {
        let paths = try shapePaths(
            """
            struct Boxed: Shape {
                func path(in rect: CGRect) -> Path {
                    var p = Path()
                    p.move(to: CGPoint(x: 0, y: 0))
                    p.addLine(to: CGPoint(x: 10, y: 5))
                    let end = p.currentPoint ?? .zero
                    var box = Path()
                    box.addRect(CGRect(x: 0, y: 0, width: p.boundingRect.width, height: end.y))
                    return box.offsetBy(dx: 1, dy: 2).trimmedPath(from: 0, to: 0.5)
                }
            }
            struct ContentView: View { var body: some View { Boxed() } }
            """)
        #expect(
            paths.first?.1.elements == [
                .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 11, y: 2)), .line(to: CGPoint(x: 11, y: 7)),
            ])
    }

    @Test("A shape's transforms keep it a shape: offset, rotation, scale and size move its outline, never its frame")
    func shapeTransforms() throws {
        let code = """
            VStack(spacing: 0) {
                Rectangle().offset(x: 3, y: 4).fill(.red).frame(width: 10, height: 20).id("a")
                Rectangle().rotation(.degrees(90)).stroke(.blue).frame(width: 10, height: 20).id("b")
                Rectangle().scale(0.5, anchor: .topLeading).frame(width: 10, height: 20).id("c")
                Rectangle().size(width: 4, height: 6).frame(width: 10, height: 20).id("d")
            }
            """
        let paths = try shapePaths(code, 10, 80)
        func rounded(_ r: CGRect) -> CGRect {
            CGRect(x: r.minX.rounded(), y: r.minY.rounded(), width: r.width.rounded(), height: r.height.rounded())
        }
        #expect(
            paths.map { rounded($0.1.boundingRect) } == [
                CGRect(x: 3, y: 4, width: 10, height: 20), CGRect(x: -5, y: 5, width: 20, height: 10),
                CGRect(x: 0, y: 0, width: 5, height: 10), CGRect(x: 0, y: 0, width: 4, height: 6),
            ])
        // The frames are the shapes' own: 10 × 20 each, stacked.
        let (r, p) = try layOut(code, 10, 80)
        #expect(p.warnings.isEmpty)
        #expect(
            ["a", "b", "c", "d"].map { frame(r, $0) }
                == (0..<4).map { CGRect(x: 0, y: CGFloat($0) * 20, width: 10, height: 20) })
    }

    @Test("A filled shape stroked again (iOS 17) draws the stroke over the fill, in the shape's frame")
    func fillThenStroke() throws {
        let program = try SourceReader.read(
            """
            HStack(spacing: 0) {
                Circle().fill(.yellow).stroke(.blue, lineWidth: 4).frame(width: 20, height: 20)
                Capsule().stroke(.red, lineWidth: 2).fill(.green).frame(width: 30, height: 10)
                RoundedRectangle(cornerRadius: 4).fill(.black).strokeBorder(.white, lineWidth: 2).frame(width: 10, height: 10)
            }
            """, name: "Test.swift", canvas: CGSize(width: 60, height: 20))
        #expect(program.warnings.isEmpty)
        let tree = LayoutTree(program.view, environment: .ahem)
        tree.layout(in: CGSize(width: 60, height: 20), scale: 2)
        var shapes: [(CGRect, CGFloat?, Path)] = []
        func walk(_ node: NodeID) {
            if case .shape(let shape, let fill)? = tree.content(of: node) {
                let frame = tree.frame(of: node)
                shapes.append((frame, fill.stroke?.lineWidth, shape.path(in: CGRect(origin: .zero, size: frame.size))))
            }
            for child in tree.children(of: node) { walk(child) }
        }
        walk(tree.root)
        #expect(
            shapes.map(\.0) == [
                CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 0, y: 0, width: 20, height: 20),
                CGRect(x: 20, y: 5, width: 30, height: 10), CGRect(x: 20, y: 5, width: 30, height: 10),
                CGRect(x: 50, y: 5, width: 10, height: 10), CGRect(x: 50, y: 5, width: 10, height: 10),
            ])
        #expect(shapes.map(\.1) == [nil, 4, 2, nil, nil, 2])
        // strokeBorder insets the outline by half the line width.
        #expect(shapes[5].2.boundingRect == CGRect(x: 1, y: 1, width: 8, height: 8))
    }
}
