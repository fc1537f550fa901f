import Foundation

/// A cell of a list, standing in for `UICollectionViewListCell`: a content configuration for what the row shows, and
/// accessories beside it.
///
/// Register it, or a subclass, as any cell, and configure it where a `UICollectionViewListCell` is configured — in
/// `collectionView(_:cellForItemAt:)`, or in a manager's `update(with:)`:
///
/// ```swift
/// final class FolderCell: CollectionViewListCell, ModelTransfer {
///     func update(with model: Folder) {
///         var content = defaultContentConfiguration()
///         content.image = .init(systemName: "folder")
///         content.text = model.name
///         content.secondaryText = "\(model.count)"
///         contentConfiguration = content
///         accessories = [.disclosureIndicator(), .delete()]
///     }
/// }
/// ```
///
/// A screen picture labels the cell by its configuration, with its displayed accessories around it
/// (`(folder) Notes · 12  ›`, and `⊖ (folder) Notes · 12  ›` while the view is editing). Lay list cells out with
/// ``CollectionViewCompositionalLayout/list(using:)``; any layout works, as in UIKit.
///
/// Not modelled: `configurationUpdateHandler` and `updateConfiguration(using:)` (the virtual view keeps no
/// configuration state and draws nothing that a state would change), indentation and separator layout guides.
open class CollectionViewListCell: CollectionViewCell {
    /// The accessories, in order. Default: none. Which are shown depends on ``CollectionViewCell/isEditing``: see
    /// ``displayedAccessories``.
    ///
    /// They are kept when the cell is recycled, as in UIKit: set them each time the cell is configured.
    open var accessories: [CellAccessory] = []

    /// The accessories shown now: those of ``accessories`` whose ``CellAccessory/displayed`` state matches the cell's
    /// ``CollectionViewCell/isEditing``, in order.
    ///
    /// UIKit has no such property; it is what the cell would draw, for tests and screen pictures.
    public var displayedAccessories: [CellAccessory] {
        accessories.filter { $0.displayed.includes(isEditing: isEditing) }
    }

    /// A content configuration of the list cell style, ``ListContentConfiguration/cell()``, with nothing set: start
    /// from it, set what the row shows, and assign it to ``CollectionViewCell/contentConfiguration``.
    open func defaultContentConfiguration() -> ListContentConfiguration {
        .cell()
    }

    /// `content` with the displayed accessories around it: the leading ones and a space before it, two spaces and
    /// the trailing ones after it, each accessory separated from the next by a space.
    func screenPictureLabel(content: String) -> String {
        let displayed = displayedAccessories
        guard !displayed.isEmpty else { return content }
        let leading = displayed.filter(\.isLeading).map { $0.screenPictureText(isSelected: isSelected) }
        let trailing = displayed.filter { !$0.isLeading }.map { $0.screenPictureText(isSelected: isSelected) }
        var label = leading.joined(separator: " ")
        if !content.isEmpty {
            label += label.isEmpty ? content : " " + content
        }
        if !trailing.isEmpty {
            label += (label.isEmpty ? "" : "  ") + trailing.joined(separator: " ")
        }
        return label
    }
}
