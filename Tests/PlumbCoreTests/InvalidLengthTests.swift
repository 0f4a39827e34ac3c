import Foundation
import Testing

@testable import PlumbCore

/// Non-finite lengths through the library API: one policy (``InvalidLength``, SwiftUI's for
/// invalid frame dimensions): replaced by what not giving them means, one warning, finite frames.
struct InvalidLengthTests {
    func allFinite(_ result: LayoutResult) -> Bool {
        func walk(_ v: LaidOutView) -> Bool {
            let f = v.frame
            return f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite
                && v.children.allSatisfy(walk)
        }
        return walk(result.root)
    }

    @Test("offset and position: a non-finite component is 0, with one warning")
    func offsetAndPosition() {
        for bad in [CGFloat.infinity, -.infinity, .nan] {
            let offset = layout(Color.red.frame(width: 10, height: 10).id("o").offset(x: bad, y: 5), 100, 100)
            expectFrame(offset, "o", x: 45, y: 50, width: 10, height: 10)
            #expect(
                offset.warnings.map(\.message) == [
                    "invalid length (negative or non-finite): offset(x: \(Double(bad)), y: 5.0); 0 is used"
                ])
            let position = layout(Color.red.frame(width: 10, height: 10).position(x: 30, y: bad).id("p"), 100, 100)
            #expect(position.warnings.count == 1)
            #expect(allFinite(position))
        }
        // 1e19 is finite: kept (SwiftUI keeps it), and the frame is finite.
        let far = layout(Color.red.frame(width: 10, height: 10).id("o").offset(x: 1e19), 100, 100)
        expectFrame(far, "o", x: 1e19 + 45)
        #expect(far.warnings.isEmpty)
    }

    @Test("padding, stack spacing, Spacer(minLength:): non-finite is the default or 0, negative padding is kept")
    func paddingSpacingSpacer() {
        let padded = layout(Color.red.frame(width: 10, height: 10).padding(.infinity).id("p"), 100, 100)
        expectFrame(padded, "p", width: 10, height: 10)
        #expect(padded.warnings.count == 1)
        #expect(
            padded.warnings[0].message.hasPrefix("invalid length (negative or non-finite): padding(EdgeInsets(top: inf")
        )
        let negative = layout(Color.red.frame(width: 10, height: 10).padding(-2).id("p"), 100, 100)
        expectFrame(negative, "p", width: 6, height: 6)
        #expect(negative.warnings.isEmpty)
        let stack = layout(
            VStack(spacing: .nan) {
                Color.red.frame(width: 10, height: 10); Color.red.frame(width: 10, height: 10)
            }.id("s"), 100, 100)
        expectFrame(stack, "s", width: 10, height: 28)  // the default 8 between two colours
        #expect(
            stack.warnings.map(\.message) == [
                "invalid length (negative or non-finite): VStack(spacing: nan); the default is used"
            ])
        for bad in [CGFloat.infinity, .nan, -3] {
            let spacer = layout(
                HStack(spacing: 0) {
                    Spacer(minLength: bad); Color.red.frame(width: 10, height: 10)
                }.id("h"), 100, 100)
            expectFrame(spacer, "h", x: 0, width: 100)
            #expect(
                spacer.warnings.map(\.message) == [
                    "invalid length (negative or non-finite): Spacer(minLength: \(Double(bad))); the default is used"
                ])
            #expect(allFinite(spacer))
        }
    }

    @Test("a flexible frame's infinite minimum or ideal is dropped as an infinite width is")
    func infiniteMinimum() {
        let result = layout(Color.red.frame(minWidth: .infinity, minHeight: 5).id("f"), 100, 100)
        expectFrame(result, "f", width: 100, height: 100)
        #expect(result.warnings.map(\.message) == ["invalid frame dimension (negative or non-finite)"])
        #expect(allFinite(result))
    }

    @Test("saturating conversion: NaN is 0, beyond the range the bound, else truncation")
    func saturating() {
        #expect(Int(saturating: Double.nan) == 0)
        #expect(Int(saturating: Double.infinity) == .max)
        #expect(Int(saturating: -Double.infinity) == .min)
        #expect(Int(saturating: 1e19) == .max)
        #expect(Int(saturating: 9.223372036854775807e18) == .max)
        #expect(Int(saturating: -9.223372036854775808e18) == .min)
        #expect(Int(saturating: -2.7) == -2)
        #expect(Int32(saturating: 1e10) == .max)
        #expect(UInt8(saturating: -1.0) == 0)
    }

    @Test("an arc of 1e308 radians takes a bounded number of curves and ends where it should")
    func hugeArc() {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .radians(1e308), clockwise: false)
        #expect(path.elements.count <= 20)
        #expect(path.elements.count >= 5)
    }
}
