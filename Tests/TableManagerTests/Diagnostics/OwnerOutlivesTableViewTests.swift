import Foundation
import TableManager
import XCTest

/// A manager whose owner outlives the owner's table view, in debug builds: reported when the view is deallocated, so
/// that a closure holding the owner strongly is noticed.
final class OwnerOutlivesTableViewTests: XCTestCase {
    /// An owner with a weak outlet: its view is kept alive by someone else, as a view hierarchy keeps UIKit outlets.
    private final class OutletScreen: TableViewManageable {
        weak var tableView: VirtualTableView?
        var opened: [Int] = []
    }

    private final class NumberCell: TableViewCell, ModelTransfer {
        func update(with model: Int) {}
    }

    /// Anomalies collected by a closure that captures nothing else.
    private final class Received {
        var anomalies: [TableViewManagerAnomaly] = []
    }

    /// What a closure holds the screen through, so that the test can break the cycle.
    private final class Holder {
        var screen: OutletScreen?
    }

    private let expectedMessage =
        "⚠️[TableManager] TableView of OutletScreen was deallocated, but OutletScreen and its manager are still alive.\nHow to fix it: If OutletScreen should have gone away with its view, a closure its manager keeps captures it strongly: the manager lives as long as its owner, so that closure keeps both alive for good. Capture the owner weakly in the manager's closures, for example `manager.didSelect(PostCell.self) { [weak self] cell, post, indexPath in self?.open(post) }`. See the Memory guide."

    /// Makes a screen whose view is held only by the returned array, with a manager reporting to `received`.
    private func makeScreen(received: Received) -> (OutletScreen, [VirtualTableView]) {
        let screen = OutletScreen()
        let view = VirtualTableView()
        screen.tableView = view
        screen.manager.anomalyHandler.anomalyAction = { [received] in received.anomalies.append($0) }
        screen.manager.register(NumberCell.self)
        screen.manager.memoryStorage.setItems([1, 2])
        view.layoutIfNeeded()
        return (screen, [view])
    }

    func testViewDeallocated_ownerHeldByDidSelectClosure_reportsOwnerOutlivesTableView() {
        let received = Received()
        let holder = Holder()
        weak var weakScreen: OutletScreen?
        do {
            var (screen, views) = makeScreen(received: received)
            weakScreen = screen
            holder.screen = screen
            // The cycle: the manager's closure holds the screen, the manager table holds the manager.
            screen.manager.didSelect(NumberCell.self) { _, model, _ in holder.screen?.opened.append(model) }
            XCTAssertEqual(received.anomalies, [])
            views.removeAll()
            XCTAssertEqual(received.anomalies, inDebugBuilds([.ownerOutlivesTableView(ownerType: "OutletScreen")]))
        }
        XCTAssertNotNil(weakScreen)
        holder.screen = nil
        XCTAssertNil(weakScreen)
    }

    func testViewDeallocated_ownerGoneFirst_reportsNothing() {
        let received = Received()
        weak var weakScreen: OutletScreen?
        do {
            var screen: OutletScreen?
            var views: [VirtualTableView] = []
            do {
                let made = makeScreen(received: received)
                (screen, views) = made
            }
            weakScreen = screen
            screen?.manager.didSelect(NumberCell.self) { [weak screen] _, model, _ in screen?.opened.append(model) }
            screen = nil
            XCTAssertNil(weakScreen)
            views.removeAll()
        }
        XCTAssertEqual(received.anomalies, [])
    }

    func testViewDeallocated_withOwnerAliveAndGivenAnotherView_reportsNothing() {
        let received = Received()
        let (screen, views) = makeScreen(received: received)
        let replacement = VirtualTableView()
        do {
            var views = views
            screen.tableView = replacement
            views.removeAll()
        }
        XCTAssertEqual(received.anomalies, [])
        withExtendedLifetime(replacement) {}
    }

    func testViewDeallocated_ofAManagerThatNeverManaged_reportsNothing() {
        let received = Received()
        let screen = OutletScreen()
        screen.manager.anomalyHandler.anomalyAction = { [received] in received.anomalies.append($0) }
        do { _ = VirtualTableView() }
        XCTAssertEqual(received.anomalies, [])
    }

    func testOwnerOutlivesTableView_messages() {
        let anomaly = TableViewManagerAnomaly.ownerOutlivesTableView(ownerType: "OutletScreen")
        XCTAssertEqual(AnomalyReport(anomaly: anomaly).message, expectedMessage)
        XCTAssertEqual(anomaly.description, "TableViewManagerAnomaly.ownerOutlivesTableView(OutletScreen)")
        XCTAssertEqual(
            anomaly.debugDescription,
            "⚠️[TableManager] TableView of OutletScreen was deallocated, but OutletScreen and its manager are still "
                + "alive.")
    }
}

/// `anomalies` in a debug build, where the library checks for an owner outliving its view; none in an optimized build,
/// where it does not (the CI runs the tests in both).
private func inDebugBuilds(_ anomalies: [TableViewManagerAnomaly]) -> [TableViewManagerAnomaly] {
    #if DEBUG
    return anomalies
    #else
    return []
    #endif
}
