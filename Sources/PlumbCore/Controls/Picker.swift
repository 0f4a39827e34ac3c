import Foundation

/// A control for choosing one of several options, each a view of the content with a
/// `tag(_:)` (the option whose tag equals the selection is selected; the first when none
/// does).
///
/// Contract, by style (`pickerStyle(_:)`), on iOS:
/// - `.menu` (the default, `.automatic`, outside a form): a node named "MenuPicker" showing the
///   selected option then the `chevron.up.chevron.down` symbol (footnote), 4 apart, in the
///   tint colour; the title is not shown (documented: a menu picker shows its current
///   selection). The other options are laid out of sight (excluded). In a List or Form it is
///   a row named "Picker": the title, a Spacer, then that selection and chevron in the
///   secondary colour (reported: iOS 16's form menu pickers).
/// - `.segmented`: a node named "Picker" that takes the width it is offered (for none, each
///   segment as wide as the widest option plus 2 × 12, open) and
///   ``ControlMetrics/segmentedHeight``; the options, in the footnote font, share the width
///   equally on a `tertiarySystemFill` rounded rectangle (radius 8; a capsule from iOS 26),
///   the selected one on a white one inset by ``ControlMetrics/segmentInset``.
/// - `.wheel`: 216 tall (`UIPickerView`'s default height, reported), the width offered; the
///   selected option centred on a `tertiarySystemFill` band 34 tall, up to three options
///   above and below it 34 apart (open), the others out of sight.
/// - `.inline` in a List or Form: each option a row of the section (an HStack named
///   "PickerOption": the option, a Spacer, and for the selected one a semibold `checkmark` in
///   the tint colour); elsewhere drawn as `.wheel` (approximated).
/// - `.navigationLink`, `.palette`: drawn as `.menu` and `.segmented` (approximated).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: PrimitiveView {
    let label: Label
    let selection: AnyHashable
    let content: Content
    /// What a menu picker shows in place of the selected option (iOS 18), if given.
    var currentValueLabel: AnyView?

    /// A picker for `selection` among `content`, labelled by `label`.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.selection = AnyHashable(selection.wrappedValue)
        self.content = content()
    }

    /// A picker whose menu shows `currentValueLabel` in place of the selected option (iOS 18:
    /// "a view that represents the current value of the picker"); elsewhere as the other forms.
    public init<CurrentValueLabel: View>(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(selection: selection, content: content, label: label)
        self.currentValueLabel = AnyView(currentValueLabel())
    }

    /// iOS 13's argument order: `Picker(selection:label:content:)`.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.selection = AnyHashable(selection.wrappedValue)
        self.content = content()
    }

    public static func _makeNodes(_ view: Picker, into resolver: inout _ViewResolver) {
        let env = resolver.environment
        let metrics = env.controlMetrics
        let style = env.controlStyle(.picker)
        switch style {
        case "segmented", "palette":
            let saved = resolver.environment
            resolver.environment.font = .footnote
            let options = resolver.nodes(of: view.content)
            resolver.environment = saved
            let selected = PickerSelection.index(of: view.selection, in: options, tree: resolver.tree)
            let glass = metrics.platformVersion.isIOS26OrLater
            let background: AnyShape = glass ? AnyShape(Capsule()) : AnyShape(RoundedRectangle(cornerRadius: 8))
            let highlight: AnyShape = glass ? AnyShape(Capsule()) : AnyShape(RoundedRectangle(cornerRadius: 7))
            let chrome = resolver.nodes(
                of: ViewBuilder.buildBlock(
                    background.fill(metrics.tertiaryFill), highlight.fill(SystemColors.named("_segmentSelection")!)))
            let layout = SegmentedLayout(
                selected: selected, height: metrics.segmentedHeight, inset: metrics.segmentInset)
            let node = resolver.addNode(makeLayoutBox(layout, name: "Picker"), children: chrome + options)
            resolver.tree.controlNotes[node] =
                "a Picker in the segmented style: the width offered, \(Int(metrics.segmentedHeight)) tall, the options sharing it equally"
            resolver.outputs.append(node)
        case "inline" where env.listMetrics != nil:
            // In a List or Form: each option a row of the section, the selected one with a
            // checkmark at its trailing edge in the tint colour (iOS's inline picker in a form,
            // as Settings' lists of choices draw; reported: the checkmark's weight).
            let options = resolver.nodes(of: view.content)
            let selected = PickerSelection.index(of: view.selection, in: options, tree: resolver.tree)
            let savedAxis = resolver.stackAxis
            resolver.stackAxis = .horizontal
            for (i, option) in options.enumerated() {
                var children = [option]
                children += resolver.nodes(of: Spacer(minLength: 0))
                if i == selected {
                    children += resolver.nodes(
                        of: Image(systemName: "checkmark").fontWeight(.semibold).foregroundStyle(env.resolvedTint))
                }
                let row = resolver.addNode(makeLayoutBox(HStackLayout(), name: "PickerOption"), children: children[...])
                resolver.tree.controlNotes[row] =
                    "an option of a Picker in the inline style, in a list: a row, the selected one with a checkmark"
                resolver.outputs.append(row)
            }
            resolver.stackAxis = savedAxis
        case "wheel", "inline":
            let options = resolver.nodes(of: view.content)
            let selected = PickerSelection.index(of: view.selection, in: options, tree: resolver.tree)
            let band = resolver.nodes(of: RoundedRectangle(cornerRadius: 8).fill(metrics.tertiaryFill))
            let layout = WheelLayout(selected: selected)
            let node = resolver.addNode(makeLayoutBox(layout, name: "Picker"), children: band + options)
            resolver.tree.controlNotes[node] =
                "a Picker in the wheel style: the width offered, 216 tall, the selection centred"
            resolver.outputs.append(node)
        default:
            if env.listMetrics != nil && !env.labelsHidden {
                // In a List or Form: a row with the title leading and the selection with its
                // chevron trailing, in the secondary colour (iOS 16 and later).
                let control = MenuPickerControl(
                    selection: view.selection, content: view.content, current: view.currentValueLabel,
                    color: ListColors.secondaryLabel)
                resolver.resolveControl(
                    ControlRow(name: "Picker", label: view.label, control: control),
                    note: "a Picker in a list row: its title, a Spacer, then the selected option and its chevron")
            } else {
                let color = env.isEnabled ? env.resolvedTint : metrics.disabledLabel
                resolver.resolveControl(
                    MenuPickerControl(
                        selection: view.selection, content: view.content, current: view.currentValueLabel, color: color),
                    note:
                        "a Picker in the menu style: the selected option then its chevron, 4 apart; the title is not shown"
                )
            }
        }
    }
}

