import CollectionManager
import Foundation

/// The inbox: messages in an inset-grouped list under a title, each row as tall as its preview needs, swiped from the
/// trailing edge to delete or flag it.
///
/// Written as a DTCollectionViewManager screen on `UICollectionViewCompositionalLayout.list(using:)` is written, with
/// the `UI` prefixes dropped.
@MainActor
final class InboxViewController: CollectionViewManageable {
    var collectionView: VirtualCollectionView!

    private let messages: [Message]
    /// The messages the user flagged, in order.
    private(set) var flaggedMessages: [Message] = []

    init(messages: [Message]) {
        self.messages = messages
    }

    /// What `viewDidLoad` does in the app.
    func viewDidLoad() {
        collectionView = VirtualCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            self?.trailingSwipeActions(at: indexPath)
        }
        collectionView.collectionViewLayout = CollectionViewCompositionalLayout.list(using: configuration)

        manager.register(MessageCell.self)
        manager.registerHeader(SectionTitleView.self)
        manager.memoryStorage.setSectionHeaderModels(["Inbox"])
        manager.memoryStorage.setItems(messages, forSection: 0)
    }

    /// Delete (destructive, performed by a full swipe) and Flag, for the message at `indexPath`.
    private func trailingSwipeActions(at indexPath: IndexPath) -> SwipeActionsConfiguration? {
        guard let message = manager.memoryStorage.item(at: indexPath) as? Message else { return nil }
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.delete(message)
            completion(true)
        }
        delete.image = "trash"
        let flag = ContextualAction(style: .normal, title: "Flag") { [weak self] _, _, completion in
            self?.flaggedMessages.append(message)
            completion(true)
        }
        flag.image = "flag"
        return SwipeActionsConfiguration(actions: [delete, flag])
    }

    /// Removes `message` from the inbox, animated.
    func delete(_ message: Message) {
        try? manager.memoryStorage.removeItem(message)
    }

    /// Shows the messages whose sender or preview contains `query` (all of them for an empty query), animated, with
    /// the diff made off the main actor: as the user types, each query supersedes the one before it, and only the
    /// last reaches the screen. Returns whether this query's messages are the ones shown.
    @discardableResult
    func search(_ query: String) async -> Bool {
        let matches =
            query.isEmpty
            ? messages
            : messages.filter {
                $0.sender.localizedCaseInsensitiveContains(query) || $0.preview.localizedCaseInsensitiveContains(query)
            }
        return await manager.memoryStorage.setItemsDiffingInBackground(matches, forSection: 0) == .applied
    }
}
