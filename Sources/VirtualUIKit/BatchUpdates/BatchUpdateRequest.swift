import Foundation

/// The updates recorded while one batch is open, in call order.
///
/// The virtual collection view appends to these arrays as `insertItems(at:)`, `deleteSections(_:)`, `moveItem(at:to:)`
/// and friends are called, across nested `performBatchUpdates` calls, and hands the request to
/// ``BatchUpdateValidator`` when the outermost batch ends. A standalone update call outside any batch is a request
/// holding just that call.
///
/// Duplicates are kept on purpose: UIKit records updates in arrays, not sets, so a duplicated delete is counted twice
/// and must fail validation the way it fails on a device.
///
/// Coordinates follow UIKit: deletes and reloads address the state before the batch, inserts the state after it,
/// moves go from a before-coordinate to an after-coordinate.
struct BatchUpdateRequest {
    var insertedSections: [Int] = []
    var deletedSections: [Int] = []
    var reloadedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    init() {}

    /// Whether no update has been recorded.
    ///
    /// An empty request still has to be validated: an empty batch around a data-source change fails UIKit's count
    /// check.
    var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && insertedItems.isEmpty && deletedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }
}
