import CollectionManager
import Foundation
@testable import CollectionManagerTesting

/// A mailbox in the sidebar-like list of ``MailboxScreen``.
struct Mailbox: Hashable, Sendable, CustomStringConvertible {
    var name: String
    var unread: Int = 0

    var description: String { "Mailbox(\(name))" }
}

/// A list row configured as UIKit's list cells are: the mailbox's name, its unread count, a disclosure indicator.
final class MailboxCell: CollectionViewListCell, ModelTransfer {
    func update(with model: Mailbox) {
        var content = ListContentConfiguration.cell()
        content.text = model.name
        content.secondaryText = model.unread > 0 ? "\(model.unread)" : nil
        contentConfiguration = content
        accessories = [.disclosureIndicator()]
    }
}

/// A section title that reacts to taps, as a UIKit header does with a tap gesture recognizer.
final class SectionTitleHeader: CollectionReusableView, ModelTransfer {
    private(set) var title = ""
    var onTap: (() -> Void)?

    required init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(TapGestureRecognizer(target: self, action: SectionTitleHeader.tapped))
    }

    func tapped() {
        onTap?()
    }

    func update(with model: String) {
        title = model
    }
}

/// A footer that does not react to taps.
final class PlainFooter: CollectionReusableView, ModelTransfer {
    func update(with model: String) {}
}

/// Mailboxes in a plain list under section titles, 44-point rows in a 320×300 view: Delete (destructive, performed by
/// a full swipe) and a flag (an image, no title) from the trailing edge, none for Sent, no leading actions. Its events
/// and actions log what they receive, capturing the screen weakly.
final class MailboxScreen: CollectionViewManageable {
    let collectionView = VirtualCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
    var log: [String] = []
    /// Whether a full swipe performs Delete.
    var fullSwipeDeletes = true

    static let inbox = Mailbox(name: "Inbox", unread: 12)
    /// Inbox, Drafts, Sent, then Folder 1 to Folder 12 in the first section; Archive and Trash in the second.
    static let mailboxes = [
        [inbox, Mailbox(name: "Drafts"), Mailbox(name: "Sent")] + (1...12).map { Mailbox(name: "Folder \($0)") },
        [Mailbox(name: "Archive"), Mailbox(name: "Trash", unread: 2)],
    ]

    init(footers: Bool = false) {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.footerMode = footers ? .supplementary : .none
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            self?.trailingActions(at: indexPath)
        }
        collectionView.collectionViewLayout = CollectionViewCompositionalLayout.list(using: configuration)
        manager.register(MailboxCell.self)
        manager.didSelect(MailboxCell.self) { [weak self] _, mailbox, _ in self?.log.append("open \(mailbox.name)") }
        manager.registerHeader(
            SectionTitleHeader.self,
            handler: { [weak self] header, title, _ in
                header.onTap = { self?.log.append("tapped header \(title)") }
            })
        manager.registerFooter(PlainFooter.self)
        manager.memoryStorage.setSectionHeaderModels(["Mailboxes", "More"])
        if footers { manager.memoryStorage.setSectionFooterModels(["15 mailboxes", "2 mailboxes"]) }
        manager.memoryStorage.setItemsForAllSections(Self.mailboxes)
        collectionView.layoutIfNeeded()
    }

    private func trailingActions(at indexPath: IndexPath) -> SwipeActionsConfiguration? {
        guard let mailbox = manager.memoryStorage.item(at: indexPath) as? Mailbox, mailbox.name != "Sent" else {
            return nil
        }
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.log.append("delete \(mailbox.name)")
            try? self?.manager.memoryStorage.removeItem(mailbox)
            completion(true)
        }
        let flag = ContextualAction(style: .normal, title: nil) { [weak self] _, _, completion in
            self?.log.append("flag \(mailbox.name)")
            completion(true)
        }
        flag.image = "flag"
        let configuration = SwipeActionsConfiguration(actions: [delete, flag])
        configuration.performsFirstActionWithFullSwipe = fullSwipeDeletes
        return configuration
    }

    /// The storage's mailbox names, section by section.
    var names: [[String]] {
        (0..<manager.memoryStorage.numberOfSections()).map { section in
            (manager.memoryStorage.items(inSection: section) ?? []).compactMap { ($0 as? Mailbox)?.name }
        }
    }
}

/// What a driving helper appends to a failure about `screen`: its screen picture as it is now.
func picture(of screen: MailboxScreen) -> ScreenPictureSuffix {
    ScreenPictureSuffix(picture: screen.collectionView.screenPicture())
}
