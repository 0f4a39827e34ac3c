import Foundation
import PlumbCore

extension DisplayList {
    /// What a picture of `tree` cannot draw of its SF Symbols, for tools to print: one
    /// warning for each icon font that is missing from `symbolFonts` and that a symbol of the
    /// tree is drawn from, naming the font's file and package (its symbols are then
    /// placeholders), then one per symbol name without a counterpart in ``SymbolTable``.
    public static func symbolWarnings(_ tree: LayoutTree, symbolFonts: [SymbolFont] = SymbolFont.installed) -> [String]
    {
        var unmapped: [String] = []
        var seen = Set<String>(), needed = Set<SymbolTable.IconFont>()
        func walk(_ node: NodeID) {
            if case .image(let image)? = tree.content(of: node), let symbol = image.symbol {
                if let entry = symbol.entry {
                    needed.insert(entry.font)
                } else if symbol.isPlaceholder, seen.insert(symbol.name).inserted {
                    unmapped.append(symbol.name)
                }
            }
            for child in tree.children(of: node) { walk(child) }
        }
        walk(tree.root)
        let missing = SymbolTable.IconFont.allCases.filter { font in
            needed.contains(font) && !symbolFonts.contains { $0.iconFont == font }
        }
        return missing.map {
            "the icon font \($0.defaultPath) is not installed (Debian: apt-get install \($0.package)); the SF Symbols drawn from \($0.name) are drawn as placeholders"
        }
            + unmapped.map {
                "no icon for SF Symbol '\($0)' (docs/symbols.md lists those Plumb draws); drawn as a placeholder showing its name"
            }
    }
}
