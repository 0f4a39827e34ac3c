import Foundation
import PlumbCore
import PlumbText

extension DisplayList {
    /// What a picture of `tree` cannot draw of its text, for tools to print: one warning per
    /// fallback font that some Text needs and that is not installed (Noto Sans CJK for
    /// Chinese, Noto Color Emoji...), naming the font, its file and its Debian package. Those
    /// characters are drawn as boxes (the `.notdef` glyph), as SwiftUI draws a character no
    /// font of its cascade has.
    public static func fontWarnings(_ tree: LayoutTree) -> [String] {
        guard let measurer = tree.environment.textMeasurer as? FontTextMeasurer else { return [] }
        var missing: [FontFallback] = []
        var pending = [tree.root]
        while let node = pending.popLast() {
            pending += tree.children(of: node)
            guard case .text(let request)? = tree.content(of: node) else { continue }
            for fallback in measurer.missingFallbacks(for: request)
            where !missing.contains(where: { $0.name == fallback.name }) {
                missing.append(fallback)
            }
        }
        return missing.map { fallback in
            let package = fallback.regular.package.map { " (Debian: apt-get install \($0))" } ?? ""
            return
                "the font \(fallback.name) is not installed at \(fallback.regular.path)\(package); the characters that need it are drawn as boxes"
        }
    }
}
