// plumb: SwiftUI's layout negotiation on the command line. `plumb --help` lists the commands.
import Foundation
import Plumb

let version = "0.1.0"

let help = """
    usage: plumb COMMAND [OPTIONS]

    Lays out SwiftUI source exactly as SwiftUI would, and shows the negotiation.

    Commands:
      layout FILE_OR_DIR   print every view's frame (--json, --trace for the negotiation)
      explain FILE_OR_DIR  say why each view got its size, with remedies (--id, --json)
      check FILE_OR_DIR... run conformance fixtures and report mismatches
      render FILE_OR_DIR   draw it: --png, --svg, or --html (the picture beside the negotiation)
      hit FILE_OR_DIR --at X,Y  name the view a tap at a point would reach
      previews FILE_OR_DIR list the previews (for --preview N|NAME); with --out DIR, render
                           them all into a gallery (index.html), --compare it with an earlier one
      devices              list the device presets of --device

    Every command that reads source takes files and folders: all the .swift files given are
    read as one module, so views, models and extensions of one file are seen by the others.

    Run `plumb COMMAND --help` for a command's options.
      -h, --help           show this help
      --version            print the version
    """

func main() -> Int32 {
    var arguments = Array(CommandLine.arguments.dropFirst())
    guard let command = arguments.first else {
        printError(help)
        return 2
    }
    arguments.removeFirst()
    let commands: [String: (usage: String, run: ([String]) throws -> Int32)] = [
        "layout": (LayoutCommand.usage, LayoutCommand.run),
        "explain": (ExplainCommand.usage, ExplainCommand.run),
        "check": (CheckCommand.usage, CheckCommand.run),
        "render": (RenderCommand.usage, RenderCommand.run),
        "hit": (HitCommand.usage, HitCommand.run),
        "devices": (DevicesCommand.usage, DevicesCommand.run),
        "previews": (PreviewsCommand.usage, PreviewsCommand.run),
    ]
    switch command {
    case "-h", "--help", "help":
        print(help)
        return 0
    case "--version":
        print("plumb \(version)")
        return 0
    default:
        guard let entry = commands[command] else {
            printError("error: unknown command '\(command)'\n\n\(help)")
            return 2
        }
        do {
            return try entry.run(arguments)
        } catch let error as UsageError {
            printError(error.showsUsage ? "error: \(error.message)\n\(entry.usage)" : "error: \(error.message)")
            return 2
        } catch let failure as CommandFailure {
            printError(failure.message)
            return failure.status
        } catch {
            printError("error: \(error)")
            return 2
        }
    }
}

// Every command runs where the deepest tree Plumb lays out fits: JSON, descriptions and the
// explainer walk the laid-out tree recursively in this code too (PlumbCore's StackSpace).
exit(StackSpace.onOwnThread(levels: LayoutTree.maximumNesting * 2) { main() })
