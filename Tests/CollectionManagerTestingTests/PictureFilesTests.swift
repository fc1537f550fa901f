import Foundation
import XCTest

@testable import CollectionManagerTesting

/// Where picture files and failure output are kept, and writing them from tests running in parallel.
final class PictureFilesTests: XCTestCase {
    func testPictureFile_isBesideTheTestFile_inAFolderNamedAfterIt() {
        XCTAssertEqual(
            PictureFiles.pictureFile(named: "feed", sourceFile: "/work/App/Tests/AppTests/FeedTests.swift"),
            "/work/App/Tests/AppTests/__Pictures__/FeedTests/feed.txt")
        XCTAssertEqual(
            PictureFiles.pictureFile(
                named: "feed", sourceFile: "/work/App/Tests/AppTests/FeedTests.swift", folder: "/tmp/x"),
            "/tmp/x/__Pictures__/FeedTests/feed.txt")
    }

    func testNames_thatCannotNameAFile_areRefused() {
        XCTAssertNil(PictureFiles.problem(withName: "feed after delete-2_b"))
        XCTAssertEqual(PictureFiles.problem(withName: ""), "it is empty")
        XCTAssertEqual(PictureFiles.problem(withName: ".hidden"), "it starts with a dot")
        XCTAssertEqual(PictureFiles.problem(withName: "a/b"), "it contains /, \\, : or a control character")
        XCTAssertEqual(PictureFiles.problem(withName: "a\nb"), "it contains /, \\, : or a control character")
        XCTAssertEqual(
            PictureFiles.problem(withName: String(repeating: "a", count: 201)), "it is longer than 200 bytes")
    }

    func testOutputDirectory_isInTheBuildFolderOfThePackageHoldingTheTestFile() {
        PictureSandbox.with { sandbox in
            XCTAssertEqual(PictureFiles.outputDirectory(forSourceFile: sandbox.sourceFile), sandbox.outputFolder)
        }
        let outside = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("no-package/Tests/A.swift")
        XCTAssertEqual(
            PictureFiles.outputDirectory(forSourceFile: outside.path),
            FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/Package.swift")
                ? FileManager.default.currentDirectoryPath + "/.build/collection-manager/pictures"
                : URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("collection-manager/pictures")
                    .path)
        XCTAssertEqual(
            PictureFiles.outputFile(in: "/out", fileID: "AppTests/FeedTests.swift", stem: "feed", suffix: "diff.txt"),
            "/out/AppTests/FeedTests/feed.diff.txt")
    }

    func testPictures_readBackWithoutTheirLastLineBreak_andWithUnixLineBreaks() throws {
        try PictureSandbox.with { sandbox in
            let path = sandbox.pictureFile("feed")
            XCTAssertNil(try PictureFiles.readPicture(at: path))
            try PictureFiles.writePicture("a\nb", to: path)
            XCTAssertEqual(contents(of: path), "a\nb\n")
            XCTAssertEqual(try PictureFiles.readPicture(at: path), "a\nb")
            sandbox.write("a\r\nb\r\n", to: path)
            XCTAssertEqual(try PictureFiles.readPicture(at: path), "a\nb")
            sandbox.write("\u{FF}", to: path)
            try Data([0xFF, 0xFE]).write(to: URL(fileURLWithPath: path))
            XCTAssertThrowsError(try PictureFiles.readPicture(at: path))
        }
    }

    func testParallelRecordings_leaveEveryFileWhole() {
        PictureSandbox.with { sandbox in
            let pictures = (0..<16).map { index in
                (0..<120).map { "│\(index) " + String(repeating: "─", count: $0 % 70) + "│" }.joined(separator: "\n")
            }
            DispatchQueue.concurrentPerform(iterations: 32) { iteration in
                let index = iteration % 16
                let check = sandbox.check(pictures[index])
                _ = check.failure(for: .file(named: "picture \(index)"))
                _ = check.failure(for: .file(named: "shared"))
            }
            for (index, picture) in pictures.enumerated() {
                XCTAssertEqual(contents(of: sandbox.pictureFile("picture \(index)")), picture + "\n")
            }
            let shared = contents(of: sandbox.pictureFile("shared")) ?? ""
            XCTAssertTrue(pictures.contains { $0 + "\n" == shared }, "a torn file")
        }
    }

    func testFailuresOfOneCall_inOneRun_eachLeaveTheirOwnFiles() {
        PictureSandbox.with { sandbox in
            let messages = ["first", "second", "third"].map {
                sandbox.check($0).failure(for: .inline("expected"))?.message.text ?? ""
            }
            XCTAssertEqual(
                messages.map { $0.split(separator: "\n")[2] },
                [
                    "Actual picture: \(sandbox.outputFile("line-10", "actual.txt"))",
                    "Actual picture: \(sandbox.outputFile("line-10-2", "actual.txt"))",
                    "Actual picture: \(sandbox.outputFile("line-10-3", "actual.txt"))",
                ])
            XCTAssertEqual(
                ["line-10", "line-10-2", "line-10-3"].map { contents(of: sandbox.outputFile($0, "actual.txt")) },
                ["first\n", "second\n", "third\n"])
        }
    }
}
