import XCTest

@testable import CollectionManagerTesting

/// The recording mode `COLLECTION_MANAGER_RECORD` and `CI` choose.
final class PictureRecordingTests: XCTestCase {
    func testModes_fromTheVariable() {
        XCTAssertEqual(PictureRecording(environment: [:]), .missing)
        XCTAssertEqual(PictureRecording(environment: ["COLLECTION_MANAGER_RECORD": ""]), .missing)
        XCTAssertEqual(PictureRecording(environment: ["COLLECTION_MANAGER_RECORD": "failed"]), .failed)
        XCTAssertEqual(PictureRecording(environment: ["COLLECTION_MANAGER_RECORD": "all"]), .all)
        XCTAssertEqual(PictureRecording(environment: ["COLLECTION_MANAGER_RECORD": "ALL"]), .invalid("ALL"))
    }

    func testCI_turnsRecordingOff_unlessItIsEmptyZeroOrFalse() {
        for ci in ["true", "1", "yes", "TRUE"] {
            XCTAssertEqual(PictureRecording(environment: ["CI": ci, "COLLECTION_MANAGER_RECORD": "all"]), .never, ci)
        }
        for ci in ["", "0", "false", "False"] {
            XCTAssertEqual(PictureRecording(environment: ["CI": ci]), .missing, ci)
        }
    }

    func testWhatEachModeRecords() {
        XCTAssertEqual(
            [PictureRecording.missing, .failed, .all, .never, .invalid("x")].map {
                [$0.recordsMissing, $0.recordsDiffering]
            },
            [[true, false], [true, true], [true, true], [false, false], [false, false]])
        XCTAssertEqual(
            [PictureRecording.missing, .failed, .all, .never, .invalid("x")].map(\.failsMatchingPictures),
            [false, false, true, false, true])
    }
}
