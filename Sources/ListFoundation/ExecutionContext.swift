import Foundation

/// Where code runs, for the checks that hold views, managers and storages to the main queue or to one call at a time.
package enum ExecutionContext {
    /// Whether code runs on the main queue: on the main thread, in a block the main queue runs, or on the main actor.
    ///
    /// `Thread.isMainThread` alone does not tell: where the main thread has handed the main queue over
    /// (`dispatchMain()`, as Swift Testing's runner does off Apple platforms), main-queue blocks and main-actor code
    /// run on another thread. The main thread is asked first because it is cheap; the queue's marker only off it.
    ///
    /// - Complexity: O(1). On the main thread, one comparison of thread identities, once the main thread is known (it
    ///   is learned the first time this is asked on it; a view made on it asks). Foundation's `Thread.isMainThread`
    ///   makes two system calls on Linux, which would cost more than the calls it guards.
    package static var isMainQueue: Bool {
        if let mainThread = knownMainThread.identity {
            if ThreadIdentity.current.isSame(as: mainThread) { return true }
        } else if Thread.current === Thread.mainThread {
            return true
        }
        return DispatchQueue.getSpecific(key: mainQueueMarker.key) == true
    }

    /// The main thread's identity, when the first question was asked on it; otherwise it stays unknown, and the main
    /// thread is recognised through Foundation's `Thread` objects.
    private static let knownMainThread = KnownMainThread(
        identity: Thread.current === Thread.mainThread ? ThreadIdentity.current : nil)

    private static let mainQueueMarker = MainQueueMarker()

    /// The current thread as the thread checks name it: `Thread: <name>, number <n>`, the name `(none)` when the
    /// thread has none.
    ///
    /// The number is the main thread's 1, as UIKit's checker prints it, and for any other thread the order in which
    /// the checks first named it, from 2: Foundation has no public thread number on every platform. Both are taken
    /// when the thread is first named, and kept while it lives: Foundation on Linux reads a thread's name from the
    /// system, for the thread that runs only, so the name of another thread must have been taken earlier.
    ///
    /// - Complexity: O(1) amortized: a lock and a table lookup; the first time for a thread, its name.
    package static var currentThreadDescription: String {
        ThreadNames.shared.description(ofCurrent: Thread.current)
    }
}

/// The main thread's identity, once known.
// NB: @unchecked Sendable is sound: the identity is set once, when the value is made, and only compared afterwards.
private struct KnownMainThread: @unchecked Sendable {
    let identity: ThreadIdentity?
}

/// The key of the main queue's marker: `true` in every block the main queue runs.
// NB: @unchecked Sendable is sound: the only stored property is an immutable key, and `setSpecific` and `getSpecific`
// are safe from any thread.
private final class MainQueueMarker: @unchecked Sendable {
    let key = DispatchSpecificKey<Bool>()

    init() {
        DispatchQueue.main.setSpecific(key: key, value: true)
    }
}

/// The descriptions the thread checks give threads, with their numbers: 1 for the main thread, then 2, 3, ... in the
/// order threads are first named, for as long as each thread lives.
// NB: @unchecked Sendable is sound: `entries`, `next` and `pruneAt` are only read or written while holding `lock`; a
// `Thread`'s identity and liveness may be read from any thread.
private final class ThreadNames: @unchecked Sendable {
    static let shared = ThreadNames()

    private struct Entry {
        weak var thread: Thread?
        let description: String
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var next = 2
    /// The table's size at which dead threads are dropped: twice the live ones after the last pruning, at least 64.
    private var pruneAt = 64

    /// The description of `thread`, which must be the current thread, made now if it has none; a number of a thread
    /// that ended is not given again.
    ///
    /// - Complexity: O(1) amortized; O(*t*) for *t* named threads when the table is pruned.
    func description(ofCurrent thread: Thread) -> String {
        lock.lock()
        defer { lock.unlock() }
        let identifier = ObjectIdentifier(thread)
        if let entry = entries[identifier], entry.thread === thread { return entry.description }
        if entries.count >= pruneAt {
            entries = entries.filter { $0.value.thread != nil }
            pruneAt = max(64, entries.count * 2)
        }
        let number: Int
        if thread.isMainThread {
            number = 1
        } else {
            number = next
            next += 1
        }
        let name = thread.name.flatMap { $0.isEmpty ? nil : $0 } ?? "(none)"
        let description = "Thread: \(name), number \(number)"
        entries[identifier] = Entry(thread: thread, description: description)
        return description
    }
}
