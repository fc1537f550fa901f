import Foundation

/// A collection view that can tell an updater when a batch update would be unsafe to start.
///
/// `VirtualCollectionView` conforms. While it runs a layout pass, commits a batch or reloads, it calls out to its data
/// source and delegate (`cellForItemAt`, `willDisplay`, ...); a batch started from such a callback runs its block at once
/// and commits only when the view's current work ends, with the data already changed under the work in progress. The
/// updater therefore shows an update that arrives then with a reload, which the view runs when it is done.
protocol CallOutReporting: AnyObject {
    /// Whether the view is calling out to its data source or delegate in the middle of its own work.
    var isCallingOut: Bool { get }

    /// Runs a due layout pass now, so that whatever it calls out to happens before the updater reads the counts.
    func layoutIfNeeded()
}

extension VirtualCollectionView: CallOutReporting {
    var isCallingOut: Bool { isBusy }
}
