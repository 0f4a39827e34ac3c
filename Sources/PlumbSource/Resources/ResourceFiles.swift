import Foundation

/// Bounded access to an app's resource files: every read has a size cap, every walk a depth
/// and entry cap and a record of the folders it entered, so a huge file, a device, a FIFO or
/// a symbolic-link loop becomes a warning naming the path and never a hang.
enum ResourceFiles {
    /// The largest resource description read (a `Contents.json`, a strings table, a string
    /// catalog): 8 MiB. The largest real catalogs are a few hundred kilobytes.
    static let maximumTextBytes = 8 << 20
    /// The largest font file read: 64 MiB (Noto CJK is about 20).
    static let maximumFontBytes = 64 << 20
    /// The bytes of an image file read for its size: PNG's header is in its first 33 bytes;
    /// a JPEG's frame header follows its metadata, which may be long; a PDF's first page box
    /// is usually in its first kilobytes, an SVG's root element in its first hundred bytes.
    static let imageHeaderBytes = 1 << 20
    /// The deepest folder walked below a root, and the most entries looked at in one scan.
    static let maximumDepth = 40
    static let maximumEntries = 200_000

    /// Folders a walk never enters: build products, dependencies and version control.
    static let skippedFolders: Set<String> = [
        ".build", "Pods", "Carthage", "DerivedData", "node_modules", ".swiftpm", "build",
    ]

    /// Why a file was not read.
    struct ReadError: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "\(path): \(reason)" }
    }

    /// The bytes of the regular file at `path`: all of them, a file longer than `limit`
    /// refused; or with `whole: false`, its first `limit` bytes.
    static func read(_ path: String, limit: Int, whole: Bool = true) throws(ReadError) -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else { throw ReadError(path: path, reason: "cannot read it") }
        guard info.st_mode & S_IFMT == S_IFREG else { throw ReadError(path: path, reason: "not a regular file") }
        if whole, info.st_size > limit {
            throw ReadError(path: path, reason: "\(info.st_size) bytes, more than the \(limit) Plumb reads")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ReadError(path: path, reason: "cannot read it")
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: limit)) ?? Data()
        return [UInt8](data)
    }

    /// An entry of a folder: its path and whether it is a folder (symbolic links followed).
    struct Entry {
        let path: String
        let name: String
        let isFolder: Bool
    }

    /// The entries of the folder at `path`, sorted by name; `nil` when it cannot be listed.
    static func entries(of path: String) -> [Entry]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return nil }
        return names.sorted().map { name in
            let full = (path as NSString).appendingPathComponent(name)
            var info = stat()
            let isFolder = stat(full, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
            return Entry(path: full, name: name, isFolder: isFolder)
        }
    }

    /// The identity of a folder (device and inode), so that a walk enters each folder once
    /// whatever links lead to it.
    static func identity(of path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_dev):\(info.st_ino)"
    }
}
