import Foundation
import PlumbCore

/// The fonts text is measured with: a primary face, faces for characters it lacks, faces
/// for the `.serif` and `.monospaced` designs, and faces registered under family names for
/// `.custom(_:size:)`.
///
/// A character is measured with the first face that maps it, like Core Text's cascade list:
/// the design's or family's face, the primary face, the fallback of the character's script
/// (``scriptFallbacks``), then the general fallbacks; an emoji in emoji presentation tries
/// the ``emoji`` face first. A character no face maps is measured as the first face's
/// `.notdef` glyph (a box), and the measurer reports the missing fallback once.
public struct FontCollection: Sendable {
    /// The face for text without a family or design of its own.
    public var primary: FontFace
    /// Faces tried, in order, for characters the chosen face lacks.
    public var fallbacks: [FontFace]
    /// Faces for `Font.Design`s other than `.default`.
    public var designs: [Font.Design: FontFace]
    /// Faces for `.custom(name, size:)`, by name (case-insensitive).
    public var families: [String: FontFace]
    /// Bold companions of static faces (a static face has no `wght` axis), by face name.
    public var boldFaces: [String: FontFace]
    /// Faces tried for characters of their scripts before ``fallbacks``, read when first
    /// needed: CJK, Arabic, Devanagari, Thai... (``FontFallback/standardScripts(cjk:)``).
    public var scriptFallbacks: [FontFallback] = []
    /// The face tried first for emoji in emoji presentation.
    public var emoji: FontFallback?

    /// A collection of these faces.
    public init(
        primary: FontFace, fallbacks: [FontFace] = [], designs: [Font.Design: FontFace] = [:],
        families: [String: FontFace] = [:], boldFaces: [String: FontFace] = [:]
    ) {
        self.primary = primary
        self.fallbacks = fallbacks
        self.designs = designs
        self.families = Dictionary(families.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { a, _ in a })
        self.boldFaces = boldFaces
    }

    /// Registers `face` for `.custom(family, size:)`.
    public mutating func register(_ face: FontFace, family: String) {
        families[family.lowercased()] = face
    }

    /// The face `font` asks for first: its family's, its design's, or the primary face; a
    /// custom family that is not registered falls back to the system font, as SwiftUI does.
    func firstChoice(for font: ResolvedFont) -> FontFace {
        if let family = font.family, let face = families[family.lowercased()] { return face }
        if font.design != .default, let face = designs[font.design] { return face }
        return primary
    }

    /// The faces to try for a character of `font`, in order: for a character of `script`
    /// (an ISO 15924 code) its fallbacks come after the primary face, and for an emoji
    /// (`emoji`) the emoji face comes first.
    func cascade(for font: ResolvedFont, script: String? = nil, emoji isEmoji: Bool = false) -> [FontFace] {
        let first = firstChoice(for: font)
        var faces: [FontFace] = []
        if isEmoji, let face = emoji?.face(weight: font.weight) { faces.append(face) }
        faces.append(first)
        if first !== primary { faces.append(primary) }
        if font.weight >= .semibold {
            faces = faces.map { face in face.font.isVariable ? face : (boldFaces[face.name] ?? face) }
        }
        if let script {
            for fallback in scriptFallbacks where fallback.scripts.contains(script) {
                if let face = fallback.face(weight: font.weight), !faces.contains(where: { $0 === face }) {
                    faces.append(face)
                }
            }
        }
        for face in fallbacks {
            let face = font.weight >= .semibold && !face.font.isVariable ? (boldFaces[face.name] ?? face) : face
            if !faces.contains(where: { $0 === face }) { faces.append(face) }
        }
        if !isEmoji, let face = emoji?.face(weight: font.weight), !faces.contains(where: { $0 === face }) {
            faces.append(face)
        }
        return faces
    }

    /// The fallbacks for `script` whose files are not installed.
    func missingFallbacks(for script: String?, emoji isEmoji: Bool) -> [FontFallback] {
        var missing: [FontFallback] = []
        if isEmoji, let emoji, emoji.regular.face == nil { missing.append(emoji) }
        if let script {
            missing += scriptFallbacks.filter { $0.scripts.contains(script) && $0.regular.face == nil }
        }
        return missing
    }

    // MARK: The default collection

    /// Inter, shipped with Plumb (OFL; `Resources/Inter-LICENSE.txt`; found as
    /// ``ShippedFontFile`` says), then DejaVu Sans where
    /// it is installed (Debian's `fonts-dejavu-core`) for the characters Inter lacks; DejaVu
    /// Serif and DejaVu Sans Mono for the `.serif` and `.monospaced` designs when installed;
    /// Noto Sans CJK and Noto Sans faces for other scripts, and Noto Color Emoji, read from
    /// Debian's `fonts-noto-cjk`, `fonts-noto-core` and `fonts-noto-color-emoji` when a
    /// character first needs them (``FontFallback``).
    ///
    /// Inter stands for iOS's system font, so by default its lines are SF Pro's
    /// (``VerticalMetrics/systemFont``); `systemFontLines: false` keeps Inter's own.
    public static func standard(
        cjk region: FontFallback.CJKRegion = .simplifiedChinese, systemFontLines: Bool = true
    ) throws(FontError) -> FontCollection {
        var collection = FontCollection(
            primary: try FontFace(
                contentsOfFile: try ShippedFontFile.path(), verticalMetrics: systemFontLines ? .systemFont : nil))
        let dejaVu = systemFontDirectories.map { $0 + "/dejavu/" }
        func load(_ file: String) -> FontFace? {
            for directory in dejaVu where FileManager.default.fileExists(atPath: directory + file) {
                if let face = try? FontFace(contentsOfFile: directory + file) { return face }
            }
            return nil
        }
        if let sans = load("DejaVuSans.ttf") {
            collection.fallbacks.append(sans)
            if let bold = load("DejaVuSans-Bold.ttf") { collection.boldFaces[sans.name] = bold }
        }
        if let serif = load("DejaVuSerif.ttf") {
            collection.designs[.serif] = serif
            if let bold = load("DejaVuSerif-Bold.ttf") { collection.boldFaces[serif.name] = bold }
        }
        if let mono = load("DejaVuSansMono.ttf") {
            collection.designs[.monospaced] = mono
            if let bold = load("DejaVuSansMono-Bold.ttf") { collection.boldFaces[mono.name] = bold }
        }
        collection.scriptFallbacks = FontFallback.standardScripts(cjk: region)
        collection.emoji = FontFallback.notoColorEmoji
        return collection
    }

    static let systemFontDirectories = ["/usr/share/fonts/truetype", "/usr/local/share/fonts/truetype"]
}
