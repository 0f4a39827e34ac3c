import PlumbCore

/// A root view with no preview, built where the app builds it.
///
/// Xcode draws a view file's preview; a file without one is only ever drawn inside the app,
/// by the views that call it (`FormRow(title: "Units") { Picker(...) }` in `SettingsView`).
/// Stubbing the properties a view needs (`title` for `title`, a labelled box for a
/// `@ViewBuilder` property) draws a picture of the code, not of the app. So the reader looks
/// for the calls of the view's initializer in the module (other views' bodies, functions,
/// previews in other files), evaluates each where it is written (in a stub instance of the
/// type that writes it), and takes one that needs no stub; else the first instance a calling
/// view makes when it is drawn (a call inside `ForEach { item in Row(item: item) }` gets its
/// element); else the call that needs the fewest stubs, if fewer than stubbing the root
/// itself would.
extension Interpreter {
    /// A call of `type`'s initializer somewhere in the module, and the type it is written in
    /// (nil at file level and in previews).
    struct CallSite {
        var call: Expr
        var owner: TypeDecl?
        /// Written in a preview (`#Preview { AsyncPreviewContent { _ in Avatar(size: 40) } }`).
        var inPreview = false
        /// Written in a preview of the root view's own file.
        var inOwnPreview = false
    }

    /// The most calls of a root view's initializer tried, in source order.
    static let maximumCallSitesTried = 16
    /// The most calling views drawn to find a root view's first instance.
    static let maximumCallersDrawn = 4

    /// `type` as the app builds it, if a call of the module does so with fewer stubs than
    /// stubbing `type`'s own properties (`needed`) would; nil otherwise. In order: a call
    /// that needs no stub where it is written, or a call in a preview of the view's own file
    /// whose values need none (its author chose them; what its initializer asks of packages
    /// not read is the same for every call); else the first `type` a calling view builds
    /// when it is drawn (its `ForEach` rows, helper functions and `if let`s run with their
    /// values); else the call that needs the fewest stubs.
    func builtWhereTheAppBuildsIt(_ type: TypeDecl, needed: [PropertyDecl]) -> AnyView? {
        let sites = Array(callSites(of: type).prefix(Interpreter.maximumCallSitesTried))
        var best: (site: CallSite, cost: Int)?
        for site in sites {
            let mark = noteMark
            defer { rollBack(to: mark) }
            guard let cost = try? trialCost(of: site, building: type) else { continue }
            let total = cost.values + cost.unknownNames
            if site.inOwnPreview, cost.values == 0 {
                best = (site, 0)
                break
            }
            if total < (best?.cost ?? needed.count) { best = (site, total) }
            if total == 0 { break }
        }
        if let best, best.cost == 0 { return build(type, by: best.site).map(inTheAppsScene) }
        // Each calling type once, with its first call.
        var seen: Set<Int> = []
        let callers = sites.filter { site in site.owner.map { seen.insert($0.offset).inserted } ?? false }
        for site in callers.prefix(Interpreter.maximumCallersDrawn) {
            guard let owner = site.owner, let instance = firstInstance(of: type, drawing: owner),
                Interpreter.unfilled(instance, needed) < needed.count
            else { continue }
            note(type, builtBy: site, drawn: true)
            do {
                return inTheAppsScene(
                    list(try noting { () throws(Diagnostic) in [try view(.instance(instance), at: site.call.offset)] }))
            } catch {
                continue
            }
        }
        guard let best else { return nil }
        return build(type, by: best.site).map(inTheAppsScene)
    }

    /// `view` with the appearance the app's scene gives every view it shows: the colour scheme
    /// and tint its `App` body sets (`WindowGroup { ContentView().preferredColorScheme(.dark) }`,
    /// `.tint(.orange)`). A view built where the app builds it is drawn as in the app; a preview
    /// is not (Xcode's canvas draws a preview without the app's scene), so only these roots take it.
    func inTheAppsScene(_ view: AnyView) -> AnyView {
        var view = view
        let scene = appScene
        if let scheme = scene.colorScheme { view = AnyView(view.preferredColorScheme(scheme)) }
        if let tint = scene.tint { view = AnyView(view.tint(tint)) }
        return view
    }

