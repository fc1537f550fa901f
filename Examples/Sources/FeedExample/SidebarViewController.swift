import CollectionManager
import Foundation

/// The sidebar: the mailboxes, then the user's tags, each section under a header, in list cells configured with
/// content configurations and disclosure indicators. In editing mode the tags, and only they, show delete and reorder
/// controls.
///
/// Written as a DTCollectionViewManager sidebar on `UICollectionViewCompositionalLayout.list(using:)` with
/// `UICollectionViewListCell`s is written, with the `UI` prefixes dropped.
@MainActor
final class SidebarViewController: CollectionViewManageable {
    static let mailboxes = [
        SidebarItem(title: "Inbox", symbol: "tray", unreadCount: 12, kind: .mailbox),
        SidebarItem(title: "Drafts", symbol: "doc", kind: .mailbox),
        SidebarItem(title: "Sent", symbol: "paperplane", kind: .mailbox),
        SidebarItem(title: "Archive", symbol: "archivebox", kind: .mailbox),
    ]
    static let tags = [
        SidebarItem(title: "Work", symbol: "tag", unreadCount: 3, kind: .tag),
        SidebarItem(title: "Family", symbol: "tag", kind: .tag),
        SidebarItem(title: "Travel", symbol: "tag", kind: .tag),
    ]

    var collectionView: VirtualCollectionView!

    /// The items the user opened, in order.
    private(set) var openedItems: [SidebarItem] = []

    /// What `viewDidLoad` does in the app.
    func viewDidLoad() {
        collectionView = VirtualCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var configuration = CollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .supplementary
        collectionView.collectionViewLayout = CollectionViewCompositionalLayout.list(using: configuration)

        manager.register(SidebarItemCell.self) { mapping in
            mapping.didSelect { [weak self] _, item, _ in self?.openedItems.append(item) }
        }
        manager.registerHeader(SidebarHeaderView.self)
        // Mailboxes are fixed: only tags enter editing mode.
        manager.canEdit(SidebarItem.self) { item, _ in item.kind == .tag }
        manager.memoryStorage.setSectionHeaderModels(["Mailboxes", "Tags"])
        manager.memoryStorage.setItems(Self.mailboxes, forSection: 0)
        manager.memoryStorage.setItems(Self.tags, forSection: 1)
    }

    /// What the Edit button does: `setEditing(_:animated:)` passes the state on to the collection view.
    func setEditing(_ editing: Bool) {
        collectionView.isEditing = editing
    }
}
