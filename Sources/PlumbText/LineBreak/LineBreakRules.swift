/// The outcome of the UAX #14 rules for one position between two scalars.
enum LineBreakDecision: Equatable {
    /// "×" — no break here.
    case prohibited
    /// "÷" — a break is allowed here.
    case allowed
    /// "!" — a break must happen here.
    case mandatory
}

/// The state of the UAX #14 line breaking algorithm (Unicode 15.0 rules,
/// with the number tailoring of LB25 that `LineBreakTest.txt` uses), fed one
/// scalar at a time.
///
/// Each call to `advance(_:in:following:)` decides the position *before* the new
/// scalar by applying LB2–LB31 in order (the first rule that matches wins),
/// then records what later rules need to know about the text so far. The
/// state is a few bytes, so the algorithm runs in linear time with
/// no allocation.
///
/// Terminology: the *base* is the class of the previous character after LB9
/// ("X CM* → X") and LB10 ("CM → AL") — the "before" side of every pair rule
/// from LB11 on. Rules written "A SP* × B" use the class before the current
/// run of spaces (`spaceContext`).
struct LineBreakRuleState {
    /// Resolved class of the previous non-absorbed scalar (after LB1, LB9,
    /// LB10); `nil` at the start of text.
    private var base: LineBreakClass?
    /// Properties of the scalar that provided `base`.
    private var baseProperties = LineBreakProperties(rawValue: 0)
    /// `base` is AK, AS or U+25CC (LB28a).
    private var baseIsAksara = false
    /// The base before `base` (LB21a, LB28a).
    private var previousBase: LineBreakClass?
    /// `previousBase` is AK, AS or U+25CC (LB28a).
    private var previousBaseIsAksara = false
    /// The base before the current run of SP (only meaningful while
    /// `base == .sp`).
    private var beforeSpaces: LineBreakClass?
    /// The previous scalar (absorbed or not) was ZWJ (LB8a).
    private var previousIsZWJ = false
    /// Number of consecutive RI bases ending at `base` (LB30a).
    private var regionalIndicatorCount = 0
    /// The text ends with `NU (NU | SY | IS)*` (LB25, tailored).
    private var inNumber = false
    /// The text ends with `NU (NU | SY | IS)* (CL | CP)` (LB25, tailored).
    private var inNumberAfterClose = false

    init() {}

    /// The "A" of rules of the form "A SP* × B": the base, or the class
    /// before the spaces if the base is SP.
    private var spaceContext: LineBreakClass? {
        base == .sp ? beforeSpaces : base
    }

    /// Feeds the next scalar's properties and returns the decision for the
    /// position before it.
    ///
    /// - Parameters:
    ///   - properties: the properties of the new scalar.
    ///   - text: the whole input, used only by the LB25 and LB28a rules that
    ///     look one unit ahead (see `nextBaseClass(in:from:)`).
    ///   - following: the index in `text` just after the new scalar.
    @inline(__always)
    mutating func advance<Text: Collection>(
        _ properties: LineBreakProperties,
        in text: Text,
        following: Text.Index
    ) -> LineBreakDecision where Text.Element == LineBreakProperties {
        // LB1: resolve AI, SG, XX → AL; SA → CM (Mn, Mc) or AL; CJ → NS.
        var current = properties.resolvedClass
        let isZWJ = current == .zwj

        guard let base else {
            // LB2: never break at the start of text (sot ×).
            // LB10: a CM or ZWJ with no base character is treated as AL.
            if current == .cm || isZWJ { current = .al }
            commit(current, properties, isZWJ: isZWJ)
            return .prohibited
        }

        // LB4: always break after hard line breaks (BK !).
        // LB5: treat CR followed by LF, as well as CR, LF and NL as hard
        // line breaks (CR × LF; CR !; LF !; NL !).
        let hardBreaks: UInt64 =
            1 << LineBreakClass.bk.rawValue | 1 << LineBreakClass.cr.rawValue
            | 1 << LineBreakClass.lf.rawValue | 1 << LineBreakClass.nl.rawValue
        if (1 &<< UInt64(base.rawValue)) & hardBreaks != 0 {
            let decision: LineBreakDecision = base == .cr && current == .lf ? .prohibited : .mandatory
            // LB9 does not attach marks to BK, CR, LF or NL, so by LB10 a
            // CM or ZWJ here starts a new base, treated as AL.
            if current == .cm || isZWJ { current = .al }
            commit(current, properties, isZWJ: isZWJ)
            return decision
        }

        // LB9: do not break a combining character sequence: X (CM | ZWJ)* → X
        // for any X other than BK, CR, LF, NL, SP, ZW. The mark is absorbed
        // and the base is unchanged. (BK, CR, LF and NL were handled above;
        // LB6–LB8a below cannot apply to a CM/ZWJ after such an X, except
        // LB8a which also yields ×.)
        if (current == .cm || isZWJ) && base != .sp && base != .zw {
            previousIsZWJ = isZWJ
            return .prohibited
        }

        let decision = decide(current, properties, base: base, in: text, following: following)
        // LB10: treat any remaining CM or ZWJ as AL.
        if current == .cm || isZWJ { current = .al }
        commit(current, properties, isZWJ: isZWJ)
        return decision
    }

