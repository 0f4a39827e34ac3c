import Foundation
import PlumbTestSupport
import Testing

/// `Scripts/docs.sh` builds the DocC catalog (`Sources/Plumb/Plumb.docc`) with the symbols of
/// the modules this test run built, without a single warning: every symbol link in the
/// articles, the topic groups and the doc comments resolves. What `.ci/run` checks by running
/// the suite. (That a broken link fails the script, exit status 1 and docc's message, is not
/// run here: a second conversion of every symbol page would cost as much again. Check it by
/// hand: `Scripts/docs.sh --catalog DIR` with a page that links ``NoSuchView``.)
struct DocumentationBuildTests {
    struct Run {
        var status: Int32
        var output: String
    }

    static func docs(_ arguments: [String]) throws -> Run {
        let modules = try #require(DocumentationSamplesTests.modulesFolder, "no built modules beside the test bundle")
        let process = Process()
        process.executableURL = repositoryRoot.appendingPathComponent("Scripts/docs.sh")
        // --no-build: a `swift build` inside `swift test` would wait for the build's lock.
        process.arguments = ["--no-build"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["PLUMB_MODULES"] = modules.path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: text, as: UTF8.self))
    }

    @Test("Scripts/docs.sh builds the documentation with no warning: the landing page, the articles and every type")
    func docsBuild() throws {
        let site = Scratch.folder.appendingPathComponent("plumb-docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: site) }
        let run = try Self.docs(["--output", site.path])
        #expect(run.status == 0, "\(run.output)")
        let pages = site.appendingPathComponent("documentation/plumb")
        for page in [
            "gettingstarted", "renderingonaserver", "snapshottesting", "explainingsizes", "howplumblaysout",
            "hstack", "layouttree", "view/frame(width:height:alignment:)",
        ] {
            #expect(
                FileManager.default.fileExists(atPath: pages.appendingPathComponent("\(page)/index.html").path),
                "\(page)")
        }
        for module in ["plumbtext", "plumbtesting"] {
            #expect(
                FileManager.default.fileExists(
                    atPath: site.appendingPathComponent("documentation/\(module)/index.html").path), "\(module)")
        }
        // One page per public type of `import Plumb` (about 480), not the handful of a failed graph.
        let typePages = try FileManager.default.contentsOfDirectory(atPath: pages.path).count
        #expect(typePages > 400, "\(typePages) pages")
    }
}
