#if objectFormat(ELF)
internal import SwiftShims  // MetadataSections, the layout of the runtime's section table.
#endif

extension Preview {
    /// The types conforming to ``PreviewProvider`` in the code of this process (the test's
    /// module and the modules it links), by name; only those of `module` when given.
    ///
    /// They are found through the runtime's protocol conformance records (the
    /// `swift5_protocol_conformances` section of each image, which the runtime itself reads
    /// for `as?`): each record naming `PlumbCore.PreviewProvider` gives its type's metadata,
    /// and `as? any PreviewProvider.Type` confirms it. Generic types are left out (they have
    /// no metadata without their arguments). ELF platforms only; elsewhere the list is empty.
    public static func providers(inModule module: String? = nil) -> [any PreviewProvider.Type] {
        PreviewProviderRecords.all()
            .map { (name: String(reflecting: $0), type: $0) }
            .filter { module == nil || $0.name.prefix { $0 != "." } == module! }
            .sorted { $0.name < $1.name }
            .map(\.type)
    }

    /// The previews of a `PreviewProvider`, as Xcode shows them: each view of a `Group` (or a
    /// `ForEach` in one) its own preview, named by its `.previewDisplayName`, with its
    /// `.previewLayout` and `.previewInterfaceOrientation` as traits (read from the modifiers
    /// around the view and around the group; the innermost wins).
    @MainActor
    public static func previews(of provider: any PreviewProvider.Type) -> [Preview] {
        func views(_ view: any View, _ settings: [PreviewSetting]) -> [(any View, [PreviewSetting])] {
            if let setting = view as? any PreviewSettingCarrier {
                return views(setting.settingContent, settings + [setting.previewSetting])
            }
            if let group = view as? any PreviewGroup { return group.previewViews.flatMap { views($0, settings) } }
            return [(view, settings)]
        }
        return views(provider.previews, []).map { view, settings in
            var name: String?
            var traits: [PreviewTrait<ViewTraits>] = []
            for setting in settings {
                switch setting {
                case .displayName(let value): name = value
                case .layout(let layout): traits.append(PreviewTrait(.layout(layout)))
                case .orientation(let orientation): traits.append(PreviewTrait(.orientation(orientation)))
                case .device: break
                }
            }
            return Preview(name, traits: traits) { view }
        }
    }
}

extension Preview {
    /// ``init(_:traits:body:)`` with the traits as an array.
    @MainActor
    init(_ name: String?, traits: [PreviewTrait<ViewTraits>], body: @escaping @MainActor () -> any View) {
        self.init(name, traitList: traits, bodies: { [body()] })
    }
}

/// A view a `Group` of previews holds: each is one preview.
protocol PreviewGroup {
    var previewViews: [any View] { get }
}

extension Group: PreviewGroup {
    var previewViews: [any View] {
        if let group = content as? any PreviewGroup { return group.previewViews }
        return [content]
    }
}

extension TupleView: PreviewGroup {
    var previewViews: [any View] {
        Mirror(reflecting: value).children.flatMap { child -> [any View] in
            guard let view = child.value as? any View else { return [] }
            return (view as? any PreviewGroup)?.previewViews ?? [view]
        }
    }
}

extension ForEach: PreviewGroup {
    var previewViews: [any View] { data.map { content($0) } }
}

/// Reads the conformance records of every image the Swift runtime knows.
enum PreviewProviderRecords {
    #if objectFormat(ELF)
    static func all() -> [any PreviewProvider.Type] {
        MetadataSectionTables.all().flatMap { table -> [any PreviewProvider.Type] in
            let range = table.load(as: MetadataSections.self).swift5_protocol_conformances
            guard let start = UnsafeRawPointer(bitPattern: range.start), range.length > 0 else { return [] }
            return providers(in: UnsafeRawBufferPointer(start: start, count: Int(clamping: range.length)))
        }
    }