/// A menu picker's visible part: the selected option (or the picker's current-value label)
/// then the chevron, in `color`.
struct MenuPickerControl<Content: View>: PrimitiveView {
    let selection: AnyHashable
    let content: Content
    let current: AnyView?
    let color: Color

    static func _makeNodes(_ view: MenuPickerControl, into resolver: inout _ViewResolver) {
        let options = view.current.map { resolver.nodes(of: $0) } ?? resolver.nodes(of: view.content)
        let selected =
            view.current == nil ? PickerSelection.index(of: view.selection, in: options, tree: resolver.tree) : 0
        let chevron = resolver.nodes(of: Image(systemName: "chevron.up.chevron.down").font(.footnote))
        let layout = MenuPickerLayout(
            selected: selected, spacing: resolver.environment.controlMetrics.menuChevronSpacing)
        let node = resolver.addNode(makeLayoutBox(layout, name: "MenuPicker"), children: options + chevron)
        resolver.tree.addEffect(.foreground(AnyShapeStyle(view.color)), to: node)
        resolver.outputs.append(node)
    }
}

extension Picker where Label == Text {
    /// A picker with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker with a title.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == PlumbCore.Label<Text, Image> {
    /// A picker with a title and a system symbol (iOS 18).
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { PlumbCore.Label(titleKey, systemImage: systemImage) }
    }

    /// A picker with a title and a system symbol (iOS 18).
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { PlumbCore.Label(title, systemImage: systemImage) }
    }
}

/// Which option a picker shows as selected.
enum PickerSelection {
    /// The position among `options` of the first whose tag is `selection`; 0 when none is.
    static func index(of selection: AnyHashable, in options: ArraySlice<Int32>, tree: LayoutTree) -> Int {
        for (i, node) in options.enumerated() where tree.layoutValue(TagKey.self, node: node) == selection {
            return i
        }
        return 0
    }
}

