import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// A column of full-width rows 100 high, whose `targetContentOffset(forProposedContentOffset:)` answers `target`.
private final class SnappingLayout: CollectionViewLayout {
    var target: CGPoint?
    private var count = 0

    override func prepare() {
        count = collectionView?.numberOfItems(inSection: 0) ?? 0
    }

    override var collectionViewContentSize: CGSize { CGSize(width: 320, height: CGFloat(count) * 100) }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        (0..<count).compactMap { layoutAttributesForItem(at: ip(0, $0)) }
            .filter { $0.frame.maxY > rect.minY && $0.frame.minY < rect.maxY }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        CollectionViewLayoutAttributes(
            forCellWith: indexPath, frame: CGRect(x: 0, y: CGFloat(indexPath.item) * 100, width: 320, height: 100))
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        target ?? proposedContentOffset
    }
}

/// After a layout change or an animated batch update the view asks where to settle: the delegate's
/// `targetContentOffsetForProposedContentOffset:` when it implements it, else the layout's answer, as UIKit does.
///
/// 100 items in a 320×480 view with a flow layout: rows of five 50-point items every 60 points, 1,190 points of
/// content, so the offset stays within 0...710.
final class TargetContentOffsetTests: XCTestCase {
    private func fixture(implemented: Set<CollectionViewSelector> = [.targetContentOffset]) -> VirtualViewFixture {
        let fixture = VirtualViewFixture(counts: [100], implemented: implemented).loaded()
        fixture.collectionView.scroll(to: CGPoint(x: 0, y: 200))
        fixture.clearLogs()
        return fixture
    }

    private func targetContentOffsetCalls(_ fixture: VirtualViewFixture) -> [VirtualCollectionView.Event] {
        fixture.double.log.filter { if case .targetContentOffset = $0 { true } else { false } }
    }

    private func insertLastItem(_ fixture: VirtualViewFixture) {
        fixture.collectionView.performBatchUpdates {
            fixture.double.counts[0] += 1
            fixture.collectionView.insertItems(at: [ip(0, 100)])
        }
    }

    // MARK: Layout changes

