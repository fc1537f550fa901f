import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// A cell that prefers a height of 30 + 10 × its item, keeping the proposed width.
private final class GrowingCell: CollectionViewCell {
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        var attributes = layoutAttributes
        attributes.frame.size.height = CGFloat(30 + 10 * layoutAttributes.indexPath.item)
        return attributes
    }
}

/// A cell that always prefers one point more than it is offered: a layout never settles on it.
private final class NeverSatisfiedCell: CollectionViewCell {
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        var attributes = layoutAttributes
        attributes.frame.size.height += 1
        return attributes
    }
}

/// A cell whose answer is whatever the test sets.
private final class AnsweringCell: CollectionViewCell {
    var answer: (CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes = { $0 }

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        answer(layoutAttributes)
    }
}

/// Self-sizing cells in a flow layout with an estimated item size: the estimate places items until their cells are
/// displayed and answer `preferredLayoutAttributesFitting(_:)`; the layout then takes the answer and the view lays out
/// again, until nothing visible changes size.
final class SelfSizingTests: XCTestCase {
    private func selfSizing(
        counts: [Int] = [10], cell: CollectionViewCell.Type = GrowingCell.self
    ) -> (VirtualViewFixture, CollectionViewFlowLayout) {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 320, height: 50)
        layout.minimumLineSpacing = 0
        let fixture = VirtualViewFixture(
            counts: counts, implemented: [.willDisplayCell, .didEndDisplayingCell, .sizeForItem],
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), layout: layout)
        fixture.collectionView.register(cell, forCellWithReuseIdentifier: fixture.double.cellReuseIdentifier)
        fixture.clearLogs()
        return (fixture, layout)
    }

    private func frame(_ collectionView: VirtualCollectionView, _ item: Int) -> CGRect? {
        collectionView.collectionViewLayout.layoutAttributesForItem(at: ip(0, item))?.frame
    }

    private func displayEvents(_ collectionView: VirtualCollectionView) -> [VirtualCollectionView.Event] {
        collectionView.recordedEvents.filter {
            switch $0 {
            case .cellForItem, .willDisplayCell, .didEndDisplayingCell, .preferredLayoutAttributesFitting,
                .invalidateLayoutForPreferredAttributes, .sizeForItem:
                true
            default: false
            }
        }
    }

    func testDisplayedCellsReplaceTheEstimate_andTheViewLaysOutAgainUntilNothingVisibleChanges() {
        let (fixture, _) = selfSizing()
        let collectionView = fixture.collectionView
        collectionView.layoutIfNeeded()
        // Pass 1, estimates of 50: items 0–3 fill 0–200. Each is asked before it is announced; 0 (30), 1 (40) and
        // 3 (60) differ from 50 and invalidate the layout, 2 prefers exactly 50. The delegate's size is never asked.
        // Pass 2: 0–30, 30–70, 70–120, 120–180, and item 4 at 180–230 enters; the cells that moved are asked
        // again and keep their size; 4 prefers 70. Pass 3: 4 at 180–250; nothing changes.
        XCTAssertEqual(
            displayEvents(collectionView),
            [
                .cellForItem(ip(0, 0)), .preferredLayoutAttributesFitting(kind: nil, ip(0, 0)),
                .invalidateLayoutForPreferredAttributes(kind: nil, ip(0, 0)), .willDisplayCell(ip(0, 0)),
                .cellForItem(ip(0, 1)), .preferredLayoutAttributesFitting(kind: nil, ip(0, 1)),
                .invalidateLayoutForPreferredAttributes(kind: nil, ip(0, 1)), .willDisplayCell(ip(0, 1)),
                .cellForItem(ip(0, 2)), .preferredLayoutAttributesFitting(kind: nil, ip(0, 2)),
                .willDisplayCell(ip(0, 2)),
                .cellForItem(ip(0, 3)), .preferredLayoutAttributesFitting(kind: nil, ip(0, 3)),
                .invalidateLayoutForPreferredAttributes(kind: nil, ip(0, 3)), .willDisplayCell(ip(0, 3)),
                .preferredLayoutAttributesFitting(kind: nil, ip(0, 1)),
                .preferredLayoutAttributesFitting(kind: nil, ip(0, 2)),
                .preferredLayoutAttributesFitting(kind: nil, ip(0, 3)),
                .cellForItem(ip(0, 4)), .preferredLayoutAttributesFitting(kind: nil, ip(0, 4)),
                .invalidateLayoutForPreferredAttributes(kind: nil, ip(0, 4)), .willDisplayCell(ip(0, 4)),
            ])
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, (0...4).map { ip(0, $0) })
        XCTAssertEqual(frame(collectionView, 3), CGRect(x: 0, y: 120, width: 320, height: 60))
        XCTAssertEqual(collectionView.cellForItem(at: ip(0, 4))?.frame, CGRect(x: 0, y: 180, width: 320, height: 70))
        // Items 5–9 keep the estimate: 30 + 40 + 50 + 60 + 70 + 5 × 50.
        XCTAssertEqual(frame(collectionView, 5), CGRect(x: 0, y: 250, width: 320, height: 50))
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 320, height: 500))
    }

    func testScrolling_measuresTheItemsThatEnter_andLaterFramesShift() {
        let (fixture, _) = selfSizing()
        let collectionView = fixture.collectionView
        collectionView.layoutIfNeeded()
        fixture.clearLogs()
        // The rect 300–500 holds items 6–9 at their estimates; they prefer 90, 100, 110 and 120. Laid out again,
        // 6 is at 300–390, 7 at 390–490, 8 at 490–600, 9 at 600–720: 9 leaves again.
        collectionView.scroll(to: CGPoint(x: 0, y: 300))
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, [ip(0, 6), ip(0, 7), ip(0, 8)])
        XCTAssertEqual(
            displayEvents(collectionView).filter {
                if case .didEndDisplayingCell = $0 { true } else { false }
            },
            (0...4).map { .didEndDisplayingCell(ip(0, $0)) } + [.didEndDisplayingCell(ip(0, 9))])
        XCTAssertEqual(frame(collectionView, 8), CGRect(x: 0, y: 490, width: 320, height: 110))
        XCTAssertEqual(collectionView.contentSize.height, 720)
    }

    func testWithoutAnEstimate_noViewIsAskedForItsPreferredSize() {
        let layout = CollectionViewFlowLayout()
        let fixture = VirtualViewFixture(counts: [4], implemented: [.sizeForItem], layout: layout)
        fixture.collectionView.register(
            GrowingCell.self, forCellWithReuseIdentifier: fixture.double.cellReuseIdentifier)
        fixture.collectionView.layoutIfNeeded()
        XCTAssertFalse(
            fixture.collectionView.recordedEvents.contains {
                if case .preferredLayoutAttributesFitting = $0 { true } else { false }
            })
        XCTAssertEqual(fixture.collectionView.cellForItem(at: ip(0, 3))?.frame.size, CGSize(width: 50, height: 50))
    }

    func testAutomaticSize_usesTheItemSizeAsTheEstimate() {
        let (fixture, layout) = selfSizing(counts: [2])
        layout.itemSize = CGSize(width: 320, height: 40)
        layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        fixture.collectionView.layoutIfNeeded()
        // Item 1 prefers 40, the estimate: only item 0 (30) invalidates.
        XCTAssertEqual(
            fixture.collectionView.recordedEvents.filter {
                if case .invalidateLayoutForPreferredAttributes = $0 { true } else { false }
            }, [.invalidateLayoutForPreferredAttributes(kind: nil, ip(0, 0))])
        XCTAssertEqual(fixture.collectionView.contentSize.height, 70)
    }

    func testABatchUpdate_forgetsPreferredSizes_andMeasuresTheDisplayedItemsAgain() {
        let (fixture, _) = selfSizing(counts: [3])
        let collectionView = fixture.collectionView
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.contentSize.height, 30 + 40 + 50)
        fixture.double.counts = [4]
        collectionView.performBatchUpdates { collectionView.insertItems(at: [ip(0, 0)]) }
        // The items are 0–3 now, each preferring 30 + 10 × its new index: 30 + 40 + 50 + 60.
        XCTAssertEqual(collectionView.contentSize.height, 180)
        XCTAssertEqual(collectionView.cellForItem(at: ip(0, 3))?.frame, CGRect(x: 0, y: 120, width: 320, height: 60))
    }

    /// Makes the fixture's data source give every `AnsweringCell` it dequeues `answer`.
    private func answer(
        in fixture: VirtualViewFixture,
        _ answer: @escaping (CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes
    ) {
        let identifier = fixture.double.cellReuseIdentifier
        fixture.double.makeCell = { collectionView, indexPath in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
            (cell as? AnsweringCell)?.answer = answer
            return cell
        }
    }

    func testCellsThatNeverSettle_stopAfterTheLimitOfPasses_andLeaveALayoutDue() {
        let (fixture, layout) = selfSizing(counts: [20], cell: NeverSatisfiedCell.self)
        layout.estimatedItemSize = CGSize(width: 320, height: 10)
        let collectionView = fixture.collectionView
        func asks(_ item: Int) -> Int {
            collectionView.recordedEvents.filter { $0 == .preferredLayoutAttributesFitting(kind: nil, ip(0, item)) }
                .count
        }
        collectionView.layoutIfNeeded()
        // Each cell grows by one point whenever it is asked, and is asked again whenever the cells above it moved it:
        // item k would be asked in passes 1 to k + 1. Item 9 stays visible throughout and is asked once per pass.
        XCTAssertEqual(asks(2), 3)
        XCTAssertEqual(asks(9), VirtualCollectionView.selfSizingPassLimit)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(asks(9), 10, "the layout left due runs on the next call")
    }

    func testAnswersThatAreNotSizes_areIgnoredOrClamped() {
        let (fixture, _) = selfSizing(counts: [2], cell: AnsweringCell.self)
        answer(in: fixture) { attributes in
            var answer = attributes
            answer.frame.size.height = attributes.indexPath.item == 0 ? .nan : -20
            answer.indexPath = ip(7, 7)
            return answer
        }
        let collectionView = fixture.collectionView
        collectionView.layoutIfNeeded()
        // Item 0's NaN is ignored (estimate kept); item 1's −20 counts as 0; the index path of an answer is not taken.
        XCTAssertEqual(frame(collectionView, 0), CGRect(x: 0, y: 0, width: 320, height: 50))
        XCTAssertEqual(frame(collectionView, 1), CGRect(x: 0, y: 50, width: 320, height: 0))
        XCTAssertNil(frame(collectionView, 7))
    }

    func testAReloadFromInsideTheAnswer_endsThePass_andTheReloadDisplaysAnew() {
        let (fixture, _) = selfSizing(counts: [3], cell: AnsweringCell.self)
        let collectionView = fixture.collectionView
        var reloads = 0
        answer(in: fixture) { attributes in
            if reloads == 0 {
                reloads += 1
                collectionView.reloadData()
            }
            var answer = attributes
            answer.frame.size.height = 20
            return answer
        }
        collectionView.layoutIfNeeded()
        XCTAssertEqual(reloads, 1)
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, [ip(0, 0), ip(0, 1), ip(0, 2)])
        XCTAssertEqual(collectionView.contentSize.height, 60)
        XCTAssertEqual(fixture.inconsistencies.received, [])
    }
}
