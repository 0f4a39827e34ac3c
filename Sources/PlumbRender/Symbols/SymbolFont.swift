import Foundation
import PlumbCore
import PlumbText

/// An icon font SF Symbols are drawn from, read from the system where Debian installs it:
/// Fork Awesome 1.2 (SIL OFL 1.1, `fonts-fork-awesome`) or Google's Material Icons
/// (Apache-2.0, `fonts-material-design-icons-iconfont`). Plumb ships no copy.
///
/// A symbol in ``SymbolTable`` is its icon's outline placed in the symbol's frame: its font's
/// em box (descender −256 to ascender 1536 of Fork Awesome's 1792 units, 0 to 512 of Material
/// Icons' 512) fills the frame's height, the advance its width (``SymbolSize``).
public struct SymbolFont: Sendable {
    let font: OpenTypeFont
    /// Which icon font it is: the rows of ``SymbolTable`` whose font this is draw from it.
    public let iconFont: SymbolTable.IconFont
    /// The file it was read from.
    public let path: String

    /// Reads the icon font `iconFont` at `path`.
    public init(contentsOfFile path: String, iconFont: SymbolTable.IconFont = .forkAwesome) throws(FontError) {
        self.font = try OpenTypeFont(contentsOfFile: path)
        self.iconFont = iconFont
        self.path = path
    }

    /// The icon fonts installed at their ``SymbolTable/IconFont/defaultPath``, each read once;
    /// a font that is not installed is missing from it (its symbols are placeholders).
    public static let installed: [SymbolFont] = SymbolTable.IconFont.allCases.compactMap {
        try? SymbolFont(contentsOfFile: $0.defaultPath, iconFont: $0)
    }

    /// The installed `iconFont`, or `nil` when it is not installed.
    public static func system(_ iconFont: SymbolTable.IconFont) -> SymbolFont? {
        installed.first { $0.iconFont == iconFont }
    }

    /// The outline of `entry`'s icon in `frame` (y down), or `nil` if `entry` is another
    /// font's or the font lacks it.
    public func outline(of entry: SymbolTable.Entry, in frame: CGRect) -> Path? {
        guard entry.font == iconFont, let scalar = Unicode.Scalar(entry.codePoint),
            let glyph = font.glyphID(for: scalar), let outline = try? font.outline(of: glyph), !outline.isEmpty
        else { return nil }
        // The em box fills the height and the advance the width (equal scales at the symbol's
        // own size; a resizable symbol stretched to another frame stretches with it).
        let ky = frame.height / CGFloat(iconFont.unitsPerEm), kx = frame.width / CGFloat(max(entry.advance, 1))
        // Font units are y up from the baseline; the em box's bottom is the descender.
        func point(_ p: CGPoint) -> CGPoint {
            CGPoint(x: frame.minX + p.x * kx, y: frame.maxY - (p.y - CGFloat(iconFont.descender)) * ky)
        }
        var path = Path()
        for element in outline.elements {
            switch element {
            case .move(let p): path.move(to: point(p))
            case .line(let p): path.addLine(to: point(p))
            case .quad(let c, let p): path.addQuadCurve(to: point(p), control: point(c))
            case .close: path.closeSubpath()
            }
        }
        return path
    }
}

extension SymbolTable.IconFont {
    /// Where Debian's package installs the font:
    /// `/usr/share/fonts/truetype/fork-awesome/forkawesome-webfont.ttf`,
    /// `/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf`.
    public var defaultPath: String {
        switch self {
        case .forkAwesome: "/usr/share/fonts/truetype/fork-awesome/forkawesome-webfont.ttf"
        case .materialIcons: "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
        }
    }

    /// The Debian package that provides it: `fonts-fork-awesome`,
    /// `fonts-material-design-icons-iconfont`.
    public var package: String {
        switch self {
        case .forkAwesome: "fonts-fork-awesome"
        case .materialIcons: "fonts-material-design-icons-iconfont"
        }
    }
}
