import Foundation
import Plumb
@testable import PlumbSource
import Testing

/// Classes of code set Q's unseen apps showed (isowords, CommonsFinder, AmpFin, Kiwix, Pulse).
extension RealAppClassesTests {
    @Test(
        "an app's Font.custom(_:size:) over a tagged name calls the library's with its raw value, and ends; rawValue of a string is the string"
    )
    func fontOverloadOfTaggedName() throws {
        // isowords: `typealias FontName = Tagged<Font, String>` (swift-tagged, not read) and
        // `extension Font { static func custom(_ name: FontName, size: CGFloat) -> Self {
        // .custom(name.rawValue, size: size) } }`. The inner call is SwiftUI's; taken for the
        // app's again, it called itself until memory ran out.
        let code = #"""
            typealias FontName = Tagged<Font, String>
            extension FontName {
                static let matter: Self = "Matter-Regular"
            }
            extension Font {
                static func custom(_ name: FontName, size: CGFloat) -> Self {
                    .custom(name.rawValue, size: size)
                }
            }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text("ab").font(.custom(.matter, size: 20)).id("t")
                        Text(FontName.matter.rawValue).font(.system(size: 10)).id("raw")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code)
        #expect(!p.warnings.contains { $0.message.contains("rawValue") }, "\(p.warnings)")
        // Ahem: 20 pt text is 20 points a character; the raw value is the string.
        #expect(frame(r, "t")?.size == CGSize(width: 40, height: 20))
        #expect(frame(r, "raw")?.size == CGSize(width: 140, height: 10))
    }
}
