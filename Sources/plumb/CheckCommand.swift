import Foundation
import Plumb

/// `plumb check FILE_OR_DIR...`: runs conformance fixtures.
enum CheckCommand {
    static let usage = "usage: plumb check FILE_OR_DIR... [--verbose]"

    static let help = """
        \(usage)

        Runs conformance fixtures (JSON files in the format of Tests/PlumbCoreTests/Fixtures/README.md;
        a folder means its *.json files): `plumb check Tests/PlumbCoreTests/Fixtures` runs the
        project's copy. Each case's code is read, laid out in its canvas at
        its scale (with its safe area, Dynamic Type size and iOS release when it names them:
        "safeArea", "dynamicType", "os"; default iOS 26), and every listed frame number
        compared within its tolerance. Failing cases
        are printed with their source and each mismatch; the last line is `N passed, M failed`.
        Exit status: 0 when every case passed, 1 when one failed, 2 when a file is unreadable.

        Options:
          --verbose           also list the cases that passed
          -h, --help          show this help
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        var args = ArgumentList(arguments)
        if args.flag("-h", "--help") {
            print(help)
            return 0
        }
        let verbose = args.flag("--verbose", "-v")
        let paths = try args.positionals()
        guard !paths.isEmpty else { throw UsageError(message: "missing FILE_OR_DIR") }
        var cases: [FixtureCase] = []
        do {
            for url in try FixtureRunner.files(paths) { cases += try FixtureRunner.load(url) }
        } catch {
            throw CommandFailure(message: "error: \(error)", status: 2)
        }
        var passed = 0, failed = 0
        for fixture in cases {
            let outcome = FixtureRunner.run(fixture)
            if outcome.passed {
                passed += 1
                if verbose { print("PASS \(fixture.id) (\(fixture.file))") }
                continue
            }
            failed += 1
            print("FAIL \(fixture.id) (\(fixture.file))" + (fixture.source.isEmpty ? "" : " — \(fixture.source)"))
            if let error = outcome.error {
                for line in error.split(separator: "\n", omittingEmptySubsequences: false) { print("  \(line)") }
            }
            for mismatch in outcome.mismatches { print("  \(mismatch)") }
        }
        print("\(passed) passed, \(failed) failed")
        return failed == 0 ? 0 : 1
    }
}