    /// The providers of one `swift5_protocol_conformances` section: an array of 32-bit
    /// offsets, each from itself to a conformance descriptor (the runtime's
    /// `TargetProtocolConformanceDescriptor`: the protocol, the type, the witness table
    /// pattern, the flags, each 32 bits).
    static func providers(in section: UnsafeRawBufferPointer) -> [any PreviewProvider.Type] {
        guard let base = section.baseAddress else { return [] }
        var found: [any PreviewProvider.Type] = []
        for offset in stride(from: 0, to: section.count - 3, by: 4) {
            guard let conformance = relative(base + offset),
                let proto = relative(conformance, indirectable: true), isPreviewProvider(proto)
            else { continue }
            // The type reference's kind, bits 3–5 of the flags: 0 a type descriptor, 1 a
            // pointer to one (2 and 3 are Objective-C classes).
            let flags = conformance.loadUnaligned(fromByteOffset: 12, as: UInt32.self)
            let descriptor: UnsafeRawPointer?
            switch (flags >> 3) & 0x7 {
            case 0: descriptor = relative(conformance + 4)
            case 1: descriptor = relative(conformance + 4)?.loadUnaligned(as: UnsafeRawPointer?.self)
            default: descriptor = nil
            }
            guard let descriptor, let type = metadata(of: descriptor),
                let provider = type as? any PreviewProvider.Type
            else { continue }
            found.append(provider)
        }
        return found
    }

    /// Whether a protocol descriptor (kind 3) is `PreviewProvider` of the module `PlumbCore`
    /// (kind 0): each names itself by an offset at byte 8, its parent by one at byte 4.
    static func isPreviewProvider(_ proto: UnsafeRawPointer) -> Bool {
        guard kind(proto) == 3, named(proto, "PreviewProvider"),
            let module = relative(proto + 4, indirectable: true), kind(module) == 0
        else { return false }
        return named(module, "PlumbCore")
    }

    /// Whether a descriptor's name is `expected`, compared byte by byte: every conformance
    /// record of the process is checked, so no string is made for the others.
    static func named(_ descriptor: UnsafeRawPointer, _ expected: StaticString) -> Bool {
        guard let name = relative(descriptor + 8) else { return false }
        let bytes = UnsafeRawBufferPointer(start: expected.utf8Start, count: expected.utf8CodeUnitCount)
        for (i, byte) in bytes.enumerated() where name.load(fromByteOffset: i, as: UInt8.self) != byte {
            return false
        }
        return name.load(fromByteOffset: bytes.count, as: UInt8.self) == 0
    }

    /// The metadata of a struct, enum or class descriptor (kinds 17, 18, 16) that is not
    /// generic (flag 0x80), from its metadata access function (an offset at byte 12), called
    /// with request 0: complete metadata, waiting for it.
    static func metadata(of descriptor: UnsafeRawPointer) -> Any.Type? {
        let flags = descriptor.loadUnaligned(as: UInt32.self)
        guard [16, 17, 18].contains(flags & 0x1F), flags & 0x80 == 0,
            let function = relative(descriptor + 12)
        else { return nil }
        typealias Accessor = @convention(thin) (Int) -> (metadata: UnsafeRawPointer?, state: Int)
        guard let metadata = unsafeBitCast(function, to: Accessor.self)(0).metadata else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }

    static func kind(_ descriptor: UnsafeRawPointer) -> UInt32 { descriptor.loadUnaligned(as: UInt32.self) & 0x1F }

    /// The address a 32-bit relative offset at `field` leads to (`nil` for 0); an
    /// indirectable offset with its low bit set leads to a pointer to the address.
    static func relative(_ field: UnsafeRawPointer, indirectable: Bool = false) -> UnsafeRawPointer? {
        let offset = Int(field.loadUnaligned(as: Int32.self))
        guard offset != 0 else { return nil }
        if indirectable && offset & 1 == 1 {
            return (field + (offset & ~1)).loadUnaligned(as: UnsafeRawPointer?.self)
        }
        return field + offset
    }
    #else
    static func all() -> [any PreviewProvider.Type] { [] }
    #endif
}