    func testSetCollectionViewLayout_asksTheDelegateOnceWithTheCurrentOffset_andSettlesWhereItAnswers() {
        let fixture = fixture()
        let view = fixture.collectionView
        fixture.double.targetContentOffsetAnswer = CGPoint(x: 0, y: 300)
        var offsetsAtCompletion: [CGPoint] = []
        view.setCollectionViewLayout(CollectionViewFlowLayout(), animated: true) { _ in
            offsetsAtCompletion.append(view.contentOffset)
        }
        // Asked before the pass that shows the new layout: only the cells of rows 5–12 (items 25–64) are displayed,
        // and those of rows 3 and 4 that were displayed at 200 are gone.
        XCTAssertEqual(fixture.double.log.first, .targetContentOffset(proposed: CGPoint(x: 0, y: 200)))
        XCTAssertEqual(targetContentOffsetCalls(fixture).count, 1)
        XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: 300))
        XCTAssertEqual(offsetsAtCompletion, [CGPoint(x: 0, y: 300)])
        XCTAssertEqual(view.indexPathsForVisibleItems, (25..<65).map { ip(0, $0) })

        view.setCollectionViewLayout(CollectionViewFlowLayout(), animated: false)
        XCTAssertEqual(
            targetContentOffsetCalls(fixture),
            [
                .targetContentOffset(proposed: CGPoint(x: 0, y: 200)),
                .targetContentOffset(proposed: CGPoint(x: 0, y: 300)),
            ])
    }

    func testTheAnswer_isKeptWithinTheContent_andAnAnswerThatIsNotFiniteIsIgnored() {
        let fixture = fixture()
        let view = fixture.collectionView
        fixture.double.targetContentOffsetAnswer = CGPoint(x: 40, y: 5_000)
        view.setCollectionViewLayout(CollectionViewFlowLayout(), animated: true)
        XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: 710))
        fixture.double.targetContentOffsetAnswer = CGPoint(x: -40, y: -30)
        view.setCollectionViewLayout(CollectionViewFlowLayout(), animated: true)
        XCTAssertEqual(view.contentOffset, .zero)
        fixture.double.targetContentOffsetAnswer = CGPoint(x: 0, y: CGFloat.nan)
        view.setCollectionViewLayout(CollectionViewFlowLayout(), animated: true)
        XCTAssertEqual(view.contentOffset, .zero)
        XCTAssertEqual(targetContentOffsetCalls(fixture).count, 3)
    }

    func testFinishingAnInteractiveTransition_asksToo() {
        let fixture = fixture()
        let view = fixture.collectionView
        fixture.double.targetContentOffsetAnswer = CGPoint(x: 0, y: 120)
        view.startInteractiveTransition(to: CollectionViewFlowLayout())
        XCTAssertEqual(targetContentOffsetCalls(fixture), [])
        view.finishInteractiveTransition()
        XCTAssertEqual(targetContentOffsetCalls(fixture), [.targetContentOffset(proposed: CGPoint(x: 0, y: 200))])
        XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: 120))
        view.startInteractiveTransition(to: CollectionViewFlowLayout())
        view.cancelInteractiveTransition()
        XCTAssertEqual(targetContentOffsetCalls(fixture).count, 1)
    }

    // MARK: Batch updates

    func testAnAnimatedBatch_asksOnceAfterTheCounts_beforeTheNewCellsAreRequested() {
        let fixture = fixture()
        let view = fixture.collectionView
        fixture.double.targetContentOffsetAnswer = CGPoint(x: 0, y: 120)
        insertLastItem(fixture)
        // At 120 rows 2–9 show: items 10–14 enter above those still displayed.
        XCTAssertEqual(
            Array(fixture.double.log.prefix(3)),
            [
                .numberOfItems(section: 0), .targetContentOffset(proposed: CGPoint(x: 0, y: 200)),
                .cellForItem(ip(0, 10)),
            ])
        XCTAssertEqual(targetContentOffsetCalls(fixture).count, 1)
        XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: 120))
        XCTAssertEqual(view.indexPathsForVisibleItems, (10..<50).map { ip(0, $0) })

        // A standalone insert is a batch of its own, and animates.
        fixture.double.counts[0] += 1
        view.insertItems(at: [ip(0, 0)])
        XCTAssertEqual(targetContentOffsetCalls(fixture).count, 2)
        XCTAssertEqual(
            fixture.double.log.last { if case .targetContentOffset = $0 { true } else { false } },
            .targetContentOffset(proposed: CGPoint(x: 0, y: 120)))
    }

    func testABatchWithoutAnimation_reloadData_andScrolling_doNotAsk() {
        let fixture = fixture()
        let view = fixture.collectionView
        XCTAssertTrue(view.areAnimationsEnabled)
        view.performWithoutAnimation {
            XCTAssertFalse(view.areAnimationsEnabled)
            insertLastItem(fixture)
        }
        XCTAssertTrue(view.areAnimationsEnabled)
        view.reloadData()
        view.scroll(to: CGPoint(x: 0, y: 400))
        view.scrollToItem(at: ip(0, 0), at: .top, animated: true)
        XCTAssertEqual(targetContentOffsetCalls(fixture), [])
        XCTAssertEqual(view.contentOffset, .zero)
        XCTAssertEqual(view.performedUpdates.count, 1)
        XCTAssertNil(view.performedUpdates.first?.inconsistency)
    }

    // MARK: The layout's answer

    func testWithoutTheDelegateMethod_theLayoutsAnswerIsUsed_andTheDelegateWinsWhenItAnswers() {
        let layout = SnappingLayout()
        let fixture = fixture(implemented: [])
        let view = fixture.collectionView
        view.setCollectionViewLayout(layout, animated: true)
        // The layout answers the proposal: nothing moves, even past the content (100 rows of 100 end at 10,000).
        XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: 200))
        layout.target = CGPoint(x: 0, y: 700)
        insertLastItem(fixture)
        XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: 700))
        XCTAssertEqual(view.indexPathsForVisibleItems, (7..<12).map { ip(0, $0) })
        XCTAssertEqual(targetContentOffsetCalls(fixture), [])

        let answering = self.fixture()
        answering.double.targetContentOffsetAnswer = CGPoint(x: 0, y: 300)
        let snapping = SnappingLayout()
        snapping.target = CGPoint(x: 0, y: 700)
        answering.collectionView.setCollectionViewLayout(snapping, animated: true)
        XCTAssertEqual(answering.collectionView.contentOffset, CGPoint(x: 0, y: 300))
    }

    func testAnOffsetTheAnswersDoNotChange_staysWhereItIs_evenPastTheContent() {
        // The view keeps an offset past the end when the content shrinks under it; asking changes nothing of that.
        let fixture = fixture(implemented: [])
        let view = fixture.collectionView
        view.scroll(to: CGPoint(x: 0, y: 2_000))
        fixture.double.counts[0] = 0
        view.performBatchUpdates { view.deleteItems(at: (0..<100).map { ip(0, $0) }) }
        XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: 2_000))
    }
}
