import Foundation
import PlumbCore

/// A font file read the first time a character needs it: the faces of Plumb's cascade
/// for scripts and emoji are large (Noto Sans CJK is 19 MB a weight), and most text never
/// needs them.
public final class FontFile: @unchecked Sendable {
    /// Where the file is.
    public let path: String
    /// The face of a collection (`.ttc`) to read.
    public let faceIndex: Int
    /// The Debian package that installs it, for the warning when it is missing.
    public let package: String?
    private let lock = NSLock()
    private var loaded: FontFace??

    /// The face `faceIndex` of the file at `path`, installed by `package`.
    public init(path: String, faceIndex: Int = 0, package: String? = nil) {
        self.path = path
        self.faceIndex = faceIndex
        self.package = package
    }

    /// A file already read.
    public init(face: FontFace) {
        self.path = face.name
        self.faceIndex = face.font.faceIndex
        self.package = nil
        self.loaded = .some(face)
    }

    /// The face, read on first use; `nil` when the file is missing or unreadable.
    public var face: FontFace? {
        lock.lock()
        defer { lock.unlock() }
        if let loaded { return loaded }
        let face = try? FontFace(contentsOfFile: path, faceIndex: faceIndex)
        loaded = .some(face)
        return face
    }

    /// The file's name, for messages.
    public var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }
}

/// A fallback font of the cascade: the face drawing characters of some scripts (or emoji)
/// that the chosen font lacks, with its bold companion.
///
/// Like Core Text's cascade list, which after the system font tries a font per script
/// (PingFang for Han, Hiragino for kana, Apple SD Gothic Neo for Hangul, SF Arabic, Kohinoor
/// for Devanagari, Thonburi for Thai, Apple Color Emoji...: `CTFontCopyDefaultCascadeListForLanguages`),
/// a character is tried in the fallback of its script before the general fallbacks, so an
/// Arabic letter is drawn in the Arabic face even where DejaVu Sans also maps it.
public struct FontFallback: Sendable {
    /// A name for messages: "Noto Sans CJK SC".
    public var name: String
    /// The scripts it is tried first for, as ISO 15924 codes ("Hani", "Arab"); empty for
    /// the emoji face.
    public var scripts: Set<String>
    /// The regular face.
    public var regular: FontFile
    /// The face for semibold and heavier text, if the family has one.
    public var bold: FontFile?

    /// A fallback of these faces.
    public init(name: String, scripts: Set<String>, regular: FontFile, bold: FontFile? = nil) {
        self.name = name
        self.scripts = scripts
        self.regular = regular
        self.bold = bold
    }

    /// The face for `weight`: the bold one for semibold and heavier, when installed.
    func face(weight: Font.Weight) -> FontFace? {
        if weight >= .semibold, let bold = bold?.face { return bold }
        return regular.face
    }

    // MARK: The standard fallbacks

    static let notoCore = "/usr/share/fonts/truetype/noto/"
    static let notoCJK = "/usr/share/fonts/opentype/noto/"

    /// Noto Sans CJK (Debian's `fonts-noto-cjk`, OFL): one family for Han, kana, Hangul and
    /// Bopomofo, in two weights, each a collection whose faces draw the regional forms
    /// (index 0 JP, 1 KR, 2 SC, 3 TC, 4 HK). Simplified Chinese by default, as iOS's
    /// cascade for an English locale puts PingFang SC first.
    public static func notoSansCJK(region: CJKRegion = .simplifiedChinese) -> FontFallback {
        FontFallback(
            name: "Noto Sans CJK \(region.rawValue)", scripts: ["Hani", "Hira", "Kana", "Hang", "Bopo"],
            regular: FontFile(
                path: notoCJK + "NotoSansCJK-Regular.ttc", faceIndex: region.faceIndex, package: "fonts-noto-cjk"),
            bold: FontFile(
                path: notoCJK + "NotoSansCJK-Bold.ttc", faceIndex: region.faceIndex, package: "fonts-noto-cjk"))
    }

    /// The regional forms of Noto Sans CJK.
    public enum CJKRegion: String, Sendable, CaseIterable {
        case japanese = "JP", korean = "KR", simplifiedChinese = "SC", traditionalChinese = "TC", hongKong = "HK"

        /// The regional forms for `locale`'s language, as iOS's cascade orders its CJK fonts
        /// by the preferred languages (`CTFontCopyDefaultCascadeListForLanguages`): Japanese
        /// for ja, Korean for ko, Traditional Chinese for zh-Hant and zh-TW, Hong Kong's for
        /// zh-HK and zh-MO, Simplified Chinese otherwise.
        public init(locale: Locale) {
            let language = locale.language.languageCode?.identifier
            let region = locale.region?.identifier
            let script = locale.language.script?.identifier
            switch language {
            case "ja": self = .japanese
            case "ko": self = .korean
            case "zh" where region == "HK" || region == "MO": self = .hongKong
            case "zh" where script == "Hant" || region == "TW": self = .traditionalChinese
            default: self = .simplifiedChinese
            }
        }

        var faceIndex: Int {
            switch self {
            case .japanese: 0
            case .korean: 1
            case .simplifiedChinese: 2
            case .traditionalChinese: 3
            case .hongKong: 4
            }
        }
    }

    /// Noto Color Emoji (Debian's `fonts-noto-color-emoji`, OFL), for Apple Color Emoji.
    public static let notoColorEmoji = FontFallback(
        name: "Noto Color Emoji", scripts: [],
        regular: FontFile(path: notoCore + "NotoColorEmoji.ttf", package: "fonts-noto-color-emoji"))

    /// Noto Sans faces for the scripts of iOS's cascade that Inter and DejaVu Sans lack or
    /// draw without their shaping rules (Debian's `fonts-noto-core`, OFL): ISO 15924 code
    /// and file stem.
    static let notoScripts: [(String, String)] = [
        ("Arab", "Arabic"), ("Hebr", "Hebrew"), ("Deva", "Devanagari"), ("Beng", "Bengali"),
        ("Guru", "Gurmukhi"), ("Gujr", "Gujarati"), ("Orya", "Oriya"), ("Taml", "Tamil"), ("Telu", "Telugu"),
        ("Knda", "Kannada"), ("Mlym", "Malayalam"), ("Sinh", "Sinhala"), ("Thai", "Thai"), ("Laoo", "Lao"),
        ("Khmr", "Khmer"), ("Mymr", "Myanmar"), ("Armn", "Armenian"), ("Geor", "Georgian"),
        ("Ethi", "Ethiopic"), ("Thaa", "Thaana"), ("Syrc", "Syriac"), ("Cher", "Cherokee"),
        ("Mong", "Mongolian"), ("Tfng", "Tifinagh"), ("Cans", "CanadianAboriginal"), ("Nkoo", "NKo"),
        ("Olck", "OlChiki"), ("Java", "Javanese"), ("Bali", "Balinese"), ("Sund", "Sundanese"),
    ]

    /// The standard script fallbacks: Noto Sans CJK, then a Noto Sans face per script.
    public static func standardScripts(cjk region: CJKRegion = .simplifiedChinese) -> [FontFallback] {
        [notoSansCJK(region: region)]
            + notoScripts.map { code, stem in
                FontFallback(
                    name: "Noto Sans \(stem)", scripts: [code],
                    regular: FontFile(path: notoCore + "NotoSans\(stem)-Regular.ttf", package: "fonts-noto-core"),
                    bold: FontFile(path: notoCore + "NotoSans\(stem)-Bold.ttf", package: "fonts-noto-core"))
            }
    }
}
