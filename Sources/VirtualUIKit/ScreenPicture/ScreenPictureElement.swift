import Foundation

/// One element a ``VirtualCollectionView/screenPicture(label:)`` or ``VirtualTableView/screenPicture(label:)`` draws:
/// a displayed cell, supplementary view, or table section header or footer, with what a label can be made of.
///
/// A picture's `label` closure receives one for each element, in the order the picture lists them, and returns the
/// text drawn in the element's box and written in the legend:
///
/// ```swift
/// view.screenPicture { element in
///     (element.model as? Post)?.title ?? element.defaultLabel
/// }
/// ```
public struct ScreenPictureElement {
    /// Whether an element is a cell or a supplementary view.
    public enum Kind: Hashable, Sendable {
        /// A cell, provided by the data source's `collectionView(_:cellForItemAt:)` or `tableView(_:cellForRowAt:)`.
        case cell
        /// A supplementary view of the given kind, such as `CollectionElementKind.sectionHeader`. A table view's section
        /// headers and footers have the kinds `CollectionElementKind.sectionHeader` and `sectionFooter`.
        case supplementaryView(String)
    }

    /// Whether the element is a cell or a supplementary view, and of which kind.
    public let kind: Kind

    /// The element's index path: the item's or row's for a cell; `[section, 0]` for a flow layout's header or footer,
    /// and for a table view's section header or footer.
    public let indexPath: IndexPath

    /// The displayed view's frame, in content coordinates.
    public let frame: CGRect

    /// The displayed cell, supplementary view, or header or footer view.
    public let view: CollectionReusableView

    /// The model the element shows, when the view's data source can tell it; otherwise `nil`.
    ///
    /// A `CollectionViewManager`'s data source tells it: the storage's item for a cell, its supplementary model for
    /// a supplementary view. Other data sources do not.
    public let model: Any?

    /// Whether the element is a selected cell.
    public let isSelected: Bool

    /// Whether the element is a highlighted cell.
    public let isHighlighted: Bool

    /// Creates the description of a displayed element.
    public init(
        kind: Kind,
        indexPath: IndexPath,
        frame: CGRect,
        view: CollectionReusableView,
        model: Any?,
        isSelected: Bool = false,
        isHighlighted: Bool = false
    ) {
        self.kind = kind
        self.indexPath = indexPath
        self.frame = frame
        self.view = view
        self.model = model
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
    }

    /// The label a picture uses when it is given no `label` closure.
    ///
    /// For a view with a content configuration (``CollectionViewCell/contentConfiguration``,
    /// ``TableViewCell/contentConfiguration``, ``TableViewHeaderFooterView/contentConfiguration``), the configuration's
    /// ``ContentConfiguration/screenPictureLabel`` (`(tray) Inbox · 12` for a ``ListContentConfiguration``).
    /// Otherwise `String(describing:)` of ``model`` when it is known, otherwise the view's reuse identifier, otherwise
    /// the name of the view's class. A ``CollectionViewListCell`` adds its displayed accessories around that text:
    /// `⊖ (tray) Inbox · 12  ›`; a ``TableViewCell`` that shows its editing control puts `⊖` (delete) or `⊕` (insert)
    /// before it.
    public var defaultLabel: String {
        let content = view.displayedContentConfiguration?.screenPictureLabel ?? modelOrViewLabel
        if let tableCell = view as? TableViewCell { return tableCell.screenPictureLabel(content: content) }
        guard let listCell = view as? CollectionViewListCell else { return content }
        return listCell.screenPictureLabel(content: content)
    }

    /// The model's description when it is known, otherwise the view's reuse identifier or class name.
    private var modelOrViewLabel: String {
        if let model { return String(describing: model) }
        if let reuseIdentifier = view.reuseIdentifier { return reuseIdentifier }
        return String(describing: type(of: view))
    }
}

@available(*, unavailable)
extension ScreenPictureElement: Sendable {}

/// A data source that can tell which model a displayed element shows, for screen pictures.
///
/// Internal: the manager's data source adopts it so that a picture of a managed view labels each element by its model
/// without the view knowing about storages. A table view asks for a row's model as for an item's, and for a section
/// header's or footer's with the kind `CollectionElementKind.sectionHeader` or `sectionFooter` at `[section, 0]`.
package protocol DisplayedModelProviding: AnyObject {
    /// The model of the item at `indexPath`, or `nil`.
    func displayedModel(forItemAt indexPath: IndexPath) -> Any?

    /// The model of the supplementary view of `kind` at `indexPath`, or `nil`.
    func displayedModel(forSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> Any?
}
