import Foundation

/// How a storage checks where each of its public calls runs: on the main queue while a manager of a view bound to the
/// main queue holds it, and otherwise that the call does not overlap a call running on another thread.
///
/// A storage of this module keeps one and brackets every public method with ``begin(_:reportingTo:)`` and
/// ``end(_:)``; a refused call reports a ``MemoryStorageAnomaly`` and is not applied.
@usableFromInline
package final class StorageThreadCheck {
    /// Whether calls must come from the main queue: set while at least one main-queue manager holds the storage.
    // NB: internal, and read only by this module's code that is not inlined elsewhere, so that the optimizer can prove
    // every access instantaneous and check exclusivity statically: a dynamic check would cost more than the read.
    private(set) var isMainQueueBound = false

    private var mainQueueHolders = 0
    private let overlap = CallOverlapDetector()

    /// A check with no policy set: calls are only checked for overlap.
    package init() {}

    /// Records that a manager of a view bound to the main queue holds the storage.
    package func bindToMainQueue() {
        mainQueueHolders += 1
        isMainQueueBound = true
    }

    /// Records that such a manager let the storage go; the last one to go unbinds it.
    package func unbindFromMainQueue() {
        mainQueueHolders = max(0, mainQueueHolders - 1)
        isMainQueueBound = mainQueueHolders > 0
    }

    /// A call that passed the check, for ``end(_:)``.
    @usableFromInline
    package enum Entry {
        /// A call of a storage bound to the main queue, made there.
        case onMainQueue
        /// A call of an unbound storage, counted until it ends.
        case tracked
    }

    /// Why a call was refused.
    package enum Refusal {
        /// A call of a storage bound to the main queue, made on another thread.
        case wrongThread(call: String, thread: String)
        /// A call of an unbound storage that started while a call on another thread was running.
        case concurrentCall(call: String, thread: String, callInProgress: String, threadOfCallInProgress: String)
    }

    /// Checks the call named `call` (`MemoryStorage.item(at:)`); returns `nil` after reporting to `handler` when it
    /// must not run.
    ///
    /// - Complexity: O(1): a flag and the main-queue check for a bound storage; a lock for an unbound one.
    @usableFromInline
    package func begin(_ call: StaticString, reportingTo handler: @autoclosure () -> MemoryStorageAnomalyHandler)
        -> Entry?
    {
        begin(call) { refusal in
            switch refusal {
            case .wrongThread(let call, let thread):
                handler().reportAnomaly(.wrongThread(call: call, thread: thread))
            case .concurrentCall(let call, let thread, let callInProgress, let threadOfCallInProgress):
                handler().reportAnomaly(
                    .concurrentCall(
                        call: call, thread: thread, callInProgress: callInProgress,
                        threadOfCallInProgress: threadOfCallInProgress))
            }
        }
    }

    /// Checks the call named `call`; returns `nil` after passing the reason to `refuse` when it must not run.
    ///
    /// - Complexity: O(1): a flag and the main-queue check for a bound storage; a lock for an unbound one.
    @inline(__always)
    package func begin(_ call: StaticString, refusing refuse: (Refusal) -> Void) -> Entry? {
        if isMainQueueBound {
            if ExecutionContext.isMainQueue { return .onMainQueue }
            refuse(.wrongThread(call: "\(call)", thread: ExecutionContext.currentThreadDescription))
            return nil
        }
        guard let running = overlap.enter(call) else { return .tracked }
        refuse(
            .concurrentCall(
                call: "\(call)", thread: ExecutionContext.currentThreadDescription,
                callInProgress: running.callInProgress, threadOfCallInProgress: running.threadOfCallInProgress))
        return nil
    }

    /// Ends a call that ``begin(_:reportingTo:)`` let run.
    @usableFromInline
    package func end(_ entry: Entry) {
        if case .tracked = entry { overlap.exit() }
    }
}

/// A storage whose calls a ``StorageThreadCheck`` checks; managers bind it to the main queue while they hold it.
package protocol ThreadCheckedStorage: AnyObject {
    /// Records that a manager of a view bound to the main queue holds the storage: from now on every call must come
    /// from the main queue. Bindings count: the storage is unbound when every holder has let it go.
    func bindToMainQueue()

    /// Records that such a manager let the storage go.
    func unbindFromMainQueue()
}
