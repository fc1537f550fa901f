/// A misuse of a ``DiffableDataSourceSnapshot`` that UIKit would trap on: the snapshot ignores the offending
/// identifiers instead, records the anomaly in ``DiffableDataSourceSnapshot/anomalies``, and
/// ``CollectionViewDiffableDataSource/apply(_:animatingDifferences:completion:)`` reports it to its
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

    /// The message a developer sees.
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
            "⚠️ [DiffableDataSourceSnapshot] \(operation): the snapshot has no section to append \(itemCount) items to, add a section first"
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

/// Receives the anomalies of the snapshots a ``CollectionViewDiffableDataSource`` applies.
///
/// By default it prints each anomaly's `debugDescription` in debug builds and does nothing in release builds. Replace
/// ``anomalyAction`` to send anomalies elsewhere, for example to a test.
///
/// Handlers are reference types used from one isolation domain; they are not `Sendable`.
public final class DiffableDataSourceAnomalyHandler: AnomalyHandler {
    /// The action a new handler starts with: prints the anomaly in debug builds only.
    public static let defaultAction: @Sendable (DiffableDataSourceAnomaly) -> Void = { anomaly in
        #if DEBUG
        print(anomaly.debugDescription)
        #endif
    }

    /// The closure called for every reported anomaly.
    public var anomalyAction: (DiffableDataSourceAnomaly) -> Void

    /// Creates a handler with ``defaultAction``.
    public init() {
        anomalyAction = Self.defaultAction
    }
}

@available(*, unavailable)
extension DiffableDataSourceAnomalyHandler: Sendable {}
