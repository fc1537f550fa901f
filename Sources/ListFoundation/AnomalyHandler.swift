import Foundation

/// An object that receives a library's anomalies: misuse that should be noticed, but must not crash an app.
///
/// Each library area has a concrete handler (`MemoryStorageAnomalyHandler`, `CollectionViewManagerAnomalyHandler`), a
/// ``ReportingAnomalyHandler`` of its anomaly type. Set ``anomalyAction`` to route anomalies to a logger, analytics or
/// a test; silence the ones you expect with ``silenceAnomaly(_:)`` or ``silenceAnomaly(usingCondition:)``. The action
/// receives every anomaly; a handler's `makeReportingAction(_:)` groups them into ``AnomalyReport``s, one per mistake,
/// as the default action does.
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
