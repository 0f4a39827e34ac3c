import Foundation
import PlumbTestSupport
import Plumb
import Testing

@testable import PlumbRender

/// `ImageLibrary.addFile` reads only a file's header: layout needs the size, and a small
/// file can decode to gigabytes. Pictures over the pixel budget are refused before any
/// decoding; the pixels are decoded when first drawn.
@Suite struct ImageBudgetTests {
    /// A PNG whose header says `width × height` at `depth` bits, with a token IDAT: cheap to
    /// write, expensive (or impossible) to decode.
    static func headerOnlyPNG(width: UInt32, height: UInt32, depth: UInt8 = 16) throws -> [UInt8] {
        var out = PNGChunk.signature
        out += TestSupport.ihdr(width: width, height: height, depth: depth, colorType: 6)
        out += TestSupport.chunk("IDAT", try Zlib.deflate([0, 0, 0, 0], level: 6))
        out += TestSupport.chunk("IEND", [])
        return out
    }

    static func write(_ bytes: [UInt8], name: String) throws -> String {
        let url = Scratch.folder.appendingPathComponent("plumb-\(UUID().uuidString)-\(name)")
        try Data(bytes).write(to: url)
        return url.path
    }

    @Test(
        "over the budget: refused from the header, naming the file and both sizes",
        arguments: [
            (UInt32(16384), UInt32(16384)), (8193, 8192), (1_000_000, 100), (UInt32.max >> 1, UInt32.max >> 1),
        ])
    func overBudget(width: UInt32, height: UInt32) throws {
        let path = try Self.write(try Self.headerOnlyPNG(width: width, height: height), name: "bomb.png")
        var images = ImageLibrary()
        do {
            try images.addFile(path, named: "bomb")
            Issue.record("accepted \(width)×\(height)")
        } catch {
            #expect(
                error.description
                    == "\(path): the image is \(width)×\(height) pixels, more than Plumb decodes (67108864 pixels)")
        }
        #expect(images.size(ofImageNamed: "bomb") == nil)
    }

    @Test("within the budget: the size from the header, no pixels until drawn; bad data fails when decoded")
    func headerOnly() throws {
        let path = try Self.write(try Self.headerOnlyPNG(width: 8192, height: 8192), name: "big@2x.png")
        var images = ImageLibrary()
        try images.addFile(path, named: "big")
        #expect(images.size(ofImageNamed: "big") == CGSize(width: 4096, height: 4096))
        #expect(throws: ImageFileError.self) { try images.decodeFiles() }
        #expect(images.pixels(named: "big") == nil)
    }

    @Test("a valid file decodes when first drawn, the same pixels as decoding at once")
    func decodesWhenDrawn() throws {
        let raw: [UInt8] = [0, 255, 0, 0, 255, 0, 0, 255, 255]
        let bytes = try TestSupport.png(width: 2, height: 1, depth: 8, colorType: 6, raw: raw)
        let path = try Self.write(bytes, name: "two.png")
        var images = ImageLibrary()
        try images.addFile(path, named: "two")
        #expect(images.size(ofImageNamed: "two") == CGSize(width: 2, height: 1))
        try images.decodeFiles()
        #expect(images.pixels(named: "two") == (try PNGDecoder.decode(bytes)))
    }

    @Test("JPEG: the size from its header alone")
    func jpegSize() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/JPEG/two-blocks.jpg")
        let bytes = [UInt8](try Data(contentsOf: url))
        #expect(try JPEGDecoder.size(bytes) == (16, 8))
        #expect(throws: JPEGError.self) { try JPEGDecoder.size(Array(bytes.prefix(3))) }
    }
}

/// Views nested 100,000 deep (past ``LayoutTree/maximumNesting``, left out with a warning)
/// are drawn, hit-tested and rendered to PNG without a crash.
@Suite struct DeepTreeRenderTests {
    @Test("100,000 nested VStacks and frames: display list, hit test and PNG of a small canvas")
    func deepPicture() throws {
        for kind in ["VStack", "frame"] {
            var view = AnyView(Color.red.frame(width: 10, height: 10))
            for _ in 0..<100_000 { view = kind == "VStack" ? AnyView(VStack { view }) : AnyView(view.frame(width: 20)) }
            let tree = LayoutTree(view.frame(width: 20, height: 20).background(Color.blue))
            tree.layout(in: CGSize(width: 20, height: 20), scale: 1)
            let list = DisplayList(tree, options: DrawingOptions(background: nil))
            let bitmap = RasterRenderer(scale: 1).render(list)
            #expect(bitmap[10, 10] == RGBA8(r: 0, g: 136, b: 255, a: 255))
            #expect(try RasterRenderer(scale: 1).png(list).count > 0)
            #expect(HitTester(tree: tree).hitPath(at: CGPoint(x: 10, y: 10)).count >= 1)
            #expect(
                tree.warnings.map(\.message) == [
                    "views are nested too deeply (more than 8000 levels): the views inside are left out"
                ])
            // Released on a large stack: Swift frees nested values recursively, in this code.
            StackSpace.onOwnThread(levels: 2 * LayoutTree.maximumNesting) { view = AnyView(EmptyView()) }
        }
    }
}
