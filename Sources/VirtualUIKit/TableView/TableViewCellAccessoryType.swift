/// The standard accessory a row shows after its content, standing in for `UITableViewCell.AccessoryType`. The raw
/// values are UIKit's.
///
/// A screen picture writes it after the cell's content: `›` disclosure indicator, `ⓘ ›` detail disclosure button, `✓`
/// checkmark, `ⓘ` detail button.
public enum TableViewCellAccessoryType: Int, Hashable, Sendable {
    /// No accessory.
    case none = 0
    /// A chevron saying that selecting the row shows more.
    case disclosureIndicator = 1
    /// A detail button beside a chevron; tapping the button calls the delegate's `accessoryButtonTappedForRowWith`.
    case detailDisclosureButton = 2
    /// A checkmark.
    case checkmark = 3
    /// A detail button; tapping it calls the delegate's `accessoryButtonTappedForRowWith`.
    case detailButton = 4

    /// Whether the accessory has a detail button the user can tap.
    var hasDetailButton: Bool {
        self == .detailDisclosureButton || self == .detailButton
    }

    /// How a screen picture writes the accessory, or `nil` for none.
    var screenPictureText: String? {
        switch self {
        case .none: nil
        case .disclosureIndicator: "›"
        case .detailDisclosureButton: "ⓘ ›"
        case .checkmark: "✓"
        case .detailButton: "ⓘ"
        }
    }
}
