import Foundation
import Testing

@testable import PlumbCore

/// The source reader's marks on views reach the warnings about them (ViewProtocol/SourceMark.swift):
/// found while a marked view resolves, while its lazy rows are made, or about one of its
/// nodes during layout.
struct SourceMarkTests {
    /// A layout that answers no size: the engine warns about its node when placing it.
    struct NoSize: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: CGFloat.nan, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    func warnings<V: View>(_ view: V) -> [String: Int?] {
        let tree = LayoutTree(view)
        tree.layout(in: CGSize(width: 100, height: 100), scale: 1)
        return Dictionary(tree.warnings.map { ($0.message, $0.sourceMark) }, uniquingKeysWith: { a, _ in a })
    }

    @Test("a warning found while a marked view resolves carries the innermost mark around it; unmarked views give none")
    func resolving() {
        let spacer = AnyView(Spacer(minLength: .infinity))._sourceMarked(20)
        let view = AnyView(
            VStack(spacing: .nan) {
                spacer
                AnyView(HStack(spacing: .infinity) { Text("a") })
            }
        )._sourceMarked(10)
        #expect(
            warnings(view) == [
                "invalid length (negative or non-finite): VStack(spacing: nan); the default is used": 10,
                "invalid length (negative or non-finite): Spacer(minLength: inf); the default is used": 20,
                // An unmarked view inside a marked one: the enclosing mark.
                "invalid length (negative or non-finite): HStack(spacing: inf); the default is used": 10,
            ])
        let unmarked: [String: Int?] = [
            "invalid length (negative or non-finite): VStack(spacing: nan); the default is used": nil
        ]
        #expect(warnings(VStack(spacing: .nan) { Text("a") }) == unmarked)
    }

    @Test("erasing a marked view again keeps its mark")
    func erasing() {
        let marked = AnyView(Text("a"))._sourceMarked(3)
        #expect(AnyView(AnyView(marked))._sourceMark == 3)
        #expect(AnyView(Text("a"))._sourceMark == nil)
    }

    @Test("a lazy stack's rows, made while it is laid out, carry the mark of the views they come from")
    func lazyRows() {
        let rows = AnyView(ForEach(0..<3) { _ in Spacer(minLength: .nan) })._sourceMarked(50)
        let view = ScrollView { LazyVStack { rows } }
        #expect(
            warnings(view) == [
                "invalid length (negative or non-finite): Spacer(minLength: nan); the default is used": 50
            ])
    }

    @Test("a warning about a node found during layout carries the mark of the nearest marked view at or around it")
    func layingOut() {
        let view = VStack { AnyView(NoSize { Color.red })._sourceMarked(7) }
        #expect(
            warnings(view) == [
                "view size is invalid: (nan, 10.0); 0 is used": 7,
                "view origin is invalid: (nan, 45.0); placed at the container's origin": 7,
            ])
        let inner = AnyView(VStack { NoSize { Color.red } })._sourceMarked(8)
        #expect(warnings(inner)["view size is invalid: (nan, 10.0); 0 is used"] == 8)
    }

    @Test("replacing a marked view by an unmarked one of the same shape drops its mark")
    func replacing() {
        let tree = LayoutTree(VStack { AnyView(NoSize { Color.red })._sourceMarked(7) })
        tree.layout(in: CGSize(width: 100, height: 100), scale: 1)
        let child = tree.children(of: tree.root)[0]
        tree.replace(child, with: NoSize { Color.blue })
        tree.layout(in: CGSize(width: 100, height: 90), scale: 1)
        #expect(tree.sourceMark(of: child.rawValue) == nil)
    }
}
