import Foundation

/// The object that tells a collection view how many sections and items it has, and provides their views.
///
/// Mirrors `UICollectionViewDataSource`. The two item methods are required; the others are optional: they have
/// default implementations with UIKit's behaviour, and a collection view calls them only when
/// ``CollectionViewSelectorResponding/responds(to:)`` answered `true` for their selector when the data source was
/// assigned.
///
/// | Method | Selector | Used when not implemented |
/// | --- | --- | --- |
/// | ``numberOfSections(in:)`` | ``CollectionViewSelector/numberOfSections`` | one section |
/// | ``collectionView(_:viewForSupplementaryElementOfKind:at:)`` | ``CollectionViewSelector/viewForSupplementaryElement`` | never asked; layouts must not request supplementary views |
/// | ``collectionView(_:canMoveItemAt:)`` | ``CollectionViewSelector/canMoveItem`` | `true` |
/// | ``collectionView(_:moveItemAt:to:)`` | ``CollectionViewSelector/moveItem`` | items cannot be moved interactively |
/// | ``indexTitles(for:)`` | ``CollectionViewSelector/indexTitles`` | `nil` |
/// | ``collectionView(_:indexPathForIndexTitle:at:)`` | ``CollectionViewSelector/indexPathForIndexTitle`` | no index path |
public protocol CollectionViewDataSource: CollectionViewSelectorResponding {
    /// The number of items in `section`. Required. Negative answers count as zero.
    func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int) -> Int

    /// The cell for the item at `indexPath`. Required.
    ///
    /// Return a cell obtained from `collectionView.dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell

    /// The number of sections. Default: 1.
    func numberOfSections(in collectionView: any CollectionView) -> Int

    /// The supplementary view of `kind` at `indexPath`, obtained from
    /// `collectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    ///
    /// The default implementation returns a view that was not dequeued, which the collection view reports as an
    /// inconsistency, as UIKit raises when the method is missing.
    func collectionView(
        _ collectionView: any CollectionView,
        viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView

    /// Whether the item at `indexPath` can be moved interactively. Default: `true`.
    func collectionView(_ collectionView: any CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool

    /// Tells the data source that the user moved an item from `sourceIndexPath` to `destinationIndexPath`; update the
    /// model here. Default: does nothing.
    func collectionView(
        _ collectionView: any CollectionView,
        moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    )

    /// The titles of the index shown beside the collection view. Default: `nil`.
    func indexTitles(for collectionView: any CollectionView) -> [String]?

    /// The index path to scroll to when the user picks `title`, the index-th index title. Default: `[0, 0]`.
    func collectionView(
        _ collectionView: any CollectionView,
        indexPathForIndexTitle title: String,
        at index: Int
    ) -> IndexPath
}

extension CollectionViewDataSource {
    /// Returns 1, UIKit's assumption when the method is missing.
    public func numberOfSections(in collectionView: any CollectionView) -> Int { 1 }

    /// Returns a view that no collection view dequeued.
    public func collectionView(
        _ collectionView: any CollectionView,
        viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        CollectionReusableView()
    }

    /// Returns `true`.
    public func collectionView(_ collectionView: any CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Does nothing.
    public func collectionView(
        _ collectionView: any CollectionView,
        moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {}

    /// Returns `nil`.
    public func indexTitles(for collectionView: any CollectionView) -> [String]? { nil }

    /// Returns `IndexPath(item: 0, section: 0)`.
    public func collectionView(
        _ collectionView: any CollectionView,
        indexPathForIndexTitle title: String,
        at index: Int
    ) -> IndexPath {
        IndexPath(itemIndex: 0, sectionIndex: 0)
    }
}
