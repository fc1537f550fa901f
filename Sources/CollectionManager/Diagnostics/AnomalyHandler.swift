import Foundation

/// An object that receives a library's anomalies: misuse that should be noticed, but must not crash an app.
///
/// Each library area has a concrete handler (`MemoryStorageAnomalyHandler`, `CollectionViewManagerAnomalyHandler`).
/// Set ``anomalyAction`` to route anomalies to a logger, analytics or a test; silence the ones you expect with
/// ``silenceAnomaly(_:)`` or ``silenceAnomaly(usingCondition:)``.
public protocol AnomalyHandler: AnyObject {
    /// The kind of anomaly this handler receives.
    associatedtype Anomaly: Equatable & CustomDebugStringConvertible

    /// The closure called for every reported anomaly.
    ///
    /// Silencing wraps the closure installed at that moment; assigning a new closure later discards the silencing.
    var anomalyAction: (Anomaly) -> Void { get set }
}

extension AnomalyHandler {
    /// Sends `anomaly` to ``anomalyAction``.
    public func reportAnomaly(_ anomaly: Anomaly) {
        anomalyAction(anomaly)
    }

    /// Stops anomalies equal to `anomaly` from reaching the current ``anomalyAction``.
    public func silenceAnomaly(_ anomaly: Anomaly) {
        let action = anomalyAction
        anomalyAction = { reported in
            if reported != anomaly { action(reported) }
        }
    }

    /// Stops anomalies for which `condition` returns `true` from reaching the current ``anomalyAction``.
    public func silenceAnomaly(usingCondition condition: @escaping (Anomaly) -> Bool) {
        let action = anomalyAction
        anomalyAction = { reported in
            if !condition(reported) { action(reported) }
        }
    }
}

/// The replaceable default action of a handler type: the closure its new handlers start with.
///
/// Each handler type keeps one in a `static let`, and exposes it as its `defaultAction` property.
final class DefaultAnomalyAction<Anomaly>: @unchecked Sendable {
    // NB: @unchecked Sendable is sound: `action` is only read or written while holding `lock`, and the closures it holds
    // are @Sendable, so a reader on any thread gets a whole closure that it may call there.
    private let lock = NSLock()
    private var action: @Sendable (Anomaly) -> Void

    init(_ action: @escaping @Sendable (Anomaly) -> Void) {
        self.action = action
    }

    var value: @Sendable (Anomaly) -> Void {
        get {
            lock.lock()
            defer { lock.unlock() }
            return action
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            action = newValue
        }
    }
}

/// The action every handler type starts with: prints the anomaly's `debugDescription` in debug builds only.
func printAnomalyInDebugBuilds<Anomaly: CustomDebugStringConvertible>(_ anomaly: Anomaly) {
    #if DEBUG
    print(anomaly.debugDescription)
    #endif
}
