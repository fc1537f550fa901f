/// A view that may be bound to the main queue, for the managers that hold a view's objects and storage to the queue
/// the view is bound to.
package protocol MainQueueBoundView: AnyObject {
    /// Whether the view was created on the main queue, and is used only there.
    var isMainQueueBound: Bool { get }
}

extension VirtualCollectionView: MainQueueBoundView {}

extension VirtualTableView: MainQueueBoundView {}
