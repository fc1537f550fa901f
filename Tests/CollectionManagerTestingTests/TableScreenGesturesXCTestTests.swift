import Foundation
import TableManager
import XCTest

@testable import CollectionManagerTesting

/// Swipes, reordering and header taps on a table screen.
final class TableScreenGesturesXCTestTests: XCTestCase {
    // MARK: Pull to refresh

    /// A table of 0...9 whose refresh control logs its pulls.
    @MainActor private func refreshableTable() -> (NumberTableScreen, RefreshControl, () -> [String]) {
        let screen = NumberTableScreen()
        screen.manager.memoryStorage.setItems(Array(0...9))
        let control = RefreshControl()
        var log: [String] = []
        control.addAction { _ in log.append("refresh") }
        screen.tableView.refreshControl = control
        return (screen, control, { log })
    }

    @MainActor func testPullToRefresh_pullsTheTablesControl() async {
        let (screen, control, log) = refreshableTable()
        screen.tableView.scroll(to: CGPoint(x: 0, y: 120))
        let reports = observingReports { XCTAssertTrue(screen.manager.pullToRefresh()) }
        XCTAssertEqual(reports.map(\.message), [])
        XCTAssertEqual(log(), ["refresh"])
        XCTAssertTrue(control.isRefreshing)
        // The control takes the 60 points above the rows: rows 0 and 1 show in -60...40.
        XCTAssertEqual(screen.tableView.contentOffset, CGPoint(x: 0, y: -60))
        XCTAssertEqual(screen.manager.visibleModels(as: Int.self), [0, 1])
    }

    @MainActor func testPullToRefreshWithItems_pullsTheControlThenAppliesTheItems() async {
        let (screen, control, log) = refreshableTable()
        screen.manager.pullToRefresh(with: [20, 21], animated: true)
        XCTAssertEqual(log(), ["refresh"])
        XCTAssertTrue(control.isRefreshing, "ending the refresh is the screen's work")
        XCTAssertEqual(screen.manager.visibleModels(as: Int.self), [20, 21])
        control.endRefreshing()
        XCTAssertEqual(screen.tableView.contentOffset, .zero)
    }

    @MainActor func testPullToRefreshWithItems_withoutAControl_scrollsToTheTopThenAppliesTheItems() async {
        let screen = NumberTableScreen()
        screen.manager.memoryStorage.setItems(Array(0...9))
        screen.tableView.scroll(to: CGPoint(x: 0, y: 120))
        screen.manager.pullToRefresh(with: [7, 8, 9], animated: false)
        XCTAssertEqual(screen.tableView.contentOffset, .zero)
        XCTAssertEqual(screen.manager.visibleModels(as: Int.self), [7, 8, 9])
    }

    @MainActor func testPullToRefresh_withoutAUsableControl_failsAndChangesNothing() async {
        let screen = NumberTableScreen()
        screen.manager.memoryStorage.setItems([0, 1])
        let noControl = observingReports { XCTAssertFalse(screen.manager.pullToRefresh()) }
        XCTAssertEqual(
            noControl.map(\.message),
            [
                "Cannot pull to refresh: the table view has no refresh control. Install the screen's RefreshControl in "
                    + "tableView.refreshControl, with the screen's refresh as its action, or give the refreshed "
                    + "items: pullToRefresh(with:animated:)." + tablePicture(of: screen)
            ])

        let control = RefreshControl()
        control.isEnabled = false
        screen.tableView.refreshControl = control
        let disabled = observingReports {
            XCTAssertFalse(screen.manager.pullToRefresh())
            screen.manager.pullToRefresh(with: [5], animated: false)
        }
        let why = "the table view's refresh control is disabled (isEnabled is false), so a pull starts no refresh."
        XCTAssertEqual(
            disabled.map(\.message),
            [
                "Cannot pull to refresh: " + why + tablePicture(of: screen),
                "Cannot pull to refresh section 0: " + why + tablePicture(of: screen),
            ])
        XCTAssertEqual(screen.manager.visibleModels(as: Int.self), [0, 1])

        control.isEnabled = true
        control.beginRefreshing()
        let refreshing = observingReports { XCTAssertFalse(screen.manager.pullToRefresh()) }
        XCTAssertEqual(
            refreshing.map(\.message),
            [
                "Cannot pull to refresh: the table view's refresh control is already refreshing, so a pull sends "
                    + "nothing. The screen ends a refresh with refreshControl.endRefreshing() once its data is in."
                    + tablePicture(of: screen)
            ])
        XCTAssertEqual(screen.tableView.contentOffset, .zero)
    }

