import Foundation
import PlumbCore

// Stand-ins for the few UIKit types that iOS view files pass to SwiftUI (`Color(.systemGray5)`,
// `.keyboardType(.emailAddress)`, `.textContentType(.password)`), so those files compile here.
// They exist only in this module (never in PlumbCore, where they would clash with UIKit's on
// Apple's platforms). Anything else of UIKit (views, controllers, `UIImage`) does not compile:
// keep such code behind `#if canImport(UIKit)`.

/// UIKit's colour, as SwiftUI code names it: the system colours (light mode, iOS 17 and 18;
/// the table in PlumbCore's `SystemColors`), and `UIColor(red:green:blue:alpha:)`.
public struct UIColor: Sendable {
    /// The colour SwiftUI draws.
    public let color: Color

    init(named name: String) { color = SystemColors.named(name) ?? .gray }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    public init(white: CGFloat, alpha: CGFloat) { color = Color(white: Double(white), opacity: Double(alpha)) }

    public static var systemRed: UIColor { UIColor(named: "systemRed") }
    public static var systemOrange: UIColor { UIColor(named: "systemOrange") }
    public static var systemYellow: UIColor { UIColor(named: "systemYellow") }
    public static var systemGreen: UIColor { UIColor(named: "systemGreen") }
    public static var systemMint: UIColor { UIColor(named: "systemMint") }
    public static var systemTeal: UIColor { UIColor(named: "systemTeal") }
    public static var systemCyan: UIColor { UIColor(named: "systemCyan") }
    public static var systemBlue: UIColor { UIColor(named: "systemBlue") }
    public static var systemIndigo: UIColor { UIColor(named: "systemIndigo") }
    public static var systemPurple: UIColor { UIColor(named: "systemPurple") }
    public static var systemPink: UIColor { UIColor(named: "systemPink") }
    public static var systemBrown: UIColor { UIColor(named: "systemBrown") }
    public static var systemGray: UIColor { UIColor(named: "systemGray") }
    public static var systemGray2: UIColor { UIColor(named: "systemGray2") }
    public static var systemGray3: UIColor { UIColor(named: "systemGray3") }
    public static var systemGray4: UIColor { UIColor(named: "systemGray4") }
    public static var systemGray5: UIColor { UIColor(named: "systemGray5") }
    public static var systemGray6: UIColor { UIColor(named: "systemGray6") }
    public static var systemBackground: UIColor { UIColor(named: "systemBackground") }
    public static var secondarySystemBackground: UIColor { UIColor(named: "secondarySystemBackground") }
    public static var tertiarySystemBackground: UIColor { UIColor(named: "tertiarySystemBackground") }
    public static var systemGroupedBackground: UIColor { UIColor(named: "systemGroupedBackground") }
    public static var secondarySystemGroupedBackground: UIColor { UIColor(named: "secondarySystemGroupedBackground") }
    public static var tertiarySystemGroupedBackground: UIColor { UIColor(named: "tertiarySystemGroupedBackground") }
    public static var label: UIColor { UIColor(named: "label") }
    public static var secondaryLabel: UIColor { UIColor(named: "secondaryLabel") }
    public static var tertiaryLabel: UIColor { UIColor(named: "tertiaryLabel") }
    public static var quaternaryLabel: UIColor { UIColor(named: "quaternaryLabel") }
    public static var placeholderText: UIColor { UIColor(named: "placeholderText") }
    public static var separator: UIColor { UIColor(named: "separator") }
    public static var opaqueSeparator: UIColor { UIColor(named: "opaqueSeparator") }
    public static var link: UIColor { UIColor(named: "link") }
    public static var systemFill: UIColor { UIColor(named: "systemFill") }
    public static var secondarySystemFill: UIColor { UIColor(named: "secondarySystemFill") }
    public static var tertiarySystemFill: UIColor { UIColor(named: "tertiarySystemFill") }
    public static var quaternarySystemFill: UIColor { UIColor(named: "quaternarySystemFill") }
    public static var white: UIColor { UIColor(named: "white") }
    public static var black: UIColor { UIColor(named: "black") }
    public static var clear: UIColor { UIColor(named: "clear") }
    public static var darkGray: UIColor { UIColor(named: "darkGray") }
    public static var lightGray: UIColor { UIColor(named: "lightGray") }
    public static var gray: UIColor { UIColor(named: "gray") }
    public static var red: UIColor { UIColor(named: "red") }
    public static var green: UIColor { UIColor(named: "green") }
    public static var blue: UIColor { UIColor(named: "blue") }
}

extension Color {
    /// The SwiftUI colour of a UIKit colour (`Color(.secondarySystemBackground)`).
    public init(_ color: UIColor) { self = color.color }

    /// The SwiftUI colour of a UIKit colour.
    public init(uiColor: UIColor) { self = uiColor.color }
}

/// The keyboard a text field asks for. Layout-neutral: no keyboard is shown.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// What a text field's content is, for autofill. Layout-neutral.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

/// How a text field capitalizes what is typed, in UIKit's terms (`.autocapitalization(.none)`,
/// the modifier's name before iOS 15). Layout-neutral.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

extension View {
    /// How text fields inside capitalize what is typed. Layout-neutral.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    /// The keyboard text fields inside ask for. Layout-neutral.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// What text fields inside hold, for autofill. Layout-neutral.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}
