import Foundation
import Plumb

/// `plumb previews FILE_OR_DIR...`: the previews the files declare, numbered for `--preview`.
enum PreviewsCommand {
    static let usage = "usage: plumb previews FILE_OR_DIR..."

    static let help = """
        \(usage)

        Lists the previews of SwiftUI source (`#Preview` in all its forms and each view of a
        `PreviewProvider`'s `previews`), read as one module: a number, the name when the
        preview has one, and file:line. `--preview N` or `--preview NAME` on layout, render,
        explain and hit picks one.

        Exit status: 0 when the files read (even with no previews), 2 when they do not.

        Options (those that decide what is read):
          --platform NAME     what #if reads: ios (default), macos, watchos, tvos, visionos
          --define NAME       a compilation condition #if reads as true; repeatable
          -h, --help          show this help
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        var args = ArgumentList(arguments)
        if args.flag("-h", "--help") {
            print(help)
            return 0
        }
        let options = try LayoutOptions(&args)
        let program = try readProgram(try inputFiles(&args), options)
        if program.previews.isEmpty { print("no previews") }
        for (i, preview) in program.previews.enumerated() {
            let location = "\(preview.location.file):\(preview.location.line)"
            print("\(i + 1)  \(preview.name.map { "\"\($0)\"" } ?? "(unnamed)")  \(location)")
        }
        return 0
    }
}