    /// What the app's `App` body sets on the views of its scene: the last
    /// `preferredColorScheme(_:)` and `tint(_:)`/`accentColor(_:)` it writes whose argument reads
    /// without the app running (a literal scheme or colour, not a setting).
    var appScene: (colorScheme: ColorScheme?, tint: Color?) {
        var result: (colorScheme: ColorScheme?, tint: Color?) = (nil, nil)
        for type in distinctTypes where type.conformances.contains("App") {
            for property in type.properties where property.name == "body" {
                SyntaxWalk.expressions(in: .variable(property)) { e in
                    guard case .call(.member(_, let name, _), let args, _) = e, args.count == 1 else { return }
                    let mark = noteMark
                    defer { rollBack(to: mark) }
                    guard let value = try? evaluate(args[0].value, in: globals) else { return }
                    switch name {
                    case "preferredColorScheme":
                        if case .symbol(let scheme, nil, _) = value {
                            result.colorScheme = scheme == "dark" ? .dark : scheme == "light" ? .light : nil
                        }
                    case "tint", "accentColor":
                        if case .symbol = value, let c = try? color(value, at: args[0].offset) { result.tint = c }
                        if case .color(let c) = value { result.tint = c }
                    default: break
                    }
                }
            }
        }
        return result
    }

    /// `type` built by evaluating `site` where it is written.
    private func build(_ type: TypeDecl, by site: CallSite) -> AnyView? {
        note(type, builtBy: site, drawn: false)
        do {
            let scope = try callerScope(site)
            return list(
                try noting { () throws(Diagnostic) in
                    [try view(try evaluate(site.call, in: scope), at: site.call.offset)]
                })
        } catch {
            return nil
        }
    }

    /// Says which call of the app the root view was built by.
    private func note(_ type: TypeDecl, builtBy site: CallSite, drawn: Bool) {
        let location = file.location(of: site.call.offset)
        let caller = site.owner?.name ?? (site.inPreview ? "a preview" : "the file")
        warn(
            "the root view '\(type.name)' has no preview that shows it: built as \(caller) builds it"
                + (drawn ? " when drawn" : "")
                + " (\(location.file):\(location.line):\(location.column); add a #Preview to choose its values)",
            at: type.offset)
    }

    /// The first instance of `type` that `owner` makes when it is built with stubs and laid
    /// out on the canvas; nothing it says is kept.
    private func firstInstance(of type: TypeDecl, drawing owner: TypeDecl) -> Instance? {
        guard owner.isView, owner.kind == .structure || owner.kind == .classType else { return nil }
        let mark = noteMark
        capturing = type.offset
        captured = nil
        defer {
            rollBack(to: mark)
            capturing = nil
            captured = nil
        }
        do {
            let instance = try instantiate(owner, with: .none(at: owner.offset), stubbing: true)
            let built = try view(.instance(instance), at: owner.offset)
            if captured == nil { LayoutTree(built).layout(in: canvas, scale: 1) }
        } catch {}
        return captured
    }

