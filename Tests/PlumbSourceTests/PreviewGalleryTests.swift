import Foundation
import PlumbTestSupport
import Plumb
import Testing

/// `plumb previews --out`: the gallery of the project's own `Examples/` and of small modules
/// made for one case each, run through the built executable as a user runs it. Galleries
/// render at one pixel a point with Ahem text, so each takes about a second.
struct PreviewGalleryTests {
    static let fast = ["--scale", "1", "--font", "ahem"]

    /// A fresh folder in the temporary directory.
    static func folder(_ name: String) throws -> String {
        let url = Scratch.folder.appendingPathComponent(
            "plumb-gallery-\(UUID().uuidString)-\(name)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// A copy of `Examples/` to edit.
    static func examplesCopy() throws -> String {
        let copy = try folder("examples") + "/Examples"
        try FileManager.default.copyItem(atPath: repositoryRoot.appendingPathComponent("Examples").path, toPath: copy)
        return copy
    }

    /// `DIR/previews.json`'s previews (and removed ones), as plain JSON.
    static func manifest(_ dir: String) throws -> (
        previews: [[String: Any]], removed: [[String: Any]], json: [String: Any]
    ) {
        let data = try #require(FileManager.default.contents(atPath: dir + "/previews.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (try #require(json["previews"] as? [[String: Any]]), json["removed"] as? [[String: Any]] ?? [], json)
    }

    /// Every file of a folder, by name.
    static func contents(_ dir: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: dir) {
            files[name] = FileManager.default.contents(atPath: dir + "/" + name)
        }
        return files
    }

    /// `plumb previews DIR`'s listing: each preview's name, file (relative to DIR) and line.
    static func listing(_ dir: String) throws -> [(name: String?, file: String, line: Int)] {
        let run = try CommandLineTests.plumb(["previews", dir])
        #expect(run.status == 0)
        return try run.stdout.split(separator: "\n").map { line in
            let parts = line.components(separatedBy: "  ")
            let location = try #require(parts.last), colon = try #require(location.lastIndex(of: ":"))
            let name = parts[1] == "(unnamed)" ? nil : String(parts[1].dropFirst().dropLast())
            return (
                name, String(location[..<colon].dropFirst(dir.count + 1)),
                try #require(Int(location[location.index(after: colon)...]))
            )
        }
    }

    static func write(_ code: String, to path: String) throws {
        try Data(code.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test(
        "Examples/ become a gallery: one PNG and page per listed preview, the manifest names them with their sizes and hashes"
    )
    func examplesGallery() throws {
        let examples = repositoryRoot.appendingPathComponent("Examples").path
        let listed = try PreviewGalleryTests.listing(examples)
        #expect(listed.count >= 5)

        let out = try PreviewGalleryTests.folder("examples")
        let run = try CommandLineTests.plumb(["previews", examples, "--out", out] + PreviewGalleryTests.fast)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\(listed.count) preview pictures"))
        let (previews, removed, json) = try PreviewGalleryTests.manifest(out)
        #expect(json["format"] as? Int == 1)
        #expect(previews.count == listed.count)
        #expect(removed.isEmpty)
        // The listing's order, file, line and name; the id and file names follow from them.
        var perFile: [String: Int] = [:]
        for (entry, preview) in zip(previews, listed) {
            #expect(entry["file"] as? String == preview.file && entry["line"] as? Int == preview.line)
            #expect(entry["name"] as? String == preview.name)
            #expect(entry["scheme"] as? String == "light")
            let k = perFile[preview.file, default: 0] + 1
            perFile[preview.file] = k
            #expect(entry["id"] as? String == preview.file + "#" + (preview.name ?? "\(k)"))
            let stem =
                preview.file.replacingOccurrences(of: ".swift", with: "") + "-\(k)"
                + (preview.name.map { "-" + $0.replacingOccurrences(of: " ", with: "-") } ?? "")
            #expect(entry["png"] as? String == stem + ".png" && entry["html"] as? String == stem + ".html")
        }
        #expect(previews.first?["id"] as? String == "Card.swift#1")
        for entry in previews {
            let png = try #require(entry["png"] as? String), html = try #require(entry["html"] as? String)
            let bytes = try #require(FileManager.default.contents(atPath: out + "/" + png))
            let image = try PNGDecoder.decode(Array(bytes))
            // No preview of Examples asks for a layout: the default canvas, 390×844 points, at one pixel a point.
            #expect((image.width, image.height) == (390, 844))
            #expect(entry["width"] as? Int == image.width && entry["height"] as? Int == image.height)
            let sum = try CommandLineTests.run("/usr/bin/sha256sum", [out + "/" + png])
            #expect(sum.hasPrefix(try #require(entry["sha256"] as? String) + " "))
            let page = String(
                decoding: try #require(FileManager.default.contents(atPath: out + "/" + html)), as: UTF8.self)
            #expect(page.hasPrefix("<!DOCTYPE html>") && page.contains("<svg"))
        }
        // The picture is the one `plumb render --png` draws for that preview.
        let rendered = try PreviewGalleryTests.folder("render") + "/card.png"
        #expect(
            try CommandLineTests.plumb(
                ["render", examples, "--preview", "1", "--png", rendered] + PreviewGalleryTests.fast
            ).status == 0)
        // (Its pixels: the gallery writes its PNGs in the fast mode, plumb render in the standard one.)
        let renderedBytes = try #require(FileManager.default.contents(atPath: rendered))
        let galleryBytes = try #require(FileManager.default.contents(atPath: out + "/Card-1.png"))
        #expect(try PNGDecoder.decode(Array(renderedBytes)) == PNGDecoder.decode(Array(galleryBytes)))
        #expect(galleryBytes != renderedBytes)
        // The page: offline, every picture linked to its negotiation page.
        let index = String(
            decoding: try #require(FileManager.default.contents(atPath: out + "/index.html")), as: UTF8.self)
        #expect(!index.contains("http://") && !index.contains("https://") && !index.contains("<script"))
        for entry in previews {
            let png = entry["png"] as? String ?? "?", html = entry["html"] as? String ?? "?"
            #expect(index.contains("<a href=\"\(html)\"><img src=\"\(png)\""))
        }
        #expect(index.components(separatedBy: "<figure").count - 1 == listed.count)
    }

    @Test("traits choose each picture's size; light,dark renders both; --jobs 1 and 2 write the same bytes")
    func traitsSchemesAndJobs() throws {
        let dir = try PreviewGalleryTests.folder("traits")
        try PreviewGalleryTests.write(
            """
            import SwiftUI
            #Preview("Fixed", traits: .fixedLayout(width: 120, height: 80)) { Color.red }
            #Preview("Fits", traits: .sizeThatFitsLayout) { Color.blue.frame(width: 30, height: 20) }
            #Preview("Side", traits: .landscapeLeft) { Text("Hello") }
            #Preview { Color(.systemBackground) }
            """, to: dir + "/Sizes.swift")
        let one = try PreviewGalleryTests.folder("one"), two = try PreviewGalleryTests.folder("two")
        let common = ["previews", dir, "--scale", "2", "--font", "ahem", "--color-scheme", "light,dark"]
        let a = try CommandLineTests.plumb(common + ["--out", one, "--jobs", "1"])
        let b = try CommandLineTests.plumb(common + ["--out", two, "--jobs", "2"])
        #expect(a.status == 0 && b.status == 0, "\(a.stderr)\(b.stderr)")
        let (previews, _, _) = try PreviewGalleryTests.manifest(one)
        #expect(
            previews.map { "\($0["png"] ?? "") \($0["width"] ?? 0)x\($0["height"] ?? 0)" } == [
                "Sizes-1-Fixed.png 240x160", "Sizes-1-Fixed-dark.png 240x160",
                "Sizes-2-Fits.png 60x40", "Sizes-2-Fits-dark.png 60x40",
                "Sizes-3-Side.png 1688x780", "Sizes-3-Side-dark.png 1688x780",
                "Sizes-4.png 780x1688", "Sizes-4-dark.png 780x1688",
            ])
        // The dark picture of the system background is black, the light one white.
        let light = try PNGDecoder.decode(
            Array(try #require(FileManager.default.contents(atPath: one + "/Sizes-4.png"))))
        let dark = try PNGDecoder.decode(
            Array(try #require(FileManager.default.contents(atPath: one + "/Sizes-4-dark.png"))))
        #expect(light[10, 10] == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(dark[10, 10] == RGBA8(r: 0, g: 0, b: 0, a: 255))
        let first = try PreviewGalleryTests.contents(one), second = try PreviewGalleryTests.contents(two)
        #expect(first.count == 8 * 2 + 2)
        #expect(first.keys.sorted() == second.keys.sorted())
        for (name, data) in first { #expect(second[name] == data, "\(name) differs between --jobs 1 and 2") }
    }

    @Test("--variants draws each preview in every variant, named by it, side by side in the gallery")
    func variants() throws {
        let dir = try PreviewGalleryTests.folder("variants")
        try PreviewGalleryTests.write(
            """
            import SwiftUI
            #Preview("Fits", traits: .sizeThatFitsLayout) { Text("Hi") }
            #Preview("Row", traits: .sizeThatFitsLayout) {
                HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 10) }
            }
            """, to: dir + "/Badge.swift")
        let out = try PreviewGalleryTests.folder("variants-out")
        let run = try CommandLineTests.plumb(
            [
                "previews", dir, "--out", out, "--font", "ahem", "--scale", "3", "--pages", "none", "--variants",
                "light,rtl,Dark+AX3,light+iphone-se",
            ])
        #expect(run.status == 0, "\(run.stderr)")
        let (previews, _, _) = try PreviewGalleryTests.manifest(out)
        // Light first, then the others by name; Ahem's "Hi" is 2 em by 1 at 17 points (the
        // body), 40 at accessibility 3; the iPhone SE draws at 2x.
        #expect(
            previews.map { "\($0["png"] ?? "") \($0["variant"] ?? "-") \($0["width"] ?? 0)x\($0["height"] ?? 0)" } == [
                "Badge-1-Fits.png - 102x51", "Badge-1-Fits-dark-ax3.png dark+ax3 240x120",
                "Badge-1-Fits-light-iphone-se.png light+iphone-se 68x34", "Badge-1-Fits-rtl.png rtl 102x51",
                "Badge-2-Row.png - 90x30", "Badge-2-Row-dark-ax3.png dark+ax3 90x30",
                "Badge-2-Row-light-iphone-se.png light+iphone-se 60x20", "Badge-2-Row-rtl.png rtl 90x30",
            ])
        #expect(
            previews.map { $0["scheme"] as? String } == [
                "light", "dark", "light", "light", "light", "dark", "light", "light",
            ])
        // Right to left, the red square is on the right.
        let ltr = try PNGDecoder.decode(
            Array(try #require(FileManager.default.contents(atPath: out + "/Badge-2-Row.png"))))
        let rtl = try PNGDecoder.decode(
            Array(try #require(FileManager.default.contents(atPath: out + "/Badge-2-Row-rtl.png"))))
        #expect(ltr[5, 15] == rtl[85, 15] && ltr[5, 15] != rtl[5, 15])
        // Each preview's four pictures on a row of their own, each badged with its variant.
        let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(index.components(separatedBy: "<div class=\"variants\">").count - 1 == 2)
        #expect(index.contains("<span class=\"badge scheme\">dark+ax3</span>"))
        #expect(index.components(separatedBy: "<figure").count - 1 == 8)
    }

    @Test("shards 1/2 and 2/2 merge into the unsharded gallery; adding a preview moves no other between shards")
    func shardsMerge() throws {
        let examples = try PreviewGalleryTests.examplesCopy()
        let whole = try PreviewGalleryTests.folder("whole"), s1 = try PreviewGalleryTests.folder("s1")
        let s2 = try PreviewGalleryTests.folder("s2"), merged = try PreviewGalleryTests.folder("merged")
        #expect(
            try CommandLineTests.plumb(["previews", examples, "--out", whole] + PreviewGalleryTests.fast).status == 0)
        #expect(
            try CommandLineTests.plumb(
                ["previews", examples, "--out", s1, "--shard", "1/2"] + PreviewGalleryTests.fast
            ).status == 0)
        #expect(
            try CommandLineTests.plumb(
                ["previews", examples, "--out", s2, "--shard", "2/2"] + PreviewGalleryTests.fast
            ).status == 0)
        let count = try PreviewGalleryTests.listing(examples).count
        let ids1 = try PreviewGalleryTests.manifest(s1).previews.compactMap { $0["id"] as? String }
        let ids2 = try PreviewGalleryTests.manifest(s2).previews.compactMap { $0["id"] as? String }
        #expect(ids1.count + ids2.count == count && !ids1.isEmpty && !ids2.isEmpty)
        #expect(Set(ids1).isDisjoint(with: ids2))
        #expect(try PreviewGalleryTests.manifest(s1).json["shard"] as? String == "1/2")
        let merge = try CommandLineTests.plumb(["previews", "--merge", s1, s2, "--out", merged])
        #expect(merge.status == 0, "\(merge.stderr)")
        let a = try PreviewGalleryTests.contents(whole), b = try PreviewGalleryTests.contents(merged)
        #expect(a.keys.sorted() == b.keys.sorted())
        for (name, data) in a { #expect(b[name] == data, "\(name) differs between the merged and the whole gallery") }
        // A shard's slice follows from the preview's id alone.
        try PreviewGalleryTests.write("#Preview(\"Extra\") { Color.green }\n", to: examples + "/Extra.swift")
        let again = try PreviewGalleryTests.folder("again")
        #expect(
            try CommandLineTests.plumb(
                ["previews", examples, "--out", again, "--shard", "1/2"] + PreviewGalleryTests.fast
            ).status == 0)
        let after = try PreviewGalleryTests.manifest(again).previews.compactMap { $0["id"] as? String }
        #expect(after.filter { $0 != "Extra.swift#Extra" } == ids1)
        // Shards compared with the whole baseline each report their own slice, and merge into
        // the comparison an unsharded run makes.
        try FileManager.default.removeItem(atPath: examples + "/Extra.swift")
        let gone = ids2[0].split(separator: "#")[0]
        try FileManager.default.removeItem(atPath: examples + "/" + gone)
        var reports: [String] = []
        var compared: [String] = []
        for k in 1...2 {
            let out = try PreviewGalleryTests.folder("compared\(k)")
            let run = try CommandLineTests.plumb(
                ["previews", examples, "--out", out, "--shard", "\(k)/2", "--compare", whole] + PreviewGalleryTests.fast
            )
            reports.append(run.stdout)
            compared.append(out)
            #expect(run.status == (k == 2 ? 1 : 0))
        }
        #expect(!reports[0].contains("removed  "))
        #expect(reports[1].contains("removed  \(ids2[0]) (light)"))
        let unsharded = try PreviewGalleryTests.folder("compared")
        #expect(
            try CommandLineTests.plumb(
                ["previews", examples, "--out", unsharded, "--compare", whole] + PreviewGalleryTests.fast
            ).status == 1)
        let joined = try PreviewGalleryTests.folder("joined")
        let joining = try CommandLineTests.plumb(["previews", "--merge"] + compared + ["--out", joined])
        #expect(joining.status == 1)
        #expect(joining.stdout.contains("removed  \(ids2[0]) (light)"))
        #expect(joining.stdout.contains("0 changed, 0 new, 1 removed, \(count - 1) unchanged"))
        #expect(
            FileManager.default.contents(atPath: joined + "/previews.json")
                == FileManager.default.contents(atPath: unsharded + "/previews.json"))
        #expect(
            FileManager.default.contents(atPath: joined + "/index.html")
                == FileManager.default.contents(atPath: unsharded + "/index.html"))

        // Merging only one shard of two says what is missing.
        let partial = try CommandLineTests.plumb([
            "previews", "--merge", s1, "--out", try PreviewGalleryTests.folder("partial"),
        ])
        #expect(partial.stderr.contains("no gallery of shard 2/2"))
    }

    @Test(
        "--compare names exactly the changed, new and removed previews, exits 1, and the gallery shows before, after and the difference"
    )
    func compare() throws {
        let examples = try PreviewGalleryTests.examplesCopy()
        let count = try PreviewGalleryTests.listing(examples).count
        let baselineSource = repositoryRoot.appendingPathComponent("Examples").path
        let baseline = try PreviewGalleryTests.folder("baseline")
        #expect(
            try CommandLineTests.plumb(["previews", examples, "--out", baseline] + PreviewGalleryTests.fast).status == 0
        )
        let same = try CommandLineTests.plumb(
            ["previews", examples, "--out", try PreviewGalleryTests.folder("same"), "--compare", baseline]
                + PreviewGalleryTests.fast)
        #expect(same.status == 0)
        #expect(same.stdout.contains("0 changed, 0 new, 0 removed, \(count) unchanged"))

        // One colour of the card's title row changes.
        let card = examples + "/Card.swift"
        let source = String(decoding: try #require(FileManager.default.contents(atPath: card)), as: UTF8.self)
        #expect(source.contains("Color.orange"))
        try PreviewGalleryTests.write(source.replacingOccurrences(of: "Color.orange", with: "Color.purple"), to: card)
        let out = try PreviewGalleryTests.folder("after")
        let run = try CommandLineTests.plumb(
            ["previews", examples, "--out", out, "--compare", baseline] + PreviewGalleryTests.fast)
        #expect(run.status == 1)
        let changes = run.stdout.split(separator: "\n").filter {
            $0.hasPrefix("changed") || $0.hasPrefix("new") || $0.hasPrefix("removed")
        }
        #expect(changes.count == 1)
        #expect(changes.first?.hasPrefix("changed  Card.swift#1 (light)") == true)
        #expect(run.stdout.contains("1 changed, 0 new, 0 removed, \(count - 1) unchanged"))
        let (previews, _, _) = try PreviewGalleryTests.manifest(out)
        #expect(
            previews.map { $0["status"] as? String } == ["changed"] + Array(repeating: "unchanged", count: count - 1))
        let changed = previews[0]
        #expect(changed["before"] as? String == "Card-1.before.png")
        #expect(
            FileManager.default.contents(atPath: out + "/Card-1.before.png")
                == FileManager.default.contents(atPath: baseline + "/Card-1.png"))
        // The changed pixels, counted here from the two pictures, are the manifest's and the
        // difference image's red ones, inside the bounds it gives.
        let before = try PNGDecoder.decode(
            Array(try #require(FileManager.default.contents(atPath: baseline + "/Card-1.png"))))
        let after = try PNGDecoder.decode(
            Array(try #require(FileManager.default.contents(atPath: out + "/Card-1.png"))))
        #expect((before.width, before.height) == (after.width, after.height))
        var differing: [(Int, Int)] = []
        for y in 0..<after.height {
            for x in 0..<after.width where before[x, y] != after[x, y] { differing.append((x, y)) }
        }
        #expect(differing.count > 0 && differing.count < after.width * after.height / 100)
        #expect(changed["changedPixels"] as? Int == differing.count)
        let bounds = try #require(changed["changedBounds"] as? [Int])
        #expect(
            bounds == [
                differing.map(\.0).min()!, differing.map(\.1).min()!,
                differing.map(\.0).max()! - differing.map(\.0).min()! + 1,
                differing.map(\.1).max()! - differing.map(\.1).min()! + 1,
            ])
        #expect(changes.first?.hasSuffix("in x \(bounds[0]) y \(bounds[1]) \(bounds[2])×\(bounds[3])") == true)
        #expect(changed["diff"] as? String == "Card-1.diff.png")
        let diff = try PNGDecoder.decode(
            Array(try #require(FileManager.default.contents(atPath: out + "/Card-1.diff.png"))))
        #expect((diff.width, diff.height) == (after.width, after.height))
        #expect(diff.pixels.filter { $0 == RGBA8(r: 255, g: 0, b: 0, a: 255) }.count == differing.count)
        #expect(!FileManager.default.fileExists(atPath: out + "/Priorities-1.diff.png"))
        let index = String(
            decoding: try #require(FileManager.default.contents(atPath: out + "/index.html")), as: UTF8.self)
        #expect(index.contains("<h3>Before</h3><img src=\"Card-1.before.png\""))
        #expect(index.contains("<h3>After</h3>"))
        #expect(index.contains("<h3>Difference</h3><img src=\"Card-1.diff.png\""))
        // Orange to purple is within a tolerance of the whole perceptual range.
        let tolerant = try CommandLineTests.plumb(
            [
                "previews", examples, "--out", try PreviewGalleryTests.folder("tolerant"), "--compare", baseline,
                "--tolerance", "1",
            ] + PreviewGalleryTests.fast)
        #expect(tolerant.status == 0)
        #expect(tolerant.stdout.contains("0 changed, 0 new, 0 removed, \(count) unchanged"))

        // A file's preview goes, another file's comes.
        try FileManager.default.removeItem(atPath: examples + "/Spacers.swift")
        try PreviewGalleryTests.write(
            "import SwiftUI\n#Preview(\"Badge\") { Text(\"New\").padding() }\n", to: examples + "/Badge.swift")
        let moved = try CommandLineTests.plumb(
            ["previews", examples, "--out", try PreviewGalleryTests.folder("moved"), "--compare", baseline]
                + PreviewGalleryTests.fast)
        #expect(moved.status == 1)
        let lines = moved.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("new") } == ["new      Badge.swift#Badge (light)  Badge.swift:2"])
        let spacers = try #require(try PreviewGalleryTests.listing(baselineSource).first { $0.file == "Spacers.swift" })
        #expect(
            lines.filter { $0.hasPrefix("removed") } == [
                "removed  Spacers.swift#1 (light)  Spacers.swift:\(spacers.line)"
            ])
        #expect(moved.stdout.contains("1 changed, 1 new, 1 removed, \(count - 2) unchanged"))

        // Only a new preview: nothing a baseline had is lost or different, so the run passes.
        let grown = try PreviewGalleryTests.folder("grown")
        let fresh = try PreviewGalleryTests.examplesCopy()
        try PreviewGalleryTests.write("#Preview { Color.mint }\n", to: fresh + "/Mint.swift")
        let addOnly = try CommandLineTests.plumb(
            ["previews", fresh, "--out", grown, "--compare", baseline] + PreviewGalleryTests.fast)
        #expect(addOnly.status == 0)
        #expect(addOnly.stdout.contains("0 changed, 1 new, 0 removed, \(count) unchanged"))
    }

    @Test("--pages none writes no page and links each picture to itself; the pictures are the same with any --pages")
    func pagesOption() throws {
        let card = repositoryRoot.appendingPathComponent("Examples/Card.swift").path
        var pictures: [Data] = []
        for pages in ["full", "plain", "none"] {
            let out = try PreviewGalleryTests.folder("pages-\(pages)")
            let run = try CommandLineTests.plumb(
                ["previews", card, "--out", out, "--pages", pages] + PreviewGalleryTests.fast)
            #expect(run.status == 0)
            let files = try PreviewGalleryTests.contents(out)
            #expect(
                files.keys.sorted()
                    == (pages == "none"
                        ? ["Card-1.png", "index.html", "previews.json"]
                        : ["Card-1.html", "Card-1.png", "index.html", "previews.json"]))
            let entry = try #require(try PreviewGalleryTests.manifest(out).previews.first)
            #expect((entry["html"] as? String) == (pages == "none" ? nil : "Card-1.html"))
            let index = String(decoding: try #require(files["index.html"]), as: UTF8.self)
            #expect(index.contains(pages == "none" ? "<a href=\"Card-1.png\"><img" : "<a href=\"Card-1.html\"><img"))
            pictures.append(try #require(files["Card-1.png"]))
        }
        #expect(Set(pictures).count == 1)
    }

    @Test(
        "a gallery written again removes the files of previews gone and keeps others; manifests cannot name files elsewhere"
    )
    func rewriteAndHostileManifest() throws {
        let dir = try PreviewGalleryTests.folder("rewrite")
        try PreviewGalleryTests.write("#Preview(\"2\") { Color.red }\n#Preview { Color.blue }\n", to: dir + "/A.swift")
        try PreviewGalleryTests.write("#Preview { Color.green }\n", to: dir + "/B.swift")
        let out = try PreviewGalleryTests.folder("rewrite-out")
        try PreviewGalleryTests.write("mine", to: out + "/notes.txt")
        #expect(try CommandLineTests.plumb(["previews", dir, "--out", out] + PreviewGalleryTests.fast).status == 0)
        // A name that is a number does not take the number of the file's second preview.
        #expect(
            try PreviewGalleryTests.manifest(out).previews.compactMap { $0["id"] as? String } == [
                "A.swift#1", "A.swift#2", "B.swift#1",
            ])
        #expect(
            try PreviewGalleryTests.contents(out).keys.sorted() == [
                "A-1-2.html", "A-1-2.png", "A-2.html", "A-2.png", "B-1.html", "B-1.png", "index.html", "notes.txt",
                "previews.json",
            ])
        try FileManager.default.removeItem(atPath: dir + "/B.swift")
        #expect(
            try CommandLineTests.plumb(["previews", dir, "--out", out, "--pages", "none"] + PreviewGalleryTests.fast)
                .status == 0)
        #expect(
            try PreviewGalleryTests.contents(out).keys.sorted() == [
                "A-1-2.png", "A-2.png", "index.html", "notes.txt", "previews.json",
            ])

        let hostile = try PreviewGalleryTests.folder("hostile")
        try PreviewGalleryTests.write(
            """
            {"format": 1, "previews": [{"id": "A.swift#1", "file": "A.swift", "line": 1, "number": 1, "scheme": "light",
              "png": "../../outside.png"}], "removed": []}
            """, to: hostile + "/previews.json")
        let compare = try CommandLineTests.plumb(
            ["previews", dir, "--out", try PreviewGalleryTests.folder("h1"), "--compare", hostile]
                + PreviewGalleryTests.fast)
        #expect(compare.status == 2)
        #expect(compare.stderr.contains("names '../../outside.png', not a file of its folder"))
        let merge = try CommandLineTests.plumb([
            "previews", "--merge", hostile, "--out", try PreviewGalleryTests.folder("h2"),
        ])
        #expect(merge.status == 2)
    }

    @Test(
        "a preview that fails is reported on standard error and in the gallery, the others render, and the exit status is 1"
    )
    func failingPreview() throws {
        let dir = try PreviewGalleryTests.folder("failing")
        try PreviewGalleryTests.write(
            """
            import SwiftUI
            struct Loop: View { var body: some View { Loop() } }
            #Preview("Good") { Text("fine").padding() }
            #Preview("Recursive") { Loop() }
            #Preview("Also good") { Color.red.frame(width: 10, height: 10) }
            """, to: dir + "/Loop.swift")
        let out = try PreviewGalleryTests.folder("failing-out")
        let run = try CommandLineTests.plumb(["previews", dir, "--out", out] + PreviewGalleryTests.fast)
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: preview Loop.swift#Recursive (light) (Loop.swift:4) failed"))
        #expect(run.stderr.contains("Loop.swift:2:43: error: evaluation is nested too deeply"))
        let (previews, _, _) = try PreviewGalleryTests.manifest(out)
        #expect(previews.map { $0["png"] as? String } == ["Loop-1-Good.png", nil, "Loop-3-Also-good.png"])
        #expect((previews[1]["errors"] as? [String])?.count == 1)
        let index = String(
            decoding: try #require(FileManager.default.contents(atPath: out + "/index.html")), as: UTF8.self)
        #expect(index.contains("<span class=\"badge failed\">failed</span>"))
        #expect(index.contains("evaluation is nested too deeply"))
    }

    @Test(
        "bad arguments say what is wrong and exit 2",
        arguments: [
            (["--out", "OUT", "--jobs", "0"], "--jobs expects"),
            (["--out", "OUT", "--shard", "3/2"], "--shard expects K/N"),
            (["--out", "OUT", "--shard", "x"], "--shard expects K/N"),
            (["--out", "OUT", "--color-scheme", "sepia"], "--color-scheme expects light, dark or light,dark"),
            (["--out", "OUT", "--compare", "/nonexistent"], "no previews.json there"),
            (["--out", "OUT", "--preview", "1"], "leave out --view and --preview"),
            (["--jobs", "2"], "--jobs is for a gallery: give --out DIR"),
            (["--merge"], "--merge needs --out"),
            (["--out", "OUT", "--tolerance", "0.1"], "--tolerance is for --compare"),
            (["--out", "OUT", "--pages", "some"], "--pages expects full, plain or none"),
            (
                ["--out", "OUT", "--variants", "dark+sepia"],
                "--variants: 'sepia' in 'dark+sepia' is not a colour scheme"
            ),
            (["--out", "OUT", "--variants", "dark", "--color-scheme", "light"], "give --variants or --color-scheme"),
        ])
    func badArguments(extra: [String], message: String) throws {
        let out = try PreviewGalleryTests.folder("bad")
        let examples = repositoryRoot.appendingPathComponent("Examples/Card.swift").path
        let run = try CommandLineTests.plumb(["previews", examples] + extra.map { $0 == "OUT" ? out : $0 })
        #expect(run.status == 2)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test("--device sizes every preview that does not ask for a layout; .previewDevice applies without it")
    func devices() throws {
        let dir = try PreviewGalleryTests.folder("devices")
        try PreviewGalleryTests.write(
            """
            import SwiftUI
            #Preview { Color.red }
            #Preview(traits: .sizeThatFitsLayout) { Color.blue.frame(width: 30, height: 20) }
            struct P_Previews: PreviewProvider {
                static var previews: some View { Color.green.previewDevice("iPhone SE (3rd generation)") }
            }
            """, to: dir + "/D.swift")
        // `plumb render` draws that preview the same way.
        let single = try PreviewGalleryTests.folder("devices-render") + "/se.png"
        #expect(
            try CommandLineTests.plumb(["render", dir, "--preview", "3", "--png", single, "--scale", "1"]).status == 0)
        let se = try PNGDecoder.decode(Array(try #require(FileManager.default.contents(atPath: single))))
        #expect((se.width, se.height) == (750, 1334))
        func sizes(_ extra: [String]) throws -> [String] {
            let out = try PreviewGalleryTests.folder("devices-out")
            let run = try CommandLineTests.plumb(
                ["previews", dir, "--out", out, "--pages", "none", "--scale", "1"] + extra)
            #expect(run.status == 0, "\(run.stderr)")
            return try PreviewGalleryTests.manifest(out).previews.map { "\($0["width"] ?? 0)x\($0["height"] ?? 0)" }
        }
        // The preview's device brings its canvas and scale (the iPhone SE draws two pixels a point).
        #expect(try sizes([]) == ["390x844", "30x20", "750x1334"])
        #expect(try sizes(["--device", "iphone-16-pro"]) == ["402x874", "30x20", "402x874"])
    }

    @Test("--help describes every option and the exit status, with examples")
    func help() throws {
        let run = try CommandLineTests.plumb(["previews", "--help"])
        #expect(run.status == 0)
        for option in [
            "--out DIR", "--compare DIR", "--tolerance T", "--jobs N", "--shard K/N", "--merge DIR...", "--pages P",
            "--color-scheme S", "--frames", "--background COLOR", "--device NAME", "--canvas WxH", "--font NAME|PATH",
        ] {
            #expect(run.stdout.contains("\n  \(option) "), "\(option)")
        }
        #expect(!run.stdout.contains("--preview N|NAME    the root"))
        #expect(run.stdout.contains("1 when a preview failed, or with --compare when any changed or was removed"))
        #expect(run.stdout.components(separatedBy: "\n  plumb previews ").count - 1 == 7)
    }

    @Test("the progress line shows on a terminal only, overwritten with a carriage return")
    func progress() throws {
        let out = try PreviewGalleryTests.folder("progress")
        let examples = repositoryRoot.appendingPathComponent("Examples").path
        let piped = try CommandLineTests.plumb(["previews", examples, "--out", out] + PreviewGalleryTests.fast)
        #expect(!piped.stderr.contains("previews\u{1B}") && !piped.stderr.contains("\r"))
        // `script` runs the command on a pseudo-terminal and copies what it writes.
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        let command =
            ([CommandLineTests.executable.path, "previews", examples, "--out", out, "--jobs", "1"]
            + PreviewGalleryTests.fast)
            .map { "'\($0)'" }.joined(separator: " ")
        let terminal = try CommandLineTests.run("/usr/bin/script", ["-qec", command + " >/dev/null", "/dev/null"])
        let count = try PreviewGalleryTests.listing(examples).count
        for n in 0...count { #expect(terminal.contains("\r\(n)/\(count) previews"), "\(terminal.debugDescription)") }
    }
}

extension CommandLineTests {
    /// Runs a program and returns its standard output.
    static func run(_ program: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
