import Foundation
import Plumb
import Testing

/// Foundation's `AttributedString` as views build one (issue "Swift and Foundation as apps use
/// them": Foundation evaluated by Foundation): parts given SwiftUI's attributes, joined with
/// `+=` and `append(_:)`, shown by `Text(_:)` with each run's colour and font, as foqos's
/// `CustomToggle` and TempBox's `MarkdownLinkText` write them. Ahem's glyphs are solid squares
/// one point per point of size, so a run's colour is the colour of its squares.
struct AttributedStringPixelTests {
    func render(_ code: String, width: CGFloat = 80, height: CGFloat = 20) throws -> (Bitmap, LayoutTree, SourceProgram)
    {
        let canvas = CGSize(width: width, height: height)
        let program = try SourceReader.read(code, name: "Styled.swift", canvas: canvas)
        let tree = LayoutTree(program.view, environment: .ahem)
        tree.layout(in: canvas, scale: 1)
        return (RasterRenderer(scale: 1).render(DisplayList(tree)), tree, program)
    }

    @Test(
        "runs joined with += and append(_:) keep their colours (one merged from a container): black 'ab', red 'cd', blue 'ef', 60 × 10 pt"
    )
    func coloredRuns() throws {
        let code = """
            import SwiftUI
            struct V: View {
                var styled: AttributedString {
                    var result = AttributedString()
                    result += AttributedString("ab")
                    var middle = AttributedString("cd")
                    middle.foregroundColor = .red
                    result += middle
                    var blue = AttributeContainer()
                    blue.foregroundColor = Color(red: 0, green: 0, blue: 1)
                    result.append(AttributedString("ef").mergingAttributes(blue))
                    return result
                }
                var body: some View {
                    Text(styled).font(.system(size: 10)).id("text")
                }
            }
            """
        let (bitmap, tree, program) = try render(code)
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        // Six characters of 10 pt, centred in 80 × 20: x 10...70, y 5...15.
        #expect(tree.result()["text"]?.frame == CGRect(x: 10, y: 5, width: 60, height: 10))
        #expect(rgba(bitmap, 15, 10) == [0, 0, 0, 255])
        #expect(rgba(bitmap, 35, 10) == [255, 56, 60, 255])  // iOS 26's red
        #expect(rgba(bitmap, 55, 10) == [0, 0, 255, 255])
    }

    @Test(
        "an AttributeContainer merged, a font attribute (20 pt 'cd' beside 10 pt 'ab': 60 × 20 pt) and a link in the tint colour"
    )
    func containerFontAndLink() throws {
        let code = """
            import SwiftUI
            struct V: View {
                var styled: AttributedString {
                    var container = AttributeContainer()
                    container.font = .system(size: 20)
                    var big = AttributedString("cd", attributes: container)
                    var link = AttributedString("ab")
                    link.link = URL(string: "https://example.com")
                    return link + big
                }
                var body: some View {
                    Text(styled).font(.system(size: 10)).id("text")
                }
            }
            """
        let (bitmap, tree, program) = try render(code, height: 40)
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        #expect(tree.result()["text"]?.frame == CGRect(x: 10, y: 10, width: 60, height: 20))
        // The link's squares (x 10...30) in the accent colour (iOS 26's blue), the large run's in the primary.
        #expect(rgba(bitmap, 15, 25) == [0, 136, 255, 255])
        #expect(rgba(bitmap, 45, 20) == [0, 0, 0, 255])
    }

    @Test(
        "an extension's init sets self, then a part found with range(of:options:) takes its own colour: red 'ab', blue 'CD', red 'ef'"
    )
    func rangeOfPart() throws {
        let code = """
            import SwiftUI
            extension AttributedString {
                init(site: String, domain: String) {
                    self = AttributedString(site)
                    if let match = self.range(of: domain, options: [.caseInsensitive, .diacriticInsensitive]) {
                        self.foregroundColor = Color.red
                        self[match].foregroundColor = Color(red: 0, green: 0, blue: 1)
                    }
                }
            }
            struct V: View {
                var body: some View {
                    Text(AttributedString(site: "abCDef", domain: "cd")).font(.system(size: 10)).id("text")
                }
            }
            """
        let (bitmap, tree, program) = try render(code)
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        #expect(tree.result()["text"]?.frame == CGRect(x: 10, y: 5, width: 60, height: 10))
        #expect(rgba(bitmap, 15, 10) == [255, 56, 60, 255])
        #expect(rgba(bitmap, 35, 10) == [0, 0, 255, 255])
        #expect(rgba(bitmap, 55, 10) == [255, 56, 60, 255])
    }
}
