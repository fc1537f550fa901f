import Foundation

extension VirtualCollectionView {
    /// Whether a cell of the item at `indexPath` edits now: the view is editing and the delegate does not refuse it.
    func isEditingItem(at indexPath: IndexPath) -> Bool {
        isEditing && canEditItem(at: indexPath)
    }

    /// Brings every displayed cell's editing state in step with ``isEditing``, in index-path order.
    func updateEditingOfDisplayedCells() {
        for (indexPath, cell) in displayedCells.sortedBySectionAndItem() {
            cell.isEditing = isEditingItem(at: indexPath)
        }
    }
}
