import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A thread, compared by the system's identity of threads (`pthread_equal`).
package struct ThreadIdentity {
    private let thread: pthread_t

    /// The thread that is running.
    package static var current: Self { Self(thread: pthread_self()) }

    /// Whether `other` is the same thread.
    package func isSame(as other: Self) -> Bool {
        pthread_equal(thread, other.thread) != 0
    }
}

/// Tells when a call on an object starts while a call on it is running on another thread.
///
/// Calls on the same thread nest (a delegate calling back into the object is fine), and calls from different threads
/// one after another are fine (an actor's work may move between threads); only calls that overlap on two threads are
/// refused.
package final class CallOverlapDetector {
    /// The call already running on another thread when a call was refused.
    package struct Overlap: Equatable, Sendable {
        /// The name of the call that is running.
        package let callInProgress: String
        /// The thread it runs on, as ``ExecutionContext/describe(_:)`` names it.
        package let threadOfCallInProgress: String
    }

    private let lock = NSLock()
    private var owner: ThreadIdentity?
    private var ownerThread: Thread?
    private var callInProgress: StaticString = ""
    private var depth = 0

    /// Creates a detector with no call running.
    package init() {}

    /// Enters `call` on the current thread, and returns `nil`; when a call runs on another thread, enters nothing and
    /// returns that call. Each `nil` must be balanced by one ``exit()``.
    ///
    /// - Complexity: O(1): a lock, and the current thread when no call runs.
    package func enter(_ call: StaticString) -> Overlap? {
        let current = ThreadIdentity.current
        lock.lock()
        if depth > 0, let owner {
            guard owner.isSame(as: current) else {
                let running = callInProgress
                let thread = ownerThread
                lock.unlock()
                return Overlap(
                    callInProgress: "\(running)",
                    threadOfCallInProgress: thread.map(ExecutionContext.describe) ?? "Thread: (none), number 0")
            }
            depth += 1
            lock.unlock()
            return nil
        }
        owner = current
        ownerThread = Thread.current
        callInProgress = call
        depth = 1
        lock.unlock()
        return nil
    }

    /// Leaves the call that the matching ``enter(_:)`` entered.
    package func exit() {
        lock.lock()
        depth -= 1
        var released: Thread?
        if depth <= 0 {
            depth = 0
            owner = nil
            released = ownerThread
            ownerThread = nil
        }
        lock.unlock()
        withExtendedLifetime(released) {}
    }
}
