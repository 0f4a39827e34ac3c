import Foundation
import Plumb

/// `plumb layout FILE`: the laid-out tree, as text or JSON, and the negotiation.
enum LayoutCommand {
    static let usage =
        "usage: plumb layout FILE_OR_DIR... [--canvas WxH] [--scale N] [--font ahem|inter|PATH] [--dynamic-type SIZE] [--os VERSION] [--color-scheme light|dark] [--layout-direction ltr|rtl] [--locale ID] [--device NAME] [--safe-area T,L,B,R] [--image NAME=WxH]... [--json] [--trace]"

    static let help = """
        \(usage)

        Reads SwiftUI source (files and folders, read as one module; - for standard input; the
        root is the first preview, else the last view), lays it out in the canvas, and prints
        every view, indented, with its frame in canvas coordinates: `HStack "row"  x 0 y 40  200×20`.

        Options:
        \(LayoutOptions.help)
          --json              print the tree as JSON (schema in the README)
          --trace             print the negotiation: every proposal with the size answered,
                              indented by depth, then every placement
          -h, --help          show this help
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        var args = ArgumentList(arguments)
        if args.flag("-h", "--help") {
            print(help)
            return 0
        }
        let json = args.flag("--json")
        let trace = args.flag("--trace")
        let options = try LayoutOptions(&args)
        let (program, tree) = try layOut(try inputFiles(&args), options, tracing: trace)
        let result = tree.result()
        if trace {
            print(tree.traceDescription())
        } else if json {
            print(result.json())
        } else {
            print(result.treeDescription())
        }
        return readStatus(program, tree)
    }
}
