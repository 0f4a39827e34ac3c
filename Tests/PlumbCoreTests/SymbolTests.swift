import Foundation
import Testing

@testable import PlumbCore

/// SF Symbols' frames (Symbols/SymbolSize.swift): 1.2 × the font's point size tall at
/// `.medium` (open), × 0.8 at `.small` and × 1.3 at `.large` (Apple, `NSImage.SymbolScale`:
/// "approximately 20% smaller", "approximately 30% larger"); as wide as the icon's advance at
/// that height, its font's em being the height (SymbolTable: Fork Awesome's 1792 units, Material
/// Icons' 512). Frames are rounded to whole pixels at scale 2 (SPEC §4).
@Suite struct SymbolSizeTests {
    /// `value` rounded to the pixel grid of scale 2 (frames are placed at x = 0).
    private func px(_ value: CGFloat) -> CGFloat { (value * 2).rounded() / 2 }

    private func frame(_ view: some View, _ environment: EnvironmentValues = .ahem) -> CGRect? {
        layout(
            VStack(alignment: .leading, spacing: 0) {
                view.id("s"); Spacer()
            }.frame(width: 300, alignment: .leading), 300, 300,
            environment: environment)["s"]?.frame
    }

    @Test("star at .body (17 pt), medium: 20.4 tall, 1664/1792 of that wide")
    func starBody() throws {
        let f = try #require(frame(Image(systemName: "star")))
        #expect(f.height == px(20.4))
        #expect(f.width == px(1664 * 20.4 / 1792))
    }

    @Test("heart at .title (28 pt): a square of 33.6 (its advance is the em)")
    func heartTitle() throws {
        let f = try #require(frame(Image(systemName: "heart").font(.title)))
        #expect(f.size == CGSize(width: px(33.6), height: px(33.6)))
    }

    @Test("imageScale(.large) is 1.3 × medium, .small 0.8 ×, at .body and .caption (12 pt)")
    func scales() throws {
        let large = try #require(frame(Image(systemName: "chevron.right").imageScale(.large)))
        #expect(large.height == px(20.4 * 1.3))
        #expect(large.width == px(1036 * 20.4 * 1.3 / 1792))
        let small = try #require(frame(Image(systemName: "chevron.right").font(.caption).imageScale(.small)))
        #expect(small.height == px(12 * 1.2 * 0.8))
        #expect(small.width == px(1036 * 12 * 1.2 * 0.8 / 1792))
    }

    @Test("an environment's imageScale reaches symbols inside; the innermost wins")
    func scaleInEnvironment() throws {
        let f = try #require(frame(HStack { Image(systemName: "minus").imageScale(.small) }.imageScale(.large)))
        #expect(f.height == px(20.4 * 0.8))
    }

    @Test("Dynamic Type: .body at .xxxLarge is 23 pt, so symbols are 27.6 tall")
    func dynamicType() throws {
        var env = EnvironmentValues.ahem
        env.dynamicTypeSize = .xxxLarge
        let f = try #require(frame(Image(systemName: "plus"), env))
        #expect(f.height == px(23 * 1.2))
        #expect(f.width == px(1408 * 23 * 1.2 / 1792))
    }

    @Test("a symbol Plumb has no counterpart for is square, and does not warn at layout")
    func unknownIsSquare() throws {
        let f = try #require(frame(Image(systemName: "figure.walk.motion")))
        #expect(f.size == CGSize(width: px(20.4), height: px(20.4)))
    }

    @Test("an image provider that knows the name gives its size instead")
    func providerWins() throws {
        var env = EnvironmentValues.ahem
        env.imageProvider = ImageCatalog(["star": CGSize(width: 7, height: 9)])
        let f = try #require(frame(Image(systemName: "star"), env))
        #expect(f.size == CGSize(width: 7, height: 9))
    }

    @Test("Label(_:systemImage:) is the symbol then the title, 8 apart, centred")
    func label() throws {
        // Ahem .body: "Ab" is 34 × 17; the heart 20.4 square; placed at the origin.
        let f = try #require(frame(Label("Ab", systemImage: "heart")))
        #expect(f.size == CGSize(width: px(20.4 + 8 + 34), height: px(20.4)))
    }

