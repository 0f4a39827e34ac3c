import Foundation
import Plumb

/// `plumb explain FILE`: why each view got its size, in plain English or as JSON.
enum ExplainCommand {
    static let usage =
        "usage: plumb explain FILE_OR_DIR... [--id ID] [--json] [--no-remedies] [--canvas WxH] [--scale N] [--font ahem|inter|PATH] [--dynamic-type SIZE] [--os VERSION] [--color-scheme light|dark] [--layout-direction ltr|rtl] [--locale ID] [--device NAME] [--safe-area T,L,B,R] [--image NAME=WxH|NAME=FILE]..."

    static let help = """
        \(usage)

        Reads SwiftUI source (files and folders as one module; - for standard input), lays it
        out as `plumb layout` does, and explains every view (or only the views given --id): what it was proposed
        and what it answered; inside a stack, how far it can shrink and grow, its priority
        group, its turn, the length left when its turn came and what it was offered; what
        happened to it (fits, wraps, truncated, ignored its proposal, overflows an ancestor
        and why); and the usual remedies that apply, each predicted by laying everything out
        again with the change.

        Options:
        \(LayoutOptions.help)
          --id ID             explain only the views given .id("ID")
          --json              print the explanation as JSON (the same facts, for tools)
          --no-remedies       skip the remedies (each costs one more layout per view)
          -h, --help          show this help

        Exit status: 0 on success, 1 when code run during layout fails, 2 for bad usage,
        unreadable input, or an --id no view has.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        var args = ArgumentList(arguments)
        if args.flag("-h", "--help") {
            print(help)
            return 0
        }
        let json = args.flag("--json")
        let remedies = !args.flag("--no-remedies")
        let id = try args.value("--id")
        let options = try LayoutOptions(&args)
        // Read and lay out as `plumb layout` does (its warnings, its ids), then explain.
        let (program, tree) = try layOut(try inputFiles(&args), options)
        let explainer = LayoutExplainer(
            program.view, canvas: options.canvas, scale: options.scale, safeArea: options.safeArea,
            environment: tree.environment)
        let explanation = explainer.explain(id: id, remedies: remedies)
        if let id, explanation.views.isEmpty {
            let known = Set(tree.result().root.allViews.compactMap(\.id)).sorted()
            let list = known.isEmpty ? "no view has an id" : "ids: " + known.map { "\"\($0)\"" }.joined(separator: ", ")
            throw CommandFailure(message: "error: no view has the id \"\(id)\" (\(list))", status: 2)
        }
        print(json ? explanation.json() : explanation.text())
        return readStatus(program, tree, counting: false)
    }
}
