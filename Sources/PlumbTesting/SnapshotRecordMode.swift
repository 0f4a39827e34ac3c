import Foundation

/// When a snapshot assertion writes its reference instead of (or besides) comparing with it.
///
/// The mode comes from the `record:` argument, else from the environment variable
/// `PLUMB_RECORD` (`missing`, `all`, `failed` or `never`), else ``missing``. On CI, set
/// `PLUMB_RECORD=never`, so a reference that was never committed fails instead of being
/// written on the runner.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Write the reference when there is none (and fail, saying so); compare otherwise.
    case missing
    /// Write every reference, replacing what is there, and fail, so a recording run is
    /// never mistaken for a passing one.
    case all
    /// Compare; when the snapshot differs (or is missing), write the new one over the
    /// reference, and fail.
    case failed
    /// Only compare: a missing reference fails and nothing is written but the `.new` and
    /// `.diff` files beside a reference that differs.
    case never

    /// The mode in `PLUMB_RECORD`, if it names one.
    public static var environment: SnapshotRecordMode? {
        guard let value = ProcessInfo.processInfo.environment["PLUMB_RECORD"], !value.isEmpty else { return nil }
        return SnapshotRecordMode(rawValue: value.lowercased())
    }
}