    @Test("symbolVariant(.fill) names the filled symbol; .circle.fill composes; unknown variants fall back")
    func variants() {
        #expect(SymbolVariants.fill.name(for: "star") == "star.fill")
        #expect(SymbolVariants.circle.fill.name(for: "person") == "person.circle.fill")
        #expect(SymbolVariants.slash.fill.name(for: "bell") == "bell.slash.fill")
        #expect(SymbolVariants.fill.name(for: "star.fill") == "star.fill")
        // No `magnifyingglass.fill`: the symbol as written.
        #expect(SymbolVariants.fill.name(for: "magnifyingglass") == "magnifyingglass")
        // No `house.circle.fill` in the table: the fill alone.
        #expect(SymbolVariants.circle.fill.name(for: "house") == "house.fill")
        #expect(SymbolVariants.none.name(for: "star") == "star")
    }

    @Test("symbolVariant(.fill) changes the frame to the filled icon's (lock.open → unlock, same advance)")
    func variantFrame() throws {
        let outline = try #require(frame(Image(systemName: "trash")))
        let filled = try #require(frame(Image(systemName: "trash").symbolVariant(.fill)))
        let trash = try #require(SymbolTable.entry(named: "trash.fill"))
        #expect(filled.width == px(CGFloat(trash.advance) * 20.4 / 1792))
        #expect(outline.height == filled.height)
    }

    @Test(
        "a symbol the table lacks is drawn by its name without trailing enclosure and fill components, never without its slash"
    )
    func enclosureFallback() throws {
        let sun = try #require(SymbolTable.entry(named: "sun.max"))
        #expect(SymbolTable.entry(named: "sun.max.circle.fill") == nil)
        #expect(SymbolTable.entry(drawing: "sun.max.circle.fill") == sun)
        #expect(SymbolTable.entry(drawing: "key.circle") == SymbolTable.entry(named: "key"))
        // A name the table has is its own entry, not its base's.
        #expect(SymbolTable.entry(drawing: "heart.fill")?.iconName == "heart")
        #expect(SymbolTable.entry(drawing: "star")?.iconName == "star-o")
        // `.slash` means the opposite of the plain icon; an unknown base stays unknown.
        #expect(SymbolTable.entry(drawing: "bookmark.slash") == nil)
        #expect(SymbolTable.entry(drawing: "no.such.symbol.fill") == nil)
        #expect(SymbolTable.entry(drawing: "fill") == nil)
        // The frame is the base icon's: sun.max's advance at body size (17 pt → 20.4 pt em).
        let drawn = try #require(frame(Image(systemName: "sun.max.circle.fill")))
        #expect(drawn.width == px(CGFloat(sun.advance) * 20.4 / 1792))
    }