    @MainActor func testSwipeTapping_runsTheActionOfThatTitle() async {
        let screen = MailboxTableScreen()
        let reports = observingReports {
            let configuration = screen.manager.swipe(rowAt: IndexPath(row: 1, section: 0), tapping: "Archive")
            XCTAssertEqual(configuration?.actions.map(\.title), ["Delete", "Archive"])
            XCTAssertEqual(screen.manager.fullSwipe("Trip")?.title, "Delete")
        }
        XCTAssertEqual(reports.map(\.message), [])
        XCTAssertEqual(screen.log, ["archive Invoice", "delete Trip"])
    }

    @MainActor func testSwipeTapping_aRowActionOfTheEditActionsEvent_runsItsHandlerWithTheRow() async {
        let screen = NumberTableScreen()
        var log: [String] = []
        screen.manager.editActions(for: NumberRowCell.self) { _, number, _ in
            [
                TableViewRowAction(style: .destructive, title: "Remove") { _, indexPath in
                    log.append("remove \(number) at \(indexPath)")
                },
                TableViewRowAction(style: .normal, title: "Share") { _, indexPath in
                    log.append("share \(number) at \(indexPath)")
                },
            ]
        }
        screen.manager.memoryStorage.setItems([7, 8])
        let reports = observingReports {
            let configuration = screen.manager.swipe(8, tapping: "Share")
            XCTAssertEqual(configuration?.actions.map(\.title), ["Remove", "Share"])
            XCTAssertEqual(screen.manager.fullSwipe(rowAt: firstRow)?.title, "Remove")
        }
        XCTAssertEqual(reports.map(\.message), [])
        XCTAssertEqual(log, ["share 8 at [0, 1]", "remove 7 at [0, 0]"])
    }

    @MainActor func testSwipeFromTheTrailingEdge_withNoActions_namesEveryEventThatGivesSome() async {
        let screen = NumberTableScreen()
        screen.manager.memoryStorage.setItems([7])
        let reports = observingReports {
            XCTAssertNil(screen.manager.swipe(rowAt: firstRow))
        }
        XCTAssertEqual(
            reports.map { $0.message.components(separatedBy: "\n").first },
            [
                "Cannot swipe the row at [0, 0] from the trailing edge: the table gives no trailing actions for [0, 0] "
                    + "(the canEditCell event answered false, or no trailingSwipeActionsConfiguration event gives "
                    + "actions, no editActions event gives row actions, and no commitEditingStyle event makes UIKit's "
                    + "Delete), so the swipe reveals nothing. Register manager.trailingSwipeActionsConfiguration(for:) "
                    + "for the row's cell."
            ])
    }

    @MainActor func testSwipeTapping_anUnknownTitle_failsListingTheActions() async {
        let screen = MailboxTableScreen()
        let reports = observingReports {
            XCTAssertNil(screen.manager.swipe("Lunch", tapping: "Flag"))
        }
        XCTAssertEqual(
            reports.map { $0.message.components(separatedBy: "\n").first },
            [
                "Cannot tap the swipe action \"Flag\" of String Lunch: the revealed trailing actions are \"Delete\" "
                    + "(destructive), \"Archive\". Tap one of them."
            ])
        XCTAssertEqual(screen.log, [])
    }

