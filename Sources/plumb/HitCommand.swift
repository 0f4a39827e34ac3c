import Foundation
import Plumb

/// `plumb hit FILE_OR_DIR... --at X,Y`: the view a tap at a point would reach.
enum HitCommand {
    static let usage =
        "usage: plumb hit FILE_OR_DIR... --at X,Y [--canvas WxH] [--scale N] [--font ahem|inter|PATH] [--os VERSION] [--color-scheme light|dark] [--layout-direction ltr|rtl] [--locale ID] [--device NAME] [--image NAME=WxH|NAME=FILE]..."

    static let help = """
        \(usage)

        Lays out SwiftUI source and names the view a tap at (X, Y) (canvas points) would reach,
        front to back, with SwiftUI's hit shapes: a shape or colour where it is drawn, a Text
        where its glyphs are, an image over its frame; a frame's or a stack's empty area
        reaches nothing. contentShape(_:) gives a view its own shape; allowsHitTesting(false)
        and hidden() let taps through.

        Prints the view reached, then each view around it out to the root, one a line:
          Text "title"  x 16 y 20  80×20
            in frame  x 0 y 20  390×20
        Exit status: 0 when a view is reached, 1 when the tap reaches nothing, 2 for bad input.

        Options:
          --at X,Y            the point, in canvas points (required)
        \(LayoutOptions.help)
          -h, --help          show this help
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        var args = ArgumentList(arguments)
        if args.flag("-h", "--help") {
            print(help)
            return 0
        }
        guard let at = try args.value("--at") else { throw UsageError(message: "missing --at X,Y") }
        let parts = at.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
            throw UsageError(message: "--at expects X,Y in points, like 120,40 (got '\(at)')")
        }
        let options = try LayoutOptions(&args)
        let (program, tree) = try layOut(try inputFiles(&args), options)
        let status = readStatus(program, tree, counting: false)
        let path = HitTester(tree: tree).hitPath(at: CGPoint(x: x, y: y))
        guard !path.isEmpty else {
            print("nothing at \(at): no view's hit shape is there")
            return 1
        }
        for (i, node) in path.enumerated() {
            let f = tree.frame(of: node)
            print(
                (i == 0 ? "" : "  in ") + tree.label(node)
                    + "  x \(format(f.minX)) y \(format(f.minY))  \(format(f.width))×\(format(f.height))")
        }
        return status
    }

    static func format(_ v: CGFloat) -> String {
        let r = (v * 100).rounded() / 100
        if abs(r) >= 1e15 || !r.isFinite { return formatLength(v) }
        return r == r.rounded()
            ? String(Int(r))
            : String(format: "%.2f", Double(r)).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
    }
}
