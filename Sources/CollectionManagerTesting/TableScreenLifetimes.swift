import Foundation
import ManagerCore
import TableManager

extension TableViewManager {
    /// Suspends until `condition` holds: checks it at once, then again each time the table view has shown a change of
    /// the storage — a batch, a reload, an applied snapshot — and returns as soon as it is `true`.
    ///
    /// ```swift
    /// screen.viewDidLoad()                              // starts a task that loads the messages
    /// loader.finish(with: messages)
    /// await screen.manager.waitForUpdates(until: { $0.memoryStorage.numberOfItems(inSection: 0) == 3 })
    /// ```
    ///
    /// The same as the collection manager's `waitForUpdates(timeout:until:)`: nothing is lost when the update came
    /// first, the wait ends only through the screen's updates, a cancelled task or `timeout`, and the test fails, with
    /// the screen, when it ends otherwise or when no change could reach the view.
    ///
    /// - Returns: Whether `condition` holds.
    /// - Complexity: One call of `condition` now and one per update the view shows while waiting.
    @discardableResult
    public func waitForUpdates(
        timeout: TimeInterval? = nil,
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        until condition: @escaping (TableViewManager) -> Bool
    ) async -> Bool {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if condition(self) { return true }
        guard tableView != nil else {
            failShowingTheScreen(at: site, "Cannot wait for the screen's updates: \(noViewExplanation)")
            return false
        }
        guard tableViewUpdater != nil || storage is any ShownUpdateDelivering else {
            failShowingTheScreen(
                at: site,
                "Cannot wait for the screen's updates: the manager has no tableViewUpdater, so changes of its "
                    + "\(type(of: storage)) never reach the table view, and nothing would end the wait. Keep the "
                    + "updater the manager creates, or wait for the storage itself.")
            return false
        }
        return await waitForShownUpdates(
            of: "table view", timeout: timeout, isolation: isolation,
            condition: { [weak self] in self.map(condition) ?? false },
            observe: { addShownUpdateObserver($0) }, stopObserving: { removeShownUpdateObserver($0) },
            fail: { failShowingTheScreen(at: site, $0) })
    }
}

/// Creates a table screen with `makeOwner`, runs `body` with it, lets go of it, and fails the running test unless the
/// owner, its manager, its storage and its table view have all been deallocated.
///
/// ```swift
/// func testInboxScreen_isReleased() {
///     expectReleased { InboxScreen() } using: { screen in
///         screen.manager.tap(first: Message.self, where: { $0.isUnread })
///     }
/// }
/// ```
///
/// The same check as for a collection screen: the owner is created inside `makeOwner`, the storage and the view are
/// the manager's before and after `body`, and the failure names what is still alive, says why a closure of the
/// manager that captures the owner strongly keeps both alive, and how to capture it weakly. If `body` throws, the
/// error is rethrown and nothing is checked.
///
/// - Complexity: O(m) beyond `body` for m managers alive in the process.
public func expectReleased<Owner: TableViewManageable>(
    _ makeOwner: () throws -> Owner,
    using body: (Owner) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) rethrows {
    let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let tracked = TrackedObjects.table()
    try tracked.run(makeOwner, body)
    tracked.check(at: site)
}

/// Creates a table screen with `makeOwner`, lets go of it, and fails the running test unless the owner, its manager,
/// its storage and its table view have all been deallocated: `expectReleased { InboxScreen() }`.
public func expectReleased<Owner: TableViewManageable>(
    _ makeOwner: () throws -> Owner,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) rethrows {
    try expectReleased(makeOwner, using: { _ in }, fileID: fileID, filePath: filePath, line: line, column: column)
}

extension TrackedObjects {
    /// Tracks a table screen.
    static func table() -> TrackedObjects {
        TrackedObjects(
            viewNoun: "table view", vocabulary: .table,
            parts: { ($0 as? TableViewManager).map { ($0.storage, $0.tableView) } },
            closures: { ($0 as? TableViewManager)?.releasableClosures })
    }

    /// Creates the table screen, records the objects, runs `body`, records the storage and view again; every strong
    /// reference ends with this call.
    func run<Owner: TableViewManageable>(_ makeOwner: () throws -> Owner, _ body: (Owner) throws -> Void) rethrows {
        let owner = try makeOwner()
        start(owner, manager: owner.manager)
        try body(owner)
        record(owner.manager)
    }
}

extension ClosureVocabulary {
    /// The table manager's words.
    static let table = ClosureVocabulary(
        cellEventName: { signature in
            let names: [TableViewEventMethodSignature: String] = [
                .didSelectRowAtIndexPath: "didSelect", .willSelectRowAtIndexPath: "willSelect",
                .didDeselectRowAtIndexPath: "didDeselect", .willDeselectRowAtIndexPath: "willDeselect",
                .willDisplayCellForRowAtIndexPath: "willDisplay",
                .didEndDisplayingCellForRowAtIndexPath: "didEndDisplaying", .canMoveRowAtIndexPath: "canMove",
                .configureCell: "configure",
            ]
            return TableViewEventMethodSignature(rawValue: signature).flatMap { names[$0] }
        },
        unmappedEvent: nil,
        updater: "tableViewUpdater",
        registration: { viewClass, viewType, handler in
            switch viewType {
            case .cell: "manager.register(\(viewClass).self, handler: \(handler))"
            case .supplementaryView(DTTableViewElementSectionHeader):
                "manager.registerHeader(\(viewClass).self, handler: \(handler))"
            case .supplementaryView: "manager.registerFooter(\(viewClass).self, handler: \(handler))"
            }
        })
}
