import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// A header written as a UIKit header that reacts to taps is: a tap recognizer attached once, calling a method.
private final class TappableHeader: CollectionReusableView {
    var taps: [String] = []

    required init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(TapGestureRecognizer(target: self, action: TappableHeader.tapped))
    }

    func tapped() {
        taps.append("tapped")
    }

    func recordTap(by sender: TapGestureRecognizer) {
        taps.append("tapped by a recognizer on \(sender.view === self ? "me" : "another view")")
    }
}

/// ``VirtualCollectionView/tapSupplementaryElement(ofKind:at:)`` runs the tap recognizers of a displayed header or
/// footer, as a finger's tap runs a `UITapGestureRecognizer`'s actions; the collection view itself is not involved.
///
/// Two sections of three items, each under a 30-point header, in a 320×480 view with a flow layout.
final class TapGestureRecognizerTests: XCTestCase {
    private var fixtures: [VirtualViewFixture] = []

    private func makeView() -> VirtualViewFixture {
        let fixture = VirtualViewFixture(
            counts: [3, 3], implemented: [.numberOfSections, .referenceSizeForHeader, .viewForSupplementaryElement])
        fixture.double.headerSize = { _ in CGSize(width: 320, height: 30) }
        fixture.collectionView.register(
            TappableHeader.self, forSupplementaryViewOfKind: CollectionElementKind.sectionHeader,
            withReuseIdentifier: fixture.double.supplementaryReuseIdentifier)
        fixtures.append(fixture)
        return fixture.loaded()
    }

    private func header(_ section: Int, in fixture: VirtualViewFixture) -> TappableHeader? {
        fixture.collectionView.supplementaryView(
            forElementKind: CollectionElementKind.sectionHeader, at: ip(section, 0)) as? TappableHeader
    }

    func testTap_runsTheHeadersRecognizer_andNothingOfTheCollectionView() {
        let fixture = makeView()
        XCTAssertTrue(
            fixture.collectionView.tapSupplementaryElement(ofKind: CollectionElementKind.sectionHeader, at: ip(1, 0)))
        XCTAssertEqual(header(1, in: fixture)?.taps, ["tapped"])
        XCTAssertEqual(header(0, in: fixture)?.taps, [])
        XCTAssertEqual(fixture.collectionView.recordedEvents, [])
        XCTAssertEqual(fixture.double.log, [])
        XCTAssertEqual(fixture.collectionView.indexPathsForSelectedItems, [])
    }

    func testTap_actionsRunInTheOrderAdded_withTheRecognizerAsSender() {
        let fixture = makeView()
        let header = header(0, in: fixture)!
        let second = TapGestureRecognizer()
        second.addTarget(header, action: TappableHeader.recordTap(by:))
        header.addGestureRecognizer(second)
        fixture.collectionView.tapSupplementaryElement(ofKind: CollectionElementKind.sectionHeader, at: ip(0, 0))
        XCTAssertEqual(header.taps, ["tapped", "tapped by a recognizer on me"])
        XCTAssertEqual(header.gestureRecognizers.count, 2)
    }

    func testTap_disabledOrRemovedRecognizers_returnFalse_andRunNothing() {
        let fixture = makeView()
        let header = header(0, in: fixture)!
        let recognizer = header.gestureRecognizers[0]
        recognizer.isEnabled = false
        XCTAssertFalse(
            fixture.collectionView.tapSupplementaryElement(ofKind: CollectionElementKind.sectionHeader, at: ip(0, 0)))
        recognizer.isEnabled = true
        recognizer.removeTarget(header)
        XCTAssertTrue(
            fixture.collectionView.tapSupplementaryElement(ofKind: CollectionElementKind.sectionHeader, at: ip(0, 0)),
            "an enabled recognizer without actions still recognizes the tap")
        header.removeGestureRecognizer(recognizer)
        XCTAssertNil(recognizer.view)
        XCTAssertFalse(
            fixture.collectionView.tapSupplementaryElement(ofKind: CollectionElementKind.sectionHeader, at: ip(0, 0)))
        XCTAssertEqual(header.taps, [])
    }

    func testTap_viewNotDisplayed_returnsFalse() {
        let fixture = makeView()
        let kind = CollectionElementKind.sectionHeader
        XCTAssertFalse(fixture.collectionView.tapSupplementaryElement(ofKind: kind, at: ip(2, 0)), "no section 2")
        XCTAssertFalse(
            fixture.collectionView.tapSupplementaryElement(ofKind: CollectionElementKind.sectionFooter, at: ip(0, 0)))
        XCTAssertFalse(fixture.collectionView.tapSupplementaryElement(ofKind: kind, at: IndexPath(index: 0)))
        XCTAssertFalse(fixture.collectionView.tapSupplementaryElement(ofKind: kind, at: ip(Int.max, Int.max)))
    }

    func testRecognizer_movesToTheViewItIsAddedTo_andHoldsItsTargetWeakly() {
        let fixture = makeView()
        let first = header(0, in: fixture)!
        let second = header(1, in: fixture)!
        let recognizer = first.gestureRecognizers[0]
        second.addGestureRecognizer(recognizer)
        second.addGestureRecognizer(recognizer)  // already there: nothing changes
        XCTAssertTrue(recognizer.view === second)
        XCTAssertEqual(first.gestureRecognizers.count, 0)
        XCTAssertEqual(second.gestureRecognizers.count, 2)
        fixture.collectionView.tapSupplementaryElement(ofKind: CollectionElementKind.sectionHeader, at: ip(1, 0))
        XCTAssertEqual(first.taps, ["tapped"], "the moved recognizer still calls its target, the first header")
        XCTAssertEqual(second.taps, ["tapped"])

        var target: TappableHeader? = TappableHeader()
        let orphan = TapGestureRecognizer(target: target!, action: TappableHeader.tapped)
        weak let weakTarget = target
        target = nil
        XCTAssertNil(weakTarget)
        XCTAssertTrue(orphan.view == nil)
    }

    func testRecycledHeaders_keepTheirRecognizers() {
        let fixture = makeView()
        let headers = [header(0, in: fixture)!, header(1, in: fixture)!]
        fixture.collectionView.reloadData()
        let redisplayed = header(0, in: fixture)!
        XCTAssertTrue(headers.contains { $0 === redisplayed }, "a header from the reuse queue, not a new one")
        XCTAssertEqual(redisplayed.gestureRecognizers.count, 1)
        fixture.collectionView.tapSupplementaryElement(ofKind: CollectionElementKind.sectionHeader, at: ip(0, 0))
        XCTAssertEqual(redisplayed.taps, ["tapped"])
    }
}
