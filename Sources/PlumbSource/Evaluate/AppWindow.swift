import Foundation
import PlumbCore

/// The application object, its scene and its window, as a view's code reads them
/// (`UIApplication.shared.windows.first?.safeAreaInsets.bottom`, a scene's key window): the
/// device's canvas and safe area (WriteFreely's bottom bar: 50 plus the home indicator's 34
/// on an iPhone 16). What else the application answers depends on a running app: a stub,
/// with a warning; its actions (`open`) do nothing.
extension Interpreter {
    /// The objects, by their opaque name: the type each is (`connectedScenes.first as? UIWindowScene`).
    static let windowObjects: [String: String] = [
        "UIApplication.shared": "UIApplication", "UIWindowScene": "UIWindowScene", "UIWindow": "UIWindow",
        "UIScreen.main": "UIScreen",
    ]

    /// `object.name` of the application (`UIApplication.shared`), a scene or a window; nil where
    /// the object has no such member Plumb knows (the member's usual path then reads it).
    func windowMember(_ name: String, of object: String, at offset: Int) -> Value? {
        switch object {
        case "UIApplication.shared":
            switch name {
            case "windows": return .array([.opaque("UIWindow")])
            case "keyWindow": return .opaque("UIWindow")
            case "connectedScenes": return .array([.opaque("UIWindowScene")])
            case "applicationState": return .symbol("active", arguments: nil, at: offset)
            default:
                warn(
                    "'UIApplication.shared.\(name)' is not a member Plumb knows: using a stub", at: offset, kind: .stub)
                return .stub("UIApplication.shared." + name)
            }
        case "UIWindowScene":
            switch name {
            case "windows": return .array([.opaque("UIWindow")])
            case "keyWindow": return .opaque("UIWindow")
            case "screen": return .opaque("UIScreen.main")
            case "interfaceOrientation": return .symbol("portrait", arguments: nil, at: offset)
            default: break
            }
        case "UIWindow":
            switch name {
            case "safeAreaInsets": return .insets(safeArea)
            case "bounds", "frame": return .rect(CGRect(origin: .zero, size: canvas))
            case "isKeyWindow": return .bool(true)
            case "windowScene": return .opaque("UIWindowScene")
            case "screen": return .opaque("UIScreen.main")
            default: break
            }
        default: break
        }
        return nil
    }

    /// `UIApplication.shared.name(...)`: its questions depend on the device (`canOpenURL`,
    /// Ethmensa's settings footer), a stub; its actions (`open`) do nothing (nil: the opaque
    /// object's usual path).
    func windowMethod(_ name: String, of object: String, _ args: inout Arguments, at offset: Int) -> Value? {
        guard object == "UIApplication.shared", name != "open" else { return nil }
        args.takeAll()
        warn("'UIApplication.shared.\(name)(...)' is not a method Plumb knows: using a stub", at: offset, kind: .stub)
        return .stub("UIApplication.shared.\(name)(...)")
    }
}
