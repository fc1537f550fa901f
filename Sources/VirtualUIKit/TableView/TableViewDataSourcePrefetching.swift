import Foundation

/// The object a table view tells which rows it is likely to display soon, so their data can be loaded early.
///
/// Mirrors `UITableViewDataSourcePrefetching`. ``VirtualTableView`` prefetches as it scrolls (see
/// ``VirtualTableView/isPrefetchingEnabled``); ``VirtualTableView/prefetchRows(at:)`` and
/// ``VirtualTableView/cancelPrefetchingRows(at:)`` make a particular request.
public protocol TableViewDataSourcePrefetching: TableViewSelectorResponding {
    /// Starts loading data for the rows at `indexPaths`. Required.
    func tableView(_ tableView: any TableView, prefetchRowsAt indexPaths: [IndexPath])

    /// Cancels loads started for the rows at `indexPaths` (selector ``TableViewSelector/cancelPrefetchingForRows``).
    /// Default: does nothing.
    func tableView(_ tableView: any TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
    /// Does nothing.
    public func tableView(_ tableView: any TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
