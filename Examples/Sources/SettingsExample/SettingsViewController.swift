import Foundation
import TableManager

/// The settings: switches for the network, the user's favourite places (deleted with a swipe, reordered in editing
/// mode), and the account, ending with a destructive "Sign out" row.
///
/// Written as a DTTableViewManager screen is written — `UITableView` became `VirtualTableView`, `UITableViewCell`
/// became `TableViewCell` — so the same code runs in a test on any machine.
@MainActor
final class SettingsViewController: DTTableViewManageable {
    /// The sections, in order.
    enum Section {
        static let network = 0
        static let favourites = 1
        static let account = 2
    }

    static let network = [
        ToggleSetting(title: "Airplane Mode", isOn: false),
        ToggleSetting(title: "Wi-Fi", isOn: true),
        ToggleSetting(title: "Bluetooth", isOn: true),
    ]
    static let favourites = [LinkSetting(title: "Notes"), LinkSetting(title: "Photos"), LinkSetting(title: "Music")]
    static let account = [LinkSetting(title: "Profile"), LinkSetting(title: "Sign out", isDestructive: true)]

    var tableView: VirtualTableView!

    /// The screens the user opened, by title, in order: what pushing a view controller does in the app.
    private(set) var navigation: [String] = []
    /// How many times the user signed out.
    private(set) var signOutCount = 0

    /// What `viewDidLoad` does in the app.
    func viewDidLoad() {
        tableView = VirtualTableView(style: .insetGrouped)

        // The handler runs each time a cell is configured, before `update(with:)`: the switch writes to the storage.
        manager.register(
            ToggleCell.self,
            handler: { [weak self] cell, setting, _ in
                cell.onToggle = { isOn in self?.setSetting(setting, isOn: isOn) }
            })
        // Registered before `DisclosureCell`, which takes the same model: the first mapping whose condition holds wins.
        manager.register(DestructiveActionCell.self) { mapping in
            mapping.condition = .custom { _, model in (model as? LinkSetting)?.isDestructive == true }
            mapping.didSelect { [weak self] _, _, indexPath in
                self?.tableView.deselectRow(at: indexPath, animated: true)
                self?.signOutCount += 1
            }
        }
        manager.register(DisclosureCell.self) { mapping in
            mapping.didSelect { [weak self] _, link, indexPath in
                self?.tableView.deselectRow(at: indexPath, animated: true)
                self?.navigation.append(link.title)
            }
        }

        // Favourites, and only they, are deleted with a swipe and reordered in editing mode.
        manager.canEditCell(withItem: LinkSetting.self) { _, indexPath in indexPath.section == Section.favourites }
        manager.editingStyle(forItem: LinkSetting.self) { _, indexPath in
            indexPath.section == Section.favourites ? .delete : .none
        }
        manager.commitEditingStyle(for: DisclosureCell.self) { [weak self] style, _, _, indexPath in
            guard style == .delete else { return }
            self?.manager.memoryStorage.removeItems(at: [indexPath])
        }
        manager.canMove(DisclosureCell.self) { _, _, indexPath in indexPath.section == Section.favourites }
        manager.move(DisclosureCell.self) { [weak self] destination, _, _, source in
            // The table has moved the row already: the model follows without telling it.
            self?.manager.memoryStorage.moveItemWithoutAnimation(from: source, to: destination)
        }

        manager.memoryStorage.setSectionHeaderModels(["Network", "Favourites", "Account"])
        manager.memoryStorage.setItems(Self.network, forSection: Section.network)
        manager.memoryStorage.setItems(Self.favourites, forSection: Section.favourites)
        manager.memoryStorage.setItems(Self.account, forSection: Section.account)
    }

    /// What the Edit button does: `setEditing(_:animated:)` passes the state on to the table view.
    func setEditing(_ editing: Bool) {
        tableView.setEditing(editing, animated: true)
    }

    /// Stores a switch's new state in the storage, which reloads its row.
    private func setSetting(_ setting: ToggleSetting, isOn: Bool) {
        var changed = setting
        changed.isOn = isOn
        try? manager.memoryStorage.replaceItem(setting, with: changed)
    }
}