/// A menu picker: the selected option then the chevron; the other options excluded.
struct MenuPickerLayout: Layout {
    let selected: Int
    let spacing: CGFloat

    static var layoutProperties: LayoutProperties { LayoutProperties() }

    private func parts(_ subviews: Subviews) -> (option: LayoutSubview?, chevron: LayoutSubview?) {
        let count = subviews.count
        guard count > 0 else { return (nil, nil) }
        let options = count - 1
        return (options > 0 ? subviews[min(selected, options - 1)] : nil, subviews[count - 1])
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (option, chevron) = parts(subviews)
        let c = chevron?.sizeThatFits(.unspecified) ?? .zero
        let available = proposal.width.map { max($0 - c.width - spacing, 0) }
        let o = option?.sizeThatFits(ProposedViewSize(width: available, height: proposal.height)) ?? .zero
        return CGSize(width: o.width + (option == nil ? 0 : spacing) + c.width, height: max(o.height, c.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (option, chevron) = parts(subviews)
        let c = chevron?.sizeThatFits(.unspecified) ?? .zero
        var x = bounds.minX
        for subview in subviews where subview != option && subview != chevron { subview._exclude() }
        if let option {
            let width = max(bounds.width - c.width - spacing, 0)
            let o = option.sizeThatFits(ProposedViewSize(width: width, height: bounds.height))
            option.place(
                at: CGPoint(x: x, y: bounds.midY), anchor: .leading,
                proposal: ProposedViewSize(width: width, height: bounds.height))
            x += o.width + spacing
        }
        chevron?.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: .unspecified)
    }
}

/// A segmented picker: the background, the selection's highlight, then the options sharing
/// the width equally.
struct SegmentedLayout: Layout {
    let selected: Int
    let height: CGFloat
    let inset: CGFloat
    /// The padding at either side of the widest option in a segment when offered no width (open).
    static let segmentPadding: CGFloat = 12

    static var layoutProperties: LayoutProperties { LayoutProperties() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let options = subviews.dropFirst(2)
        if let width = proposal.width { return CGSize(width: width, height: height) }
        let widest = options.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return CGSize(width: CGFloat(options.count) * (widest + 2 * Self.segmentPadding), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let options = Array(subviews.dropFirst(2))
        guard subviews.count >= 2 else { return }
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        let n = max(options.count, 1)
        let segment = bounds.width / CGFloat(n)
        let chosen = min(selected, n - 1)
        subviews[1].place(
            at: CGPoint(x: bounds.minX + segment * CGFloat(chosen) + inset, y: bounds.minY + inset),
            proposal: ProposedViewSize(width: max(segment - 2 * inset, 0), height: max(bounds.height - 2 * inset, 0)))
        for (i, option) in options.enumerated() {
            let centre = CGPoint(x: bounds.minX + segment * (CGFloat(i) + 0.5), y: bounds.midY)
            option.place(
                at: centre, anchor: .center,
                proposal: ProposedViewSize(width: max(segment - 2 * inset, 0), height: bounds.height))
        }
    }
}

/// A wheel picker: the selection band, then the options stacked 34 apart around the
/// selected one, centred; those beyond three rows away excluded.
struct WheelLayout: Layout {
    let selected: Int
    /// `UIPickerView`'s default height (reported: 216) and its row pitch (open: 34).
    static let height: CGFloat = 216
    static let row: CGFloat = 34

    static var layoutProperties: LayoutProperties { LayoutProperties() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widest = subviews.dropFirst().map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let width = proposal.width ?? widest
        return CGSize(width: width, height: Self.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let band = subviews.first else { return }
        band.place(
            at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading,
            proposal: ProposedViewSize(width: bounds.width, height: Self.row))
        let options = Array(subviews.dropFirst())
        let chosen = min(selected, max(options.count - 1, 0))
        for (i, option) in options.enumerated() {
            let offset = i - chosen
            if abs(offset) > 3 {
                option._exclude()
                continue
            }
            option.place(
                at: CGPoint(x: bounds.midX, y: bounds.midY + CGFloat(offset) * Self.row), anchor: .center,
                proposal: ProposedViewSize(width: bounds.width, height: Self.row))
        }
    }
}
