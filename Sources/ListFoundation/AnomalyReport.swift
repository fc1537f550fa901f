import Foundation

/// One mistake as a person is told about it: an anomaly, how to fix it, how many times it repeated within one pass of
/// the view's work, and where it happened first.
///
/// A handler's ``AnomalyHandler/anomalyAction`` receives every anomaly. What is shown to a person — the console in
/// debug builds, or a test failure with `CollectionManagerTesting` — is a report: the anomalies reported during one
/// layout pass, one update or one data-source round that differ only in their index path become one report, and a
/// mistake already reported by the same handler action is not reported again.
///
/// ```swift
/// manager.anomalyHandler.anomalyAction = manager.anomalyHandler.makeReportingAction { report in
///     logger.warning("\(report.message)")
/// }
/// ```
///
/// A report's ``message`` is the anomaly's `debugDescription` — for an anomaly DTCollectionViewManager or
/// DTModelStorage has, their text — then, on a line of its own, how to fix it:
///
/// ```text
/// ⚠️ [MemoryStorage] Failed to insert item into IndexPath: [0, 5], count of elements in the section: 2
/// How to fix it: append with addItem(_:toSection:), or insert at an item index from 0 to the section's count.
/// ```
public struct AnomalyReport<Anomaly: ReportableAnomaly>: Equatable, Sendable, CustomStringConvertible {
    /// The first anomaly of the pass with this mistake.
    public let anomaly: Anomaly

    /// How many anomalies of the pass were this mistake; `1` when it did not repeat.
    public let count: Int

    /// The index paths of the first three of them, in the order they were reported; empty when the anomaly has none.
    public let indexPaths: [IndexPath]

    /// How to fix the mistake: the anomaly's `recoverySuggestion`, or a fuller one the library wrote for this
    /// occurrence (for a model without a mapping, it names the model's type and the mappings that are registered).
    public let recoverySuggestion: String

    /// The text shown to a person: the anomaly's `debugDescription`, then, on a new line after `How to fix it: `,
    /// ``recoverySuggestion``, then how many times it repeated.
    public let message: String

    /// Creates a report; `message` is built from the anomaly's `debugDescription`, `recoverySuggestion` (by default
    /// the anomaly's own), `count` and `indexPaths`.
    public init(anomaly: Anomaly, count: Int = 1, indexPaths: [IndexPath] = [], recoverySuggestion: String? = nil) {
        self.anomaly = anomaly
        self.count = count
        self.indexPaths = indexPaths
        let recoverySuggestion = recoverySuggestion ?? anomaly.recoverySuggestion
        self.recoverySuggestion = recoverySuggestion
        var message = anomaly.debugDescription
        if !recoverySuggestion.isEmpty {
            message += "\n" + recoverySuggestionLabel + recoverySuggestion
        }
        if count > 1 {
            let places = indexPaths.map { "\($0)" }.joined(separator: ", ")
            let more = count - indexPaths.count
            let location =
                indexPaths.isEmpty ? "" : more > 0 ? ", at \(places) and \(more) more" : ", at \(places)"
            message += "\n(Reported \(count) times in one pass\(location); later repeats are not reported.)"
        }
        self.message = message
    }

    /// The same as ``message``.
    public var description: String { message }
}

/// The words that introduce how to fix a problem, after what happened, wherever the library prints both.
package let recoverySuggestionLabel = "How to fix it: "

/// How many index paths a report lists.
let reportedIndexPathLimit = 3

/// What the library knows about an anomaly beyond its value, when it reports it: a finer key for "the same mistake"
/// and a fuller recovery suggestion (for a model without a mapping: its type, and the mappings that are registered).
///
/// The suggestion is built only for the first anomaly of a mistake: repeats in the same pass, and mistakes already
/// reported, never pay for it (for a model without a mapping it lists every mapping, so building it for each of n
/// unmapped cells would cost O(n·m)).
package struct AnomalyDetails {
    package var key: String
    package var recoverySuggestion: () -> String

    package init(key: String, recoverySuggestion: @escaping @autoclosure () -> String) {
        self.key = key
        self.recoverySuggestion = recoverySuggestion
    }
}

