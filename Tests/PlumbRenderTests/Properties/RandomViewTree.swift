import Foundation
import Plumb

/// A random view tree, as data: what property tests generate, build into views, and edit.
/// Every node carries the id `n<k>` (k: its preorder index), so tests find it after layout.
indirect enum RandomViewTree {
    case color(width: CGFloat?, height: CGFloat?)
    case text(String, lineLimit: Int?)
    case spacer(minLength: CGFloat?)
    case hStack(spacing: CGFloat?, alignment: Int, [RandomViewTree])
    case vStack(spacing: CGFloat?, alignment: Int, [RandomViewTree])
    case zStack(alignment: Int, [RandomViewTree])
    case padding(CGFloat, RandomViewTree)
    case frame(width: CGFloat?, height: CGFloat?, alignment: Int, RandomViewTree)
    case flexibleFrame(maxWidth: CGFloat?, maxHeight: CGFloat?, alignment: Int, RandomViewTree)
    case fixedSize(horizontal: Bool, vertical: Bool, RandomViewTree)
    case layoutPriority(Double, RandomViewTree)
    case offset(CGFloat, CGFloat, RandomViewTree)
    case background(RandomViewTree, RandomViewTree)
    case overlay(RandomViewTree, RandomViewTree)

    static let alignments: [Alignment] = [.center, .topLeading, .bottomTrailing, .leading, .top, .trailing]
    static let words = ["a", "Hello", "layout negotiated", "A parent proposes, the child chooses", "iii WWW"]

    /// A tree of at most `depth` levels.
    static func random(depth: Int, using rng: inout some RandomNumberGenerator) -> RandomViewTree {
        func length(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(Int.random(in: range, using: &rng)) }
        func maybe(_ range: ClosedRange<Int>) -> CGFloat? { Bool.random(using: &rng) ? length(range) : nil }
        let leafOnly = depth <= 1
        switch Int.random(in: 0..<(leafOnly ? 3 : 14), using: &rng) {
        case 0: return .color(width: maybe(0...80), height: maybe(0...60))
        case 1: return .text(words.randomElement(using: &rng)!, lineLimit: Bool.random(using: &rng) ? 1 : nil)
        case 2: return .spacer(minLength: maybe(0...30))
        case 3, 4, 5:
            let children = (0..<Int.random(in: 1...4, using: &rng)).map { _ in random(depth: depth - 1, using: &rng) }
            let spacing = maybe(0...12), alignment = Int.random(in: 0...2, using: &rng)
            switch Int.random(in: 0...2, using: &rng) {
            case 0: return .hStack(spacing: spacing, alignment: alignment, children)
            case 1: return .vStack(spacing: spacing, alignment: alignment, children)
            default: return .zStack(alignment: Int.random(in: 0..<alignments.count, using: &rng), children)
            }
        case 6: return .padding(length(0...16), random(depth: depth - 1, using: &rng))
        case 7:
            return .frame(
                width: maybe(0...200), height: maybe(0...120),
                alignment: Int.random(in: 0..<alignments.count, using: &rng),
                random(depth: depth - 1, using: &rng))
        case 8:
            return .flexibleFrame(
                maxWidth: Bool.random(using: &rng) ? .infinity : maybe(0...150),
                maxHeight: Bool.random(using: &rng) ? .infinity : nil,
                alignment: Int.random(in: 0..<alignments.count, using: &rng), random(depth: depth - 1, using: &rng))
        case 9:
            return .fixedSize(
                horizontal: Bool.random(using: &rng), vertical: Bool.random(using: &rng),
                random(depth: depth - 1, using: &rng))
        case 10:
            return .layoutPriority(Double(Int.random(in: -1...2, using: &rng)), random(depth: depth - 1, using: &rng))
        case 11: return .offset(length(-20...20), length(-20...20), random(depth: depth - 1, using: &rng))
        case 12: return .background(random(depth: depth - 1, using: &rng), random(depth: depth - 1, using: &rng))
        default: return .overlay(random(depth: depth - 1, using: &rng), random(depth: depth - 1, using: &rng))
        }
    }

    var children: [RandomViewTree] {
        switch self {
        case .color, .text, .spacer: return []
        case .hStack(_, _, let c), .vStack(_, _, let c), .zStack(_, let c): return c
        case .padding(_, let c), .frame(_, _, _, let c), .flexibleFrame(_, _, _, let c), .fixedSize(_, _, let c),
            .layoutPriority(_, let c), .offset(_, _, let c):
            return [c]
        case .background(let a, let b), .overlay(let a, let b): return [a, b]
        }
    }

    /// How many nodes the tree has.
    var count: Int { 1 + children.reduce(0) { $0 + $1.count } }

    /// The tree with its `k`-th node (preorder) replaced by `replacement`.
    func replacing(_ k: Int, with replacement: RandomViewTree) -> RandomViewTree {
        var index = 0
        func walk(_ t: RandomViewTree) -> RandomViewTree {
            if index == k { index += t.count; return replacement }
            index += 1
            let kids = t.children.map(walk)
            return t.withChildren(kids)
        }
        return walk(self)
    }

    func withChildren(_ c: [RandomViewTree]) -> RandomViewTree {
        switch self {
        case .color, .text, .spacer: return self
        case .hStack(let s, let a, _): return .hStack(spacing: s, alignment: a, c)
        case .vStack(let s, let a, _): return .vStack(spacing: s, alignment: a, c)
        case .zStack(let a, _): return .zStack(alignment: a, c)
        case .padding(let p, _): return .padding(p, c[0])
        case .frame(let w, let h, let a, _): return .frame(width: w, height: h, alignment: a, c[0])
        case .flexibleFrame(let w, let h, let a, _):
            return .flexibleFrame(maxWidth: w, maxHeight: h, alignment: a, c[0])
        case .fixedSize(let h, let v, _): return .fixedSize(horizontal: h, vertical: v, c[0])
        case .layoutPriority(let p, _): return .layoutPriority(p, c[0])
        case .offset(let x, let y, _): return .offset(x, y, c[0])
        case .background(_, _): return .background(c[0], c[1])
        case .overlay(_, _): return .overlay(c[0], c[1])
        }
    }

    /// The view, each node with the id `n<k>` counted from `first`.
    func view(first: Int = 0) -> AnyView {
        var index = first
        func build(_ t: RandomViewTree) -> AnyView {
            let id = "n\(index)"
            index += 1
            let view: AnyView
            switch t {
            case .color(let w, let h): view = AnyView(Color.blue.frame(width: w, height: h))
            case .text(let s, let limit): view = AnyView(Text(s).lineLimit(limit))
            case .spacer(let m): view = AnyView(Spacer(minLength: m))
            case .hStack(let s, let a, let c):
                let kids = c.map(build)
                view = AnyView(
                    HStack(alignment: [.center, .top, .bottom][a], spacing: s) {
                        ForEach(kids.indices, id: \.self) { kids[$0] }
                    })
            case .vStack(let s, let a, let c):
                let kids = c.map(build)
                view = AnyView(
                    VStack(alignment: [.center, .leading, .trailing][a], spacing: s) {
                        ForEach(kids.indices, id: \.self) { kids[$0] }
                    })
            case .zStack(let a, let c):
                let kids = c.map(build)
                view = AnyView(ZStack(alignment: Self.alignments[a]) { ForEach(kids.indices, id: \.self) { kids[$0] } })
            case .padding(let p, let c): view = AnyView(build(c).padding(p))
            case .frame(let w, let h, let a, let c):
                view = AnyView(build(c).frame(width: w, height: h, alignment: Self.alignments[a]))
            case .flexibleFrame(let w, let h, let a, let c):
                view = AnyView(build(c).frame(maxWidth: w, maxHeight: h, alignment: Self.alignments[a]))
            case .fixedSize(let h, let v, let c): view = AnyView(build(c).fixedSize(horizontal: h, vertical: v))
            case .layoutPriority(let p, let c): view = AnyView(build(c).layoutPriority(p))
            case .offset(let x, let y, let c): view = AnyView(build(c).offset(x: x, y: y))
            case .background(let a, let b): view = AnyView(build(a).background(build(b)))
            case .overlay(let a, let b): view = AnyView(build(a).overlay(build(b)))
            }
            return AnyView(view.id(id))
        }
        return build(self)
    }
}
