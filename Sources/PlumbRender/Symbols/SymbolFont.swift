import Foundation
import PlumbCore
import PlumbText

/// The icon font SF Symbols are drawn from: Fork Awesome 1.2 (SIL OFL 1.1), read from the
/// system where Debian's `fonts-fork-awesome` installs it. Plumb ships no copy.
///
/// A symbol in ``SymbolTable`` is its icon's outline placed in the symbol's frame: the em box
/// (descender −256 to ascender 1536 of 1792 units) fills the frame's height, the advance its
/// width (``SymbolSize``).
public struct SymbolFont: Sendable {
    /// Where `fonts-fork-awesome` installs the font.
    public static let defaultPath = "/usr/share/fonts/truetype/fork-awesome/forkawesome-webfont.ttf"
    /// The Debian package that provides it.
    public static let package = "fonts-fork-awesome"

    let font: OpenTypeFont
    /// The file it was read from.
    public let path: String

    /// Reads the icon font at `path`.
    public init(contentsOfFile path: String) throws(FontError) {
        self.font = try OpenTypeFont(contentsOfFile: path)
        self.path = path
    }

    /// The font at ``defaultPath``, read once; `nil` when it is not installed.
    public static let system: SymbolFont? = try? SymbolFont(contentsOfFile: defaultPath)

    /// The outline of `entry`'s icon in `frame` (y down), or `nil` if the font lacks it.
    public func outline(of entry: SymbolTable.Entry, in frame: CGRect) -> Path? {
        guard let scalar = Unicode.Scalar(entry.codePoint), let glyph = font.glyphID(for: scalar),
            let outline = try? font.outline(of: glyph), !outline.isEmpty
        else { return nil }
        // The em box fills the height and the advance the width (equal scales at the symbol's
        // own size; a resizable symbol stretched to another frame stretches with it).
        let ky = frame.height / CGFloat(SymbolTable.unitsPerEm), kx = frame.width / CGFloat(max(entry.advance, 1))
        // Font units are y up from the baseline; the em box's bottom is the descender.
        func point(_ p: CGPoint) -> CGPoint {
            CGPoint(x: frame.minX + p.x * kx, y: frame.maxY - (p.y - CGFloat(SymbolTable.descender)) * ky)
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
