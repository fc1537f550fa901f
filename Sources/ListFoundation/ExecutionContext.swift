import Foundation

/// Where code runs, for the checks that hold views, managers and storages to the main queue or to one call at a time.
package enum ExecutionContext {
    /// Whether code runs on the main queue: on the main thread, in a block the main queue runs, or on the main actor.
    ///
    /// `Thread.isMainThread` alone does not tell: where the main thread has handed the main queue over
    /// (`dispatchMain()`, as Swift Testing's runner does off Apple platforms), main-queue blocks and main-actor code
    /// run on another thread. The main thread is asked first because it is cheap; the queue's marker only off it.
    package static var isMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueMarker.key) == true
    }

    private static let mainQueueMarker = MainQueueMarker()

    /// The current thread as the thread checks name it: `Thread: <name>, number <n>`, the name `(none)` when the
    /// thread has none.
    ///
    /// The number is the main thread's 1, as UIKit's checker prints it, and for any other thread the order in which
    /// the checks first named it, from 2: Foundation has no public thread number on every platform.
    package static var currentThreadDescription: String {
        describe(Thread.current)
    }

    /// `thread` as the thread checks name it; see ``currentThreadDescription``.
    package static func describe(_ thread: Thread) -> String {
        let name = thread.name.flatMap { $0.isEmpty ? nil : $0 } ?? "(none)"
        return "Thread: \(name), number \(ThreadNumbers.shared.number(of: thread))"
    }
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

/// The numbers the thread checks give threads: 1 for the main thread, then 2, 3, ... in the order threads are first
/// named, for as long as each thread lives.
// NB: @unchecked Sendable is sound: `entries` and `next` are only read or written while holding `lock`; a `Thread`'s
// identity and liveness may be read from any thread.
private final class ThreadNumbers: @unchecked Sendable {
    static let shared = ThreadNumbers()

    private struct Entry {
        weak var thread: Thread?
        let number: Int
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var next = 2
    /// The table's size at which dead threads are dropped: twice the live ones after the last pruning, at least 64.
    private var pruneAt = 64

    /// The number of `thread`, given now if it has none; a number of a thread that ended is not given again.
    ///
    /// - Complexity: O(1) amortized; O(*t*) for *t* numbered threads when the table is pruned.
    func number(of thread: Thread) -> Int {
        if thread.isMainThread { return 1 }
        lock.lock()
        defer { lock.unlock() }
        let identifier = ObjectIdentifier(thread)
        if let entry = entries[identifier], entry.thread === thread { return entry.number }
        if entries.count >= pruneAt {
            entries = entries.filter { $0.value.thread != nil }
            pruneAt = max(64, entries.count * 2)
        }
        let number = next
        next += 1
        entries[identifier] = Entry(thread: thread, number: number)
        return number
    }
}