/// An anomaly type of this library, received by a ``ReportingAnomalyHandler``: `MemoryStorageAnomaly`,
/// `DiffableDataSourceAnomaly` and `CollectionViewManagerAnomaly`.
///
/// Its one requirement is the library's bookkeeping for the type, which only the library can create: the protocol
/// names the library's anomaly types, and is not for other types to adopt.
public protocol ReportableAnomaly: Equatable, Sendable, CustomDebugStringConvertible, CustomStringConvertible {
    /// How to fix the mistake: the call to make instead, or the change to make, in a sentence or two and an example.
    ///
    /// It is apart from `debugDescription`, which says what happened (in DTCollectionViewManager's and
    /// DTModelStorage's words where they have the anomaly); a report prints it after the description.
    var recoverySuggestion: String { get }

    /// The replaceable defaults of this type's handlers, and how reports group its anomalies; for the library's use.
    static var reportingTraits: AnomalyReportingTraits<Self> { get }
}

/// What the library keeps for one anomaly type: how its reports group anomalies, and the process-wide defaults its
/// handlers start with (``ReportingAnomalyHandler/defaultAction`` and ``ReportingAnomalyHandler/defaultReportAction``).
///
/// It has no public members: each ``ReportableAnomaly`` type of the library keeps one in a `static let`.
public final class AnomalyReportingTraits<Anomaly: ReportableAnomaly>: Sendable {
    /// Identifies the mistake: anomalies with the same key within a pass become one report, and a key already
    /// reported is not reported again by the same action.
    package let key: @Sendable (Anomaly) -> String

    /// The index path the anomaly happened at, if it has one; it is left out of ``key``.
    package let indexPath: @Sendable (Anomaly) -> IndexPath?

    /// Whether an anomaly is reported at once, apart from any pass and from the mistakes already reported: a call
    /// refused because it came from the wrong thread, or overlapped a call on another thread. Such a report is made on
    /// the thread of the refused call, which must not touch the state the handler's owner uses from its own thread.
    package let isReportedAtOnce: @Sendable (Anomaly) -> Bool

    /// The per-anomaly closure new handlers start with, if one was set.
    package let defaultAction = LockedValue<(@Sendable (Anomaly) -> Void)?>(nil)

    /// Where new handlers send their reports while ``defaultAction`` holds `nil`.
    package let defaultReportAction = LockedValue<@Sendable (AnomalyReport<Anomaly>) -> Void>(printReportInDebugBuilds)

    /// Creates the traits of an anomaly type, with nothing set.
    package init(
        key: @escaping @Sendable (Anomaly) -> String,
        indexPath: @escaping @Sendable (Anomaly) -> IndexPath?,
        isReportedAtOnce: @escaping @Sendable (Anomaly) -> Bool = { _ in false }
    ) {
        self.key = key
        self.indexPath = indexPath
        self.isReportedAtOnce = isReportedAtOnce
    }
}

/// Groups a handler's anomalies into passes: while a pass runs, reports wait for it to end.
///
/// A pass is a storage update (`MemoryStorage.performUpdates`), one snapshot application, or the view's work between
/// two idle moments (a layout pass, a commit, a reload). When there is no pass and no view to wait for, a report is
/// made at once.
package final class ReportingPass {
    private var depth = 0
    private var waiting: [() -> Void] = []

    /// Runs work once the view the handler's owner displays is idle; `nil` when there is no such view.
    package var whenViewIsIdle: ((@escaping () -> Void) -> Void)?

    /// Runs `work` when the current pass ends: at once when none runs.
    func atEnd(_ work: @escaping () -> Void) {
        if depth > 0 {
            waiting.append(work)
        } else if let whenViewIsIdle {
            whenViewIsIdle(work)
        } else {
            work()
        }
    }

    /// Runs `body` as one pass: reports made during it wait until it returns.
    package func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        depth += 1
        defer {
            depth -= 1
            if depth == 0, !waiting.isEmpty {
                let work = waiting
                waiting = []
                for each in work { each() }
            }
        }
        return try body()
    }
}

