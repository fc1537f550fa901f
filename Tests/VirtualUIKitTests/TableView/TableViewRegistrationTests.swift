import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// Registration, dequeue and reuse (reference §2).
final class TableViewRegistrationTests: XCTestCase {
    private func tableView() -> (VirtualTableView, InconsistencyRecorder) {
        let tableView = VirtualTableView()
        let recorder = InconsistencyRecorder()
        tableView.inconsistencyHandler = { recorder.received.append($0) }
        return (tableView, recorder)
    }

    // MARK: Registration

    func testRegisteredClass_isCreatedWithStyleAndReuseIdentifier() {
        let (tableView, recorder) = tableView()
        tableView.register(RecordingTableViewCell.self, forCellReuseIdentifier: "Cell")

        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") as? RecordingTableViewCell

        XCTAssertEqual(cell?.wasCreatedWithStyle, true)
        XCTAssertEqual(cell?.style, .default)
        XCTAssertEqual(cell?.reuseIdentifier, "Cell")
        XCTAssertEqual(cell?.prepareForReuseCount, 0)
        XCTAssertEqual(recorder.received, [])
    }

    func testRegisteredNib_isInstantiated_withAwakeFromNib_andTheRegisteredIdentifier() {
        let (tableView, recorder) = tableView()
        tableView.register(
            Nib(name: "Cell", viewClass: RecordingTableViewCell.self), forCellReuseIdentifier: "Cell")

        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") as? RecordingTableViewCell

        XCTAssertEqual(cell?.wasCreatedWithStyle, false)
        XCTAssertEqual(cell?.awakeFromNibCount, 1)
        XCTAssertEqual(cell?.reuseIdentifier, "Cell")
        XCTAssertEqual(recorder.received, [])
    }

    func testAClassReplacesANib_andANibReplacesAClass_andNilUnregisters() {
        let (tableView, _) = tableView()
        tableView.register(Nib(name: "Cell", viewClass: RecordingTableViewCell.self), forCellReuseIdentifier: "Cell")
        tableView.register(RecordingTableViewCell.self, forCellReuseIdentifier: "Cell")
        XCTAssertEqual(
            (tableView.dequeueReusableCell(withIdentifier: "Cell") as? RecordingTableViewCell)?.wasCreatedWithStyle,
            true)

        tableView.register(Nib(name: "Cell", viewClass: RecordingTableViewCell.self), forCellReuseIdentifier: "Cell")
        XCTAssertEqual(
            (tableView.dequeueReusableCell(withIdentifier: "Cell") as? RecordingTableViewCell)?.awakeFromNibCount, 1)

        tableView.register(nil as TableViewCell.Type?, forCellReuseIdentifier: "Cell")
        XCTAssertNil(tableView.dequeueReusableCell(withIdentifier: "Cell"))
        tableView.register(Nib(name: "Cell", viewClass: RecordingTableViewCell.self), forCellReuseIdentifier: "Cell")
        tableView.register(nil as Nib?, forCellReuseIdentifier: "Cell")
        XCTAssertNil(tableView.dequeueReusableCell(withIdentifier: "Cell"))
    }