    /// Every `Type(...)` call of the module outside `type` itself, in source order.
    func callSites(of type: TypeDecl) -> [CallSite] {
        var sites: [CallSite] = []
        // A nested type (TCA's `Settings.View`) is called by its short name only inside its outer
        // type, and qualified by that outer type elsewhere: `ApplyShield.View(...)` is another.
        let key = typeKey(of: type)
        let outerKey = key.contains(".") ? String(key[..<key.lastIndex(of: ".")!]) : nil
        func names(_ outer: String) -> Bool {
            guard let outerKey else { return true }
            return types[outer + "." + type.name]?.offset == type.offset || outer == outerKey
        }
        func inside(_ owner: TypeDecl?) -> Bool {
            guard let outerKey else { return true }
            guard let owner else { return false }
            let ownerKey = typeKey(of: owner)
            return ownerKey == outerKey || ownerKey.hasPrefix(outerKey + ".")
        }
        func collect(_ owner: TypeDecl?, inPreview: Bool = false, _ walk: ((Expr) -> Void) -> Void) {
            walk { e in
                // `FormRow(...)`, or module-qualified `NMUI.PieceOfInfo(...)`.
                switch e {
                case .call(.identifier(type.name, _), _, _) where inside(owner):
                    sites.append(CallSite(call: e, owner: owner, inPreview: inPreview))
                case .call(.member(.identifier(let outer, _), type.name, let nameAt), let args, let at)
                where outer.first?.isUppercase == true && names(outer):
                    // `Outer.Row(...)` as written; `NMUI.Row(...)`, where the qualifier is a
                    // module (no type of the files read), as written inside the module.
                    let call = types[outer] != nil ? e : .call(.identifier(type.name, at: nameAt), args, at: at)
                    sites.append(CallSite(call: call, owner: owner, inPreview: inPreview))
                default: break
                }
            }
        }
        for owner in distinctTypes where owner.offset != type.offset && owner.kind != .protocolType {
            let members: [Decl] =
                owner.properties.map { .variable($0) }
                + (owner.functions + owner.initializers).map { .function($0) }
            for member in members { collect(owner) { SyntaxWalk.expressions(in: member, $0) } }
        }
        for overloads in functions.values {
            for f in overloads { collect(nil) { SyntaxWalk.expressions(in: .function(f), $0) } }
        }
        for preview in previews { collect(nil, inPreview: true) { SyntaxWalk.expressions(in: preview.body, $0) } }
        // The calls in the view's own file's previews come first: its author chose their values
        // (a preview that never shows the view, behind a sign-in the files cannot make, still
        // says how big an avatar is); then source order.
        let home = file.location(of: type.offset).file
        for i in sites.indices where sites[i].inPreview {
            sites[i].inOwnPreview = file.location(of: sites[i].call.offset).file == home
        }
        return sites.sorted { a, b in
            a.inOwnPreview != b.inOwnPreview ? a.inOwnPreview : a.call.offset < b.call.offset
        }
    }

    /// How many stubs building `type` by `site` needs: `values`, those made while the call is
    /// evaluated (its arguments, and what its initializer makes of them: a nil argument's
    /// members), the properties it leaves unfilled and each stubbed property of the calling
    /// type the call reads; `unknownNames`, the names the view's own initializer cannot find
    /// (`AsyncProfileImage(url:size:)` asks Nuke, a package not read, for its cache), the same
    /// for every call. Throws when the call cannot be evaluated or does not build `type`.
    private func trialCost(of site: CallSite, building type: TypeDecl) throws(Diagnostic) -> (
        values: Int, unknownNames: Int
    ) {
        let scope = try callerScope(site)
        let before = noteMark.stubs
        trialBuilding = type.offset
        stubsBeforeTrialInstance = nil
        defer { (trialBuilding, stubsBeforeTrialInstance) = (nil, nil) }
        let value = try evaluate(site.call, in: scope)
        guard case .instance(let instance) = value, instance.type.name == type.name else {
            throw error("'\(type.name)(...)' here builds something else", at: site.call.offset)
        }
        let initializing = stubsBeforeTrialInstance ?? noteMark.stubs
        let unknownNames = stubNotes[initializing...].filter { $0.contains(": cannot find '") }.count
        var cost = noteMark.stubs - before - unknownNames + Interpreter.unfilled(instance, requiredProperties(type))
        if let owner = site.owner {
            let stubbed = Set(requiredProperties(owner).map(\.name))
            SyntaxWalk.expressions(in: site.call) { e in
                switch e {
                case .identifier(let n, _), .dollar(let n, _), .member(.identifier("self", _), let n, _):
                    if stubbed.contains(n) { cost += 1 }
                default: break
                }
            }
        }
        return (cost, unknownNames)
    }

    /// How many of the properties a root view needs an instance holds no value for: nil, or
    /// a stub (a value from the caller's own stubs is no better than the root's).
    static func unfilled(_ instance: Instance, _ needed: [PropertyDecl]) -> Int {
        needed.filter { p in
            switch instance.properties[p.name] {
            case nil, .none?, .void?, .stub?: true
            default: false
            }
        }.count
    }

    /// The scope a call site's expression is evaluated in: a stub instance of the type it is
    /// written in (whose own stubs are not the root's), or the file level.
    private func callerScope(_ site: CallSite) throws(Diagnostic) -> Scope {
        guard let owner = site.owner, owner.kind == .structure || owner.kind == .classType else { return globals }
        let mark = noteMark
        let instance = try instantiate(owner, with: .none(at: owner.offset), stubbing: true)
        rollBack(to: mark)
        return Scope(parent: globals, instance: instance)
    }
}