    /// Rules LB6–LB31 for the pair (`base`, `current`), `current` resolved by
    /// LB1 but not yet by LB10.
    @inline(__always)
    private func decide<Text: Collection>(
        _ rawCurrent: LineBreakClass,
        _ properties: LineBreakProperties,
        base: LineBreakClass,
        in text: Text,
        following: Text.Index
    ) -> LineBreakDecision where Text.Element == LineBreakProperties {
        var current = rawCurrent
        // Fast path for the most common pair, letter–letter: no rule before
        // LB28 "(AL | HL) × (AL | HL)" can match it (LB8a would also give ×).
        if (base == .al || base == .hl) && (current == .al || current == .hl) { return .prohibited }
        // LB6: do not break before hard line breaks: × (BK | CR | LF | NL).
        switch current {
        case .bk, .cr, .lf, .nl: return .prohibited
        default: break
        }
        // LB7: do not break before spaces or zero width space: × SP, × ZW.
        if current == .sp || current == .zw { return .prohibited }
        // LB8: break before any character following a zero-width space,
        // even if one or more spaces intervene: ZW SP* ÷.
        let context = spaceContext
        if context == .zw { return .allowed }
        // LB8a: do not break after a zero width joiner: ZWJ ×.
        if previousIsZWJ { return .prohibited }
        // (LB9 was applied by the caller.)
        // LB10: treat any remaining CM or ZWJ as AL.
        if current == .cm || current == .zwj { current = .al }

        // LB11: do not break before or after word joiner: × WJ, WJ ×.
        if current == .wj || base == .wj { return .prohibited }
        // LB12: do not break after NBSP and related characters: GL ×.
        if base == .gl { return .prohibited }
        // LB12a: do not break before NBSP and related characters, except
        // after spaces and hyphens: [^SP BA HY] × GL.
        if current == .gl && base != .sp && base != .ba && base != .hy { return .prohibited }
        // LB13: do not break before ']' or '!' or ';' or '/', even after
        // spaces: × CL, × CP, × EX, × IS, × SY. (The LB25 tailoring used by
        // LineBreakTest.txt restricts this to [^NU] before CL/CP/IS/SY; the
        // NU cases are "×" by tailored LB25 anyway, so the result is equal.)
        switch current {
        case .cl, .cp, .ex, .is, .sy: return .prohibited
        default: break
        }
        // LB14: do not break after '[', even after spaces: OP SP* ×.
        if context == .op { return .prohibited }
        // LB15: do not break within '"[', even with intervening spaces:
        // QU SP* × OP.
        if context == .qu && current == .op { return .prohibited }
        // LB16: do not break between closing punctuation and a nonstarter,
        // even with intervening spaces: (CL | CP) SP* × NS.
        if (context == .cl || context == .cp) && current == .ns { return .prohibited }
        // LB17: do not break within '——', even with intervening spaces:
        // B2 SP* × B2.
        if context == .b2 && current == .b2 { return .prohibited }
        // LB18: break after spaces: SP ÷.
        if base == .sp { return .allowed }
        // LB19: do not break before or after quotation marks: × QU, QU ×.
        if current == .qu || base == .qu { return .prohibited }
        // LB20: break before and after unresolved CB: ÷ CB, CB ÷.
        if current == .cb || base == .cb { return .allowed }
        // LB21: do not break before hyphen-minus, other hyphens, fixed-width
        // spaces, small kana and other non-starters, or after acute accents:
        // × BA, × HY, × NS, BB ×.
        if current == .ba || current == .hy || current == .ns || base == .bb { return .prohibited }
        // LB21a: don't break after Hebrew + Hyphen: HL (HY | BA) ×.
        if previousBase == .hl && (base == .hy || base == .ba) { return .prohibited }
        // LB21b: don't break between Solidus and Hebrew letters: SY × HL.
        if base == .sy && current == .hl { return .prohibited }
        // LB22: do not break before ellipses: × IN.
        if current == .in { return .prohibited }

        let baseIsLetter = base == .al || base == .hl
        let currentIsLetter = current == .al || current == .hl
        // LB23: do not break between digits and letters:
        // (AL | HL) × NU, NU × (AL | HL).
        if baseIsLetter && current == .nu { return .prohibited }
        if base == .nu && currentIsLetter { return .prohibited }
        // LB23a: do not break between numeric prefixes and ideographs, or
        // between ideographs and numeric postfixes:
        // PR × (ID | EB | EM), (ID | EB | EM) × PO.
        if base == .pr && (current == .id || current == .eb || current == .em) { return .prohibited }
        if (base == .id || base == .eb || base == .em) && current == .po { return .prohibited }
        // LB24: do not break between numeric prefix/postfix and letters, or
        // between letters and prefix/postfix:
        // (PR | PO) × (AL | HL), (AL | HL) × (PR | PO).
        let baseIsAffix = base == .pr || base == .po
        if baseIsAffix && currentIsLetter { return .prohibited }
        if baseIsLetter && (current == .pr || current == .po) { return .prohibited }

        // LB25: do not break between the following pairs of classes relevant
        // to numbers — implemented with the regular-expression tailoring of
        // UAX #14 Section 8.2, Example 7 (as LineBreakTest.txt):
        //   NU (NU | SY | IS)* (CL | CP)? × (PO | PR)
        if (inNumber || inNumberAfterClose) && (current == .po || current == .pr) { return .prohibited }
        //   NU (NU | SY | IS)* × (NU | SY | IS | CL | CP)
        //   (subsumes NU × (NU | SY | IS))
        if inNumber {
            switch current {
            case .nu, .sy, .is, .cl, .cp: return .prohibited
            default: break
            }
        }
        //   (PR | PO) × (OP | HY)? NU
        if baseIsAffix {
            if current == .nu { return .prohibited }
            if (current == .op || current == .hy)
                && Self.nextBaseClass(in: text, from: following) == .nu
            {
                return .prohibited
            }
        }
        //   (OP | HY) × NU
        if (base == .op || base == .hy) && current == .nu { return .prohibited }

        // LB26: do not break a Korean syllable:
        // JL × (JL | JV | H2 | H3), (JV | H2) × (JV | JT), (JT | H3) × JT.
        switch (base, current) {
        case (.jl, .jl), (.jl, .jv), (.jl, .h2), (.jl, .h3),
            (.jv, .jv), (.jv, .jt), (.h2, .jv), (.h2, .jt),
            (.jt, .jt), (.h3, .jt):
            return .prohibited
        default: break
        }
        // LB27: treat a Korean syllable block the same as ID:
        // (JL | JV | JT | H2 | H3) × PO, PR × (JL | JV | JT | H2 | H3).
        let baseIsKorean = base == .jl || base == .jv || base == .jt || base == .h2 || base == .h3
        let currentIsKorean =
            current == .jl || current == .jv || current == .jt
            || current == .h2 || current == .h3
        if baseIsKorean && current == .po { return .prohibited }
        if base == .pr && currentIsKorean { return .prohibited }
        // LB28: do not break between alphabetics ("at"): (AL | HL) × (AL | HL).
        if baseIsLetter && currentIsLetter { return .prohibited }

        // LB28a (Unicode 15.1; inert with 15.0 data, which has no AK, AP,
        // AS, VF or VI): do not break inside orthographic syllables of
        // Brahmic scripts. ◌ is U+25CC.
        let currentIsAksara = current == .ak || current == .as || properties.isDottedCircle
        //   AP × (AK | ◌ | AS)
        if base == .ap && currentIsAksara { return .prohibited }
        if baseIsAksara {
            //   (AK | ◌ | AS) × (VF | VI)
            if current == .vf || current == .vi { return .prohibited }
            //   (AK | ◌ | AS) × (AK | ◌ | AS) VF
            if currentIsAksara && Self.nextBaseClass(in: text, from: following) == .vf {
                return .prohibited
            }
        }
        //   (AK | ◌ | AS) VI × (AK | ◌)
        if previousBaseIsAksara && base == .vi
            && (current == .ak || properties.isDottedCircle)
        {
            return .prohibited
        }

        // LB29: do not break between numeric punctuation and alphabetics
        // ("e.g."): IS × (AL | HL).
        if base == .is && currentIsLetter { return .prohibited }
        // LB30: do not break between letters, numbers, or ordinary symbols
        // and opening or closing parentheses, excluding East Asian
        // (F, W, H) parentheses:
        // (AL | HL | NU) × [OP-[\p{ea=F}\p{ea=W}\p{ea=H}]],
        // [CP-[\p{ea=F}\p{ea=W}\p{ea=H}]] × (AL | HL | NU).
        if (baseIsLetter || base == .nu) && current == .op && !properties.isEastAsianWide {
            return .prohibited
        }
        if base == .cp && !baseProperties.isEastAsianWide && (currentIsLetter || current == .nu) {
            return .prohibited
        }
        // LB30a: break between two regional indicator symbols if and only if
        // there are an even number of regional indicators preceding the
        // position of the break: sot (RI RI)* RI × RI, [^RI] (RI RI)* RI × RI.
        if base == .ri && current == .ri && regionalIndicatorCount % 2 == 1 { return .prohibited }
        // LB30b: do not break between an emoji base (or potential emoji) and
        // an emoji modifier: EB × EM,
        // [\p{Extended_Pictographic}&\p{Cn}] × EM.
        if current == .em {
            if base == .eb { return .prohibited }
            if baseProperties.isExtendedPictographic && baseProperties.isUnassigned { return .prohibited }
        }
        // LB31: break everywhere else: ALL ÷, ÷ ALL.
        return .allowed
    }

