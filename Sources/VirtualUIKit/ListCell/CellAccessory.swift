import Foundation

/// A system or custom accessory beside a list cell's content, standing in for `UICellAccessory`.
///
/// Give a ``CollectionViewListCell`` its accessories in order:
///
/// ```swift
/// cell.accessories = [.label(text: "12"), .disclosureIndicator(), .delete()]
/// ```
///
/// Each accessory is shown ``DisplayedState-swift.enum/always``, only ``DisplayedState-swift.enum/whenEditing`` or
/// only ``DisplayedState-swift.enum/whenNotEditing``, against the cell's ``CollectionViewCell/isEditing``, which
/// follows ``VirtualCollectionView/isEditing``. The defaults are UIKit's: the editing controls (delete, insert,
/// reorder, multiselect) show only while editing, the others always.
///
/// A screen picture writes the displayed accessories around the cell's content: ⊖ delete, ⊕ insert and ○
/// multiselect (● when the cell is selected) before it, then › disclosure indicator, ✓ checkmark, ≡ reorder,
/// ▸ outline disclosure, ⓘ detail and a label's text after it; a custom view is written where its placement puts it,
/// by its description.
///
/// Options (tint colours, reserved widths), action handlers and pop-up menus are not modelled: nothing is drawn, and
/// an accessory cannot be tapped.
public enum CellAccessory: Hashable, Sendable {
    /// When an accessory is shown, standing in for `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Hashable, Sendable {
        /// Whether the cell is editing or not.
        case always
        /// Only while the cell is editing.
        case whenEditing
        /// Only while the cell is not editing.
        case whenNotEditing

        /// Whether an accessory with this state is shown on a cell whose editing state is `isEditing`.
        func includes(isEditing: Bool) -> Bool {
            switch self {
            case .always: true
            case .whenEditing: isEditing
            case .whenNotEditing: !isEditing
            }
        }
    }

    /// Which side of the content a custom accessory goes on, and when it is shown, standing in for
    /// `UICellAccessory.Placement`.
    public enum Placement: Hashable, Sendable {
        /// Before the content.
        case leading(displayed: DisplayedState = .always)
        /// After the content.
        case trailing(displayed: DisplayedState = .always)
    }

    /// A custom accessory, standing in for `UICellAccessory.CustomViewConfiguration`: the view is described by a
    /// string, which screen pictures write.
    public struct CustomViewConfiguration: Hashable, Sendable {
        /// The description of the custom view, written by screen pictures, such as `"★"` or `"switch on"`.
        public var customView: String

        /// The side the view goes on, and when it is shown.
        public var placement: Placement

        /// Creates a custom accessory described by `customView`, placed by `placement`.
        public init(customView: String, placement: Placement) {
            self.customView = customView
            self.placement = placement
        }
    }

    /// A chevron saying that selecting the row shows more: `UICellAccessory.disclosureIndicator()`. Written `›`.
    case disclosureIndicator(displayed: DisplayedState = .always)
    /// A checkmark: `UICellAccessory.checkmark()`. Written `✓`.
    case checkmark(displayed: DisplayedState = .always)
    /// The delete control of editing mode: `UICellAccessory.delete()`. Written `⊖`, before the content.
    case delete(displayed: DisplayedState = .whenEditing)
    /// The insert control of editing mode: `UICellAccessory.insert()`. Written `⊕`, before the content.
    case insert(displayed: DisplayedState = .whenEditing)
    /// The grabber that reorders the row: `UICellAccessory.reorder()`. Written `≡`.
    case reorder(displayed: DisplayedState = .whenEditing)
    /// The selection circle of multiple selection while editing: `UICellAccessory.multiselect()`. Written `○`, or `●`
    /// when the cell is selected, before the content.
    case multiselect(displayed: DisplayedState = .whenEditing)
    /// The chevron that expands or collapses a row's children: `UICellAccessory.outlineDisclosure()`. Written `▸`;
    /// expansion, which UIKit keeps in a section snapshot, is not modelled.
    case outlineDisclosure(displayed: DisplayedState = .always)
    /// A short text, such as a count: `UICellAccessory.label(text:)`. Written as its text.
    case label(text: String, displayed: DisplayedState = .always)
    /// The detail (info) button: `UICellAccessory.detail()`. Written `ⓘ`.
    case detail(displayed: DisplayedState = .always)
    /// A custom view: `UICellAccessory.customView(configuration:)`. Written as its description.
    case customView(configuration: CustomViewConfiguration)

    /// When the accessory is shown.
    public var displayed: DisplayedState {
        switch self {
        case .disclosureIndicator(let displayed), .checkmark(let displayed), .delete(let displayed),
            .insert(let displayed), .reorder(let displayed), .multiselect(let displayed),
            .outlineDisclosure(let displayed), .label(_, let displayed), .detail(let displayed):
            displayed
        case .customView(let configuration):
            switch configuration.placement {
            case .leading(let displayed), .trailing(let displayed): displayed
            }
        }
    }

    /// Whether a screen picture writes the accessory before the content.
    var isLeading: Bool {
        switch self {
        case .delete, .insert, .multiselect: true
        case .disclosureIndicator, .checkmark, .reorder, .outlineDisclosure, .label, .detail: false
        case .customView(let configuration):
            if case .leading = configuration.placement { true } else { false }
        }
    }

    /// How a screen picture writes the accessory on a cell that is selected or not.
    func screenPictureText(isSelected: Bool) -> String {
        switch self {
        case .disclosureIndicator: "›"
        case .checkmark: "✓"
        case .delete: "⊖"
        case .insert: "⊕"
        case .reorder: "≡"
        case .multiselect: isSelected ? "●" : "○"
        case .outlineDisclosure: "▸"
        case .label(let text, _): text
        case .detail: "ⓘ"
        case .customView(let configuration): configuration.customView
        }
    }
}
