import CollectionManager
import Foundation
import ViewTestSupport
import XCTest

final class VirtualCollectionViewTests: XCTestCase {
    // MARK: First load and counts (reference §1.2, §1.6, §6.3 items 1–3)

    func testFirstLayout_asksCountsThenCellsThenWillDisplay() {
        let fixture = VirtualViewFixture(counts: [2], implemented: [.numberOfSections, .willDisplayCell])
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(
            fixture.collectionView.recordedEvents,
            [
                .numberOfSections, .numberOfItems(section: 0),
                .cellForItem(ip(0, 0)), .willDisplayCell(ip(0, 0)),
                .cellForItem(ip(0, 1)), .willDisplayCell(ip(0, 1)),
            ]
        )
        XCTAssertEqual(fixture.double.log, fixture.collectionView.recordedEvents)
        XCTAssertEqual(fixture.collectionView.indexPathsForVisibleItems, [ip(0, 0), ip(0, 1)])
    }

    func testFirstLayout_withFlowDelegate_asksSectionMetricsThenEveryItemSizeBeforeCells() {
        let fixture = VirtualViewFixture(
            counts: [2],
            implemented: [.numberOfSections, .sizeForItem, .insetForSection, .referenceSizeForHeader]
        )
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(
            fixture.collectionView.recordedEvents,
            [
                .numberOfSections, .numberOfItems(section: 0),
                .insetForSection(0), .referenceSizeForHeader(section: 0),
                .sizeForItem(ip(0, 0)), .sizeForItem(ip(0, 1)),
                .cellForItem(ip(0, 0)), .cellForItem(ip(0, 1)),
            ]
        )
    }

    func testCounts_withoutNumberOfSections_assumeOneSection() {
        let fixture = VirtualViewFixture(counts: [4, 9], implemented: [])
        XCTAssertEqual(fixture.collectionView.numberOfSections, 1)
        XCTAssertEqual(fixture.collectionView.numberOfItems(inSection: 0), 4)
        XCTAssertEqual(fixture.collectionView.recordedEvents, [.numberOfItems(section: 0)])
    }

    func testCounts_areAskedInAscendingOrderAllAtOnce_andCached() {
        let fixture = VirtualViewFixture(counts: [1, 2, 3], implemented: [.numberOfSections])
        XCTAssertEqual(fixture.collectionView.numberOfItems(inSection: 2), 3)
        XCTAssertEqual(fixture.collectionView.numberOfItems(inSection: 0), 1)
        XCTAssertEqual(fixture.collectionView.numberOfSections, 3)
        XCTAssertEqual(
            fixture.collectionView.recordedEvents,
            [.numberOfSections, .numberOfItems(section: 0), .numberOfItems(section: 1), .numberOfItems(section: 2)]
        )
    }

    func testCounts_stayCachedWhenTheModelChanges_untilReloadData() {
        let fixture = VirtualViewFixture(counts: [3], implemented: [.numberOfSections])
        XCTAssertEqual(fixture.collectionView.numberOfItems(inSection: 0), 3)
        fixture.double.counts = [5, 1]
        XCTAssertEqual(fixture.collectionView.numberOfItems(inSection: 0), 3)
        XCTAssertEqual(fixture.collectionView.numberOfSections, 1)
        fixture.collectionView.reloadData()
        XCTAssertEqual(fixture.collectionView.numberOfSections, 2)
        XCTAssertEqual(fixture.collectionView.numberOfItems(inSection: 0), 5)
    }

    func testCounts_negativeAnswersCountAsZero() {
        let fixture = VirtualViewFixture(counts: [-4, 2], implemented: [.numberOfSections])
        XCTAssertEqual(fixture.collectionView.numberOfItems(inSection: 0), 0)
        XCTAssertEqual(fixture.collectionView.numberOfItems(inSection: 1), 2)
    }

    func testNumberOfItems_outOfRangeSection_reportsUIKitTextAndAnswersZero() {
        let fixture = VirtualViewFixture(counts: [3], implemented: [.numberOfSections])
        XCTAssertEqual(fixture.collectionView.numberOfItems(inSection: 2), 0)
        XCTAssertEqual(
            fixture.inconsistencies.received,
            [
                .internalInconsistency(
                    "request for number of items in section 2 when there are only 1 sections in the collection view"
                )
            ]
        )
        XCTAssertEqual(fixture.inconsistencies.received.first?.name, .internalInconsistency)
        XCTAssertEqual(fixture.collectionView.reportedInconsistencies, fixture.inconsistencies.received)
    }

