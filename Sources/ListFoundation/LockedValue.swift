import Foundation

/// A process-wide setting behind a lock, for the library's replaceable defaults (handlers, report actions and
/// observers), which tests set from any thread.
///
/// A value it replaces is released after unlocking: a closure's captured state may have a deinit that reads or
/// writes the same setting, and would otherwise wait for the lock it holds.
package final class LockedValue<Value: Sendable>: @unchecked Sendable {
    // NB: @unchecked Sendable is sound: `stored` is only read or written while holding `lock`, and `Value` is
    // Sendable, so a reader on any thread gets a whole value it may use there.
    private let lock = NSLock()
    private var stored: Value

    /// Creates the setting with its first value.
    package init(_ value: Value) { stored = value }

    /// The current value.
    package var value: Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            let replaced = stored
            stored = newValue
            lock.unlock()
            withExtendedLifetime(replaced) {}
        }
    }
}
