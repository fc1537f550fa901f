import Foundation

/// A misuse of a ``DiffableDataSourceSnapshot`` that UIKit would trap on: the snapshot ignores the offending
/// identifiers instead, records the anomaly in ``DiffableDataSourceSnapshot/anomalies``, and
/// `CollectionViewDiffableDataSource.apply(_:animatingDifferences:completion:)` reports it to its
/// ``DiffableDataSourceAnomalyHandler``.
///
/// Identifiers are kept as their `String(describing:)` text, so the anomaly is `Sendable` whatever their type.
public enum DiffableDataSourceAnomaly: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// A section identifier to add is already in the snapshot, or is given twice; the second one is ignored.
    case sectionIdentifierAlreadyExists(operation: String, identifier: String)
    /// An item identifier to add is already in the snapshot, or is given twice; the second one is ignored.
    case itemIdentifierAlreadyExists(operation: String, identifier: String)
    /// A section identifier that is not in the snapshot: the operation ignores it (or does nothing when it is the
    /// operation's anchor).
    case sectionIdentifierNotFound(operation: String, identifier: String)
    /// An item identifier that is not in the snapshot: the operation ignores it (or does nothing when it is the
    /// operation's anchor).
    case itemIdentifierNotFound(operation: String, identifier: String)
    /// Items were appended without a section while the snapshot has none; nothing is appended.
    case noSectionForItems(operation: String, itemCount: Int)

    /// The message a developer sees: what was ignored, and how to build the snapshot instead.
    public var debugDescription: String {
        switch self {
        case .sectionIdentifierAlreadyExists(let operation, let identifier):
            "⚠️ [DiffableDataSourceSnapshot] \(operation): section identifier \(identifier) is already in the snapshot, it was ignored. Section identifiers must be unique: append each section once, or check snapshot.sectionIdentifiers.contains(_:) before appending."
        case .itemIdentifierAlreadyExists(let operation, let identifier):
            "⚠️ [DiffableDataSourceSnapshot] \(operation): item identifier \(identifier) is already in the snapshot, it was ignored. Item identifiers must be unique across all sections: identify items by a stable unique id (an Identifiable model's id), or remove duplicates before appending."
        case .sectionIdentifierNotFound(let operation, let identifier):
            "⚠️ [DiffableDataSourceSnapshot] \(operation): section identifier \(identifier) is not in the snapshot, it was ignored. Append the section first, snapshot.appendSections([\(identifier)]), or build the snapshot from the data source's current one, dataSource.snapshot()."
        case .itemIdentifierNotFound(let operation, let identifier):
            "⚠️ [DiffableDataSourceSnapshot] \(operation): item identifier \(identifier) is not in the snapshot, it was ignored. Change items of the snapshot you apply: start from dataSource.snapshot(), and use identifiers it contains."
        case .noSectionForItems(let operation, let itemCount):
            "⚠️ [DiffableDataSourceSnapshot] \(operation): the snapshot has no section to append \(itemCount) items to, add a section first: snapshot.appendSections([.main]), then snapshot.appendItems(items)."
        }
    }

    /// A short form for logs and analytics: the case name and its arguments.
    public var description: String {
        switch self {
        case .sectionIdentifierAlreadyExists(let operation, let identifier):
            "DiffableDataSourceAnomaly.sectionIdentifierAlreadyExists(\(operation), \(identifier))"
        case .itemIdentifierAlreadyExists(let operation, let identifier):
            "DiffableDataSourceAnomaly.itemIdentifierAlreadyExists(\(operation), \(identifier))"
        case .sectionIdentifierNotFound(let operation, let identifier):
            "DiffableDataSourceAnomaly.sectionIdentifierNotFound(\(operation), \(identifier))"
        case .itemIdentifierNotFound(let operation, let identifier):
            "DiffableDataSourceAnomaly.itemIdentifierNotFound(\(operation), \(identifier))"
        case .noSectionForItems(let operation, let itemCount):
            "DiffableDataSourceAnomaly.noSectionForItems(\(operation), \(itemCount))"
        }
    }
}

