import CollectionManager
import Foundation

@testable import CollectionManagerTesting

/// A temporary folder standing for a package, for tests that record pictures, rewrite sources or write failure
/// output: nothing they write lands in the repository.
struct PictureSandbox {
    /// The package's folder, with a `Package.swift`.
    let root: URL

    /// Runs `body` with a new sandbox, then removes it.
    static func with<Result>(_ body: (PictureSandbox) throws -> Result) rethrows -> Result {
        let root = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("collection-manager-pictures-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(
            at: root.appendingPathComponent("Tests/FeedTests"), withIntermediateDirectories: true)
        try? Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        defer { try? FileManager.default.removeItem(at: root) }
        return try body(PictureSandbox(root: root))
    }

    /// The test file `Tests/FeedTests/FeedTests.swift` of the package, which need not exist.
    var sourceFile: String { root.appendingPathComponent("Tests/FeedTests/FeedTests.swift").path }

    /// The folder failures write their output to: the package's `.build/collection-manager/pictures`.
    var outputFolder: String { root.appendingPathComponent(".build/collection-manager/pictures").path }

    /// The picture file `name` of the test file.
    func pictureFile(_ name: String) -> String {
        root.appendingPathComponent("Tests/FeedTests/__Pictures__/FeedTests/\(name).txt").path
    }

    /// The output file `<stem>.<suffix>` of the test file.
    func outputFile(_ stem: String, _ suffix: String) -> String {
        root.appendingPathComponent(".build/collection-manager/pictures/FeedTests/FeedTests/\(stem).\(suffix)").path
    }

    /// An environment with `variables`, writing output into the sandbox and keeping pictures beside its test file.
    func environment(_ variables: [String: String] = [:]) -> PictureEnvironment {
        PictureEnvironment(
            variables: variables, outputDirectory: outputFolder,
            picturesFolder: root.appendingPathComponent("Tests/FeedTests").path)
    }

    /// A check of `actual` made by a call at `line` and `column` of the sandbox's test file.
    func check(
        _ actual: String, line: Int = 10, column: Int = 28, variables: [String: String] = [:]
    ) -> ScreenPictureCheck {
        ScreenPictureCheck(
            actual: actual,
            call: PictureCall(fileID: "FeedTests/FeedTests.swift", sourceFile: sourceFile, line: line, column: column),
            environment: PictureEnvironment(variables: variables, outputDirectory: nil, picturesFolder: nil))
    }

    /// Writes `text` to `path`, creating its folder.
    func write(_ text: String, to path: String) {
        try? FileManager.default.createDirectory(
            at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}

/// The text of the file at `path`, or `nil`.
func contents(of path: String) -> String? {
    (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) }
}

/// Whether every character of `text` is ASCII.
func isASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 } }

extension Screen {
    /// A screen 320 points wide and `height` high showing `count` items: 500 rows of picture for 5,000 points.
    convenience init(height: Double, count: Int) {
        self.init()
        view.frame = CGRect(x: 0, y: 0, width: 320, height: height)
        manager.memoryStorage.setItems(Array(0..<count))
    }
}

/// The 1-based line and byte column of the `(` after the `occurrence`-th `call(` in `source`, as `#line` and
/// `#column` give them for that call.
func position(ofCall call: String, occurrence: Int = 1, in source: String) -> (line: Int, column: Int) {
    var seen = 0
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        var searchStart = line.startIndex
        while let range = line[searchStart...].range(of: call + "(") {
            seen += 1
            if seen == occurrence {
                return (index + 1, line.utf8.distance(from: line.startIndex, to: range.upperBound))
            }
            searchStart = range.upperBound
        }
    }
    return (0, 0)
}

/// Runs `body`, and returns the attachments recorded in it instead of attaching them to the running test.
func observingAttachments(_ body: () throws -> Void) rethrows -> [TestAttachment] {
    let attachments = LockedList<TestAttachment>()
    let observer: @Sendable (TestAttachment) -> Void = { attachments.append($0) }
    try TestFailureReporter.withAttachmentObserver(observer) {
        try body()
    }
    return attachments.values
}

/// Runs `body` with `environment` in force for `expectScreenPicture`.
func with(_ environment: PictureEnvironment, _ body: () throws -> Void) rethrows {
    try PictureEnvironment.$override.withValue(environment) {
        try body()
    }
}
