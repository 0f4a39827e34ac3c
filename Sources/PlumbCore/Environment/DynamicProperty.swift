import Foundation

/// A stored property of a view that the engine updates before it evaluates the view's `body`:
/// SwiftUI's `DynamicProperty`. `@Environment`, `@EnvironmentObject` and `@ScaledMetric` are
/// dynamic properties: they read the environment the view is resolved in.
///
/// A struct of your own that conforms and holds dynamic properties gets them updated too,
/// and then its ``update()`` is called, as in SwiftUI.
public protocol DynamicProperty {
    /// Called after the engine updated the property's own dynamic properties, before `body`.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property that reads the environment: it keeps it in reference-typed storage, so
/// setting it on the view's copy reaches the view `body` is evaluated on.
protocol EnvironmentReceiver {
    var box: EnvironmentBox { get }
}

/// The storage an environment-reading property keeps the environment in.
final class EnvironmentBox {
    var environment: EnvironmentValues?
}

/// Gives a view's environment-reading stored properties the environment it is resolved in.
///
/// OpenSwiftUI finds dynamic properties from the type's field metadata; here a `Mirror` over
/// the first value of each type finds them, and where in the value's bytes their storage
/// references lie. Later values of the type are updated through those offsets, without a
/// `Mirror` (which costs microseconds a view); types with none (most views) cost one
/// dictionary lookup. A type holding a dynamic property struct of the user's (whose
/// `update()` must run) is walked with a `Mirror` each time.
enum DynamicProperties {
    /// How the dynamic properties of a type's values are found.
    enum Layout {
        /// Byte offsets of the environment storage references in the value.
        case offsets([Int])
        /// Walk the value with a `Mirror` (it holds dynamic property structs of the user's).
        case mirror
    }

    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var layouts: [ObjectIdentifier: Layout] = [:]

        func lookup(_ type: Any.Type) -> Layout? {
            lock.lock()
            defer { lock.unlock() }
            return layouts[ObjectIdentifier(type)]
        }

        func record(_ type: Any.Type, _ layout: Layout) {
            lock.lock()
            defer { lock.unlock() }
            layouts[ObjectIdentifier(type)] = layout
        }
    }

    private static let cache = Cache()

    /// Updates the dynamic properties of `view` (a value of a user view or view modifier).
    static func install<V>(_ view: V, _ environment: EnvironmentValues) {
        switch cache.lookup(V.self) {
        case .offsets(let offsets)?:
            if offsets.isEmpty { return }
            withUnsafeBytes(of: view) { bytes in
                for offset in offsets {
                    let pointer = bytes.loadUnaligned(fromByteOffset: offset, as: UnsafeRawPointer.self)
                    Unmanaged<EnvironmentBox>.fromOpaque(pointer).takeUnretainedValue().environment = environment
                }
            }
        case .mirror?:
            _ = update(Mirror(reflecting: view), environment)
        case nil:
            var boxes: [EnvironmentBox] = []
            let mirror = Mirror(reflecting: view)
            let userProperties = update(mirror, environment, boxes: &boxes)
            // An enum's payload lies where its case puts it: its values are walked each time.
            let layout = userProperties || mirror.displayStyle == .enum ? nil : offsets(of: boxes, in: view)
            cache.record(V.self, layout.map { .offsets($0) } ?? .mirror)
        }
    }

    /// Where in `view`'s bytes the references to `boxes` lie; `nil` when one is not in them
    /// (kept out of line, behind an existential or a reference).
    private static func offsets<V>(of boxes: [EnvironmentBox], in view: V) -> [Int]? {
        withUnsafeBytes(of: view) { bytes -> [Int]? in
            let step = MemoryLayout<UnsafeRawPointer>.alignment
            let last = bytes.count - MemoryLayout<UnsafeRawPointer>.size
            var found: [Int] = []
            for box in boxes {
                let target = UnsafeRawPointer(Unmanaged.passUnretained(box).toOpaque())
                guard
                    let offset = stride(from: 0, through: last, by: step).first(where: {
                        bytes.loadUnaligned(fromByteOffset: $0, as: UnsafeRawPointer?.self) == target
                    })
                else { return nil }
                found.append(offset)
            }
            return found
        }
    }

    /// Updates the dynamic properties among `mirror`'s children, collecting their storage;
    /// whether a dynamic property struct of the user's was among them.
    @discardableResult
    private static func update(_ mirror: Mirror, _ environment: EnvironmentValues) -> Bool {
        var boxes: [EnvironmentBox] = []
        return update(mirror, environment, boxes: &boxes)
    }

    private static func update(_ mirror: Mirror, _ environment: EnvironmentValues, boxes: inout [EnvironmentBox])
        -> Bool
    {
        var userProperties = false
        for child in mirror.children {
            if let receiver = child.value as? EnvironmentReceiver {
                receiver.box.environment = environment
                boxes.append(receiver.box)
            } else if var property = child.value as? DynamicProperty {
                // A struct of the user's holding dynamic properties of its own.
                _ = update(Mirror(reflecting: property), environment, boxes: &boxes)
                property.update()
                userProperties = true
            }
        }
        return userProperties
    }
}
