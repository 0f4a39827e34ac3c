import Foundation

// SwiftUI's attributes of an `AttributedString` (`AttributeScopes.SwiftUIAttributes`), which
// Foundation declares on Apple's platforms only: declared here with SwiftUI's names and
// value types, so `string.font = .headline`, `string.foregroundColor = .red`,
// `string.underlineStyle = .single` compile and `Text(string)` draws them. Foundation's
// own attributes that exist on Linux are read too: `link` (drawn in the tint colour).
// `inlinePresentationIntent` (Markdown's emphasis, from `AttributedString(markdown:)`) and
// UIKit's `NSUnderlineStyle` attributes do not exist in Linux Foundation, so they cannot be
// read (nor can Markdown be parsed into an attributed string there).

extension AttributeScopes {
    /// The attributes SwiftUI's `Text` draws.
    public struct SwiftUIAttributes: AttributeScope {
        /// A run's font.
        public let font: FontAttribute
        /// A run's text colour.
        public let foregroundColor: ForegroundColorAttribute
        /// A run's background colour.
        public let backgroundColor: BackgroundColorAttribute
        /// A run's strikethrough.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// A run's underline.
        public let underlineStyle: UnderlineStyleAttribute
        /// A run's kerning, in points.
        public let kern: KerningAttribute
        /// A run's tracking, in points.
        public let tracking: TrackingAttribute
        /// How far a run's baseline is raised, in points.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes (a link...).
        public let foundation: FoundationAttributes

        /// A run's font.
        public enum FontAttribute: AttributedStringKey {
            /// A font.
            public typealias Value = Font
            /// The attribute's name.
            public static let name = "SwiftUI.Font"
        }

        /// A run's colour.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// A run's background colour, drawn behind the run's glyphs.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// A run's strikethrough.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// A line style (a pattern and a colour).
            public typealias Value = Text.LineStyle
            /// The attribute's name.
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// A run's underline.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// A line style (a pattern and a colour).
            public typealias Value = Text.LineStyle
            /// The attribute's name.
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// Points added after each of a run's characters (``Text/kerning(_:)``).
        public enum KerningAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.Kern"
        }

        /// Points added after each of a run's character clusters (``Text/tracking(_:)``).
        public enum TrackingAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.Tracking"
        }

        /// Points a run's baseline is raised by (``Text/baselineOffset(_:)``).
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// SwiftUI's attribute scope.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// The attribute `keyPath` names (`\.font`, `\.foregroundColor`...), so that `string.font = .body` reads.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
    ) -> T {
        self[T.self]
    }
}

extension Text {
    /// A text showing an attributed string: one part a run, with the run's font, colour,
    /// background colour, underline, strikethrough, kerning, tracking and baseline offset,
    /// and links in the tint colour. (Disfavoured: Linux Foundation's `AttributedString` is expressible by a
    /// string literal, Apple's is not, and a literal must stay a ``LocalizedStringKey``.)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias A = AttributeScopes.SwiftUIAttributes
        var spans: [Span] = []
        for run in attributedContent.runs {
            var attributes = TextAttributes()
            attributes.font = run[A.FontAttribute.self]
            if let color = run[A.ForegroundColorAttribute.self] {
                attributes.foreground = AnyShapeStyle(color)
            } else if run.link != nil {
                attributes.foreground = AnyShapeStyle(TintShapeStyle())
            }
            attributes.underline = run[A.UnderlineStyleAttribute.self].map { .some($0) }
            attributes.strikethrough = run[A.StrikethroughStyleAttribute.self].map { .some($0) }
            attributes.kerning = run[A.KerningAttribute.self]
            attributes.tracking = run[A.TrackingAttribute.self]
            attributes.baselineOffset = run[A.BaselineOffsetAttribute.self]
            attributes.background = run[A.BackgroundColorAttribute.self]
            spans.append(Span(string: String(attributedContent[run.range].characters), attributes: attributes))
        }
        self.init(spans: InlineMarkdown.merge(spans))
    }
}
