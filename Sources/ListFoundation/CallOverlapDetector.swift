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
        /// The thread it runs on, as ``ExecutionContext/currentThreadDescription`` names it.
        package let threadOfCallInProgress: String
    }

    private let lock = NSLock()
    private var owner: ThreadIdentity?
    private var ownerDescription = ""
    private var callInProgress: StaticString = ""
    private var depth = 0

    /// Creates a detector with no call running.
    package init() {}

    /// Enters `call` on the current thread, and returns `nil`; when a call runs on another thread, enters nothing and
    /// returns that call. Each `nil` must be balanced by one ``exit()``.
    ///
    /// - Complexity: O(1): a lock; when no call runs, the current thread's description too (a second lock and a
    ///   lookup).
    package func enter(_ call: StaticString) -> Overlap? {
        let current = ThreadIdentity.current
        lock.lock()
        if depth > 0, let owner {
            guard owner.isSame(as: current) else {
                let running = callInProgress
                let thread = ownerDescription
                lock.unlock()
                return Overlap(callInProgress: "\(running)", threadOfCallInProgress: thread)
            }
            depth += 1
            lock.unlock()
            return nil
        }
        owner = current
        // NB: taken on the owner's own thread: another thread cannot read its name on every platform.
        ownerDescription = ExecutionContext.currentThreadDescription
        callInProgress = call
        depth = 1
        lock.unlock()
        return nil
    }

    /// Leaves the call that the matching ``enter(_:)`` entered.
    package func exit() {
        lock.lock()
        depth -= 1
        if depth <= 0 {
            depth = 0
            owner = nil
        }
        lock.unlock()
    }
}
