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
/// ``anomalyAction`` to send one handler's anomalies elsewhere, for example to a test, or ``defaultAction`` to change
/// what every handler created afterwards does.
///
/// Handlers are reference types used from one isolation domain; they are not `Sendable`.
public final class DiffableDataSourceAnomalyHandler: AnomalyHandler {
    /// The action every new handler starts with; unless replaced, it prints the anomaly in debug builds only.
    ///
    /// Assign another closure to change, for the whole process, what handlers created afterwards do, for example to
    /// send every anomaly to a logger or to fail a test. Handlers that already exist keep the action they started
    /// with. Reads and writes are serialised by a lock, so any thread may replace it; the closure is `@Sendable`
    /// because it may be read and called from any isolation domain. A test that replaces it should restore the
    /// previous value when it ends.
    public static var defaultAction: @Sendable (DiffableDataSourceAnomaly) -> Void {
        get { defaultActionStorage.value }
        set { defaultActionStorage.value = newValue }
    }

    private static let defaultActionStorage = DefaultAnomalyAction<DiffableDataSourceAnomaly>(printAnomalyInDebugBuilds)

    /// The closure called for every reported anomaly.
    public var anomalyAction: (DiffableDataSourceAnomaly) -> Void

    /// Creates a handler with ``defaultAction``.
    public init() {
        anomalyAction = Self.defaultAction
    }
}

@available(*, unavailable)
extension DiffableDataSourceAnomalyHandler: Sendable {}
