import Foundation

/// An object that receives a library's anomalies: misuse that should be noticed, but must not crash an app.
///
/// Each library area has a concrete handler (`MemoryStorageAnomalyHandler`, `CollectionViewManagerAnomalyHandler`).
/// Set ``anomalyAction`` to route anomalies to a logger, analytics or a test; silence the ones you expect with
/// ``silenceAnomaly(_:)`` or ``silenceAnomaly(usingCondition:)``. The action receives every anomaly; each concrete
/// handler's `makeReportingAction(_:)` groups them into ``AnomalyReport``s, one per mistake, as the default action does.
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

/// The replaceable default actions of a handler type: the per-anomaly closure its new handlers start with, if one was
/// set, and otherwise the closure its new handlers send their reports to.
///
/// Each handler type keeps one in a `static let`, and exposes it as its `defaultAction` and `defaultReportAction`
/// properties.
final class DefaultAnomalyAction<Anomaly: Equatable & Sendable & CustomDebugStringConvertible>: @unchecked Sendable {
    // NB: @unchecked Sendable is sound: `action` and `reportAction` are only read or written while holding `lock`, and
    // the closures they hold are @Sendable, so a reader on any thread gets a whole closure that it may call there.
    private let lock = NSLock()
    private var action: (@Sendable (Anomaly) -> Void)?
    private var reportAction: @Sendable (AnomalyReport<Anomaly>) -> Void = printReportInDebugBuilds

    var value: (@Sendable (Anomaly) -> Void)? {
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

    var reportValue: @Sendable (AnomalyReport<Anomaly>) -> Void {
        get {
            lock.lock()
            defer { lock.unlock() }
            return reportAction
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            reportAction = newValue
        }
    }
}

/// The replaceable ``VirtualCollectionView/defaultInconsistencyHandler``, behind a lock.
final class DefaultInconsistencyHandler: @unchecked Sendable {
    // NB: @unchecked Sendable is sound: `handler` is only read or written while holding `lock`, and the closure it holds
    // is @Sendable.
    private let lock = NSLock()
    private var handler: (@Sendable (CollectionViewInconsistency) -> Void)?

    var value: (@Sendable (CollectionViewInconsistency) -> Void)? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return handler
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            handler = newValue
        }
    }
}
