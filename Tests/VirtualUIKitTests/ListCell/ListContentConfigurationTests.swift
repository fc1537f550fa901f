import Foundation
import VirtualUIKit
import XCTest

final class ListContentConfigurationTests: XCTestCase {
    func testNewConfiguration_showsNothing() {
        let content = ListContentConfiguration.subtitleCell()
        XCTAssertNil(content.text)
        XCTAssertNil(content.secondaryText)
        XCTAssertNil(content.image)
        XCTAssertEqual(content.screenPictureLabel, "")
    }

    func testStyles_areEqualOnlyToThemselves() {
        let styles: [ListContentConfiguration] = [
            .cell(), .subtitleCell(), .valueCell(), .sidebarCell(), .sidebarSubtitleCell(), .accompaniedSidebarCell(),
            .accompaniedSidebarSubtitleCell(), .sidebarHeader(), .plainHeader(), .plainFooter(), .groupedHeader(),
            .groupedFooter(), .prominentInsetGroupedHeader(), .extraProminentInsetGroupedHeader(), .header(), .footer(),
        ]
        XCTAssertEqual(Set(styles).count, 16)
        XCTAssertEqual(ListContentConfiguration.valueCell(), .valueCell())
        var cell = ListContentConfiguration.cell()
        var value = ListContentConfiguration.valueCell()
        cell.text = "Wi-Fi"
        value.text = "Wi-Fi"
        XCTAssertNotEqual(cell, value, "the same text in another style is another configuration")
    }

    func testSettingText_changesEquality() {
        var content = ListContentConfiguration.cell()
        content.text = "Inbox"
        XCTAssertNotEqual(content, .cell())
        content.text = nil
        XCTAssertEqual(content, .cell())
    }

    func testImage_systemAndNamedImagesOfTheSameNameDiffer() {
        let symbol = ListContentConfiguration.Image(systemName: "star")
        let asset = ListContentConfiguration.Image(named: "star")
        XCTAssertEqual(symbol.name, "star")
        XCTAssertTrue(symbol.isSystemImage)
        XCTAssertEqual(asset.name, "star")
        XCTAssertFalse(asset.isSystemImage)
        XCTAssertNotEqual(symbol, asset)
    }

    func testScreenPictureLabel_writesImageTextAndSecondaryText_leavingOutWhatIsNil() {
        XCTAssertEqual(
            ListContentConfiguration.cell("Inbox", "12", systemImage: "tray").screenPictureLabel, "(tray) Inbox · 12")
        XCTAssertEqual(ListContentConfiguration.cell("Inbox").screenPictureLabel, "Inbox")
        XCTAssertEqual(ListContentConfiguration.cell("Inbox", "12").screenPictureLabel, "Inbox · 12")
        XCTAssertEqual(ListContentConfiguration.cell(nil, "12").screenPictureLabel, "12")
        XCTAssertEqual(ListContentConfiguration.cell(nil, systemImage: "tray").screenPictureLabel, "(tray)")
        XCTAssertEqual(ListContentConfiguration.cell("Inbox", systemImage: "tray").screenPictureLabel, "(tray) Inbox")
        var asset = ListContentConfiguration.cell("Profile")
        asset.image = .init(named: "avatar")
        XCTAssertEqual(asset.screenPictureLabel, "(avatar) Profile")
    }
}
