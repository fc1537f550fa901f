import Foundation
import VirtualUIKit
import XCTest

final class CellAccessoryTests: XCTestCase {
    func testDefaults_showEditingControlsOnlyWhileEditing_andTheRestAlways() {
        let accessories: [CellAccessory] = [
            .disclosureIndicator(), .checkmark(), .delete(), .insert(), .reorder(), .multiselect(),
            .outlineDisclosure(), .label(text: "3"), .detail(),
        ]
        XCTAssertEqual(
            accessories.map(\.displayed),
            [.always, .always, .whenEditing, .whenEditing, .whenEditing, .whenEditing, .always, .always, .always])
    }

    func testDisplayed_isTheGivenState() {
        XCTAssertEqual(CellAccessory.disclosureIndicator(displayed: .whenNotEditing).displayed, .whenNotEditing)
        XCTAssertEqual(CellAccessory.delete(displayed: .always).displayed, .always)
        XCTAssertEqual(CellAccessory.label(text: "3", displayed: .whenEditing).displayed, .whenEditing)
    }

    func testCustomView_isDisplayedAsItsPlacementSays() {
        let star = CellAccessory.customView(
            configuration: .init(customView: "★", placement: .leading(displayed: .whenEditing)))
        XCTAssertEqual(star.displayed, .whenEditing)
        let toggle = CellAccessory.customView(configuration: .init(customView: "switch on", placement: .trailing()))
        XCTAssertEqual(toggle.displayed, .always)
    }

    func testEquality_comparesKindAndDisplayedState() {
        XCTAssertEqual(CellAccessory.delete(), .delete(displayed: .whenEditing))
        XCTAssertNotEqual(CellAccessory.delete(), .delete(displayed: .always))
        XCTAssertNotEqual(CellAccessory.label(text: "3"), .label(text: "4"))
        XCTAssertNotEqual(CellAccessory.checkmark(), .disclosureIndicator())
    }
}