    @Test("the table maps common names (757), each once, each to a code point in its font's private use area")
    func table() {
        #expect(SymbolTable.entries.count == 757)
        #expect(SymbolTable.entries.filter { $0.font == .materialIcons }.count == 111)
        #expect(Set(SymbolTable.entries.map(\.name)).count == SymbolTable.entries.count)
        // Set AD's awards (Steps): the ball and the medal, from Material Icons.
        #expect(SymbolTable.entry(drawing: "soccerball")?.codePoint == 0xEA2F)
        #expect(SymbolTable.entry(drawing: "medal")?.codePoint == 0xEA3F)
        #expect(SymbolTable.entry(drawing: "medal")?.font == .materialIcons)
        for name in [
            "star", "star.fill", "heart", "heart.fill", "person", "person.circle", "gear", "gearshape", "house",
            "magnifyingglass", "plus", "minus", "xmark", "checkmark", "chevron.left", "chevron.right",
            "chevron.up", "chevron.down", "trash", "pencil", "bell", "envelope", "phone", "camera", "photo",
            "cart", "lock", "calendar", "clock", "info.circle", "exclamationmark.triangle",
            "square.and.arrow.up", "ellipsis", "list.bullet",
        ] {
            #expect(SymbolTable.entry(named: name) != nil, "\(name)")
        }
        #expect(
            SymbolTable.entries.allSatisfy {
                (0xE000...0xF8FF).contains($0.codePoint) && $0.advance > 0 && $0.advance <= 2304
            })
        // Fork Awesome's icons are F000 on; Material Icons' are all one em (512) wide.
        #expect(
            SymbolTable.entries.allSatisfy {
                $0.font == .forkAwesome
                    ? $0.codePoint >= 0xF000 : $0.advance == SymbolTable.IconFont.materialIcons.unitsPerEm
            })
    }

    @Test(
        "symbols real apps use are as wide as their icons: ellipsis.circle, safari, clock.arrow.circlepath, hare, pin.fill"
    )
    func appSymbols() throws {
        // ellipsis-h 1408, safari 1792, history 1536, bunny 1159, thumb-tack 1152 (the font's hmtx).
        for (name, advance) in [
            ("ellipsis.circle", 1408), ("safari", 1792), ("clock.arrow.circlepath", 1536), ("hare", 1159),
            ("pin.fill", 1152), ("nosign", 1536),
        ] {
            let f = try #require(frame(Image(systemName: name)))
            #expect(f.width == px(CGFloat(advance) * 20.4 / 1792), "\(name)")
            #expect(f.height == px(20.4), "\(name)")
        }
    }

    @Test(
        "the names real apps use next are as wide as their icons: repeat → retweet, cpu → microchip, person.text.rectangle → address-card-o, text.cursor → i-cursor"
    )
    func moreAppSymbols() throws {
        // At .body a symbol is 20.4 tall (20.5 on the grid) and advance × 20.4 / 1792 wide: retweet 1920 → 21.86,
        // address-card-o 2048 → 23.31, microchip and undo 1536 → 17.49, comment-o 1792 → 20.4, usd 932 → 10.61,
        // i-cursor 896 → 10.2 (the font's hmtx), each rounded to the pixel grid of scale 2.
        try expectRows([
            ("repeat", "retweet", 0xF079, 22.0), ("person.text.rectangle", "address-card-o", 0xF2BC, 23.5),
            ("cpu", "microchip", 0xF2DB, 17.5), ("arrow.uturn.backward", "undo", 0xF0E2, 17.5),
            ("exclamationmark.bubble", "comment-o", 0xF0E5, 20.5), ("dollarsign.circle.fill", "usd", 0xF155, 10.5),
            ("text.cursor", "i-cursor", 0xF246, 10.0),
        ])
    }

    @Test(
        "the names 38 apps use next are as wide as their icons: speaker.plus → volume-up, speaker.minus → volume-down, asterisk, at, arrow.2.squarepath → retweet, battery.50 → battery-half"
    )
    func thirdRoundSymbols() throws {
        // At .body, advance × 20.4 / 1792 on the pixel grid of scale 2 (the font's hmtx): volume-up 1664 → 18.94,
        // volume-down 1152 → 13.11, asterisk 1428 → 16.26, at 1536 → 17.49, retweet 1920 → 21.86, battery-half 2304
        // → 26.23, apple 1393 → 15.86, forward 1542 → 17.55.
        try expectRows([
            ("speaker.plus", "volume-up", 0xF028, 19.0), ("speaker.minus", "volume-down", 0xF027, 13.0),
            ("asterisk", "asterisk", 0xF069, 16.5), ("at", "at", 0xF1FA, 17.5),
            ("arrow.2.squarepath", "retweet", 0xF079, 22.0), ("battery.50", "battery-half", 0xF242, 26.0),
            ("apple.logo", "apple", 0xF179, 16.0), ("forward", "forward", 0xF04E, 17.5),
        ])
    }

    @Test(
        "the names recent renders and set I's apps left as placeholders: Fork Awesome's terminal, hourglass-start, share-alt, hdd-o, bunny; Material Icons' north_east, auto_awesome, graphic_eq, wifi_off, backspace, 20.4 square"
    )
    func fourthRoundSymbols() throws {
        // Fork Awesome at .body, advance × 20.4 / 1792 on the pixel grid of scale 2 (the font's hmtx): terminal 1651
        // → 18.8, hourglass-start 1536 → 17.49, share-alt 1536 → 17.49, hdd-o 1536 → 17.49, bunny 1159 → 13.19,
        // envelope-o 1792 → 20.4, history 1536 → 17.49.
        try expectRows([
            ("terminal.fill", "terminal", 0xF120, 19.0), ("hourglass.tophalf.fill", "hourglass-start", 0xF251, 17.5),
            ("point.3.filled.connected.trianglepath.dotted", "share-alt", 0xF1E0, 17.5),
            ("externaldrive.badge.xmark", "hdd-o", 0xF0A0, 17.5), ("hare.fill", "bunny", 0xF35F, 13.0),
            ("mail", "envelope-o", 0xF003, 20.5),
            ("clock.arrow.trianglehead.counterclockwise.rotate.90", "history", 0xF1DA, 17.5),
        ])
        // Material Icons: every icon 512 of its 512-unit em, so 20.4 square (20.5 on the grid).
        try expectRows(
            [
                ("arrow.up.right", "north_east", 0xF1E1, 20.5), ("sparkles", "auto_awesome", 0xE65F, 20.5),
                ("waveform", "graphic_eq", 0xE1B8, 20.5), ("wifi.slash", "wifi_off", 0xE648, 20.5),
                ("delete.left", "backspace", 0xE14A, 20.5), ("paintpalette", "palette", 0xE40A, 20.5),
                ("doc.text.magnifyingglass", "find_in_page", 0xE880, 20.5),
            ], font: .materialIcons)
    }

    @Test("a Material Icons symbol at .large is 1.3 × medium both ways; .small 0.8 ×")
    func materialScales() throws {
        let large = try #require(frame(Image(systemName: "checklist").imageScale(.large)))
        #expect(large.size == CGSize(width: px(20.4 * 1.3), height: px(20.4 * 1.3)))
        let small = try #require(frame(Image(systemName: "checklist").font(.caption).imageScale(.small)))
        #expect(small.size == CGSize(width: px(12 * 1.2 * 0.8), height: px(12 * 1.2 * 0.8)))
    }

    /// Each row's table entry (icon, code point and font) and its frame at `.body`: `width` wide
    /// and 20.5 tall on the pixel grid of scale 2.
    private func expectRows(
        _ rows: [(name: String, icon: String, codePoint: UInt32, width: CGFloat)],
        font: SymbolTable.IconFont = .forkAwesome
    ) throws {
        for (name, icon, codePoint, width) in rows {
            let entry = try #require(SymbolTable.entry(named: name))
            #expect(entry.font == font, "\(name)")
            #expect(entry.iconName == icon, "\(name)")
            #expect(entry.codePoint == codePoint, "\(name)")
            let f = try #require(frame(Image(systemName: name)))
            #expect(f.width == width, "\(name)")
            #expect(f.height == 20.5, "\(name)")
        }
    }

    @Test("docs/symbols.md lists exactly the table's rows, in its order")
    func documented() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let doc = try String(contentsOf: root.appendingPathComponent("docs/symbols.md"), encoding: .utf8)
        let rows = doc.split(separator: "\n").filter { $0.hasPrefix("| `") }.map(String.init)
        let table = SymbolTable.entries.map {
            "| `\($0.name)` | \($0.font.name) | `\($0.iconName)` | U+\(String($0.codePoint, radix: 16, uppercase: true)) | \($0.advance) |"
        }
        #expect(rows.count == table.count)
        for (row, entry) in zip(rows, table) where row != entry { Issue.record("docs: \(row), code: \(entry)") }
    }

    @Test(
        "HStack(alignment: .firstTextBaseline): a symbol's baseline is 1536/1792 of its height down, on the text's baseline"
    )
    func baseline() throws {
        // Ahem .body: 17 tall, baseline 13.6 down (0.8 em); the star 20.4 tall, baseline 17.49 down.
        let r = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Image(systemName: "star").id("s")
                Text("A").id("t")
            }.fixedSize().id("row"), 200, 200)
        let star = try #require(r["s"]).frame, text = try #require(r["t"]).frame
        let starBaseline = star.minY + 20.4 * 1536 / 1792, textBaseline = text.minY + 13.6
        #expect(abs(starBaseline - textBaseline) <= 0.5)
        // The text sits 17.49 − 13.6 = 3.89 below the symbol's top.
        #expect(abs((text.minY - star.minY) - (20.4 * 1536 / 1792 - 13.6)) <= 0.5)
    }

    @Test(
        "HStack(alignment: .firstTextBaseline): a Material Icons symbol's baseline is its frame's bottom (its hhea descender is 0)"
    )
    func materialBaseline() throws {
        // Ahem .body: baseline 13.6 below the text's top; the symbol 20.4 tall, its baseline at its bottom.
        let r = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Image(systemName: "sparkles").id("s")
                Text("A").id("t")
            }.fixedSize().id("row"), 200, 200)
        let sparkles = try #require(r["s"]).frame, text = try #require(r["t"]).frame
        #expect(abs(sparkles.maxY - (text.minY + 13.6)) <= 0.5)
    }
}
