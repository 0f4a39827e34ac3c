import Foundation
import PlumbCore

extension DisplayList {
    /// What a picture of `tree` cannot draw of its SF Symbols, for tools to print: one
    /// warning naming the icon font and its package when the font is missing (every symbol is
    /// then a placeholder), else one per symbol name without a counterpart in ``SymbolTable``.
    public static func symbolWarnings(_ tree: LayoutTree, symbolFont: SymbolFont? = SymbolFont.system) -> [String] {
        var unmapped: [String] = []
        var seen = Set<String>(), anySymbol = false
        func walk(_ node: NodeID) {
            if case .image(let image)? = tree.content(of: node), let symbol = image.symbol {
                anySymbol = true
                if symbol.entry == nil, seen.insert(symbol.name).inserted { unmapped.append(symbol.name) }
            }
            for child in tree.children(of: node) { walk(child) }
        }
        walk(tree.root)
        guard anySymbol else { return [] }
        if symbolFont == nil {
            return [
                "the icon font \(SymbolFont.defaultPath) is not installed (Debian: apt-get install \(SymbolFont.package)); SF Symbols are drawn as placeholders"
            ]
        }
        return unmapped.map {
            "no icon for SF Symbol '\($0)' (docs/symbols.md lists those Plumb draws); drawn as a placeholder showing its name"
        }
    }
}
