import Foundation
import ViewTestSupport
import VirtualUIKit
import XCTest

/// Section headers and footers: heights, views, titles, floating in plain tables, display callbacks (reference §2.4,
/// §3.1, §3.3).
final class TableViewHeaderFooterTests: XCTestCase {
    /// A header view that sizes itself to 50 points.
    private final class TallHeader: TableViewHeaderFooterView {
        override func preferredLayoutAttributesFitting(
            _ layoutAttributes: CollectionViewLayoutAttributes
        ) -> CollectionViewLayoutAttributes {
            var attributes = layoutAttributes
            attributes.frame.size.height = 50
            return attributes
        }
    }

    // MARK: Titles

    func testTitles_areShownInHeaderFooterViewsOfTheTablesOwn_withTheStylesConfiguration() {
        let fixture = TableViewFixture(
            counts: [1, 1],
            implemented: [
                .numberOfSections, .titleForHeaderInSection, .titleForFooterInSection, .willDisplayHeaderView,
                .willDisplayFooterView,
            ])
        fixture.tableView.rowHeight = 44
        fixture.double.headerTitle = { "Header \($0)" }
        fixture.double.footerTitle = { $0 == 0 ? "Footer 0" : nil }

        fixture.tableView.layoutIfNeeded()

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [
                .numberOfSections, .numberOfRows(section: 0), .numberOfRows(section: 1),
                .titleForHeader(section: 0), .willDisplayHeaderView(section: 0), .cellForRow(ip(0, 0)),
                .titleForFooter(section: 0), .willDisplayFooterView(section: 0),
                .titleForHeader(section: 1), .willDisplayHeaderView(section: 1), .cellForRow(ip(1, 0)),
                .titleForFooter(section: 1),
            ]
        )
        var expected = ListContentConfiguration.plainHeader()
        expected.text = "Header 1"
        let header = fixture.tableView.headerView(forSection: 1)
        XCTAssertEqual(header?.contentConfiguration as? ListContentConfiguration, expected)
        XCTAssertNil(header?.reuseIdentifier)
        XCTAssertNil(fixture.tableView.footerView(forSection: 1))
        // Title headers and footers are 28 points; an untitled footer in a plain table takes no room.
        XCTAssertEqual(header?.frame, CGRect(x: 0, y: 100, width: 320, height: 28))
        XCTAssertEqual(fixture.tableView.footerView(forSection: 0)?.frame, CGRect(x: 0, y: 72, width: 320, height: 28))
        XCTAssertEqual(fixture.tableView.contentSize.height, 28 + 44 + 28 + 28 + 44)
    }

    func testGroupedTitles_useTheGroupedConfigurations() {
        let fixture = TableViewFixture(
            counts: [1], implemented: [.titleForHeaderInSection, .titleForFooterInSection], style: .grouped)
        fixture.double.headerTitle = { _ in "Network" }
        fixture.double.footerTitle = { _ in "Choose a network" }
        fixture.tableView.layoutIfNeeded()

        var header = ListContentConfiguration.groupedHeader()
        header.text = "Network"
        var footer = ListContentConfiguration.groupedFooter()
        footer.text = "Choose a network"
        XCTAssertEqual(
            fixture.tableView.headerView(forSection: 0)?.contentConfiguration as? ListContentConfiguration, header)
        XCTAssertEqual(
            fixture.tableView.footerView(forSection: 0)?.contentConfiguration as? ListContentConfiguration, footer)
    }

    func testAutomaticTitleHeight_isConfigurable() {
        let fixture = TableViewFixture(counts: [1], implemented: [.titleForHeaderInSection])
        fixture.double.headerTitle = { _ in "Title" }
        fixture.tableView.automaticTitleHeaderFooterHeight = 40
        fixture.tableView.layoutIfNeeded()
        XCTAssertEqual(fixture.tableView.headerView(forSection: 0)?.frame.size.height, 40)
        XCTAssertEqual(fixture.tableView.rectForRow(at: ip(0, 0)).origin.y, 40)
    }

    // MARK: Views

    func testAView_isPreferredOverATitle_andAnyViewMayBeAHeader() {
        let fixture = TableViewFixture(
            counts: [1, 1],
            implemented: [
                .numberOfSections, .titleForHeaderInSection, .viewForHeaderInSection, .heightForHeaderInSection,
                .willDisplayHeaderView,
            ])
        let plainView = CollectionReusableView()
        let headerFooterView = TableViewHeaderFooterView(reuseIdentifier: nil)
        fixture.double.headerTitle = { _ in "Unused" }
        fixture.double.headerHeight = { _ in 30 }
        fixture.double.headerView = { _, section in section == 0 ? plainView : headerFooterView }

        fixture.tableView.layoutIfNeeded()

        XCTAssertEqual(
            fixture.double.log.filter {
                switch $0 {
                case .titleForHeader, .viewForHeader, .willDisplayHeaderView: true
                default: false
                }
            },
            [
                .viewForHeader(section: 0), .willDisplayHeaderView(section: 0), .viewForHeader(section: 1),
                .willDisplayHeaderView(section: 1),
            ]
        )
        // headerView(forSection:) answers only for header-footer views, as UIKit does.
        XCTAssertNil(fixture.tableView.headerView(forSection: 0))
        XCTAssertTrue(fixture.tableView.displayedHeaderView(forSection: 0) === plainView)
        XCTAssertTrue(fixture.tableView.headerView(forSection: 1) === headerFooterView)
        XCTAssertEqual(plainView.frame, CGRect(x: 0, y: 0, width: 320, height: 30))
    }

    func testAutomaticHeight_sizesAHeaderViewFromItsPreferredAttributes() {
        let fixture = TableViewFixture(counts: [1], implemented: [.viewForHeaderInSection])
        fixture.double.headerView = { _, _ in TallHeader(reuseIdentifier: nil) }
        fixture.tableView.rowHeight = 44

        fixture.tableView.layoutIfNeeded()

        XCTAssertEqual(
            fixture.tableView.recordedEvents,
            [
                .numberOfRows(section: 0), .viewForHeader(section: 0),
                .preferredLayoutAttributesFitting(kind: CollectionElementKind.sectionHeader, ip(0, 0)),
                .cellForRow(ip(0, 0)),
            ]
        )
        XCTAssertEqual(fixture.tableView.headerView(forSection: 0)?.frame, CGRect(x: 0, y: 0, width: 320, height: 50))
        XCTAssertEqual(fixture.tableView.rectForRow(at: ip(0, 0)), CGRect(x: 0, y: 50, width: 320, height: 44))
    }

    func testAHeaderOfHeightZero_isNeitherAskedForNorDisplayed() {
        let fixture = TableViewFixture(
            counts: [1], implemented: [.viewForHeaderInSection, .titleForHeaderInSection, .heightForHeaderInSection])
        fixture.double.headerHeight = { _ in 0 }
        fixture.double.headerTitle = { _ in "Hidden" }

        fixture.tableView.layoutIfNeeded()

        XCTAssertEqual(
            fixture.double.log,
            [.numberOfRows(section: 0), .heightForHeader(section: 0), .cellForRow(ip(0, 0))]
        )
        XCTAssertNil(fixture.tableView.displayedHeaderView(forSection: 0))
    }

    func testGroupedStyle_zeroMeansAutomatic_andTheLeastNormalMagnitudeHidesTheHeader() {
        let fixture = TableViewFixture(
            counts: [1, 1], implemented: [.numberOfSections, .heightForHeaderInSection, .titleForHeaderInSection],
            style: .grouped)
        fixture.tableView.estimatedSectionHeaderHeight = 0
        fixture.tableView.sectionFooterHeight = 0
        fixture.double.headerHeight = { $0 == 0 ? 0 : .leastNormalMagnitude }
        fixture.double.headerTitle = { _ in "Title" }
        fixture.tableView.rowHeight = 44

        fixture.tableView.layoutIfNeeded()

        // Section 0's header is sized from its title. The tiny header of section 1 is still asked for (it is taller
        // than 0); the footers of height 0 count as automatic, and without title or view leave the grouped gap.
        XCTAssertEqual(fixture.tableView.headerView(forSection: 0)?.frame.size.height, 28)
        XCTAssertEqual(fixture.tableView.rectForRow(at: ip(0, 0)).origin.y, 28)
        XCTAssertEqual(fixture.tableView.headerView(forSection: 1)?.frame.size.height, .leastNormalMagnitude)
        XCTAssertEqual(fixture.tableView.rectForRow(at: ip(1, 0)).origin.y, 28 + 44 + 18 + .leastNormalMagnitude)
    }

    // MARK: Floating

    func testPlainHeaders_floatAtTheTop_untilTheNextSectionPushesThemUp() {
        let fixture = TableViewFixture(
            counts: [10, 10], implemented: [.numberOfSections, .titleForHeaderInSection],
            frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        fixture.double.headerTitle = { "Section \($0)" }
        fixture.tableView.rowHeight = 44
        let tableView = fixture.loaded().tableView
        defer { withExtendedLifetime(fixture) {} }

        tableView.scroll(to: CGPoint(x: 0, y: 100))
        XCTAssertEqual(tableView.headerView(forSection: 0)?.frame, CGRect(x: 0, y: 100, width: 320, height: 28))
        XCTAssertNil(tableView.headerView(forSection: 1))

        // Section 0 ends at 28 + 440 = 468: its header is pushed up by the section below.
        tableView.scroll(to: CGPoint(x: 0, y: 450))
        XCTAssertEqual(tableView.headerView(forSection: 0)?.frame, CGRect(x: 0, y: 440, width: 320, height: 28))
        XCTAssertEqual(tableView.headerView(forSection: 1)?.frame, CGRect(x: 0, y: 468, width: 320, height: 28))

        tableView.scroll(to: CGPoint(x: 0, y: 600))
        XCTAssertNil(tableView.headerView(forSection: 0))
        XCTAssertEqual(tableView.headerView(forSection: 1)?.frame, CGRect(x: 0, y: 600, width: 320, height: 28))
    }

    func testPlainFooters_floatAtTheBottom_whileTheirSectionIsOnScreen() {
        let fixture = TableViewFixture(
            counts: [10], implemented: [.titleForFooterInSection], frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        fixture.double.footerTitle = { _ in "Footer" }
        fixture.tableView.rowHeight = 44
        let tableView = fixture.loaded().tableView
        defer { withExtendedLifetime(fixture) {} }

        XCTAssertEqual(tableView.footerView(forSection: 0)?.frame, CGRect(x: 0, y: 172, width: 320, height: 28))

        tableView.scroll(to: CGPoint(x: 0, y: 300))
        // The section ends at 440 + 28 = 468; with the rect ending at 500 the footer is back in its place.
        XCTAssertEqual(tableView.footerView(forSection: 0)?.frame, CGRect(x: 0, y: 440, width: 320, height: 28))
    }

    func testGroupedHeaders_scrollWithTheContent() {
        let fixture = TableViewFixture(
            counts: [10], implemented: [.titleForHeaderInSection, .didEndDisplayingHeaderView],
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .grouped)
        fixture.double.headerTitle = { _ in "Title" }
        fixture.tableView.rowHeight = 44
        let tableView = fixture.loaded().tableView
        defer { withExtendedLifetime(fixture) {} }
        XCTAssertEqual(tableView.headerView(forSection: 0)?.frame, CGRect(x: 0, y: 0, width: 320, height: 28))

        tableView.scroll(to: CGPoint(x: 0, y: 100))

        XCTAssertNil(tableView.headerView(forSection: 0))
        XCTAssertEqual(fixture.double.log.first, .didEndDisplayingHeaderView(section: 0))
    }

    func testEmptyBounds_showHeadersInTheirPlaces() {
        let fixture = TableViewFixture(
            counts: [2, 2], implemented: [.numberOfSections, .titleForHeaderInSection], frame: .zero)
        fixture.double.headerTitle = { "S\($0)" }
        fixture.tableView.rowHeight = 44
        fixture.tableView.contentOffset = CGPoint(x: 0, y: 50)
        let tableView = fixture.loaded().tableView
        defer { withExtendedLifetime(fixture) {} }

        XCTAssertEqual(tableView.headerView(forSection: 0)?.frame.origin.y, 0)
        XCTAssertEqual(tableView.headerView(forSection: 1)?.frame.origin.y, 28 + 88)
    }
}
