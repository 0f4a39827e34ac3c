import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// The test framework an assertion runs under, and how it reports a failure there: an
/// `Issue` in Swift Testing (with the new picture and its diff attached), `XCTFail` in XCTest.
package enum SnapshotContext {
    /// The running Swift Testing test, as a key (`nil` under XCTest).
    static var currentTestKey: String? {
        #if canImport(Testing)
        if let test = Test.current { return String(describing: test.id) }
        #endif
        return nil
    }

    /// Whether the running Swift Testing test is parameterized (its cases share a name).
    static var isParameterized: Bool {
        #if canImport(Testing)
        return Test.Case.current?.isParameterized ?? false
        #else
        return false
        #endif
    }

    /// Reports `message` as a failure at the assertion's location, attaching `attachments`
    /// (name, file) where the framework can.
    package static func fail(
        _ message: String, attachments: [URL], fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        #if canImport(Testing)
        if Test.current != nil {
            let location = SourceLocation(
                fileID: String(describing: fileID), filePath: String(describing: filePath),
                line: Int(line), column: Int(column))
            for url in attachments {
                if let data = FileManager.default.contents(atPath: url.path) {
                    Attachment.record(Array(data), named: url.lastPathComponent, sourceLocation: location)
                }
            }
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
        #else
        FileHandle.standardError.write(Data("\(filePath):\(line): error: \(message)\n".utf8))
        #endif
    }
}
