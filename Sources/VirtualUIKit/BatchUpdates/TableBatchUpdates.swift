import Foundation

/// The row and section updates a table view records while one batch is open, each with the animation it was declared
/// with, in call order.
///
/// A table view appends to it as `insertRows(at:with:)`, `deleteSections(_:with:)`, `moveRow(at:to:)` and friends are
/// called, across nested `performBatchUpdates` and `beginUpdates`/`endUpdates` levels, and validates it with
/// ``validate(countsBefore:countsAfter:countTexts:rowHasCell:)`` when the outermost level ends. `Animation` is the
/// view's own row-animation type; nothing here reads it.
///
/// Repeats are kept, as UIKit's arrays keep them; validation collapses them as UITableView does.
///
/// ```swift
/// var updates = TableBatchUpdates<RowAnimation>()
/// updates.deleteRows(at: [IndexPath(item: 2, section: 0)], with: .fade)
/// updates.insertSections([1], with: .automatic)
/// ```
struct TableBatchUpdates<Animation> {
    /// The updates without their animations, as the shared validator reads them.
    private(set) var request = BatchUpdateRequest()
    private var insertedSectionAnimations: [Animation] = []
    private var deletedSectionAnimations: [Animation] = []
    private var reloadedSectionAnimations: [Animation] = []
    private var insertedRowAnimations: [Animation] = []
    private var deletedRowAnimations: [Animation] = []
    private var reloadedRowAnimations: [Animation] = []

    /// Creates an empty record.
    init() {}

    /// Whether nothing has been recorded. An empty batch is still validated: a data source that changed without
    /// declaring it fails the count check.
    var isEmpty: Bool { request.isEmpty }

    /// Records inserted rows (after-update index paths).
    mutating func insertRows(at indexPaths: [IndexPath], with animation: Animation) {
        request.insertedItems.append(contentsOf: indexPaths)
        insertedRowAnimations.append(contentsOf: repeatElement(animation, count: indexPaths.count))
    }

    /// Records deleted rows (before-update index paths).
    mutating func deleteRows(at indexPaths: [IndexPath], with animation: Animation) {
        request.deletedItems.append(contentsOf: indexPaths)
        deletedRowAnimations.append(contentsOf: repeatElement(animation, count: indexPaths.count))
    }

    /// Records reloaded rows (before-update index paths).
    mutating func reloadRows(at indexPaths: [IndexPath], with animation: Animation) {
        request.reloadedItems.append(contentsOf: indexPaths)
        reloadedRowAnimations.append(contentsOf: repeatElement(animation, count: indexPaths.count))
    }

    /// Records a moved row, from a before-update to an after-update index path. UIKit gives moves no animation.
    mutating func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        request.movedItems.append((from: indexPath, to: newIndexPath))
    }

    /// Records inserted sections (after-update indexes), in ascending order.
    mutating func insertSections(_ sections: IndexSet, with animation: Animation) {
        request.insertedSections.append(contentsOf: sections)
        insertedSectionAnimations.append(contentsOf: repeatElement(animation, count: sections.count))
    }

    /// Records deleted sections (before-update indexes), in ascending order.
    mutating func deleteSections(_ sections: IndexSet, with animation: Animation) {
        request.deletedSections.append(contentsOf: sections)
        deletedSectionAnimations.append(contentsOf: repeatElement(animation, count: sections.count))
    }

    /// Records reloaded sections (before-update indexes), in ascending order.
    mutating func reloadSections(_ sections: IndexSet, with animation: Animation) {
        request.reloadedSections.append(contentsOf: sections)
        reloadedSectionAnimations.append(contentsOf: repeatElement(animation, count: sections.count))
    }

    /// Records a moved section. UIKit gives moves no animation.
    mutating func moveSection(_ section: Int, toSection newSection: Int) {
        request.movedSections.append((from: section, to: newSection))
    }

    /// Inserted rows with their animations, in call order.
    var insertedRows: [(indexPath: IndexPath, animation: Animation)] {
        Array(zip(request.insertedItems, insertedRowAnimations))
    }

    /// Deleted rows with their animations, in call order.
    var deletedRows: [(indexPath: IndexPath, animation: Animation)] {
        Array(zip(request.deletedItems, deletedRowAnimations))
    }

    /// Reloaded rows with their animations, in call order.
    var reloadedRows: [(indexPath: IndexPath, animation: Animation)] {
        Array(zip(request.reloadedItems, reloadedRowAnimations))
    }

    /// Inserted sections with their animations, in call order.
    var insertedSections: [(section: Int, animation: Animation)] {
        Array(zip(request.insertedSections, insertedSectionAnimations))
    }

    /// Deleted sections with their animations, in call order.
    var deletedSections: [(section: Int, animation: Animation)] {
        Array(zip(request.deletedSections, deletedSectionAnimations))
    }

    /// Reloaded sections with their animations, in call order.
    var reloadedSections: [(section: Int, animation: Animation)] {
        Array(zip(request.reloadedSections, reloadedSectionAnimations))
    }
}
