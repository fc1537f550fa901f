import CollectionManager

/// Runs `body` and fails the running test unless `manager` reports exactly `expected`, in order.
///
/// While `body` runs, the manager's anomalies are collected instead of going to its current action; afterwards the
/// previous action is restored, whether `body` returns or throws. A mismatch is one failure, at this call, listing
/// the expected and the received anomalies. If `body` throws, the error is rethrown and nothing is compared.
///
/// ```swift
/// expectAnomalies(
///     [.noCellMappingFound(modelDescription: "draft", indexPath: IndexPath(item: 0, section: 0))],
///     from: manager
/// ) {
///     manager.memoryStorage.addItem("draft")
/// }
/// ```
public func expectAnomalies(
    _ expected: [CollectionViewManagerAnomaly],
    from manager: CollectionViewManager,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () throws -> Void
) rethrows {
    let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
    try expect(expected, from: manager.anomalyHandler, source: "the manager", at: site, body)
}

/// Runs `body` and fails the running test if `manager` reports any anomaly.
///
/// The same as `expectAnomalies(_:from:_:)` with
/// no expected anomalies.
public func expectNoAnomalies(
    from manager: CollectionViewManager,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () throws -> Void
) rethrows {
    try expectAnomalies([], from: manager, fileID: fileID, filePath: filePath, line: line, column: column, body)
}

/// Runs `body` and fails the running test unless `storage` reports exactly `expected`, in order.
///
/// While `body` runs, the storage's anomalies are collected instead of going to its current action; afterwards the
/// previous action is restored, whether `body` returns or throws. A mismatch is one failure, at this call, listing
/// the expected and the received anomalies. If `body` throws, the error is rethrown and nothing is compared.
public func expectAnomalies(
    _ expected: [MemoryStorageAnomaly],
    from storage: MemoryStorage,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () throws -> Void
) rethrows {
    let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
    try expect(expected, from: storage.anomalyHandler, source: "the storage", at: site, body)
}

/// Runs `body` and fails the running test if `storage` reports any anomaly.
///
/// The same as `expectAnomalies(_:from:_:)` with no
/// expected anomalies.
public func expectNoAnomalies(
    from storage: MemoryStorage,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () throws -> Void
) rethrows {
    try expectAnomalies([], from: storage, fileID: fileID, filePath: filePath, line: line, column: column, body)
}

/// Runs `body` and fails the running test unless `view` reports exactly `expected`, in order.
///
/// While `body` runs, the view's inconsistencies are collected instead of going to its current `inconsistencyHandler`
/// (or trapping, when it has none), so the view carries on as it does with a handler: a failed batch is abandoned and
/// replaced by a full reload. Afterwards the previous handler is restored, whether `body` returns or throws. A
/// mismatch is one failure, at this call, listing the expected and the received inconsistencies. If `body` throws,
/// the error is rethrown and nothing is compared.
public func expectInconsistencies(
    _ expected: [CollectionViewInconsistency],
    in view: VirtualCollectionView,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () throws -> Void
) rethrows {
    let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let previous = view.inconsistencyHandler
    try expectInconsistencies(
        expected, install: { view.inconsistencyHandler = $0 }, restore: { view.inconsistencyHandler = previous },
        at: site, body)
}

/// Runs `body` and fails the running test if `view` reports any inconsistency.
///
/// The same as `expectInconsistencies(_:in:_:)` with no expected inconsistencies.
public func expectNoInconsistencies(
    in view: VirtualCollectionView,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () throws -> Void
) rethrows {
    try expectInconsistencies([], in: view, fileID: fileID, filePath: filePath, line: line, column: column, body)
}

// MARK: Implementation

/// Values collected by a temporary handler.
final class Collected<Value> {
    var values: [Value] = []
}

/// Collects what `handler` reports while `body` runs, restores its action, and reports a mismatch with `expected`.
func expect<Handler: AnomalyHandler>(
    _ expected: [Handler.Anomaly],
    from handler: Handler,
    source: String,
    at site: ReportingSite,
    _ body: () throws -> Void
) rethrows {
    let previous = handler.anomalyAction
    let received = try collecting(
        install: { handler.anomalyAction = $0 }, restore: { handler.anomalyAction = previous }, body)
    compare(
        expected, received, noun: "anomaly", plural: "anomalies", source: source, at: site,
        describe: { $0.debugDescription },
        recoverySuggestion: { ($0 as? any ReportableAnomaly)?.recoverySuggestion })
}

/// Collects the inconsistencies a view reports while `body` runs, through the handler `install` sets and `restore`
/// puts back, and reports a mismatch with `expected`: the same for a collection view and a table view.
func expectInconsistencies(
    _ expected: [CollectionViewInconsistency],
    install: (@escaping (CollectionViewInconsistency) -> Void) -> Void,
    restore: () -> Void,
    at site: ReportingSite,
    _ body: () throws -> Void
) rethrows {
    let received = try collecting(install: install, restore: restore, body)
    compare(
        expected, received, noun: "inconsistency", plural: "inconsistencies", source: "the view", at: site,
        describe: { $0.description }, recoverySuggestion: { $0.recoverySuggestion })
}

/// Runs `body` with a collector installed in place of a handler, then restores the handler, even when `body` throws.
func collecting<Value>(
    install: (@escaping (Value) -> Void) -> Void, restore: () -> Void, _ body: () throws -> Void
) rethrows -> [Value] {
    let received = Collected<Value>()
    install { received.values.append($0) }
    defer { restore() }
    try body()
    return received.values
}

/// Reports one failure at `site` when `received` differs from `expected`, listing both; a received value that was not
/// expected is followed by how to fix it.
func compare<Value: Equatable>(
    _ expected: [Value],
    _ received: [Value],
    noun: String,
    plural: String,
    source: String,
    at site: ReportingSite,
    describe: (Value) -> String,
    recoverySuggestion: (Value) -> String?
) {
    guard expected != received else { return }
    func count(_ values: [Value]) -> String { "\(values.count) \(values.count == 1 ? noun : plural)" }
    func list(_ values: [Value], withFixes: Bool) -> String {
        guard !values.isEmpty else { return "  (none)" }
        return values.map { value in
            var line = "  " + describe(value)
            if withFixes, !expected.contains(value), let fix = recoverySuggestion(value) {
                line += "\n    " + recoverySuggestionLabel + fix.replacingOccurrences(of: "\n", with: "\n    ")
            }
            return line
        }.joined(separator: "\n")
    }
    site.fail(
        "Expected \(count(expected)) from \(source), received \(count(received)).\n"
            + "Expected:\n\(list(expected, withFixes: false))\nReceived:\n\(list(received, withFixes: true))"
    )
}
