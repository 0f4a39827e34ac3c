// canvas: 390x470
// note: Stroke styles (dashes and their phase, butt/round/square caps, miter/round/bevel joins), `strokeBorder` (inset by half the line, corners concentric), even-odd and non-zero fills, `trim(from:to:)` (from 3 o'clock, clockwise on screen), an `addArc` from 0° to 90° with `clockwise: true` (the long way round: SwiftUI's y-down convention), `UnevenRoundedRectangle`, an inset `Capsule`, and `ContainerRelativeShape` without and inside a `containerShape` (inset concentrically). A custom `Shape` is drawn by its `path(in:)`.
import SwiftUI

struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let r = min(rect.width, rect.height) / 2
        var p = Path()
        p.move(to: CGPoint(x: c.x, y: c.y - r))
        p.addLine(to: CGPoint(x: c.x + r * 0.59, y: c.y + r * 0.81))
        p.addLine(to: CGPoint(x: c.x - r * 0.95, y: c.y - r * 0.31))
        p.addLine(to: CGPoint(x: c.x + r * 0.95, y: c.y - r * 0.31))
        p.addLine(to: CGPoint(x: c.x - r * 0.59, y: c.y + r * 0.81))
        p.closeSubpath()
        return p
    }
}

struct Chevron: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.minX + 8, y: rect.maxY - 8))
        p.addLine(to: CGPoint(x: rect.midX, y: rect.minY + 8))
        p.addLine(to: CGPoint(x: rect.maxX - 8, y: rect.maxY - 8))
        return p
    }
}

struct Shapes: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Rectangle().stroke(Color.blue, style: StrokeStyle(lineWidth: 4, dash: [10, 6]))
                Rectangle().stroke(Color.blue, style: StrokeStyle(lineWidth: 4, dash: [10, 6], dashPhase: 8))
                Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 6, lineCap: .round, dash: [0.1, 12]))
                RoundedRectangle(cornerRadius: 14).strokeBorder(Color.green, lineWidth: 8)
            }
            .frame(height: 60)
            HStack(spacing: 16) {
                Chevron().stroke(Color.purple, style: StrokeStyle(lineWidth: 12, lineCap: .butt, lineJoin: .miter))
                Chevron().stroke(Color.orange, style: StrokeStyle(lineWidth: 12, lineCap: .round, lineJoin: .round))
                Chevron().stroke(Color.teal, style: StrokeStyle(lineWidth: 12, lineCap: .square, lineJoin: .bevel))
            }
            .frame(height: 60)
            HStack(spacing: 16) {
                Star().fill(Color.indigo, style: FillStyle(eoFill: true))
                Star().fill(Color.indigo)
                Circle().trim(from: 0, to: 0.7).stroke(Color.pink, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                Rectangle().trim(from: 0, to: 0.5).fill(Color.brown)
            }
            .frame(height: 70)
            HStack(spacing: 16) {
                Path { p in
                    p.move(to: CGPoint(x: 40, y: 40))
                    p.addArc(center: CGPoint(x: 40, y: 40), radius: 34, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
                    p.closeSubpath()
                }
                .fill(Color.cyan)
                .frame(width: 80, height: 80)
                UnevenRoundedRectangle(topLeadingRadius: 30, bottomTrailingRadius: 10).fill(Color.mint)
                Capsule().inset(by: 8).fill(Color.yellow).background(Color.gray.opacity(0.3))
            }
            .frame(height: 80)
            HStack(spacing: 16) {
                ContainerRelativeShape().fill(Color.blue)
                ContainerRelativeShape().fill(Color.red).padding(8)
                    .background(Color.gray.opacity(0.3), in: RoundedRectangle(cornerRadius: 24, style: .circular))
                    .containerShape(RoundedRectangle(cornerRadius: 24, style: .circular))
            }
            .frame(height: 80)
        }
        .padding()
    }
}