extension DiffableDataSourceAnomaly: ReportableAnomaly {
    /// The mistake: the case and all its arguments (a snapshot anomaly has no index path).
    package var reportKey: String { description }

    package var reportIndexPath: IndexPath? { nil }
}

/// Receives the anomalies of the snapshots a `CollectionViewDiffableDataSource` applies.
///
/// By default it reports to a person: the anomalies of one pass of the view's work that differ only in their index
/// path become one `AnomalyReport`, a mistake is reported once, and the report's message is printed in debug builds
/// (nothing happens in release builds). Replace ``anomalyAction`` to send one handler's anomalies elsewhere, or
/// ``defaultAction`` or ``defaultReportAction`` to change what every handler created afterwards does.
///
/// Handlers are reference types used from one isolation domain; they are not `Sendable`.
public final class DiffableDataSourceAnomalyHandler: AnomalyHandler {
    /// The action every new handler starts with, when set; `nil` (the default) makes new handlers start with
    /// `makeReportingAction(defaultReportAction)`.
    ///
    /// Assign a closure to change, for the whole process, what handlers created afterwards do with each anomaly, for
    /// example to send every anomaly to a logger. Handlers that already exist keep the action they started with. Reads
    /// and writes are serialised by a lock, so any thread may replace it; the closure is `@Sendable` because it may be
    /// read and called from any isolation domain. A test that replaces it should restore the previous value when it
    /// ends.
    public static var defaultAction: (@Sendable (DiffableDataSourceAnomaly) -> Void)? {
        get { defaultActionStorage.value }
        set { defaultActionStorage.value = newValue }
    }

    /// Where handlers created afterwards send their reports while ``defaultAction`` is `nil`; unless replaced, it
    /// prints the report's message in debug builds only.
    ///
    /// `CollectionManagerTesting`'s `failTestsOnProblems()` replaces it with a test failure. Handlers that already
    /// exist keep the one they started with.
    public static var defaultReportAction: @Sendable (AnomalyReport<DiffableDataSourceAnomaly>) -> Void {
        get { defaultActionStorage.reportValue }
        set { defaultActionStorage.reportValue = newValue }
    }

    private static let defaultActionStorage = DefaultAnomalyAction<DiffableDataSourceAnomaly>()

    /// The closure called for every reported anomaly.
    public var anomalyAction: (DiffableDataSourceAnomaly) -> Void = { _ in }

    /// The pass reports wait for, and the details of the anomaly being reported.
    package let reporting = AnomalyReportingContext<DiffableDataSourceAnomaly>()

    /// Creates a handler with ``defaultAction``, or when it is `nil`, with a reporting action that sends to
    /// ``defaultReportAction``.
    public init() {
        anomalyAction = Self.defaultAction ?? makeReportingAction(Self.defaultReportAction)
    }

    /// Returns an action that tells a person about this handler's anomalies: during one pass of the view's work (a
    /// layout pass, an update, a data-source round), anomalies that differ only in their index path become one
    /// `AnomalyReport`, sent to `send` when the pass ends, and a mistake already reported by this action is not
    /// reported again.
    ///
    /// Each call returns a new action that has reported nothing yet. With no view to wait for, each report is sent at
    /// once.
    ///
    /// ```swift
    /// handler.anomalyAction = handler.makeReportingAction { report in logger.warning("\(report.message)") }
    /// ```
    public func makeReportingAction(
        _ send: @escaping (AnomalyReport<DiffableDataSourceAnomaly>) -> Void
    ) -> (DiffableDataSourceAnomaly) -> Void {
        reporting.makeAction(send)
    }

    /// Sends `anomaly` to ``anomalyAction``, with details that reporting actions use.
    func report(_ anomaly: DiffableDataSourceAnomaly, details: AnomalyDetails?) {
        reporting.send(anomaly, details: details, to: anomalyAction)
    }
}

@available(*, unavailable)
extension DiffableDataSourceAnomalyHandler: Sendable {}
