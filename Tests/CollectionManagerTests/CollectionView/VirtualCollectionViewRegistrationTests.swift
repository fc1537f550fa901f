import CollectionManager
import Foundation
import StorageTestSupport
import ViewTestSupport
import XCTest

/// Registration, dequeue and reuse (reference §2): every failure text, delivered through the handler, with the view
/// left usable.
final class VirtualCollectionViewRegistrationTests: XCTestCase {
    private final class OtherCell: CollectionViewCell {}
    private final class HeaderView: CollectionReusableView {}

    private let header = CollectionElementKind.sectionHeader

    private func headerFixture(counts: [Int] = [1], implemented: Set<CollectionViewSelector>? = nil)
        -> VirtualViewFixture
    {
        let layout = CollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        return VirtualViewFixture(
            counts: counts,
            implemented: implemented ?? [.viewForSupplementaryElement, .willDisplaySupplementaryView],
            layout: layout
        )
    }

    // MARK: Registration and creation

    func testRegisteredClass_isCreatedWithTheIdentifierAndTheLayoutFrame() {
        let fixture = VirtualViewFixture(counts: [2], implemented: [])
        let cell = fixture.collectionView.cellForItem(at: ip(0, 1))
        XCTAssertTrue(cell is RecordingCell)
        XCTAssertEqual(cell?.reuseIdentifier, "Cell")
        // Two 50-point items in a 320-point row: spread to both edges.
        XCTAssertEqual(cell?.frame, CGRect(x: 270, y: 0, width: 50, height: 50))
        XCTAssertEqual((cell as? RecordingCell)?.prepareForReuseCount, 0)
        XCTAssertEqual(fixture.inconsistencies.received, [])
    }

    func testRegisteredNib_isInstantiated() {
        let fixture = VirtualViewFixture(counts: [1], implemented: [])
        fixture.collectionView.register(
            Nib(name: "Other", viewClass: OtherCell.self), forCellWithReuseIdentifier: "Cell")
        let cell = fixture.collectionView.cellForItem(at: ip(0, 0))
        XCTAssertTrue(cell is OtherCell)
        XCTAssertEqual(cell?.reuseIdentifier, "Cell")
        XCTAssertEqual(cell?.frame, CGRect(x: 135, y: 0, width: 50, height: 50))
    }

