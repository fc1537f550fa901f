import CollectionManager
import Foundation
import StorageTestSupport
import ViewTestSupport
import XCTest

/// The view's side of batch updates (reference §1): before/after counts, delivery of every validation text of §1.8
/// and §1.4a with recovery, application of valid batches, nesting and completions.
final class VirtualViewBatchUpdatesTests: XCTestCase {
    private let displayCallbacks: Set<CollectionViewSelector> = [
        .numberOfSections, .willDisplayCell, .didEndDisplayingCell,
    ]

    // MARK: Helpers

    /// Loads a view with `before`, runs a batch that changes the model to `after` and declares `updates`, and
    /// checks that the view reported exactly `reason`, rejected the batch, reloaded, and stays usable.
    private func assertBatchRejected(
        before: [Int],
        after: [Int],
        reason: String,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ updates: @escaping (VirtualCollectionView) -> Void
    ) {
        let fixture = VirtualViewFixture(counts: before, implemented: displayCallbacks).loaded()
        let collectionView = fixture.collectionView
        let visibleBefore = collectionView.indexPathsForVisibleItems
        XCTAssertFalse(visibleBefore.isEmpty, file: file, line: line)
        var finished: [Bool] = []
        collectionView.performBatchUpdates(
            {
                fixture.double.counts = after
                updates(collectionView)
            },
            completion: { finished.append($0) }
        )
        let expected = CollectionViewInconsistency.internalInconsistency(reason)
        XCTAssertEqual(fixture.inconsistencies.received, [expected], file: file, line: line)
        XCTAssertEqual(collectionView.performedUpdates.last?.inconsistency, expected, file: file, line: line)
        XCTAssertEqual(finished, [false], file: file, line: line)

        // Nothing of the batch was applied; the view reloaded: every displayed cell ended displaying at its old
        // index path, and no cell was requested.
        let events = collectionView.recordedEvents
        guard let rejected = events.firstIndex(where: { if case .inconsistency = $0 { true } else { false } }) else {
            return XCTFail("no inconsistency recorded", file: file, line: line)
        }
        XCTAssertEqual(
            Array(events[(rejected + 1)...]), [.reloadData] + visibleBefore.map { .didEndDisplayingCell($0) },
            file: file, line: line
        )
        XCTAssertFalse(events.contains { if case .cellForItem = $0 { true } else { false } }, file: file, line: line)

        // Usable: the next layout shows the model as it is now.
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.numberOfSections, after.count, file: file, line: line)
        for (section, count) in after.enumerated() {
            XCTAssertEqual(collectionView.numberOfItems(inSection: section), count, file: file, line: line)
        }
        let expectedVisible = after.enumerated().flatMap { section, count in (0..<count).map { ip(section, $0) } }
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, expectedVisible, file: file, line: line)
        XCTAssertEqual(fixture.inconsistencies.received.count, 1, file: file, line: line)
    }

    private func path(_ section: Int, _ item: Int) -> String {
        "{length = 2, path = \(section) - \(item)}"
    }

    // MARK: §1.8 step 1 — reloads

    func testDeleteAndReloadOfTheSameIndexPath_isRejected() {
        assertBatchRejected(
            before: [3], after: [2], reason: "attempt to delete and reload the same index path (\(path(0, 1)))"
        ) {
            $0.deleteItems(at: [ip(0, 1)])
            $0.reloadItems(at: [ip(0, 1)])
        }
    }

    func testReloadOfAnItemThatIsNotDisplayed_isDropped() {
        let fixture = VirtualViewFixture(counts: [100], implemented: displayCallbacks).loaded()
        let collectionView = fixture.collectionView
        XCTAssertFalse(collectionView.indexPathsForVisibleItems.contains(ip(0, 99)))
        collectionView.reloadItems(at: [ip(0, 99)])
        XCTAssertEqual(fixture.inconsistencies.received, [])
        XCTAssertEqual(
            collectionView.recordedEvents,
            [
                .numberOfSections, .numberOfItems(section: 0),
                .performBatchUpdates(
                    .init(reloadedItems: [ip(0, 99)], countsBefore: [100], countsAfter: [100])
                ),
            ]
        )
        // Dropped entirely: deleting the same invisible item is not a "delete and reload" conflict.
        collectionView.performBatchUpdates {
            fixture.double.counts = [99]
            collectionView.reloadItems(at: [ip(0, 99)])
            collectionView.deleteItems(at: [ip(0, 99)])
        }
        XCTAssertEqual(fixture.inconsistencies.received, [])
    }

    func testReloadOfADisplayedItem_replacesItsCell_withTheOldCellRecycled() {
        let fixture = VirtualViewFixture(counts: [3], implemented: displayCallbacks).loaded()
        let collectionView = fixture.collectionView
        let old = collectionView.cellForItem(at: ip(0, 1)) as! RecordingCell
        collectionView.reloadItems(at: [ip(0, 1)])
        XCTAssertEqual(
            collectionView.recordedEvents,
            [
                .numberOfSections, .numberOfItems(section: 0),
                .performBatchUpdates(.init(reloadedItems: [ip(0, 1)], countsBefore: [3], countsAfter: [3])),
                .didEndDisplayingCell(ip(0, 1)), .cellForItem(ip(0, 1)), .willDisplayCell(ip(0, 1)),
            ]
        )
        XCTAssertTrue(collectionView.cellForItem(at: ip(0, 1)) === old)
        XCTAssertEqual(old.prepareForReuseCount, 1)
    }

    // MARK: §1.8 step 3 — deletes

    func testDeleteAndMoveFromTheSameSection_isRejected() {
        assertBatchRejected(
            before: [1, 1], after: [1], reason: "attempt to perform a delete and a move from the same section (0)"
        ) {
            $0.deleteSections([0])
            $0.moveSection(0, toSection: 0)
        }
    }

    func testDeleteAndMoveFromTheSameIndexPath_isRejected() {
        assertBatchRejected(
            before: [3], after: [2],
            reason: "attempt to perform a delete and a move from the same index path (\(path(0, 0)))"
        ) {
            $0.deleteItems(at: [ip(0, 0)])
            $0.moveItem(at: ip(0, 0), to: ip(0, 1))
        }
    }

    func testDeleteOfASectionBeyondTheSectionCount_isRejected() {
        assertBatchRejected(
            before: [1], after: [1],
            reason: "attempt to delete section 3, but there are only 1 sections before the update"
        ) {
            $0.deleteSections([3])
        }
    }

    func testDeleteOfAnItemInASectionThatDidNotExist_isRejected() {
        assertBatchRejected(
            before: [1], after: [1],
            reason: "attempt to delete item 0 from section 2, but there are only 1 sections before the update"
        ) {
            $0.deleteItems(at: [ip(2, 0)])
        }
    }

    func testDeleteOfAnItemBeyondTheSectionCount_isRejected() {
        assertBatchRejected(
            before: [1], after: [0],
            reason: "attempt to delete item 1 from section 0 which only contains 1 items before the update"
        ) {
            $0.deleteItems(at: [ip(0, 1)])
        }
    }

    // MARK: §1.8 step 4 — inserts

    func testInsertAndMoveToTheSameSection_isRejected() {
        assertBatchRejected(
            before: [1, 1], after: [1, 1, 1], reason: "attempt to perform an insert and a move to the same section (1)"
        ) {
            $0.insertSections([1])
            $0.moveSection(0, toSection: 1)
        }
    }

    func testInsertAndMoveToTheSameIndexPath_isRejected() {
        assertBatchRejected(
            before: [3], after: [4],
            reason: "attempt to perform an insert and a move to the same index path (\(path(0, 1)))"
        ) {
            $0.insertItems(at: [ip(0, 1)])
            $0.moveItem(at: ip(0, 0), to: ip(0, 1))
        }
    }

    func testInsertOfASectionBeyondTheNewSectionCount_isRejected() {
        assertBatchRejected(
            before: [1], after: [1],
            reason: "attempt to insert section 2 but there are only 1 sections after the update"
        ) {
            $0.insertSections([2])
        }
    }

    func testInsertOfAnItemIntoASectionThatDoesNotExist_isRejected() {
        assertBatchRejected(
            before: [1], after: [1],
            reason: "attempt to insert item 0 into section 1, but there are only 1 sections after the update"
        ) {
            $0.insertItems(at: [ip(1, 0)])
        }
    }

    func testInsertOfAnItemBeyondTheNewItemCount_isRejected() {
        assertBatchRejected(
            before: [1], after: [1],
            reason: "attempt to insert item 5 into section 0, but there are only 1 items in section 0 after the update"
        ) {
            $0.insertItems(at: [ip(0, 5)])
        }
    }

    // MARK: §1.8 step 5 — moves

    func testMoveOfASectionThatDidNotExist_isRejected() {
        assertBatchRejected(
            before: [1], after: [1],
            reason: "attempt to move section 3, but there are only 1 sections before the update"
        ) {
            $0.moveSection(3, toSection: 0)
        }
    }

    func testMoveOfASectionBeyondTheNewSectionCount_isRejectedWithUIKitsDoubledTo() {
        assertBatchRejected(
            before: [1], after: [1],
            reason: "attempt to to move section 0 to section 4, but there are only 1 sections after the update"
        ) {
            $0.moveSection(0, toSection: 4)
        }
    }

    func testMoveOfAnItemFromASectionThatDidNotExist_isRejected() {
        assertBatchRejected(
            before: [2], after: [2],
            reason: "attempt to move index path (\(path(3, 0))) from a section that does not exist - there are only "
                + "1 sections before the update"
        ) {
            $0.moveItem(at: ip(3, 0), to: ip(0, 0))
        }
    }

    func testMoveOfAnItemThatDidNotExist_isRejected() {
        assertBatchRejected(
            before: [2], after: [2],
            reason: "attempt to move index path (\(path(0, 5))) that does not exist - there are only 2 items in "
                + "section 0 before the update"
        ) {
            $0.moveItem(at: ip(0, 5), to: ip(0, 0))
        }
    }

    func testMoveOfAnItemIntoASectionThatDoesNotExist_isRejected() {
        assertBatchRejected(
            before: [2], after: [2],
            reason: "attempt to move index path (\(path(0, 0))) to index path (\(path(2, 0))) in section that does "
                + "not exist - there are only 1 sections after the update"
        ) {
            $0.moveItem(at: ip(0, 0), to: ip(2, 0))
        }
    }

    func testMoveOfAnItemBeyondTheNewItemCount_isRejected() {
        assertBatchRejected(
            before: [2], after: [2],
            reason: "attempt to move index path (\(path(0, 0))) to index path (\(path(0, 7))) that does not exist - "
                + "there are only 2 items in section 0 after the update"
        ) {
            $0.moveItem(at: ip(0, 0), to: ip(0, 7))
        }
    }

    func testMoveOfOneSectionToTwoSections_isRejected() {
        assertBatchRejected(
            before: [1, 1, 1], after: [1, 1, 1], reason: "attempt to move section 0 to both section 1 and section 2"
        ) {
            $0.moveSection(0, toSection: 1)
            $0.moveSection(0, toSection: 2)
        }
    }

    func testMoveOfOneItemToTwoIndexPaths_isRejected() {
        assertBatchRejected(
            before: [3], after: [3],
            reason: "attempt to move item at index path \(path(0, 0)) to both \(path(0, 1)) and \(path(0, 2))"
        ) {
            $0.moveItem(at: ip(0, 0), to: ip(0, 1))
            $0.moveItem(at: ip(0, 0), to: ip(0, 2))
        }
    }

    func testMoveOfTwoSectionsToOneSection_isRejected() {
        assertBatchRejected(
            before: [1, 1, 1], after: [1, 1, 1], reason: "attempt to move both section 0 and section 1 to section 2"
        ) {
            $0.moveSection(0, toSection: 2)
            $0.moveSection(1, toSection: 2)
        }
    }

    func testMoveOfTwoItemsToOneIndexPath_isRejected() {
        assertBatchRejected(
            before: [3], after: [3],
            reason: "attempt to move both item at index path \(path(0, 0)) and \(path(0, 1)) to \(path(0, 2))"
        ) {
            $0.moveItem(at: ip(0, 0), to: ip(0, 2))
            $0.moveItem(at: ip(0, 1), to: ip(0, 2))
        }
    }

    func testExactDuplicateMove_isAppliedOnce() {
        let fixture = VirtualViewFixture(counts: [3], implemented: displayCallbacks).loaded()
        let collectionView = fixture.collectionView
        let moving = collectionView.cellForItem(at: ip(0, 0))
        let second = collectionView.cellForItem(at: ip(0, 1))
        collectionView.performBatchUpdates {
            collectionView.moveItem(at: ip(0, 0), to: ip(0, 2))
            collectionView.moveItem(at: ip(0, 0), to: ip(0, 2))
        }
        XCTAssertEqual(fixture.inconsistencies.received, [])
        XCTAssertTrue(collectionView.cellForItem(at: ip(0, 2)) === moving)
        XCTAssertTrue(collectionView.cellForItem(at: ip(0, 0)) === second)
        // Moved cells keep their views: no display callback.
        XCTAssertFalse(
            fixture.recordedCalls.contains {
                switch $0 {
                case .cellForItem, .willDisplayCell, .didEndDisplayingCell: true
                default: false
                }
            }
        )
    }

    // MARK: §1.8 steps 6–7 and §1.4a — counts

    func testDuplicatedInsert_isRejectedAsInvalidBatchUpdates() {
        assertBatchRejected(
            before: [3], after: [5],
            reason: """
                Invalid batch updates detected: the number of sections and/or items returned by the data source \
                before and/or after performing the batch updates are inconsistent with the updates.
                Data source before updates = { 1 section with item counts: [3] }
                Data source after updates = { 1 section with item counts: [5] }
                Updates = [
                \tInsert item (0 - 3),
                \tInsert item (0 - 3)
                ]
                """
        ) {
            $0.insertItems(at: [ip(0, 3), ip(0, 3)])
        }
    }

    func testSectionCountMismatch_isRejectedWithTheClassicText() {
        assertBatchRejected(
            before: [1], after: [1, 1],
            reason: "Invalid update: invalid number of sections.  The number of sections contained in the collection "
                + "view after the update (2) must be equal to the number of sections contained in the collection view "
                + "before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 "
                + "deleted)."
        ) { _ in }
    }

    func testItemCountMismatch_isRejectedWithTheClassicText() {
        assertBatchRejected(
            before: [3], after: [5],
            reason: "Invalid update: invalid number of items in section 0.  The number of items contained in an "
                + "existing section after the update (5) must be equal to the number of items contained in that "
                + "section before the update (3), plus or minus the number of items inserted or deleted from that "
                + "section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that "
                + "section (0 moved in, 0 moved out)."
        ) {
            $0.insertItems(at: [ip(0, 0)])
        }
    }

    func testCrossSectionMoveWithoutModelChange_isRejectedWithMovedCounts() {
        assertBatchRejected(
            before: [2, 2], after: [2, 2],
            reason: "Invalid update: invalid number of items in section 0.  The number of items contained in an "
                + "existing section after the update (2) must be equal to the number of items contained in that "
                + "section before the update (2), plus or minus the number of items inserted or deleted from that "
                + "section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that "
                + "section (0 moved in, 1 moved out)."
        ) {
            $0.moveItem(at: ip(0, 0), to: ip(1, 0))
        }
    }

    // MARK: Before and after counts (reference §1.2, §1.5, §3.6)

    func testModelChangedInsideTheBlock_passes_andDisplaysTheInsertedCells() {
        let fixture = VirtualViewFixture(counts: [2], implemented: displayCallbacks).loaded()
        let collectionView = fixture.collectionView
        collectionView.performBatchUpdates {
            fixture.double.counts = [5]
            collectionView.insertItems(at: [ip(0, 2), ip(0, 3), ip(0, 4)])
        }
        XCTAssertEqual(fixture.inconsistencies.received, [])
        XCTAssertEqual(
            collectionView.recordedEvents,
            [
                .numberOfSections, .numberOfItems(section: 0),
                .performBatchUpdates(
                    .init(insertedItems: [ip(0, 2), ip(0, 3), ip(0, 4)], countsBefore: [2], countsAfter: [5])
                ),
                .cellForItem(ip(0, 2)), .willDisplayCell(ip(0, 2)),
                .cellForItem(ip(0, 3)), .willDisplayCell(ip(0, 3)),
                .cellForItem(ip(0, 4)), .willDisplayCell(ip(0, 4)),
            ]
        )
        XCTAssertEqual(fixture.double.log, fixture.recordedCalls)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 5)
    }

    func testModelChangedBeforeTheBlockAfterReloadData_reproducesTheClassicCrash() {
        // DTCollectionViewManager issues #23/#27: setItems → reloadData, then addItems mutating the model before
        // performBatchUpdates. The stale cache is filled at the start of the batch, from the already-mutated model.
        let fixture = VirtualViewFixture(counts: [2], implemented: [.numberOfSections]).loaded()
        let collectionView = fixture.collectionView
        collectionView.isInWindow = false
        collectionView.reloadData()
        fixture.clearLogs()
        fixture.double.counts = [5]
        collectionView.performBatchUpdates {
            collectionView.insertItems(at: [ip(0, 2), ip(0, 3), ip(0, 4)])
        }
        let crash = CollectionViewInconsistency.internalInconsistency(
            "Invalid update: invalid number of items in section 0.  The number of items contained in an existing "
                + "section after the update (5) must be equal to the number of items contained in that section before "
                + "the update (5), plus or minus the number of items inserted or deleted from that section (3 "
                + "inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 "
                + "moved in, 0 moved out)."
        )
        XCTAssertEqual(fixture.inconsistencies.received, [crash])
        XCTAssertEqual(
            collectionView.recordedEvents,
            [
                // The forced layout at the start of the batch: the "before" counts, then the visible cells.
                .numberOfSections, .numberOfItems(section: 0),
                .cellForItem(ip(0, 0)), .cellForItem(ip(0, 1)), .cellForItem(ip(0, 2)), .cellForItem(ip(0, 3)),
                .cellForItem(ip(0, 4)),
                // The "after" counts, then the rejection and the recovery.
                .numberOfSections, .numberOfItems(section: 0),
                .performBatchUpdates(
                    .init(
                        insertedItems: [ip(0, 2), ip(0, 3), ip(0, 4)], countsBefore: [5], countsAfter: [5],
                        inconsistency: crash
                    )
                ),
                .inconsistency(crash),
                .reloadData,
            ]
        )
    }

    func testStandaloneUpdateWithValidCache_isABatchOfItsOwn() {
        let fixture = VirtualViewFixture(counts: [2], implemented: displayCallbacks).loaded()
        let collectionView = fixture.collectionView
        fixture.double.counts = [3]
        collectionView.insertItems(at: [ip(0, 2)])
        XCTAssertEqual(fixture.inconsistencies.received, [])
        XCTAssertEqual(
            collectionView.performedUpdates,
            [.init(insertedItems: [ip(0, 2)], countsBefore: [2], countsAfter: [3])]
        )
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, [ip(0, 0), ip(0, 1), ip(0, 2)])
    }

    func testWithRecordingOff_batchesApply_butNeitherUpdatesNorEventsAreKept() {
        let fixture = VirtualViewFixture(counts: [2], implemented: displayCallbacks).loaded()
        let collectionView = fixture.collectionView
        collectionView.resetRecording()
        collectionView.isRecordingEvents = false
        fixture.double.counts = [3]
        collectionView.insertItems(at: [ip(0, 2)])
        fixture.double.counts = [4]
        collectionView.insertItems(at: [ip(0, 0)])
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, [ip(0, 0), ip(0, 1), ip(0, 2), ip(0, 3)])
        XCTAssertEqual(collectionView.performedUpdates, [])
        XCTAssertEqual(collectionView.recordedEvents, [])

        // A rejected batch is still reported, and kept in `reportedInconsistencies`.
        collectionView.insertItems(at: [ip(0, 9)])
        XCTAssertEqual(fixture.inconsistencies.received.count, 1)
        XCTAssertEqual(collectionView.reportedInconsistencies, fixture.inconsistencies.received)
        XCTAssertEqual(collectionView.performedUpdates, [])
        collectionView.layoutIfNeeded()  // the reload that follows a rejected batch

        collectionView.isRecordingEvents = true
        fixture.double.counts = [5]
        collectionView.insertItems(at: [ip(0, 4)])
        XCTAssertEqual(
            collectionView.performedUpdates,
            [.init(insertedItems: [ip(0, 4)], countsBefore: [4], countsAfter: [5])]
        )
    }

    func testStandaloneUpdateOnAFreshView_readsCountsTwice() {
        // rdar 26484150: a new collection view asked to insert at once triggers the data source twice.
        let fixture = VirtualViewFixture(counts: [3], implemented: [.numberOfSections])
        fixture.collectionView.insertItems(at: [ip(0, 2)])
        XCTAssertEqual(
            fixture.collectionView.recordedEvents.filter {
                $0 == .numberOfSections || $0 == .numberOfItems(section: 0)
            },
            [.numberOfSections, .numberOfItems(section: 0), .numberOfSections, .numberOfItems(section: 0)]
        )
        XCTAssertEqual(fixture.inconsistencies.received.count, 1)
    }

    func testEmptyBatch_stillComparesCounts() {
        assertBatchRejected(
            before: [2], after: [3],
            reason: "Invalid update: invalid number of items in section 0.  The number of items contained in an "
                + "existing section after the update (3) must be equal to the number of items contained in that "
                + "section before the update (2), plus or minus the number of items inserted or deleted from that "
                + "section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that "
                + "section (0 moved in, 0 moved out)."
        ) { _ in }
    }

    // MARK: Application of a valid batch (reference §1.5 step 5, §3.3)

    func testDelete_recyclesThenEndsDisplayingAtTheOldIndexPath_andShiftsSurvivorsSilently() {
        let fixture = VirtualViewFixture(counts: [3], implemented: displayCallbacks).loaded()
        let collectionView = fixture.collectionView
        let deleted = collectionView.cellForItem(at: ip(0, 0))
        let last = collectionView.cellForItem(at: ip(0, 2))
        var queuedWhenNotified: Int?
        fixture.double.onDidEndDisplaying = { cell, _ in
            XCTAssertTrue(cell === deleted)
            queuedWhenNotified = collectionView.reuseQueueCount(
                ofKind: CollectionElementKind.cell, withReuseIdentifier: "Cell"
            )
        }
        collectionView.performBatchUpdates {
            fixture.double.counts = [2]
            collectionView.deleteItems(at: [ip(0, 0)])
        }
        XCTAssertEqual(
            fixture.recordedCalls,
            [.numberOfSections, .numberOfItems(section: 0), .didEndDisplayingCell(ip(0, 0))]
        )
        XCTAssertEqual(queuedWhenNotified, 1, "the cell is enqueued before didEndDisplaying")
        XCTAssertTrue(collectionView.cellForItem(at: ip(0, 1)) === last)
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, [ip(0, 0), ip(0, 1)])
    }

    func testInsertAtTheTop_pushesTheLastVisibleItemOut() {
        let fixture = VirtualViewFixture(counts: [40], implemented: displayCallbacks).loaded()
        let collectionView = fixture.collectionView
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.last, ip(0, 39))
        collectionView.performBatchUpdates {
            fixture.double.counts = [41]
            collectionView.insertItems(at: [ip(0, 0)])
        }
        XCTAssertEqual(
            fixture.recordedCalls,
            [
                .numberOfSections, .numberOfItems(section: 0),
                .didEndDisplayingCell(ip(0, 40)), .cellForItem(ip(0, 0)), .willDisplayCell(ip(0, 0)),
            ]
        )
    }

    func testSectionInsertAndDelete_displayAndRemoveSupplementaryViews() {
        let fixture = VirtualViewFixture(
            counts: [1, 1],
            implemented: [
                .numberOfSections, .viewForSupplementaryElement, .willDisplaySupplementaryView,
                .didEndDisplayingSupplementaryView, .willDisplayCell, .didEndDisplayingCell,
            ]
        )
        (fixture.collectionView.collectionViewLayout as! CollectionViewFlowLayout).headerReferenceSize =
            CGSize(width: 0, height: 20)
        _ = fixture.loaded()
        let collectionView = fixture.collectionView
        let header = CollectionElementKind.sectionHeader
        collectionView.performBatchUpdates {
            fixture.double.counts = [1, 2, 1]
            collectionView.deleteSections([0])
            collectionView.insertSections([0, 1])
        }
        XCTAssertEqual(fixture.inconsistencies.received, [])
        XCTAssertEqual(
            fixture.recordedCalls,
            [
                .numberOfSections, .numberOfItems(section: 0), .numberOfItems(section: 1),
                .numberOfItems(section: 2),
                .didEndDisplayingCell(ip(0, 0)),
                .didEndDisplayingSupplementaryView(kind: header, ip(0, 0)),
                .viewForSupplementaryElement(kind: header, ip(0, 0)),
                .willDisplaySupplementaryView(kind: header, ip(0, 0)),
                .cellForItem(ip(0, 0)), .willDisplayCell(ip(0, 0)),
                .viewForSupplementaryElement(kind: header, ip(1, 0)),
                .willDisplaySupplementaryView(kind: header, ip(1, 0)),
                .cellForItem(ip(1, 0)), .willDisplayCell(ip(1, 0)),
                .cellForItem(ip(1, 1)), .willDisplayCell(ip(1, 1)),
            ]
        )
        XCTAssertEqual(
            collectionView.indexPathsForVisibleSupplementaryElements(ofKind: header), [ip(0, 0), ip(1, 0), ip(2, 0)]
        )
    }

    func testSelection_isRemappedThroughTheBatch_deletedAndReloadedItemsDropOutSilently() {
        let fixture = VirtualViewFixture(
            counts: [6], implemented: [.numberOfSections, .didDeselectItem, .didSelectItem]
        ).loaded()
        let collectionView = fixture.collectionView
        collectionView.allowsMultipleSelection = true
        for item in [0, 2, 3, 5] {
            collectionView.selectItem(at: ip(0, item), animated: false, scrollPosition: [])
        }
        collectionView.performBatchUpdates {
            fixture.double.counts = [6]
            collectionView.deleteItems(at: [ip(0, 0)])
            collectionView.reloadItems(at: [ip(0, 3)])
            collectionView.moveItem(at: ip(0, 5), to: ip(0, 1))
            collectionView.insertItems(at: [ip(0, 5)])
        }
        XCTAssertEqual(fixture.inconsistencies.received, [])
        // After the update, 0 is the old 1, 1 the moved 5, 2 the reloaded 3, 3 the old 2, 4 the old 4, 5 is new:
        // 0 was deleted, 3 reloaded (both drop out), 2 and 5 follow their items.
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [ip(0, 1), ip(0, 3)])
        XCTAssertEqual(collectionView.visibleCells.map(\.isSelected), [false, true, false, true, false, false])
        XCTAssertFalse(
            fixture.double.log.contains {
                switch $0 {
                case .didSelectItem, .didDeselectItem: true
                default: false
                }
            }
        )
    }

    func testSelection_isClearedByReloadDataWithoutCallbacks() {
        let fixture = VirtualViewFixture(counts: [3], implemented: [.didDeselectItem]).loaded()
        fixture.collectionView.selectItem(at: ip(0, 1), animated: false, scrollPosition: [])
        fixture.collectionView.reloadData()
        XCTAssertEqual(fixture.collectionView.indexPathsForSelectedItems, [])
        XCTAssertEqual(fixture.double.log, [])
    }

    // MARK: Nesting and completions (reference §1.9)

    func testNestedBatches_commitOnceAtTheOutermostEnd_andRunCompletionsOuterFirstBeforeReturning() {
        let fixture = VirtualViewFixture(counts: [3], implemented: [.numberOfSections]).loaded()
        let collectionView = fixture.collectionView
        var order: [String] = []
        collectionView.performBatchUpdates(
            {
                fixture.double.counts = [4]
                collectionView.insertItems(at: [ip(0, 3)])
                collectionView.performBatchUpdates(
                    {
                        order.append("inner block")
                        fixture.double.counts = [5]
                        collectionView.insertItems(at: [ip(0, 4)])
                    },
                    completion: { order.append("inner completion \($0)") }
                )
                order.append("outer block end, \(collectionView.performedUpdates.count) committed")
            },
            completion: { order.append("outer completion \($0)") }
        )
        order.append("returned")
        XCTAssertEqual(
            order,
            [
                "inner block", "outer block end, 0 committed", "outer completion true", "inner completion true",
                "returned",
            ]
        )
        XCTAssertEqual(
            collectionView.performedUpdates,
            [.init(insertedItems: [ip(0, 3), ip(0, 4)], countsBefore: [3], countsAfter: [5])]
        )
        XCTAssertEqual(
            fixture.double.log,
            [.numberOfSections, .numberOfItems(section: 0), .cellForItem(ip(0, 3)), .cellForItem(ip(0, 4))]
        )
    }

    func testReloadDataInsideTheBlock_isDeferredUntilTheCommitEnds_beforeTheCompletion() {
        let fixture = VirtualViewFixture(counts: [1], implemented: displayCallbacks).loaded()
        let collectionView = fixture.collectionView
        var eventsAtCompletion: [VirtualCollectionView.Event] = []
        collectionView.performBatchUpdates(
            {
                fixture.double.counts = [2]
                collectionView.insertItems(at: [ip(0, 1)])
                collectionView.reloadData()
            },
            completion: { _ in eventsAtCompletion = collectionView.recordedEvents }
        )
        XCTAssertEqual(fixture.inconsistencies.received, [])
        XCTAssertEqual(
            eventsAtCompletion,
            [
                .numberOfSections, .numberOfItems(section: 0),
                .performBatchUpdates(.init(insertedItems: [ip(0, 1)], countsBefore: [1], countsAfter: [2])),
                // The pending reload discards what the commit's layout pass would display: nothing is requested.
                .reloadData, .didEndDisplayingCell(ip(0, 0)),
            ]
        )
    }

    func testReloadDataInsideTheBlock_ofABatchThatDoesNotAddUp_replacesTheBatchWithoutReporting() {
        let fixture = VirtualViewFixture(counts: [1], implemented: displayCallbacks).loaded()
        let collectionView = fixture.collectionView
        var finished: [Bool] = []
        collectionView.resetRecording()
        collectionView.performBatchUpdates(
            {
                fixture.double.counts = [3]
                collectionView.reloadData()
            },
            completion: { finished.append($0) }
        )
        let wouldHaveBeen = CollectionViewInconsistency.internalInconsistency(
            "Invalid update: invalid number of items in section 0.  The number of items contained in an existing "
                + "section after the update (3) must be equal to the number of items contained in that section before "
                + "the update (1), plus or minus the number of items inserted or deleted from that section (0 inserted, "
                + "0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 "
                + "moved out).")
        XCTAssertEqual(fixture.inconsistencies.received, [])
        XCTAssertEqual(finished, [false])
        XCTAssertEqual(
            collectionView.recordedEvents,
            [
                .numberOfSections, .numberOfItems(section: 0),
                .performBatchUpdates(
                    .init(countsBefore: [1], countsAfter: [3], inconsistencyReplacedByReload: wouldHaveBeen)),
                .reloadData, .didEndDisplayingCell(ip(0, 0)),
            ]
        )
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, [ip(0, 0), ip(0, 1), ip(0, 2)])
    }

    func testReloadDataAfterABatchWaitingToCommit_replacesThatBatchWhenItDoesNotAddUp() {
        // A batch started from willDisplay waits for the layout pass; a reload requested later in the same pass
        // follows it, so the batch's mismatch is not reported.
        let fixture = VirtualViewFixture(counts: [2], implemented: displayCallbacks)
        let collectionView = fixture.collectionView
        var finished: [Bool] = []
        var started = false
        fixture.double.onWillDisplay = { _, _ in
            guard !started else { return }
            started = true
            collectionView.performBatchUpdates(
                { fixture.double.counts = [5] }, completion: { finished.append($0) })
            collectionView.reloadData()
        }
        collectionView.layoutIfNeeded()
        XCTAssertEqual(fixture.inconsistencies.received, [])
        XCTAssertEqual(finished, [false])
        XCTAssertNotNil(collectionView.performedUpdates.last?.inconsistencyReplacedByReload)
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.count, 5)
    }

    func testReloadDataFromTheCompletion_runsAtOnce() {
        // CollectionViewUpdater reloads from the completion after section changes.
        let fixture = VirtualViewFixture(counts: [1], implemented: displayCallbacks).loaded()
        let collectionView = fixture.collectionView
        var visibleAfterReload: [IndexPath]?
        collectionView.performBatchUpdates(
            {
                fixture.double.counts = [1, 1]
                collectionView.insertSections([1])
            },
            completion: { _ in
                collectionView.reloadData()
                visibleAfterReload = collectionView.indexPathsForVisibleItems
            }
        )
        XCTAssertEqual(visibleAfterReload, [ip(0, 0), ip(1, 0)])
        XCTAssertEqual(collectionView.recordedEvents.filter { $0 == .reloadData }.count, 1)
    }

    func testBatchStartedFromWillDisplay_commitsAfterTheCurrentCommit() {
        let fixture = VirtualViewFixture(counts: [1], implemented: displayCallbacks).loaded()
        let collectionView = fixture.collectionView
        var triggered = false
        fixture.double.onWillDisplay = { _, indexPath in
            guard indexPath == ip(0, 1), !triggered else { return }
            triggered = true
            collectionView.performBatchUpdates {
                fixture.double.counts = [3]
                collectionView.insertItems(at: [ip(0, 2)])
            }
        }
        collectionView.performBatchUpdates {
            fixture.double.counts = [2]
            collectionView.insertItems(at: [ip(0, 1)])
        }
        XCTAssertEqual(fixture.inconsistencies.received, [])
        XCTAssertEqual(
            collectionView.performedUpdates,
            [
                .init(insertedItems: [ip(0, 1)], countsBefore: [1], countsAfter: [2]),
                .init(insertedItems: [ip(0, 2)], countsBefore: [2], countsAfter: [3]),
            ]
        )
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, [ip(0, 0), ip(0, 1), ip(0, 2)])
    }

    func testRejectedBatch_keepsItsCompletionsAndTheViewRecoversOnTheNextBatch() {
        let fixture = VirtualViewFixture(counts: [2], implemented: displayCallbacks).loaded()
        let collectionView = fixture.collectionView
        collectionView.performBatchUpdates {
            fixture.double.counts = [4]
            collectionView.insertItems(at: [ip(0, 2)])
        }
        XCTAssertEqual(fixture.inconsistencies.received.count, 1)
        // The next batch starts from the reloaded counts.
        collectionView.performBatchUpdates {
            fixture.double.counts = [5]
            collectionView.insertItems(at: [ip(0, 4)])
        }
        XCTAssertEqual(fixture.inconsistencies.received.count, 1)
        XCTAssertEqual(
            collectionView.performedUpdates.last, .init(insertedItems: [ip(0, 4)], countsBefore: [4], countsAfter: [5]))
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.count, 5)
    }
}
