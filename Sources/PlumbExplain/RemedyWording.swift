import Foundation
import PlumbCore

/// A remedy's prediction in a sentence or three.
struct RemedyWording {
    let remedy: Remedy
    /// The explained view's label, its stack's axis, the label of the outermost view that
    /// overflows in the new layout, and the explained view's size before the change.
    let explained: String
    let axis: Axis?
    let overflowing: String?
    let before: CGSize
    /// The size of the view the remedy is applied to, in the new layout.
    let targetSize: CGSize

    var text: String {
        let p = remedy.predicted
        let axis = self.axis ?? .horizontal
        let taken = Phrase.pt(p.size[axis])
        var s: String
        switch remedy.kind {
        case .layoutPriority:
            s = "it would be served " + (p.turn.map { Phrase.ordinal($0 + 1) } ?? "earlier")
            if let offer = p.offer { s += " and offered \(Phrase.pt(offer))" }
            s += ": it would take \(taken)" + textStatus(p)
        case .fixedSize:
            let dim = Phrase.dimension(remedy.code.contains("horizontal: true") ? .horizontal : .vertical)
            s =
                "it would stop negotiating its \(dim) and take its ideal \(dim): it would be \(Phrase.size(p.size))"
                + textStatus(p)
        case .lineLimit:
            s = "with no line limit it would be \(Phrase.size(p.size))" + textStatus(p)
        case .resizable:
            s = "it would take the size it is proposed: \(Phrase.size(p.size)) instead of \(Phrase.size(before))"
        case .clipped:
            return
                "no size would change (laid out again, it is still \(Phrase.size(p.size)) and \(remedy.targetLabel) still \(Phrase.size(targetSize))): only the drawing would be cut to \(remedy.targetLabel), so the parts outside it are not drawn. A drawing fix, not a size fix."
        case .spacerMinLength:
            s = "it would take \(taken) instead of \(Phrase.pt(before[axis]))"
        case .containerRelativeFrame:
            s = "it would be as wide as the scroll view's visible area: \(Phrase.size(p.size))"
        case .frameMaxWidth:
            s =
                "it would take the whole width its parent proposes: \(Phrase.size(p.size)) instead of \(Phrase.size(before))"
        }
        s += "."
        for other in remedy.others {
            let of = axis == .vertical ? " of height" : ""
            var line =
                " \(other.label) would get \(Phrase.pt(other.after[axis]))\(of) instead of \(Phrase.pt(other.before[axis]))"
            if other.isTruncated == true {
                line += " and be truncated (\"\(other.lines?.last ?? "")\")"
            } else if let lines = other.lines {
                line += lines.count == 1 ? " and fit on one line" : " and wrap onto \(lines.count) lines"
            }
            s += line + "."
        }
        if let o = remedy.overflow, let overflowing {
            let who = overflowing == explained ? "It" : overflowing
            s += " \(who) would overflow \(o.ancestorLabel) by \(Overflow.sides(o))."
        } else if remedy.changesLayout && (remedy.kind == .fixedSize || remedy.kind == .spacerMinLength) {
            s += " Nothing would overflow."
        }
        if remedy.kind == .fixedSize {
            s +=
                " Unlike layoutPriority, it no longer negotiates: where there is not enough room it overflows instead of being cut."
        }
        return s
    }

    private func textStatus(_ p: PredictedView) -> String {
        guard let lines = p.lines, let truncated = p.isTruncated else { return "" }
        if truncated { return " and still be truncated (\"\(lines.last ?? "")\")" }
        return lines.count == 1 ? " and fit on one line" : " and wrap onto \(lines.count) lines"
    }
}
