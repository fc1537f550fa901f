import Foundation

/// Where screen pictures and what their failures leave are kept on disk, and how they are read and written.
///
/// Every write goes to a temporary file renamed over the destination, so a test running in parallel never reads half
/// a file; two tests writing the same path leave one whole file.
enum PictureFiles {
    /// The folder beside a test file that holds its picture files, one subfolder per test file.
    static let picturesFolderName = "__Pictures__"

    /// The file of the picture `name` for the test file at `sourceFile`:
    /// `<folder of the test file>/__Pictures__/<test file name without .swift>/<name>.txt`, or in `folder` in place of
    /// the test file's folder.
    static func pictureFile(named name: String, sourceFile: String, folder: String? = nil) -> String {
        let source = URL(fileURLWithPath: sourceFile)
        return (folder.map { URL(fileURLWithPath: $0) } ?? source.deletingLastPathComponent())
            .appendingPathComponent(picturesFolderName)
            .appendingPathComponent(source.deletingPathExtension().lastPathComponent)
            .appendingPathComponent(name + ".txt").path
    }

    /// Why `name` cannot name a picture file, or `nil` when it can: it must not be empty, start with a dot, contain
    /// `/`, `\`, `:` or a control character, or be longer than 200 bytes.
    static func problem(withName name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        if name.hasPrefix(".") { return "it starts with a dot" }
        if name.utf8.count > 200 { return "it is longer than 200 bytes" }
        if name.unicodeScalars.contains(where: {
            "/\\:".unicodeScalars.contains($0) || $0.properties.generalCategory == .control
        }) {
            return "it contains /, \\, : or a control character"
        }
        return nil
    }

    /// The folder the actual pictures and diffs of failures in the test file `sourceFile` go to:
    /// `.build/collection-manager/pictures` in the package whose folder holds the test file (the nearest folder
    /// above it with a `Package.swift`), else in the current directory when it holds a `Package.swift`, else in the
    /// temporary directory.
    ///
    /// The test file's path is where the test was compiled, which for `swift test` and Xcode alike is the checkout the
    /// developer works in, whichever folder the tests are run from; `.build` is where SwiftPM builds by default, and
    /// is never committed.
    static func outputDirectory(forSourceFile sourceFile: String) -> String {
        let fileManager = FileManager.default
        var folder = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if fileManager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return buildFolder(in: folder).path
            }
            folder = folder.deletingLastPathComponent()
        }
        let current = URL(fileURLWithPath: fileManager.currentDirectoryPath)
        if fileManager.fileExists(atPath: current.appendingPathComponent("Package.swift").path) {
            return buildFolder(in: current).path
        }
        return URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("collection-manager")
            .appendingPathComponent("pictures").path
    }

    private static func buildFolder(in package: URL) -> URL {
        package.appendingPathComponent(".build").appendingPathComponent("collection-manager")
            .appendingPathComponent("pictures")
    }

    private static let claimedStems = ClaimedStems()

    /// `stem`, or the first of `stem-2`, `stem-3`, ... not yet claimed in this process for output files of `fileID` in
    /// `outputDirectory`: a call that fails more than once in a run (in a loop, or a parameterized test) leaves the
    /// files of each failure, not the last one's under every message.
    static func claimOutputStem(_ stem: String, in outputDirectory: String, fileID: String) -> String {
        claimedStems.claim(stem, in: outputDirectory + "/" + fileID)
    }

    /// The path of a failure's output file: `<output>/<module>/<test file name>/<stem>.<suffix>`, the module and file
    /// name from `fileID` (`Module/File.swift`).
    static func outputFile(in outputDirectory: String, fileID: String, stem: String, suffix: String) -> String {
        let parts = fileID.split(separator: "/", maxSplits: 1).map(String.init)
        let module = parts.count == 2 ? parts[0] : "Tests"
        let file = URL(fileURLWithPath: parts.last ?? fileID).deletingPathExtension().lastPathComponent
        return URL(fileURLWithPath: outputDirectory).appendingPathComponent(module).appendingPathComponent(file)
            .appendingPathComponent("\(stem).\(suffix)").path
    }

    /// The picture stored at `path`, without its final line break, with `\r\n` read as `\n`; `nil` when there is no
    /// file.
    ///
    /// - Throws: When the file exists but cannot be read as UTF-8 text.
    static func readPicture(at path: String) throws -> String? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard var text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        text = text.replacingOccurrences(of: "\r\n", with: "\n")
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// Writes `picture` to `path`, with a final line break, creating the folders it needs.
    static func writePicture(_ picture: String, to path: String) throws {
        try write(picture + "\n", to: path)
    }

    /// Writes `text` to `path` as UTF-8, atomically, creating the folders it needs.
    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}

/// The output file stems claimed in this process, per output folder and test file.
private final class ClaimedStems: @unchecked Sendable {
    // NB: @unchecked Sendable is sound: `claimed` is only read or written while holding `lock`.
    private let lock = NSLock()
    private var claimed: Set<String> = []

    func claim(_ stem: String, in scope: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        var candidate = stem
        var number = 1
        while claimed.contains(scope + "/" + candidate) {
            number += 1
            candidate = "\(stem)-\(number)"
        }
        claimed.insert(scope + "/" + candidate)
        return candidate
    }
}
