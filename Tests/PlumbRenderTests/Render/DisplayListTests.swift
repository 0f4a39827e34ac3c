import Foundation
import Plumb
import Testing

/// What each view puts in the display list, and in which order (SPEC §5: background,
/// overlay, clipping and opacity change drawing, not layout).
struct DisplayListTests {
    /// The operations of `code`, as (kind, view type, id, colour) lines.
    func operations(_ code: String, canvas: CGSize = CGSize(width: 100, height: 100)) throws -> [String] {
        try Scene(code, canvas: canvas).list().operations.map { item in
            let view = item.view.map { $0.type + ($0.id.map { " \"\($0)\"" } ?? "") } ?? "-"
            switch item.operation {
            case .fill(_, let p, _): return "fill \(view) \(RGBA8(p.representativeColor))"
            case .stroke(_, let p, let s): return "stroke \(view) \(RGBA8(p.representativeColor)) \(s.lineWidth)"
            case .image(let i): return "image \(view) \(i.name)"
            case .group(let g): return "group \(view) opacity \(g.opacity) clip \(g.clip != nil)"
            }
        }
    }

    @Test("A background paints before its content, an overlay after (SPEC §5)")
    func layerOrder() throws {
        #expect(
            try operations(#"Text("A").background(Color.red).overlay(Color.blue)"#) == [
                // A colour is a shape style: the style overloads fill a rectangle.
                "fill Rectangle RGBA8(255, 56, 60, 255)", "fill Text RGBA8(0, 0, 0, 255)",
                "fill Rectangle RGBA8(0, 136, 255, 255)",
            ])
    }

    @Test("Containers, frames, padding and spacers draw nothing of their own")
    func containersDrawNothing() throws {
        #expect(
            try operations("HStack { Spacer(); Color.red.frame(width: 10, height: 10).padding(4) }.frame(width: 80)")
                == [
                    "fill Color RGBA8(255, 56, 60, 255)"
                ])
    }

    @Test("hidden() removes a view's drawing; opacity(0) too")
    func hidden() throws {
        #expect(
            try operations(
                """
                HStack { Color.red.frame(width: 10, height: 10).hidden(); Color.green.opacity(0).frame(width: 10, height: 10);
                         Color.blue.frame(width: 10, height: 10) }
                """) == ["fill Color RGBA8(0, 136, 255, 255)"])
    }

    @Test(
        "A view at an opacity is its paint at that opacity; on a container each view inside; a compositing group fades as one"
    )
    func opacityGroups() throws {
        #expect(
            try operations("Color.red.frame(width: 10, height: 10).opacity(0.5)") == [
                "fill Color RGBA8(255, 56, 60, 128)"
            ])
        #expect(
            try operations("HStack { Color.red; Color.blue }.frame(width: 20, height: 10).opacity(0.5)") == [
                "fill Color RGBA8(255, 56, 60, 128)", "fill Color RGBA8(0, 136, 255, 128)",
            ])
        #expect(
            try operations(
                "HStack { Color.red; Color.blue }.frame(width: 20, height: 10).compositingGroup().opacity(0.5)") == [
                    "group frame opacity 0.5 clip false", "fill Color RGBA8(255, 56, 60, 255)",
                    "fill Color RGBA8(0, 136, 255, 255)",
                ])
    }

    @Test("clipped() and clipShape(_:) group the view's drawing under a clip in its frame")
    func clips() throws {
        let scene = try Scene(
            "Color.red.frame(width: 40, height: 40).clipShape(Circle())", canvas: CGSize(width: 100, height: 100))
        guard case .group(let group) = scene.list().items.first?.operation else {
            Issue.record("expected a group")
            return
        }
        #expect(group.clip == Circle().path(in: CGRect(x: 30, y: 30, width: 40, height: 40)))
        #expect(
            try operations("Color.red.frame(width: 10, height: 10).clipped()") == [
                "group frame opacity 1.0 clip true", "fill Color RGBA8(255, 56, 60, 255)",
            ])
    }

    @Test("border(_:width:) strokes inside the frame: the outline inset by half the width")
    func border() throws {
        let scene = try Scene(
            "Color.clear.frame(width: 20, height: 20).border(Color.black, width: 4)",
            canvas: CGSize(width: 100, height: 100))
        guard case .stroke(let path, let paint, let style) = scene.list().items.first?.operation,
            let color = paint.color
        else {
            Issue.record("expected a stroke")
            return
        }
        #expect(path == Path(CGRect(x: 42, y: 42, width: 16, height: 16)))
        #expect(RGBA8(color) == RGBA8(r: 0, g: 0, b: 0) && style.lineWidth == 4)
    }

    @Test("foregroundStyle and foregroundColor colour the shapes and text inside, innermost first")
    func foreground() throws {
        #expect(
            try operations(
                """
                VStack { Circle().frame(width: 10, height: 10); Text("A").foregroundColor(.blue); Text("B") }.foregroundStyle(.green)
                """) == [
                    "fill Circle RGBA8(52, 199, 89, 255)", "fill Text RGBA8(0, 136, 255, 255)",
                    "fill Text RGBA8(52, 199, 89, 255)",
                ])
        #expect(try operations(#"Text("A").foregroundStyle(.secondary)"#) == ["fill Text RGBA8(60, 60, 67, 153)"])
    }

    @Test("zIndex reorders siblings: higher paints later, equal keeps declaration order")
    func zIndex() throws {
        #expect(
            try operations(
                """
                ZStack { Color.red.frame(width: 10, height: 10).zIndex(1); Color.blue.frame(width: 10, height: 10); Color.green.frame(width: 10, height: 10) }
                """) == [
                    "fill Color RGBA8(0, 136, 255, 255)", "fill Color RGBA8(52, 199, 89, 255)",
                    "fill Color RGBA8(255, 56, 60, 255)",
                ])
    }

    @Test("A Text is one fill: a subpath per glyph at the lines the measurer chose")
    func textOutlines() throws {
        // "AB C" at 10 points is 40 wide; in a 25-point frame it wraps to "AB " / "C".
        let scene = try Scene(
            #"Text("AB C").font(.system(size: 10)).frame(width: 25)"#, canvas: CGSize(width: 100, height: 100))
        guard case .fill(let path, _, _) = scene.list().items.first?.operation else {
            Issue.record("expected a fill")
            return
        }
        // The Text is 20×20 at (40, 40): A at (40, 40), B at (50, 40), C at (40, 50).
        var expected = Path()
        expected.addRect(CGRect(x: 40, y: 40, width: 10, height: 10))
        expected.addRect(CGRect(x: 50, y: 40, width: 10, height: 10))
        expected.addRect(CGRect(x: 40, y: 50, width: 10, height: 10))
        #expect(path == expected)
    }

    @Test(
        "redacted(reason: .placeholder): each line a bar (its bounds inset 2, radius 4) and an image a block, in the foreground at 16%; unredacted() and frames unchanged"
    )
    func placeholderRedaction() throws {
        // "AB C" at 10 points wraps in 25 points to "AB " / "C": lines 20 and 10 wide, 10 tall.
        let scene = try Scene(
            #"""
            VStack(spacing: 0) {
                Text("AB C").font(.system(size: 10)).frame(width: 25).foregroundStyle(.red)
                Image(systemName: "star").frame(width: 20, height: 20)
                Text("D").font(.system(size: 10)).unredacted()
            }
            .redacted(reason: .placeholder)
            """#, canvas: CGSize(width: 100, height: 100))
        let fills = scene.list().items.compactMap { item -> (Path, DisplayPaint)? in
            if case .fill(let path, let paint, _) = item.operation { return (path, paint) }
            return nil
        }
        // The stack is 25×50 at (37.5, 25): the Text 20×20 at (40, 25), the symbol below it,
        // "D" at (45, 65), drawn as glyphs.
        var bars = Path()
        bars.addPath(Path(roundedRect: CGRect(x: 42, y: 27, width: 16, height: 6), cornerRadius: 3))
        bars.addPath(Path(roundedRect: CGRect(x: 42, y: 37, width: 6, height: 6), cornerRadius: 3))
        #expect(fills.count == 3)
        #expect(fills.first?.0 == bars)
        #expect(fills.first?.1 == DisplayPaint.color(Color(red: 1, green: 56 / 255, blue: 60 / 255).opacity(0.16)))
        // The symbol's frame, 19×20 at (40.5, 45), inset by 2.
        #expect(
            fills.dropFirst().first?.0
                == Path(roundedRect: CGRect(x: 42.5, y: 47, width: 15, height: 16), cornerRadius: 4))
        #expect(fills.last?.0 == Path(CGRect(x: 45, y: 65, width: 10, height: 10)))
    }

    @Test(
        "a placeholder's label is Plumb's, never redacted: an unknown view in a redacted loading state keeps its name as glyphs"
    )
    func placeholderLabelsAreNotRedacted() throws {
        let scene = try Scene(
            "VStack { FancyChart(); Text(\"Wait\") }.redacted(reason: .placeholder)",
            canvas: CGSize(width: 300, height: 100))
        let glyphCounts = scene.list().items.compactMap { item -> Int? in
            guard case .fill(let path, _, _) = item.operation else { return nil }
            return path.elements.filter { if case .closeSubpath = $0 { true } else { false } }.count
        }
        // "FancyChart" as 10 glyphs (Ahem squares); "Wait" one redacted bar.
        #expect(glyphCounts.contains(10))
        #expect(!glyphCounts.contains(4))
    }

    @Test("strokeBorder insets the outline by half the line width; stroke centres it on the frame")
    func strokes() throws {
        let inset = try Scene(
            "Circle().strokeBorder(Color.red, lineWidth: 4).frame(width: 20, height: 20)",
            canvas: CGSize(width: 20, height: 20))
        guard case .stroke(let path, _, let style) = inset.list().items.first?.operation, style.lineWidth == 4 else {
            Issue.record("expected a stroke 4 wide")
            return
        }
        #expect(path == Circle().path(in: CGRect(x: 2, y: 2, width: 16, height: 16)))
    }

    @Test("--frames adds an outline for every distinct frame, a pixel wide, drawn by no view")
    func frameOverlay() throws {
        let scene = try Scene(
            "HStack(spacing: 0) { Color.red.frame(width: 10, height: 10) }", canvas: CGSize(width: 100, height: 100))
        let list = scene.list(DrawingOptions(showsFrames: true))
        let outlines = list.items.compactMap { item -> Path? in
            if case .stroke(let path, _, let style) = item.operation, item.view == nil, style.lineWidth == 0.5 {
                return path
            }
            return nil
        }
        // HStack, frame and Color share one frame, 45…55 at scale 2: outlined 0.25 inside it.
        #expect(outlines == [Path(CGRect(x: 45.25, y: 45.25, width: 9.5, height: 9.5))])
    }

    @Test("SwiftUI's named colours are iOS's light-mode system colours")
    func namedColours() {
        #expect(RGBA8(Color.red) == RGBA8(r: 255, g: 59, b: 48))
        #expect(RGBA8(Color.orange) == RGBA8(r: 255, g: 149, b: 0))
        #expect(RGBA8(Color.green) == RGBA8(r: 52, g: 199, b: 89))
        #expect(RGBA8(Color.blue) == RGBA8(r: 0, g: 122, b: 255))
        #expect(RGBA8(Color.indigo) == RGBA8(r: 88, g: 86, b: 214))
        #expect(RGBA8(Color.gray) == RGBA8(r: 142, g: 142, b: 147))
        #expect(RGBA8(Color.secondary) == RGBA8(r: 60, g: 60, b: 67, a: 153))
    }
}
