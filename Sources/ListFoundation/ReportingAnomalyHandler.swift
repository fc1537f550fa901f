import Foundation

/// Receives the anomalies of one library area: `MemoryStorageAnomalyHandler`, `DiffableDataSourceAnomalyHandler` and
/// `CollectionViewManagerAnomalyHandler` are this class for their anomaly types.
///
/// By default it reports to a person: the anomalies of one pass of the view's work that differ only in their index
/// path become one ``AnomalyReport``, a mistake is reported once, and the report's message is printed in debug builds
/// (nothing happens in release builds), or fails the running test when it is set to fail on collection problems. Replace ``anomalyAction`` to send one handler's anomalies elsewhere, or
/// ``defaultAction`` or ``defaultReportAction`` to change what every handler of the same anomaly type created
/// afterwards does.
///
/// Handlers are reference types used from one isolation domain; they are not `Sendable`.
public final class ReportingAnomalyHandler<Anomaly: ReportableAnomaly>: AnomalyHandler {
    /// The action every new handler of this anomaly type starts with, when set; `nil` (the default) makes new handlers
    /// start with `makeReportingAction(defaultReportAction)`.
    ///
    /// Assign a closure to change, for the whole process, what handlers created afterwards do with each anomaly, for
    /// example to send every anomaly to a logger. Handlers that already exist keep the action they started with. Reads
    /// and writes are serialised by a lock, so any thread may replace it; the closure is `@Sendable` because it may be
    /// read and called from any isolation domain. A test that replaces it should restore the previous value when it
    /// ends.
    public static var defaultAction: (@Sendable (Anomaly) -> Void)? {
        get { Anomaly.reportingTraits.defaultAction.value }
        set { Anomaly.reportingTraits.defaultAction.value = newValue }
    }

    /// Where handlers created afterwards send their reports while ``defaultAction`` is `nil`; unless replaced, it
    /// prints the report's message in debug builds only — or, while a test that fails on collection problems runs
    /// (`CollectionManagerTesting`'s `.failsOnCollectionProblems` trait or `failOnCollectionProblems()`), fails that
    /// test, whenever the handler was created.
    ///
    /// A replacement is used as it is, tests or not: `CollectionManagerTesting`'s process-wide
    /// `failTestsOnAllProblems()` replaces it with a test failure. Handlers that already exist keep the one they started
    /// with.
    public static var defaultReportAction: @Sendable (AnomalyReport<Anomaly>) -> Void {
        get { Anomaly.reportingTraits.defaultReportAction.value }
        set { Anomaly.reportingTraits.defaultReportAction.value = newValue }
    }

    /// The closure called for every reported anomaly.
    public var anomalyAction: (Anomaly) -> Void = { _ in }

    /// The pass reports wait for, and the details of the anomaly being reported.
    package let reporting = AnomalyReportingContext<Anomaly>()

    /// Creates a handler with ``defaultAction``, or when it is `nil`, with a reporting action that sends to
    /// ``defaultReportAction``.
    public init() {
        anomalyAction = Self.defaultAction ?? makeReportingAction(Self.defaultReportAction)
    }

    /// Returns an action that tells a person about this handler's anomalies: during one pass of the view's work (a
    /// layout pass, an update, a data-source round), anomalies that differ only in their index path become one
    /// ``AnomalyReport``, sent to `send` when the pass ends, and a mistake already reported by this action is not
    /// reported again.
    ///
    /// Each call returns a new action that has reported nothing yet. With no view to wait for, each report is sent at
    /// once.
    ///
    /// ```swift
    /// handler.anomalyAction = handler.makeReportingAction { report in logger.warning("\(report.message)") }
    /// ```
    public func makeReportingAction(_ send: @escaping (AnomalyReport<Anomaly>) -> Void) -> (Anomaly) -> Void {
        reporting.makeAction(send)
    }

    /// Sends `anomaly` to ``anomalyAction``, with details that reporting actions use.
    package func report(_ anomaly: Anomaly, details: AnomalyDetails?) {
        reporting.send(anomaly, details: details, to: anomalyAction)
    }
}

@available(*, unavailable)
extension ReportingAnomalyHandler: Sendable {}
