import Foundation

/// The fonts shipped inside PlumbText.
public enum BundledFonts {
    /// Inter (variable, OFL 1.1; `Resources/Inter.var.ttf`, licence beside it), Plumb's default font.
    public static var interURL: URL? {
        Bundle.module.url(forResource: "Inter.var", withExtension: "ttf")
    }

    /// Inter, loaded from the package's resources.
    public static func inter() throws -> OpenTypeFont {
        guard let url = interURL else { throw BundledFontError.missing("Inter.var.ttf") }
        return try OpenTypeFont(contentsOfFile: url.path)
    }
}

/// A font that should be in PlumbText's resources is not.
public enum BundledFontError: Error, CustomStringConvertible {
    case missing(String)

    public var description: String {
        switch self {
        case .missing(let name): return "PlumbText's resources have no \(name)"
        }
    }
}