    @MainActor func testSwipeFromTheLeadingEdge_withNoActions_failsSayingWhy() async {
        let screen = MailboxTableScreen()
        let reports = observingReports {
            XCTAssertNil(screen.manager.swipe(rowAt: IndexPath(row: 0, section: 0), edge: .leading))
        }
        XCTAssertEqual(
            reports.map { $0.message.components(separatedBy: "\n").first },
            [
                "Cannot swipe the row at [0, 0] from the leading edge: the table gives no leading actions for [0, 0] (the "
                    + "canEditCell event answered false, or no leadingSwipeActionsConfiguration event gives actions), so "
                    + "the swipe reveals nothing. Register manager.leadingSwipeActionsConfiguration(for:) for the row's "
                    + "cell."
            ])
    }

    @MainActor func testReorder_movesTheRowInEditingMode_andEndsEditing() async {
        let screen = MailboxTableScreen()
        let reports = observingReports {
            XCTAssertEqual(
                screen.manager.reorder(rowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)),
                IndexPath(row: 2, section: 0))
        }
        XCTAssertEqual(reports.map(\.message), [])
        XCTAssertEqual(screen.log, ["move Lunch from [0, 0] to [0, 2]"])
        XCTAssertEqual(screen.manager.memoryStorage.items(inSection: 0) as? [String], ["Invoice", "Trip", "Lunch"])
        XCTAssertFalse(screen.tableView.isEditing)
    }

    @MainActor func testReorder_toAMissingPlace_failsAndMovesNothing() async {
        let screen = MailboxTableScreen()
        let reports = observingReports {
            XCTAssertNil(
                screen.manager.reorder(rowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0)))
        }
        XCTAssertEqual(
            reports.map { $0.message.components(separatedBy: "\n").first },
            [
                "Cannot reorder the row at [0, 0] to [0, 3]: [0, 3] is not a place the row can go. The view has 1 section "
                    + "with 3 rows. A destination is an existing section and a row index up to the section's number of "
                    + "rows (less one within the row's own section)."
            ])
        XCTAssertEqual(screen.log, [])
    }

    @MainActor func testTapHeader_runsItsRecognizer_andAMissingSectionFails() async {
        let screen = MailboxTableScreen()
        let reports = observingReports {
            XCTAssertTrue(screen.manager.tap(headerInSection: 0) is TappableHeader)
            XCTAssertNil(screen.manager.tap(footerInSection: 2))
        }
        XCTAssertEqual(screen.log, ["tapped header 1"])
        XCTAssertEqual(
            reports.map { $0.message.components(separatedBy: "\n").first },
            [
                "Cannot tap the footer of section 2: there is no such section. The view has 1 section with 3 rows."
            ])
    }

    @MainActor func testTapRowLabeled_scrollsThroughTheTableToFindIt() async {
        let screen = NumberTableScreen()
        screen.manager.memoryStorage.setItems(Array(0..<10))
        let reports = observingReports {
            XCTAssertEqual(
                screen.manager.tap(rowLabeled: "8", label: numberLabel), .selected(IndexPath(row: 8, section: 0)))
            XCTAssertNil(screen.manager.scrollIntoView(rowLabeled: "12", label: numberLabel))
        }
        XCTAssertEqual(screen.tapped, [8])
        XCTAssertEqual(
            reports.map { $0.message.components(separatedBy: "\n").first },
            [
                "Cannot scroll to the row labelled \"12\": no cell shows that label, on screen or anywhere in the content "
                    + "(10 rows seen while scrolling through it). The cells show: \"0\", \"1\", \"2\", \"3\", \"4\", "
                    + "\"5\", \"6\", \"7\", \"8\", \"9\". Look for a label the screen picture shows, drawn with the same "
                    + "label closure as the picture."
            ])
        XCTAssertEqual(screen.manager.visibleModels(as: Int.self), [6, 7, 8, 9])
    }
}

/// A number row's label: the number its cell shows.
private func numberLabel(_ element: ScreenPictureElement) -> String {
    (element.view as? NumberRowCell)?.value.map(String.init) ?? element.defaultLabel
}

/// What a failure on a table screen ends with: its screen picture.
@MainActor func tablePicture(of screen: NumberTableScreen) -> ScreenPictureSuffix {
    ScreenPictureSuffix(picture: screen.tableView.screenPicture())
}
