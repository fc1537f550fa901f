import Foundation
import ListFoundation
import VirtualUIKit

/// The inconsistencies a view's handler received, from any thread.
// NB: @unchecked Sendable is sound: `stored` is only read or written while holding `lock`.
final class ReportedInconsistencies: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [CollectionViewInconsistency] = []

    func append(_ inconsistency: CollectionViewInconsistency) { lock.withLock { stored.append(inconsistency) } }

    var all: [CollectionViewInconsistency] { lock.withLock { stored } }

    /// The reasons received, each cut before its thread line.
    var calls: [String] { all.map { String($0.reason.prefix { $0 != "\n" }) } }
}

/// A value behind a lock, written on one thread and read on another.
// NB: @unchecked Sendable is sound: `stored` is only read or written while holding `lock`.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// Runs `body` on a new thread named `name`, waits until it ends, and returns the thread as the thread checks name it.
///
/// The checks' reports are compared with this description: Foundation on Linux reads a thread's name from the system,
/// and does not always return the name just given.
@discardableResult
func runOnThread(named name: String, _ body: @escaping @Sendable () -> Void) -> String {
    let ended = DispatchSemaphore(value: 0)
    let description = LockedBox("")
    let thread = Thread {
        Thread.current.name = name
        description.value = ExecutionContext.currentThreadDescription
        body()
        ended.signal()
    }
    thread.start()
    ended.wait()
    return description.value
}