    func testEmptyIdentifiers_areReportedWithUIKitsTexts_andRegisterNothing() {
        let (tableView, recorder) = tableView()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "")
        tableView.register(Nib(name: "Cell", viewClass: TableViewCell.self), forCellReuseIdentifier: "")
        tableView.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "")
        tableView.register(
            Nib(name: "Header", viewClass: TableViewHeaderFooterView.self), forHeaderFooterViewReuseIdentifier: "")

        XCTAssertEqual(
            recorder.received,
            [
                .invalidArgument(
                    "must pass a valid reuse identifier to -[UITableView registerClass:forCellReuseIdentifier:]"),
                .invalidArgument(
                    "must pass a valid reuse identifier to -[UITableView registerNib:forCellReuseIdentifier:]"),
                .invalidArgument(
                    "must pass a valid reuse identifier to "
                        + "-[UITableView registerClass:forHeaderFooterViewReuseIdentifier:]"),
                .invalidArgument(
                    "must pass a valid reuse identifier to "
                        + "-[UITableView registerNib:forHeaderFooterViewReuseIdentifier:]"),
            ]
        )
        XCTAssertEqual(recorder.received.first?.name.rawValue, "NSInvalidArgumentException")
        XCTAssertNil(tableView.dequeueReusableCell(withIdentifier: ""))
        XCTAssertNil(tableView.dequeueReusableHeaderFooterView(withIdentifier: ""))
    }

    func testCellsAndHeaderFooterViews_haveSeparateNamespaces() {
        let (tableView, _) = tableView()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Same")
        XCTAssertNil(tableView.dequeueReusableHeaderFooterView(withIdentifier: "Same"))

        tableView.register(RecordingHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Same")
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Same")
        XCTAssertTrue(view is RecordingHeaderFooterView)
        XCTAssertEqual(view?.reuseIdentifier, "Same")
        XCTAssertNotNil(tableView.dequeueReusableCell(withIdentifier: "Same"))
    }

    // MARK: Unknown identifiers and invalid nibs

    func testUnknownIdentifier_optionalDequeuesReturnNil_withoutReporting() {
        let (tableView, recorder) = tableView()
        XCTAssertNil(tableView.dequeueReusableCell(withIdentifier: "Missing"))
        XCTAssertNil(tableView.dequeueReusableHeaderFooterView(withIdentifier: "Missing"))
        XCTAssertEqual(recorder.received, [])
    }

    func testUnknownIdentifier_indexedDequeue_reportsUIKitsText_andReturnsAPlaceholderThatIsNeverRecycled() {
        let (tableView, recorder) = tableView()

        let cell = tableView.dequeueReusableCell(withIdentifier: "Missing", for: ip(0, 0))

        XCTAssertEqual(
            recorder.received,
            [
                .internalInconsistency(
                    "unable to dequeue a cell with identifier Missing - must register a nib or a class for the "
                        + "identifier or connect a prototype cell in a storyboard")
            ]
        )
        XCTAssertEqual(recorder.received.first?.name.rawValue, "NSInternalInconsistencyException")
        XCTAssertNil(cell.reuseIdentifier)
    }

    func testNibWithoutExactlyOneViewOfTheRightClass_isReportedWithUIKitsText() {
        let (tableView, recorder) = tableView()
        tableView.register(Nib.empty(named: "Empty"), forCellReuseIdentifier: "Empty")
        tableView.register(
            Nib(name: "Header", viewClass: TableViewHeaderFooterView.self), forCellReuseIdentifier: "Wrong")
        tableView.register(
            Nib(name: "Cell", viewClass: TableViewCell.self), forHeaderFooterViewReuseIdentifier: "Wrong")

        XCTAssertNil(tableView.dequeueReusableCell(withIdentifier: "Empty"))
        XCTAssertNil(tableView.dequeueReusableCell(withIdentifier: "Wrong"))
        XCTAssertNil(tableView.dequeueReusableHeaderFooterView(withIdentifier: "Wrong"))
        _ = tableView.dequeueReusableCell(withIdentifier: "Empty", for: ip(0, 0))

        let invalid = { (identifier: String, className: String) -> TableViewInconsistency in
            .internalInconsistency(
                "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object "
                    + "which must be a \(className) instance")
        }
        XCTAssertEqual(
            recorder.received,
            [
                invalid("Empty", "UITableViewCell"), invalid("Wrong", "UITableViewCell"),
                invalid("Wrong", "UITableViewHeaderFooterView"), invalid("Empty", "UITableViewCell"),
            ]
        )
    }

    func testNibDeclaringAnotherReuseIdentifier_isReportedWithUIKitsText_andTakesTheRegisteredOne() {
        let (tableView, recorder) = tableView()
        tableView.register(
            Nib(name: "Cell", viewClass: TableViewCell.self, reuseIdentifier: "Foo"), forCellReuseIdentifier: "Cell")
        tableView.register(
            Nib(name: "Header", viewClass: TableViewHeaderFooterView.self, reuseIdentifier: "Foo"),
            forHeaderFooterViewReuseIdentifier: "Header")

        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell")
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")

        XCTAssertEqual(
            recorder.received,
            [
                .internalInconsistency(
                    "cell reuse indentifier in nib (Foo) does not match the identifier used to register the nib (Cell)"),
                .internalInconsistency(
                    "cell reuse indentifier in nib (Foo) does not match the identifier used to register the nib "
                        + "(Header)"),
            ]
        )
        XCTAssertEqual(cell?.reuseIdentifier, "Cell")
        XCTAssertEqual(header?.reuseIdentifier, "Header")
    }

    // MARK: Reuse

    func testReuse_isLastInFirstOut_andPreparesOnlyRecycledCells() {
        let fixture = TableViewFixture(counts: [30], frame: CGRect(x: 0, y: 0, width: 320, height: 88)).loaded()
        let tableView = fixture.tableView
        defer { withExtendedLifetime(fixture) {} }
        let first = tableView.cellForRow(at: ip(0, 0)) as? RecordingTableViewCell
        let second = tableView.cellForRow(at: ip(0, 1)) as? RecordingTableViewCell
        XCTAssertEqual(first?.prepareForReuseCount, 0)

        tableView.scroll(to: CGPoint(x: 0, y: 88))

        XCTAssertEqual(tableView.indexPathsForVisibleRows, [ip(0, 2), ip(0, 3)])
        XCTAssertEqual(tableView.reuseQueueCount(forCellReuseIdentifier: "Cell"), 0)
        // Rows 0 and 1 left (in that order) before rows 2 and 3 were requested: row 2 got the last one queued.
        XCTAssertTrue(tableView.cellForRow(at: ip(0, 2)) === second)
        XCTAssertTrue(tableView.cellForRow(at: ip(0, 3)) === first)
        XCTAssertEqual(second?.prepareForReuseCount, 1)
        XCTAssertEqual(first?.prepareForReuseCount, 1)
    }

    func testACellTheDataSourceCreatedWithAnIdentifier_isRecycled_andOneWithoutIsNot() {
        let fixture = TableViewFixture(counts: [4], frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var created: [TableViewCell] = []
        fixture.double.makeCell = { _, indexPath in
            let cell = TableViewCell(style: .subtitle, reuseIdentifier: indexPath.row == 0 ? "Made" : nil)
            created.append(cell)
            return cell
        }
        let tableView = fixture.loaded().tableView
        defer { withExtendedLifetime(fixture) {} }

        tableView.scroll(to: CGPoint(x: 0, y: 44))
        XCTAssertEqual(tableView.reuseQueueCount(forCellReuseIdentifier: "Made"), 1)
        tableView.scroll(to: CGPoint(x: 0, y: 88))
        XCTAssertEqual(tableView.reuseQueueCount(forCellReuseIdentifier: "Made"), 1)

        XCTAssertEqual(created.count, 3)
        XCTAssertTrue(tableView.dequeueReusableCell(withIdentifier: "Made") === created[0])
        XCTAssertEqual(fixture.inconsistencies.received, [])
    }

    func testIndexedDequeue_givesTheRowsFrameAndSelection() {
        let fixture = TableViewFixture(counts: [3]).loaded()
        let tableView = fixture.tableView
        defer { withExtendedLifetime(fixture) {} }
        tableView.selectRow(at: ip(0, 2), animated: false, scrollPosition: .none)

        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: ip(0, 2))

        XCTAssertEqual(cell.frame, CGRect(x: 0, y: 88, width: 320, height: 44))
        XCTAssertTrue(cell.isSelected)
        XCTAssertFalse(cell.isHighlighted)
    }

    func testHeaderFooterViews_areRecycledWithPrepareForReuse() {
        let fixture = TableViewFixture(
            counts: [2, 2, 2], implemented: [.numberOfSections, .viewForHeaderInSection],
            frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .grouped)
        fixture.tableView.register(RecordingHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
        fixture.double.headerView = { tableView, _ in
            tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
        }
        fixture.tableView.sectionHeaderHeight = 30
        let tableView = fixture.loaded().tableView
        defer { withExtendedLifetime(fixture) {} }
        let header = tableView.headerView(forSection: 0) as? RecordingHeaderFooterView
        XCTAssertNotNil(header)

        XCTAssertNil(tableView.headerView(forSection: 1))

        // Sections are 30 + 2 × 44 + 18 = 136 points high: the third one's header starts at 272.
        tableView.scroll(to: CGPoint(x: 0, y: 272))

        XCTAssertNil(tableView.headerView(forSection: 0))
        XCTAssertTrue(tableView.headerView(forSection: 2) === header)
        XCTAssertEqual(header?.prepareForReuseCount, 1)
    }
}