/// The state a handler shares with the reporting actions it makes: the pass, and the details of the anomaly being
/// reported.
package final class AnomalyReportingContext<Anomaly: ReportableAnomaly> {
    /// Creates the state, with nothing set.
    package init() {}

    package let pass = ReportingPass()

    /// The anomaly being sent to the action right now, with its details.
    package var current: (anomaly: Anomaly, details: AnomalyDetails)?

    /// Sends `anomaly` to `action`, letting reporting actions read `details` meanwhile.
    package func send(_ anomaly: Anomaly, details: AnomalyDetails?, to action: (Anomaly) -> Void) {
        guard let details else { return action(anomaly) }
        let previous = current
        current = (anomaly, details)
        defer { current = previous }
        action(anomaly)
    }

    /// An action that turns anomalies into reports for `send`; each call makes a new one, with nothing reported yet.
    package func makeAction(_ send: @escaping (AnomalyReport<Anomaly>) -> Void) -> (Anomaly) -> Void {
        let aggregator = ReportAggregator<Anomaly>(send: send)
        return { [weak self] anomaly in
            // NB: a thread anomaly is reported from the thread of the refused call: it must not touch the aggregator,
            // the pass or the details, which belong to the owner's thread.
            if Anomaly.reportingTraits.isReportedAtOnce(anomaly) { return send(AnomalyReport(anomaly: anomaly)) }
            let details = self?.current.flatMap { $0.anomaly == anomaly ? $0.details : nil }
            guard aggregator.receive(anomaly, details: details) else { return }
            if let pass = self?.pass {
                pass.atEnd { aggregator.flush() }
            } else {
                aggregator.flush()
            }
        }
    }
}

/// Collects the anomalies of a pass by key and reports each mistake once.
final class ReportAggregator<Anomaly: ReportableAnomaly> {
    private struct Pending {
        let key: String
        let anomaly: Anomaly
        let recoverySuggestion: String
        var count: Int
        var indexPaths: [IndexPath]
    }

    private let send: (AnomalyReport<Anomaly>) -> Void
    private var reportedKeys: Set<String> = []
    private var pending: [Pending] = []
    private var pendingIndexes: [String: Int] = [:]

    init(send: @escaping (AnomalyReport<Anomaly>) -> Void) {
        self.send = send
    }

    /// Adds `anomaly` to the pass; returns `true` when it is the first of the pass, so a flush must be scheduled.
    ///
    /// - Complexity: O(1) amortized.
    func receive(_ anomaly: Anomaly, details: AnomalyDetails?) -> Bool {
        let traits = Anomaly.reportingTraits
        let key = details?.key ?? traits.key(anomaly)
        if let index = pendingIndexes[key] {
            pending[index].count += 1
            if let indexPath = traits.indexPath(anomaly), pending[index].indexPaths.count < reportedIndexPathLimit {
                pending[index].indexPaths.append(indexPath)
            }
            return false
        }
        guard reportedKeys.insert(key).inserted else { return false }
        pendingIndexes[key] = pending.count
        pending.append(
            Pending(
                key: key, anomaly: anomaly,
                recoverySuggestion: details?.recoverySuggestion() ?? anomaly.recoverySuggestion, count: 1,
                indexPaths: traits.indexPath(anomaly).map { [$0] } ?? []))
        return pending.count == 1
    }

    /// Reports the pass's mistakes, in the order they first happened.
    func flush() {
        let reports = pending
        pending = []
        pendingIndexes = [:]
        for each in reports {
            send(
                AnomalyReport(
                    anomaly: each.anomaly, count: each.count, indexPaths: each.indexPaths,
                    recoverySuggestion: each.recoverySuggestion))
        }
    }
}

/// The report action every handler type starts with: sends the report to the running test's scope when
/// `CollectionManagerTesting` set one up (``ProblemRouting``), and otherwise prints its message in debug builds only.
func printReportInDebugBuilds<Anomaly>(_ report: AnomalyReport<Anomaly>) {
    if ProblemRouting.route(.anomalyReport(message: report.message)) { return }
    #if DEBUG
    print(report.message)
    #endif
}