    func testNoDataSource_hasNoSections() {
        let collectionView = VirtualCollectionView()
        XCTAssertEqual(collectionView.numberOfSections, 0)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.visibleCells.count, 0)
        XCTAssertEqual(collectionView.recordedEvents, [])
    }

    // MARK: reloadData (reference §1.6, §3.2)

    func testReloadData_endsDisplayingEveryCell_clearsSelection_andAsksNothingUntilTheNextLayout() {
        let fixture = VirtualViewFixture(
            counts: [3], implemented: [.numberOfSections, .willDisplayCell, .didEndDisplayingCell, .didDeselectItem]
        ).loaded()
        let collectionView = fixture.collectionView
        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: ip(0, 1), animated: false, scrollPosition: [])
        collectionView.selectItem(at: ip(0, 2), animated: false, scrollPosition: [])
        let cells = collectionView.visibleCells

        collectionView.reloadData()

        XCTAssertEqual(
            collectionView.recordedEvents,
            [
                .reloadData, .didEndDisplayingCell(ip(0, 0)), .didEndDisplayingCell(ip(0, 1)),
                .didEndDisplayingCell(ip(0, 2)),
            ]
        )
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [])
        XCTAssertEqual(
            collectionView.reuseQueueCount(ofKind: CollectionElementKind.cell, withReuseIdentifier: "Cell"), 3)

        fixture.clearLogs()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(
            collectionView.recordedEvents,
            [
                .numberOfSections, .numberOfItems(section: 0),
                .cellForItem(ip(0, 0)), .willDisplayCell(ip(0, 0)),
                .cellForItem(ip(0, 1)), .willDisplayCell(ip(0, 1)),
                .cellForItem(ip(0, 2)), .willDisplayCell(ip(0, 2)),
            ]
        )
        // The recycled cells come back, each prepared for reuse once.
        XCTAssertEqual(
            Set(collectionView.visibleCells.map(ObjectIdentifier.init)), Set(cells.map(ObjectIdentifier.init))
        )
        XCTAssertEqual(collectionView.visibleCells.map { ($0 as! RecordingCell).prepareForReuseCount }, [1, 1, 1])
        XCTAssertEqual(collectionView.visibleCells.map(\.isSelected), [false, false, false])
    }

    func testReloadData_calledDuringALayoutPass_stopsThePassAndRunsWhenItEnds() {
        let fixture = VirtualViewFixture(counts: [2], implemented: [.willDisplayCell, .didEndDisplayingCell])
        let collectionView = fixture.collectionView
        var reloaded = false
        fixture.double.onCellForItem = { _ in
            if !reloaded {
                reloaded = true
                collectionView.reloadData()
            }
        }
        collectionView.layoutIfNeeded()
        XCTAssertEqual(
            collectionView.recordedEvents,
            [
                // The cell whose request asked for the reload is neither displayed nor announced; no other is
                // requested.
                .numberOfItems(section: 0), .cellForItem(ip(0, 0)), .reloadData,
            ]
        )
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, [ip(0, 0), ip(0, 1)])
    }

    // MARK: Responds-to caching (reference §4)

    func testAssigningAnObject_asksEachOptionalSelectorOfTheRoleOnce() {
        let collectionView = VirtualCollectionView()
        let double = RecordingCollectionViewDelegate()
        collectionView.dataSource = double
        XCTAssertEqual(collectionView.respondsToQueryCount(for: .dataSource), 6)
        XCTAssertEqual(
            Set(double.respondsToQueries.keys), Set(CollectionViewRole.dataSource.optionalSelectors)
        )
        XCTAssertTrue(double.respondsToQueries.values.allSatisfy { $0 == 1 })

        collectionView.delegate = double
        XCTAssertEqual(collectionView.respondsToQueryCount(for: .delegate), 36)
        XCTAssertEqual(collectionView.respondsToQueryCount(for: .flowLayoutDelegate), 6)
        XCTAssertEqual(collectionView.respondsToQueryCount(for: .fullScreenLayoutDelegate), 2)
        collectionView.prefetchDataSource = double
        collectionView.dragDelegate = double
        collectionView.dropDelegate = double
        XCTAssertEqual(collectionView.respondsToQueryCount(for: .prefetchDataSource), 1)
        XCTAssertEqual(collectionView.respondsToQueryCount(for: .dragDelegate), 6)
        XCTAssertEqual(collectionView.respondsToQueryCount(for: .dropDelegate), 6)
        XCTAssertEqual(double.respondsToQueries.count, RecordingCollectionViewDelegate.allOptionalSelectors.count)
        XCTAssertTrue(double.respondsToQueries.values.allSatisfy { $0 == 1 })
    }

    func testReassigningTheSameObject_changesNothing() {
        let fixture = VirtualViewFixture(counts: [2], implemented: [.numberOfSections]).loaded()
        let collectionView = fixture.collectionView
        let queries = fixture.double.respondsToQueries
        collectionView.dataSource = fixture.double
        collectionView.delegate = fixture.double
        collectionView.prefetchDataSource = fixture.double
        collectionView.dragDelegate = fixture.double
        collectionView.dropDelegate = fixture.double
        XCTAssertEqual(fixture.double.respondsToQueries, queries)
        // The count cache survives: no data-source call.
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 2)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.recordedEvents, [])
    }

    func testMethodImplementedAfterAssignment_isNotCalledUntilTheObjectIsReassigned() {
        let fixture = VirtualViewFixture(counts: [2], implemented: []).loaded()
        let collectionView = fixture.collectionView
        fixture.double.implemented = [.didSelectItem]

        collectionView.tapItem(at: ip(0, 0))
        XCTAssertEqual(fixture.double.log, [])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [ip(0, 0)])

        collectionView.delegate = fixture.double
        collectionView.tapItem(at: ip(0, 1))
        XCTAssertEqual(fixture.double.log, [], "re-assigning the same object does not re-ask")

        collectionView.delegate = nil
        collectionView.delegate = fixture.double
        collectionView.tapItem(at: ip(0, 0))
        XCTAssertEqual(fixture.double.log, [.didSelectItem(ip(0, 0))])
        XCTAssertEqual(collectionView.cachedImplementedSelectors(for: .delegate), [.didSelectItem])
    }

    func testNumberOfSectionsImplementedAfterAssignment_isIgnoredUntilTheDataSourceIsReassigned() {
        let fixture = VirtualViewFixture(counts: [1, 1], implemented: [])
        let collectionView = fixture.collectionView
        fixture.double.implemented = [.numberOfSections]
        XCTAssertEqual(collectionView.numberOfSections, 1)

        collectionView.dataSource = nil
        collectionView.dataSource = fixture.double
        XCTAssertEqual(collectionView.numberOfSections, 2)
        XCTAssertEqual(collectionView.respondsToQueryCount(for: .dataSource), 6)
    }

    func testNewDataSource_invalidatesTheCountCache() {
        let fixture = VirtualViewFixture(counts: [2], implemented: [.numberOfSections]).loaded()
        let collectionView = fixture.collectionView
        let other = RecordingCollectionViewDelegate(counts: [7, 1], implemented: [.numberOfSections])
        collectionView.dataSource = other
        XCTAssertEqual(collectionView.numberOfSections, 2)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 7)
        XCTAssertEqual(
            other.log, [.numberOfSections, .numberOfItems(section: 0), .numberOfItems(section: 1)]
        )
        collectionView.dataSource = nil
        XCTAssertEqual(collectionView.numberOfSections, 0)
    }

    func testFlowLayoutMethodImplementedAfterAssignment_usesTheLayoutPropertyUntilReassigned() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 30)
        let fixture = VirtualViewFixture(counts: [1], implemented: [], layout: layout)
        fixture.double.itemSize = { _ in CGSize(width: 10, height: 10) }
        fixture.double.implemented = [.sizeForItem]
        let collectionView = fixture.collectionView
        XCTAssertEqual(collectionView.cellForItem(at: ip(0, 0))?.frame.size, CGSize(width: 100, height: 30))

        collectionView.delegate = nil
        collectionView.delegate = fixture.double
        XCTAssertEqual(collectionView.cellForItem(at: ip(0, 0))?.frame.size, CGSize(width: 10, height: 10))
        XCTAssertEqual(fixture.double.log.filter { $0 == .sizeForItem(ip(0, 0)) }.count, 1)
    }

    func testReferences_areWeak() {
        let collectionView = VirtualCollectionView()
        do {
            let double = RecordingCollectionViewDelegate()
            collectionView.dataSource = double
            collectionView.delegate = double
            collectionView.prefetchDataSource = double
            collectionView.dragDelegate = double
            collectionView.dropDelegate = double
            XCTAssertNotNil(collectionView.dataSource)
        }
        XCTAssertNil(collectionView.dataSource)
        XCTAssertNil(collectionView.delegate)
        XCTAssertNil(collectionView.prefetchDataSource)
        XCTAssertNil(collectionView.dragDelegate)
        XCTAssertNil(collectionView.dropDelegate)
    }

    func testDelegateThatIsNotAFlowLayoutDelegate_isNeverAskedForMetrics() {
        final class PlainDelegate: CollectionViewDelegate {
            func responds(to selector: CollectionViewSelector) -> Bool { true }
        }
        let fixture = VirtualViewFixture(counts: [1], implemented: [])
        let plain = PlainDelegate()
        fixture.collectionView.delegate = plain
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(fixture.collectionView.respondsToQueryCount(for: .flowLayoutDelegate), 0)
        XCTAssertEqual(fixture.collectionView.cellForItem(at: ip(0, 0))?.frame.size, CGSize(width: 50, height: 50))
    }

    // MARK: Recording

    func testTakeRecordedEvents_returnsAndClears() {
        let fixture = VirtualViewFixture(counts: [1], implemented: [])
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(
            fixture.collectionView.takeRecordedEvents(), [.numberOfItems(section: 0), .cellForItem(ip(0, 0))]
        )
        XCTAssertEqual(fixture.collectionView.recordedEvents, [])
    }

    func testRecordingCanBeTurnedOff() {
        let fixture = VirtualViewFixture(counts: [1], implemented: [])
        fixture.collectionView.isRecordingEvents = false
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(fixture.collectionView.recordedEvents, [])
        XCTAssertEqual(fixture.double.log, [.numberOfItems(section: 0), .cellForItem(ip(0, 0))])
    }

    func testRecordedEvents_areKeptSmall_theLargePayloadsBoxed() {
        // Recording is on by default, and a layout pass records several events per section: 48 bytes each on 64-bit
        // platforms, where a batch's updates (128 bytes inline) would otherwise set the size of every event.
        XCTAssertLessThanOrEqual(MemoryLayout<VirtualCollectionView.Event>.stride, 48)
        var inserted = VirtualCollectionView.PerformedUpdate()
        inserted.insertedSections = [1]
        var deleted = inserted
        deleted.deletedSections = [0]
        // Boxed cases still compare by their payload.
        XCTAssertEqual(
            VirtualCollectionView.Event.performBatchUpdates(inserted), .performBatchUpdates(inserted))
        XCTAssertNotEqual(
            VirtualCollectionView.Event.performBatchUpdates(inserted), .performBatchUpdates(deleted))
    }

    func testIsInWindow_defaultsToTrue_andIsSettable() {
        let collectionView = VirtualCollectionView()
        XCTAssertTrue(collectionView.isInWindow)
        collectionView.isInWindow = false
        XCTAssertFalse((collectionView as any CollectionView).isInWindow)
    }

    func testDefaults_matchUIKit() {
        let collectionView = VirtualCollectionView()
        XCTAssertEqual(collectionView.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(collectionView.contentOffset, .zero)
        XCTAssertTrue(collectionView.allowsSelection)
        XCTAssertFalse(collectionView.allowsMultipleSelection)
        XCTAssertFalse(collectionView.selectionFollowsFocus)
        XCTAssertTrue(collectionView.isPrefetchingEnabled)
        let layout = collectionView.collectionViewLayout as? CollectionViewFlowLayout
        XCTAssertEqual(layout?.itemSize, CGSize(width: 50, height: 50))
        XCTAssertEqual(layout?.minimumLineSpacing, 10)
        XCTAssertEqual(layout?.minimumInteritemSpacing, 10)
        XCTAssertEqual(layout?.sectionInset, .zero)
        XCTAssertEqual(layout?.headerReferenceSize, .zero)
        XCTAssertEqual(layout?.footerReferenceSize, .zero)
        XCTAssertTrue(layout?.collectionView === collectionView)
    }
}
