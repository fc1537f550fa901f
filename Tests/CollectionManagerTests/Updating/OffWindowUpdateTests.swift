import CollectionManager
import Foundation
import ViewTestSupport
import XCTest

/// `animateChangesOffScreen` decides only for a view that is not in a window: such a view animates by default and
/// reloads when the flag is off; a view in a window always animates.
final class OffWindowUpdateTests: XCTestCase {
    func testInWindow_withoutOffScreenAnimations_stillAnimatesABlockOfCalls() {
        let (owner, storage, updater) = LoggedOwner.showing([[0, 1, 2]])
        updater.animateChangesOffScreen = false
        storage.performUpdates {
            storage.moveItem(at: ip(0, 2), to: ip(0, 0))
            storage.addItem(3)
        }
        XCTAssertEqual(storage.intSections, [[2, 0, 1, 3]])
        XCTAssertEqual(
            owner.virtualView.performedUpdates,
            [
                .init(
                    insertedItems: [ip(0, 3)], movedItems: [.init(from: ip(0, 2), to: ip(0, 0))],
                    countsBefore: [3], countsAfter: [4])
            ])
        XCTAssertFalse(owner.loggingView.log.contains("reloadData()"))
        XCTAssertTrue(owner.showsTheStorage)
    }

    func testOffWindow_byDefault_animatesEachUpdate_andReloadsOnlyOnceTheFlagIsOff() throws {
        let (owner, storage, updater) = LoggedOwner.showing([[0, 1]])
        owner.virtualView.isInWindow = false
        try storage.removeItem(0)
        XCTAssertEqual(
            owner.virtualView.performedUpdates, [.init(deletedItems: [ip(0, 0)], countsBefore: [2], countsAfter: [1])])

        updater.animateChangesOffScreen = false
        owner.loggingView.clearLog()
        storage.addItem(5)
        XCTAssertEqual(owner.loggingView.log, ["reloadData()"])
        XCTAssertEqual(owner.virtualView.performedUpdates.count, 1, "no second batch")
        XCTAssertTrue(owner.showsTheStorage)
    }
}
