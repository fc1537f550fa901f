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

    @MainActor func testFailTestsOnInconsistencies_ofATableView_leadsWithTheTableView() async {
        let view = VirtualTableView()
        let line = #line + 1
        view.failTestsOnInconsistencies()
        let reports = observingReports { deleteMissingSection(in: view) }
        XCTAssertEqual(reports.map(\.message), [tableMissingSectionMessage])
        XCTAssertEqual(reports.map(\.location.line), [line])
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

    @MainActor func testExpectReleased_ofATableScreen_namesAHeaderRegistrationOrUpdaterClosureThatLeaks() async {
        final class HeaderLeakScreen: TableViewManageable {
            let tableView = VirtualTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
            var headers = 0
            var updates = 0
            init(leakingUpdater: Bool) {
                if leakingUpdater {
                    manager.register(NumberRowCell.self)
                    manager.tableViewUpdater?.didUpdateContent = { _ in self.updates += 1 }
                } else {
                    manager.registerHeader(TappableHeader.self, handler: { _, _, _ in self.headers += 1 })
                }
            }
        }
        let header = observingReports { expectReleased { HeaderLeakScreen(leakingUpdater: false) } }
        XCTAssertEqual(
            header.map { $0.message.components(separatedBy: "\n").last(where: { $0.hasPrefix("    ") }) },
            [
                "    manager.registerHeader(TappableHeader.self, handler: { [weak self] view, model, indexPath in "
                    + "self?.… })"
            ])
        XCTAssertTrue(
            header.first?.message.contains("Cause: the handler of the manager's registration of TappableHeader holds")
                == true)
        let updater = observingReports { expectReleased { HeaderLeakScreen(leakingUpdater: true) } }
        XCTAssertEqual(
            updater.map { $0.message.components(separatedBy: "\n").last(where: { $0.hasPrefix("    ") }) },
            ["    manager.tableViewUpdater?.didUpdateContent = { [weak self] update in self?.… }"])
        XCTAssertTrue(
            updater.first?.message.contains("Cause: the updater's didUpdateContent closure holds HeaderLeakScreen")
                == true)
    }

    @MainActor func testExpectScreenPictureNamed_recordsAMissingFile_thenMatchesIt() async {
        let screen = NumberTableScreen()
        screen.manager.memoryStorage.setItems([7, 8])
        PictureSandbox.with { sandbox in
            let path = sandbox.root.appendingPathComponent(
                "Tests/FeedTests/__Pictures__/TableScreenXCTestTests/inbox.txt"
            ).path
            let recorded = observingReports {
                with(sandbox.environment()) { expectScreenPicture(of: screen, named: "inbox") }
            }
            XCTAssertEqual(
                recorded.map { $0.message.components(separatedBy: "\n").first },
                ["Recorded the screen picture \"inbox\" in \(path); there was none."])
            XCTAssertEqual(contents(of: path), tablePicture + "\n")
            let compared = observingReports {
                with(sandbox.environment()) { expectScreenPicture(of: screen.tableView, named: "inbox") }
            }
            XCTAssertEqual(compared.map(\.message), [])
        }
    }

    @MainActor func testWaitForUpdates_timingOut_failsSayingTheTableShowedNoUpdate() async {
        let screen = NumberTableScreen()
        let reports = await observingReports {
            let held = await screen.manager.waitForUpdates(timeout: 0.01) { $0.memoryStorage.numberOfSections() == 1 }
            XCTAssertFalse(held)
        }
        XCTAssertEqual(
            reports.map { $0.message.components(separatedBy: "\n").first },
            [
                "Waited 0.01 s for the screen's updates, but the condition is still false: no update reached the "
                    + "table view meanwhile. The condition is checked each time the table view shows a change of the "
                    + "storage. Check that the screen's task ran and changed the storage: a fake loader that was never "
                    + "answered keeps it waiting."
            ])
    }
}
