import Foundation
import TableManager
import XCTest

@testable import CollectionManagerTesting

/// Table screens under XCTest: problems, pictures, driving and lifetimes through the collection screens' machinery.
final class TableScreenXCTestTests: XCTestCase {
    @MainActor func testFailTestsOnProblems_failsWithTheTableManagersReport_atTheCall() async {
        let screen = NumberTableScreen()
        let line = #line + 1
        screen.manager.failTestsOnProblems()
        let reports = observingReports { screen.manager.memoryStorage.addItem("draft") }
        XCTAssertEqual(reports.map(\.message), [tableUnmappedDraftMessage])
        XCTAssertEqual(reports.map(\.location.line), [line])
    }

    @MainActor func testFailOnCollectionProblems_coversATableViewsInconsistency() async {
        let view = VirtualTableView()
        let line = #line + 1
        failOnCollectionProblems()
        let reports = observingReports { deleteMissingSection(in: view) }
        XCTAssertEqual(reports.map(\.message), [tableMissingSectionMessage])
        XCTAssertEqual(reports.map(\.location.line), [line])
        XCTAssertNil(view.inconsistencyHandler)
    }

    @MainActor func testExpectAnomalies_collectsTheTableManagersAnomalies() async {
        let screen = NumberTableScreen()
        let reports = observingReports {
            expectAnomalies([.noCellMappingFound(modelDescription: "draft", indexPath: firstRow)], from: screen.manager)
            {
                screen.manager.memoryStorage.addItem("draft")
            }
        }
        XCTAssertEqual(reports.map(\.message), [])
    }

    @MainActor func testExpectInconsistencies_inATableView_restoresItsHandler() async {
        let view = VirtualTableView()
        let reports = observingReports {
            expectNoInconsistencies(in: view) { deleteMissingSection(in: view) }
        }
        XCTAssertEqual(reports.map(\.message), [tableExpectNoInconsistencyMessage])
        XCTAssertNil(view.inconsistencyHandler)
    }

    @MainActor func testTapRowAt_scrollsTheRowIntoView_thenSelectsIt() async {
        let screen = NumberTableScreen()
        screen.manager.memoryStorage.setItems([0, 1, 2, 3, 4, 5])
        let reports = observingReports {
            XCTAssertEqual(
                screen.manager.tap(rowAt: IndexPath(row: 4, section: 0)), .selected(IndexPath(row: 4, section: 0)))
            XCTAssertEqual(screen.manager.tap(3), .selected(IndexPath(row: 3, section: 0)))
        }
        XCTAssertEqual(reports.map(\.message), [])
        XCTAssertEqual(screen.tapped, [4, 3])
        XCTAssertEqual(screen.manager.visibleModels(as: Int.self), [1, 2, 3, 4])
    }

    @MainActor func testTapFirstWhere_withNoSuchRow_failsShowingTheScreen() async {
        let screen = NumberTableScreen()
        screen.manager.memoryStorage.setItems([0, 1])
        let reports = observingReports {
            XCTAssertNil(screen.manager.tap(first: Int.self, where: { $0 == 9 }))
        }
        XCTAssertEqual(reports.map(\.message), [tableNoSuchRowMessage])
        XCTAssertEqual(screen.tapped, [])
    }

    @MainActor func testExpectScreenPicture_ofATableScreen_matchesItsPicture() async {
        let screen = NumberTableScreen()
        screen.manager.memoryStorage.setItems([7, 8])
        let reports = observingReports {
            expectScreenPicture(of: screen, matches: tablePicture)
            expectScreenPicture(of: screen.tableView, matches: tablePicture)
        }
        XCTAssertEqual(reports.map(\.message), [])
    }

    @MainActor func testExpectReleased_ofATableScreen_passesWhenReleased_andNamesWhatLeaked() async {
        let released = observingReports {
            expectReleased {
                NumberTableScreen()
            } using: { screen in
                screen.manager.memoryStorage.setItems([1])
            }
        }
        XCTAssertEqual(released.map(\.message), [])
        let leaked = observingReports { expectReleased { LeakingTableScreen() } }
        XCTAssertEqual(leaked.map(\.message), [tableLeakMessage])
    }
}
