import PlumbCore

/// EmojiText's `EmojiText` (divadretlaw/EmojiText, the custom-emoji text of Mastodon clients), a
/// remote package no tree holds: text whose `:shortcode:` custom emoji are images loaded from
/// the network. Before they load, `EmojiText`'s body (`Sources/EmojiText/EmojiText.swift`) is a
/// `Text` of its content, Markdown read as `Text` reads it, with each emoji a placeholder image;
/// Plumb loads nothing and draws the text, its shortcodes as written. Its own options
/// (`animated(_:)`, `prepend(text:)`, `append(text:)`, and the `emojiText` namespace of sizes and
/// offsets) change nothing else drawn: they are kept as layout-neutral, and the `Text`'s own
/// modifiers (`font`, `lineLimit`, `foregroundStyle`) apply. None of this applies where the
/// files read declare an `EmojiText` of their own.
extension Interpreter {
    /// `EmojiText(verbatim:emojis:)`, `EmojiText(markdown:emojis:)`, `EmojiText(_:emojis:)`;
    /// nil for another name.
    func emojiTextCall(_ name: String, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value? {
        guard name == "EmojiText", types[name] == nil else { return nil }
        let verbatim = args.take("verbatim")
        guard let content = verbatim ?? args.take("markdown") ?? args.takeUnlabeled() else { return nil }
        args.takeAll()
        // Markdown content is read as `Text` reads a key's Markdown (links, emphasis); the
        // content is the app's text already, never looked up in its strings.
        var markdown: LocalizedStringKey?
        if verbatim == nil, case .string(let s) = content.value { markdown = LocalizedStringKey(s) }
        var text = Arguments(
            [
                .init(
                    label: verbatim == nil ? nil : "verbatim", value: content.value, offset: content.offset,
                    key: markdown)
            ], at: offset)
        return try callName("Text", &text, in: globals, at: offset)
    }
}
