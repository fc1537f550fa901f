import Foundation

/// A mapping that produces cells.
public protocol CellViewModelMappingProtocol: ViewModelMappingProtocol {
    /// The cell class, as registered with the collection view.
    var cellClass: CollectionViewCell.Type { get }

    /// Dequeues a cell for `model` from `collectionView` and configures it: the registration handler, then
    /// `update(with:)` for `ModelTransfer` cells. Returns `nil` when `model` is not of the mapping's model type or the
    /// dequeued cell is not of its cell class.
    func dequeueConfiguredReusableCell(
        for collectionView: any CollectionView,
        model: Any,
        indexPath: IndexPath
    ) -> CollectionViewCell?

    /// Reconfigures a cell on screen for `model` in place: the handler, then `update(with:)`. Does nothing when the
    /// cell or model is not of the mapping's types.
    func updateCell(cell: CollectionViewCell, at indexPath: IndexPath, with model: Any)
}

/// A mapping that produces supplementary views of one kind.
public protocol SupplementaryViewModelMappingProtocol: ViewModelMappingProtocol {
    /// Dequeues a view for `model` and configures it: the registration handler, then `update(with:)`. Returns `nil`
    /// when `kind` is not the mapping's, `model` is not of its model type, or the view is not of its class.
    func dequeueConfiguredReusableSupplementaryView(
        for collectionView: any CollectionView,
        kind: String,
        model: Any,
        indexPath: IndexPath
    ) -> CollectionReusableView?
}
