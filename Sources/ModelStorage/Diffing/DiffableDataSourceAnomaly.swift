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
    /// A call on a data source that a manager of a view on the main queue holds, made on another thread; it was not
    /// applied.
    ///
    /// Not in UIKit, whose diffable data sources accept applies from one background queue, and keep their own copy
    /// of the view's state for them.
    case wrongThread(call: String, thread: String)
    /// A call on a data source started while another call on it was running on another thread; it was not applied.
    case concurrentCall(call: String, thread: String, callInProgress: String, threadOfCallInProgress: String)

    /// What was ignored, in the style of DTModelStorage's messages (UIKit traps instead, so there is no DT text).
    ///
    /// How to build the snapshot instead is ``recoverySuggestion``; a report prints both.
    public var debugDescription: String {
        switch self {
        case .sectionIdentifierAlreadyExists(let operation, let identifier):
            "⚠️ [DiffableDataSourceSnapshot] \(operation): section identifier \(identifier) is already in the snapshot, it was ignored"
        case .itemIdentifierAlreadyExists(let operation, let identifier):
            "⚠️ [DiffableDataSourceSnapshot] \(operation): item identifier \(identifier) is already in the snapshot, it was ignored"
        case .sectionIdentifierNotFound(let operation, let identifier):
            "⚠️ [DiffableDataSourceSnapshot] \(operation): section identifier \(identifier) is not in the snapshot, it was ignored"
        case .itemIdentifierNotFound(let operation, let identifier):
            "⚠️ [DiffableDataSourceSnapshot] \(operation): item identifier \(identifier) is not in the snapshot, it was ignored"
        case .noSectionForItems(let operation, let itemCount):
            "⚠️ [DiffableDataSourceSnapshot] \(operation): the snapshot has no section to append \(itemCount) items to, they were ignored"
        case .wrongThread(let call, let thread):
            "⚠️ [DiffableDataSource] Data source API called off the main queue on a data source shown by a view on the main queue: \(call)\n\(thread)"
        case .concurrentCall(let call, let thread, let callInProgress, let threadOfCallInProgress):
            "⚠️ [DiffableDataSource] Data source API called while another thread is in a call on the same data source: \(call)\n\(thread)\nCall in progress: \(callInProgress)\n\(threadOfCallInProgress)"
        }
    }

    /// How to build the snapshot so that nothing is ignored.
    public var recoverySuggestion: String {
        switch self {
        case .sectionIdentifierAlreadyExists:
            "Section identifiers must be unique: append each section once, or check "
                + "snapshot.sectionIdentifiers.contains(_:) before appending."
        case .itemIdentifierAlreadyExists:
            "Item identifiers must be unique across all sections: identify items by a stable unique id (an "
                + "Identifiable model's id), or remove duplicates before appending."
        case .sectionIdentifierNotFound(_, let identifier):
            "Append the section first, snapshot.appendSections([\(identifier)]), or build the snapshot from the data "
                + "source's current one, dataSource.snapshot()."
        case .itemIdentifierNotFound:
            "Change items of the snapshot you apply: start from dataSource.snapshot(), and use identifiers it contains."
        case .noSectionForItems:
            "Add a section first: snapshot.appendSections([.main]), then snapshot.appendItems(items)."
        case .wrongThread:
            "Nothing was changed. Apply on the main actor (mark the caller @MainActor, or hop with "
                + "await MainActor.run { ... }), or diff off it with await dataSource.applyDiffingInBackground(snapshot); "
                + "a snapshot can be built on any thread."
        case .concurrentCall:
            "Nothing was changed. Use a data source from one isolation domain at a time: keep it in one actor, or "
                + "serialize the calls (one queue, or await the first call before making the second)."
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
        case .wrongThread(let call, let thread):
            "DiffableDataSourceAnomaly.wrongThread(\(call), \(thread))"
        case .concurrentCall(let call, let thread, let callInProgress, let threadOfCallInProgress):
            "DiffableDataSourceAnomaly.concurrentCall(\(call), \(thread), \(callInProgress), \(threadOfCallInProgress))"
        }
    }
}

extension DiffableDataSourceAnomaly: ReportableAnomaly {
    /// How reports group these anomalies, and the defaults of their handlers; for the library's own use.
    public static let reportingTraits = AnomalyReportingTraits<Self>(
        key: { $0.reportKey }, indexPath: { $0.reportIndexPath }, isReportedAtOnce: { $0.isThreadAnomaly })

    /// Whether the anomaly is a refused call from the wrong thread, reported at once on that thread.
    package var isThreadAnomaly: Bool {
        switch self {
        case .wrongThread, .concurrentCall: true
        default: false
        }
    }

    /// The mistake: the case and all its arguments (a snapshot anomaly has no index path).
    package var reportKey: String { description }

    package var reportIndexPath: IndexPath? { nil }
}

/// Receives the anomalies of the snapshots a `CollectionViewDiffableDataSource` applies: a
/// `ReportingAnomalyHandler` of ``DiffableDataSourceAnomaly``.
public typealias DiffableDataSourceAnomalyHandler = ReportingAnomalyHandler<DiffableDataSourceAnomaly>