    func testClassReplacesNib_andNibReplacesClass() {
        let collectionView = VirtualCollectionView()
        collectionView.register(Nib(name: "Other", viewClass: OtherCell.self), forCellWithReuseIdentifier: "Cell")
        collectionView.register(RecordingCell.self, forCellWithReuseIdentifier: "Cell")
        XCTAssertTrue(collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: ip(0, 0)) is RecordingCell)
        collectionView.register(Nib(name: "Other", viewClass: OtherCell.self), forCellWithReuseIdentifier: "Cell")
        XCTAssertTrue(collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: ip(0, 0)) is OtherCell)
    }

    func testRegisteringNil_unregisters() {
        let collectionView = VirtualCollectionView()
        var received: [CollectionViewInconsistency] = []
        collectionView.inconsistencyHandler = { received.append($0) }
        collectionView.register(RecordingCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(nil as CollectionViewCell.Type?, forCellWithReuseIdentifier: "Cell")
        _ = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: ip(0, 0))
        collectionView.register(Nib(name: "Cell", viewClass: RecordingCell.self), forCellWithReuseIdentifier: "Nib")
        collectionView.register(nil as Nib?, forCellWithReuseIdentifier: "Nib")
        _ = collectionView.dequeueReusableCell(withReuseIdentifier: "Nib", for: ip(0, 0))
        collectionView.register(HeaderView.self, forSupplementaryViewOfKind: header, withReuseIdentifier: "H")
        collectionView.register(
            nil as CollectionReusableView.Type?, forSupplementaryViewOfKind: header, withReuseIdentifier: "H"
        )
        _ = collectionView.dequeueReusableSupplementaryView(ofKind: header, withReuseIdentifier: "H", for: ip(0, 0))
        XCTAssertEqual(received.count, 3)
    }

    func testSameIdentifier_forCellsAndSupplementaryViews_isUnrelated() {
        let collectionView = VirtualCollectionView()
        collectionView.register(RecordingCell.self, forCellWithReuseIdentifier: "Shared")
        collectionView.register(HeaderView.self, forSupplementaryViewOfKind: header, withReuseIdentifier: "Shared")
        XCTAssertTrue(collectionView.dequeueReusableCell(withReuseIdentifier: "Shared", for: ip(0, 0)) is RecordingCell)
        XCTAssertTrue(
            collectionView.dequeueReusableSupplementaryView(
                ofKind: header, withReuseIdentifier: "Shared", for: ip(0, 0))
                is HeaderView
        )
    }

    func testRegistrationFromInsideCellForItem_canBeDequeuedAtOnce() {
        // DTCollectionViewDataSource.dummyCell registers a class and dequeues it from inside cellForItemAt.
        let fixture = VirtualViewFixture(counts: [1], implemented: [])
        fixture.double.makeCell = { collectionView, indexPath in
            collectionView.register(OtherCell.self, forCellWithReuseIdentifier: "Dummy")
            return collectionView.dequeueReusableCell(withReuseIdentifier: "Dummy", for: indexPath)
        }
        XCTAssertTrue(fixture.collectionView.cellForItem(at: ip(0, 0)) is OtherCell)
        XCTAssertEqual(fixture.inconsistencies.received, [])
    }

    // MARK: Reuse (reference §2.3, §2.4)

    func testScrolling_recyclesLeavingCellsForEnteringItems_withPrepareForReuseAtDequeue() {
        let fixture = VirtualViewFixture(counts: [100], implemented: [.willDisplayCell, .didEndDisplayingCell])
            .loaded()
        let collectionView = fixture.collectionView
        let leaving = (0..<10).map { collectionView.cellForItem(at: ip(0, $0)) as! RecordingCell }
        XCTAssertTrue(leaving.allSatisfy { $0.prepareForReuseCount == 0 })

        collectionView.scroll(to: CGPoint(x: 0, y: 120))

        XCTAssertEqual(
            collectionView.recordedEvents,
            (0..<10).map { .didEndDisplayingCell(ip(0, $0)) }
                + (40..<50).flatMap { [.cellForItem(ip(0, $0)), .willDisplayCell(ip(0, $0))] }
                + [.prefetchItems((50..<90).map { ip(0, $0) })]
        )
        let entering = (40..<50).map { collectionView.cellForItem(at: ip(0, $0)) as! RecordingCell }
        XCTAssertEqual(
            Set(entering.map(ObjectIdentifier.init)), Set(leaving.map(ObjectIdentifier.init)),
            "the cells that left are the ones reused"
        )
        XCTAssertTrue(entering.allSatisfy { $0.prepareForReuseCount == 1 })
        XCTAssertEqual(collectionView.cellForItem(at: ip(0, 40))?.frame.origin.y, 480)
        let staying = collectionView.cellForItem(at: ip(0, 10)) as! RecordingCell
        XCTAssertEqual(staying.prepareForReuseCount, 0)
        XCTAssertNil(collectionView.cellForItem(at: ip(0, 0)))
    }

    func testScrollingBeyondTheContent_recyclesWithoutDequeuing() {
        let fixture = VirtualViewFixture(counts: [10], implemented: [.didEndDisplayingCell]).loaded()
        let collectionView = fixture.collectionView
        collectionView.scroll(to: CGPoint(x: 0, y: 2_000))
        XCTAssertEqual(collectionView.visibleCells.count, 0)
        XCTAssertEqual(
            collectionView.reuseQueueCount(ofKind: CollectionElementKind.cell, withReuseIdentifier: "Cell"), 10)
        XCTAssertEqual(collectionView.recordedEvents, (0..<10).map { .didEndDisplayingCell(ip(0, $0)) })
    }

    func testDequeuedCells_takeTheirSelectionFromTheCurrentState() {
        let fixture = VirtualViewFixture(counts: [100], implemented: []).loaded()
        let collectionView = fixture.collectionView
        collectionView.selectItem(at: ip(0, 2), animated: false, scrollPosition: [])
        let selectedCell = collectionView.cellForItem(at: ip(0, 2))!
        XCTAssertTrue(selectedCell.isSelected)

        // One row down: row 0 leaves and its cells, the selected one included, are reused for row 8.
        collectionView.scroll(to: CGPoint(x: 0, y: 60))
        XCTAssertNotNil(collectionView.indexPath(for: selectedCell))
        XCTAssertTrue(collectionView.visibleCells.allSatisfy { !$0.isSelected })
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [ip(0, 2)])

        // Back up: item 2 gets a recycled, unselected cell, which the dequeue marks selected.
        collectionView.scroll(to: .zero)
        XCTAssertEqual(
            collectionView.indexPathsForVisibleItems.filter { collectionView.cellForItem(at: $0)!.isSelected },
            [ip(0, 2)]
        )
    }

    func testSupplementaryViews_areRecycledByKindAndIdentifier() {
        let fixture = headerFixture(
            counts: [30, 30, 30], implemented: [.numberOfSections, .viewForSupplementaryElement]
        )
        .loaded()
        let collectionView = fixture.collectionView
        let first =
            collectionView.supplementaryView(forElementKind: header, at: ip(0, 0)) as! RecordingSupplementaryView
        // Section 0 spans 0–380 (header, six rows); at 400 its header leaves and section 2's enters.
        collectionView.scroll(to: CGPoint(x: 0, y: 400))
        XCTAssertNil(collectionView.supplementaryView(forElementKind: header, at: ip(0, 0)))
        let reused = [ip(1, 0), ip(2, 0)].compactMap {
            collectionView.supplementaryView(forElementKind: header, at: $0)
        }
        XCTAssertTrue(reused.contains { $0 === first })
        XCTAssertEqual(first.prepareForReuseCount, 1)
        XCTAssertEqual(first.reuseIdentifier, "Supplementary")
    }

    // MARK: Failure texts (reference §2.3, §2.6)

    func testUnknownCellIdentifier_isReported_andAPlaceholderIsDisplayedButNeverRecycled() {
        let fixture = VirtualViewFixture(counts: [2], implemented: [.didEndDisplayingCell])
        fixture.double.cellReuseIdentifier = "Missing"
        let collectionView = fixture.collectionView
        collectionView.layoutIfNeeded()
        let text =
            "could not dequeue a view of kind: UICollectionElementKindCell with identifier Missing - must register a "
            + "nib or a class for the identifier or connect a prototype cell in a storyboard"
        XCTAssertEqual(fixture.inconsistencies.received, [.internalInconsistency(text), .internalInconsistency(text)])
        XCTAssertEqual(collectionView.visibleCells.count, 2)
        XCTAssertEqual(collectionView.cellForItem(at: ip(0, 0))?.reuseIdentifier, "Missing")

        collectionView.reloadData()
        XCTAssertEqual(
            collectionView.reuseQueueCount(ofKind: CollectionElementKind.cell, withReuseIdentifier: "Missing"), 0)
        collectionView.register(RecordingCell.self, forCellWithReuseIdentifier: "Missing")
        collectionView.layoutIfNeeded()
        XCTAssertTrue(collectionView.visibleCells.allSatisfy { $0 is RecordingCell })
        XCTAssertEqual(fixture.inconsistencies.received.count, 2)
    }

    func testUnknownSupplementaryIdentifier_isReportedOnce() {
        let fixture = headerFixture()
        fixture.double.supplementaryReuseIdentifier = "Missing"
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(
            fixture.inconsistencies.received,
            [
                .internalInconsistency(
                    "could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier Missing - "
                        + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
                )
            ]
        )
        XCTAssertNotNil(fixture.collectionView.supplementaryView(forElementKind: header, at: ip(0, 0)))
    }

    func testEmptyCellIdentifier_isAnInvalidArgument() {
        let collectionView = VirtualCollectionView()
        var received: [CollectionViewInconsistency] = []
        collectionView.inconsistencyHandler = { received.append($0) }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "", for: ip(0, 0))
        XCTAssertEqual(
            received,
            [
                .invalidArgument(
                    "must pass a valid reuse identifier to "
                        + "-[UICollectionView dequeueReusableCellWithReuseIdentifier:forIndexPath:]"
                )
            ]
        )
        XCTAssertEqual(received.first?.name, .invalidArgument)
        XCTAssertEqual(received.first?.description.hasPrefix("NSInvalidArgumentException: must pass"), true)
        XCTAssertNotNil(cell.reuseIdentifier)
    }

    func testEmptySupplementaryKindOrIdentifier_isAnInvalidArgument() {
        let collectionView = VirtualCollectionView()
        var received: [CollectionViewInconsistency] = []
        collectionView.inconsistencyHandler = { received.append($0) }
        _ = collectionView.dequeueReusableSupplementaryView(ofKind: "", withReuseIdentifier: "H", for: ip(0, 0))
        _ = collectionView.dequeueReusableSupplementaryView(ofKind: header, withReuseIdentifier: "", for: ip(0, 0))
        XCTAssertEqual(
            received,
            [
                .invalidArgument(
                    "must pass a valid element kind to "
                        + "-[UICollectionView dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:]"
                ),
                .invalidArgument(
                    "must pass a valid reuse identifier to "
                        + "-[UICollectionView dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:]"
                ),
            ]
        )
    }

    func testCellWithoutReuseIdentifier_isReported_andStillDisplayed() {
        let fixture = VirtualViewFixture(counts: [1], implemented: [.didEndDisplayingCell])
        let stray = CollectionViewCell()
        fixture.double.makeCell = { _, _ in stray }
        let collectionView = fixture.collectionView
        XCTAssertTrue(collectionView.cellForItem(at: ip(0, 0)) === stray)
        XCTAssertEqual(
            fixture.inconsistencies.received,
            [
                .internalInconsistency(
                    "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - "
                        + "cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
                )
            ]
        )
        collectionView.reloadData()
        XCTAssertEqual(fixture.double.log.last, .didEndDisplayingCell(ip(0, 0)))
    }

    func testSupplementaryViewNotDequeued_isReported() {
        let fixture = headerFixture()
        fixture.double.makeSupplementaryView = { _, _, _ in CollectionReusableView() }
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(
            fixture.inconsistencies.received,
            [
                .internalInconsistency(
                    "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath "
                        + "(UICollectionElementKindSectionHeader,{length = 2, path = 0 - 0}) was not retrieved by "
                        + "calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil "
                        + "(<CollectionReusableView>)"
                )
            ]
        )
    }

    func testSupplementaryViewFromADataSourceThatDoesNotImplementIt_isReportedAsNil() {
        let fixture = headerFixture(implemented: [])
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(
            fixture.inconsistencies.received,
            [
                .internalInconsistency(
                    "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath "
                        + "(UICollectionElementKindSectionHeader,{length = 2, path = 0 - 0}) was not retrieved by "
                        + "calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil "
                        + "((null))"
                )
            ]
        )
        XCTAssertEqual(fixture.collectionView.visibleCells.count, 1)
    }

    func testEmptyNib_isReportedAsInvalid() {
        let fixture = VirtualViewFixture(counts: [1], implemented: [])
        fixture.collectionView.register(Nib.empty(named: "Cell"), forCellWithReuseIdentifier: "Cell")
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(
            fixture.inconsistencies.received,
            [
                .internalInconsistency(
                    "invalid nib registered for identifier (Cell) - nib must contain exactly one top level object "
                        + "which must be a UICollectionReusableView instance"
                )
            ]
        )
        XCTAssertEqual(fixture.collectionView.visibleCells.count, 1)
    }

    func testNibWithoutACellRegisteredForCells_isReportedAsInvalid() {
        let fixture = VirtualViewFixture(counts: [1], implemented: [])
        fixture.collectionView.register(
            Nib(name: "Header", viewClass: HeaderView.self), forCellWithReuseIdentifier: "Cell")
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(
            fixture.inconsistencies.received.map(\.reason),
            [
                "invalid nib registered for identifier (Cell) - nib must contain exactly one top level object which "
                    + "must be a UICollectionReusableView instance"
            ]
        )
    }

    func testNibWhoseViewHasAnotherReuseIdentifier_isReported() {
        let fixture = VirtualViewFixture(counts: [1], implemented: [])
        fixture.collectionView.register(
            Nib(name: "Cell", viewClass: OtherCell.self, reuseIdentifier: "Other"), forCellWithReuseIdentifier: "Cell"
        )
        let cell = fixture.collectionView.cellForItem(at: ip(0, 0))
        XCTAssertEqual(
            fixture.inconsistencies.received,
            [
                .internalInconsistency(
                    "view reuse identifier in nib (Other) does not match the identifier used to register the nib (Cell)"
                )
            ]
        )
        XCTAssertTrue(cell is OtherCell)
        XCTAssertEqual(cell?.reuseIdentifier, "Cell")
    }
}