    /// The LB1-resolved class of the first element of `text` at or after
    /// `index` that is not CM or ZWJ (LB9 attaches those to the preceding
    /// base), or `nil` at the end: the class of the *next* base.
    ///
    /// Used for the one-unit lookahead of LB25 ("(PR | PO) × (OP | HY)? NU")
    /// and LB28a ("(AK | ◌ | AS) × (AK | ◌ | AS) VF"). Each call only scans
    /// the marks attached to the scalar after the one being decided, so the
    /// algorithm stays linear.
    static func nextBaseClass<Text: Collection>(
        in text: Text,
        from index: Text.Index
    ) -> LineBreakClass? where Text.Element == LineBreakProperties {
        var index = index
        while index != text.endIndex {
            let resolved = text[index].resolvedClass
            if resolved != .cm && resolved != .zwj { return resolved }
            text.formIndex(after: &index)
        }
        return nil
    }

    /// Records a non-absorbed scalar of (LB10-resolved) class `current` as
    /// the new base.
    @inline(__always)
    private mutating func commit(
        _ current: LineBreakClass,
        _ properties: LineBreakProperties,
        isZWJ: Bool
    ) {
        if current == .sp && base != .sp { beforeSpaces = base }
        regionalIndicatorCount =
            current == .ri
            ? (base == .ri ? regionalIndicatorCount &+ 1 : 1)
            : 0
        inNumberAfterClose = inNumber && (current == .cl || current == .cp)
        inNumber = current == .nu || (inNumber && (current == .sy || current == .is))
        previousBase = base
        previousBaseIsAksara = baseIsAksara
        base = current
        baseProperties = properties
        baseIsAksara = current == .ak || current == .as || properties.isDottedCircle
        previousIsZWJ = isZWJ
    }
}
