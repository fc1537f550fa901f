import Foundation
import TableManager

/// A setting with a switch after its title. Flipping the switch calls ``onToggle`` with the new state; the screen
/// stores it in the model, which configures the cell anew.
final class ToggleCell: TableViewCell, ModelTransfer {
    private(set) var title = ""
    /// The switch's state.
    private(set) var isOn = false
    /// What flipping the switch does, set by the screen each time the cell is configured.
    var onToggle: ((Bool) -> Void)?

    func update(with model: ToggleSetting) {
        title = model.title
        isOn = model.isOn
        var content = defaultContentConfiguration()
        content.text = model.title
        content.secondaryText = model.isOn ? "On" : "Off"
        contentConfiguration = content
    }

    /// What the user's tap on the switch does: `UISwitch` sends `.valueChanged`.
    func flipSwitch() {
        isOn.toggle()
        onToggle?(isOn)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        onToggle = nil
    }
}

/// A setting that opens a screen: its title and a disclosure indicator.
final class DisclosureCell: TableViewCell, ModelTransfer {
    private(set) var title = ""

    func update(with model: LinkSetting) {
        title = model.title
        var content = defaultContentConfiguration()
        content.text = model.title
        contentConfiguration = content
        accessoryType = .disclosureIndicator
    }
}

/// A destructive action, such as signing out: its title alone, without an indicator.
final class DestructiveActionCell: TableViewCell, ModelTransfer {
    private(set) var title = ""

    func update(with model: LinkSetting) {
        title = model.title
        var content = defaultContentConfiguration()
        content.text = model.title
        contentConfiguration = content
        accessoryType = .none
    }
}
