import CollectionManager
import Foundation
import ManagerCore

/// Creates an owner with `makeOwner`, runs `body` with it, lets go of it, and fails the running test unless the owner,
/// its manager, its storage and its collection view have all been deallocated.
///
/// ```swift
/// func testFeedScreen_isReleased() {
///     expectReleased { FeedScreen() } using: { screen in
///         screen.manager.tap(first: Post.self, where: { $0.isPinned })
///         screen.manager.pullToRefresh(with: latestPosts, animated: true)
///     }
/// }
/// ```
///
/// The owner must be created inside `makeOwner`: a test that holds the owner itself cannot let go of it before the
/// check. The manager is the owner's `manager`, read once the owner exists; the storage and the view are the
/// manager's, before and after `body` (a storage or view `body` replaces must be released too).
///
/// When something is still alive, the failure says which of the four objects, and why when it can find out: it
/// releases the leaked manager's closures (events, the updater's closures, the storage's providers, the registrations'
/// handlers) one at a time, and names the one whose release lets the owner go — the closure that captures it
/// strongly — with the corrected code, for example:
///
/// ```swift
/// manager.didSelect(PostCell.self) { [weak self] cell, model, indexPath in self?.open(model) }
/// ```
///
/// Those closures are released for good; the leaked objects are never used again. If `body` throws, the error is
/// rethrown and nothing is checked.
///
/// - Complexity: O(m) beyond `body` for m managers alive in the process; probing a leak, O(c × m) for c closures the
///   leaked manager keeps.
public func expectReleased<Owner: CollectionViewManageable>(
    _ makeOwner: () throws -> Owner,
    using body: (Owner) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) rethrows {
    let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let tracked = TrackedObjects.collection()
    try tracked.run(makeOwner, body)
    tracked.check(at: site)
}

/// Creates an owner with `makeOwner`, runs the asynchronous `body` with it — which may await the screen's own
/// asynchronous work — lets go of it, and fails the running test unless the owner, its manager, its storage and its
/// collection view have all been deallocated.
///
/// ```swift
/// @Test func aScreenLeftWhileItsFeedLoads_isReleased() async {
///     await expectReleased { FeedScreen(loader: loader) } using: { screen in
///         screen.viewDidLoad()
///         await screen.manager.waitForUpdates(until: { $0.memoryStorage.numberOfSections == 2 })
///     }
/// }
/// ```
///
/// `body` runs in the caller's isolation, so a `@MainActor` test may use its main-actor screen in it. Otherwise the
/// same as the synchronous `expectReleased(_:using:)`: what fails, and how the failure names the closure that holds the
/// owner. A check made by hand — a `weak` reference read right after the test lets go of the screen — can see the
/// screen still alive for a moment while another test's view goes away on another thread; this check waits for that.
public func expectReleased<Owner: CollectionViewManageable>(
    _ makeOwner: () throws -> Owner,
    using body: nonisolated(nonsending) (Owner) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async rethrows {
    let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let tracked = TrackedObjects.collection()
    try await tracked.run(makeOwner, body, isolation: isolation)
    tracked.check(at: site)
}

/// Evaluates `owner`, runs `body` with it, lets go of it, and fails the running test unless the owner, its manager,
/// its storage and its collection view have all been deallocated.
///
/// ```swift
/// expectReleased(FeedScreen()) { screen in
///     screen.manager.tap(itemAt: IndexPath(item: 0, section: 0))
/// }
/// ```
///
/// `owner` is an autoclosure: the owner is created inside this call, so that nothing outside holds it. Pass an
/// expression that creates it, never a variable of the test (which would keep it alive and fail the check). The
/// factory form, `expectReleased { FeedScreen() } using: { screen in ... }`, does the same.
public func expectReleased<Owner: CollectionViewManageable>(
    _ owner: @autoclosure () throws -> Owner,
    using body: (Owner) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) rethrows {
    let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let tracked = TrackedObjects.collection()
    try tracked.run(owner, body)
    tracked.check(at: site)
}

/// Creates an owner with `makeOwner`, lets go of it, and fails the running test unless the owner, its manager, its
/// storage and its collection view have all been deallocated: `expectReleased { FeedScreen() }`. The same as
/// `expectReleased(_:using:)` with a body that does nothing.
public func expectReleased<Owner: CollectionViewManageable>(
    _ makeOwner: () throws -> Owner,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) rethrows {
    let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let tracked = TrackedObjects.collection()
    try tracked.run(makeOwner, { _ in })
    tracked.check(at: site)
}

/// Evaluates `owner`, lets go of it, and fails the running test unless the owner, its manager, its storage and its
/// collection view have all been deallocated: `expectReleased(FeedScreen())`.
public func expectReleased<Owner: CollectionViewManageable>(
    _ owner: @autoclosure () throws -> Owner,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) rethrows {
    let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let tracked = TrackedObjects.collection()
    try tracked.run(owner, { _ in })
    tracked.check(at: site)
}

// MARK: Implementation

/// Weak references to an owner, its manager, its storages and its views, with their type names.
final class TrackedObjects {
    weak var owner: AnyObject?
    weak var manager: AnyObject?
    var storages: [WeakObject] = []
    var views: [WeakObject] = []
    var ownerType = ""
    /// The manager's storage and view, read from the manager.
    private let parts: (AnyObject) -> (storage: AnyObject, view: AnyObject?)?
    /// The closures of the manager that a leak probe may release one at a time; `nil` when the manager has no such
    /// list.
    private let closures: (AnyObject) -> [ManagerClosure]?
    /// `collection view` or `table view`, as the failure names the view.
    private let viewNoun: String
    /// How the failure names the manager's closures.
    private let vocabulary: ClosureVocabulary

    /// A weakly held object and its type name.
    struct WeakObject {
        weak var object: AnyObject?
        let typeName: String
    }

    init(
        viewNoun: String,
        vocabulary: ClosureVocabulary,
        parts: @escaping (AnyObject) -> (storage: AnyObject, view: AnyObject?)?,
        closures: @escaping (AnyObject) -> [ManagerClosure]?
    ) {
        self.viewNoun = viewNoun
        self.vocabulary = vocabulary
        self.parts = parts
        self.closures = closures
    }

    /// Tracks a collection screen.
    static func collection() -> TrackedObjects {
        TrackedObjects(
            viewNoun: "collection view", vocabulary: .collection,
            parts: { ($0 as? CollectionViewManager).map { ($0.storage, $0.collectionView) } },
            closures: { ($0 as? CollectionViewManager)?.releasableClosures })
    }

    /// Creates the owner, records the objects, runs `body`, records the storage and view again; every strong
    /// reference ends with this call.
    func run<Owner: CollectionViewManageable>(_ makeOwner: () throws -> Owner, _ body: (Owner) throws -> Void) rethrows
    {
        let owner = try makeOwner()
        start(owner, manager: owner.manager)
        try body(owner)
        record(owner.manager)
    }

    /// The asynchronous form of ``run(_:_:)``, in the caller's isolation.
    func run<Owner: CollectionViewManageable>(
        _ makeOwner: () throws -> Owner,
        _ body: nonisolated(nonsending) (Owner) async throws -> Void,
        isolation: isolated (any Actor)?
    ) async rethrows {
        let owner = try makeOwner()
        start(owner, manager: owner.manager)
        try await body(owner)
        record(owner.manager)
    }

    /// Starts tracking `owner` and its `manager`.
    func start(_ owner: AnyObject, manager: AnyObject) {
        ownerType = String(describing: type(of: owner))
        self.owner = owner
        self.manager = manager
        record(manager)
    }

    /// Tracks the storage and the view `manager` has now.
    func record(_ manager: AnyObject) {
        guard let (storage, view) = parts(manager) else { return }
        if !storages.contains(where: { $0.object === storage }) {
            storages.append(WeakObject(object: storage, typeName: String(describing: type(of: storage))))
        }
        if let view, !views.contains(where: { $0.object === view }) {
            views.append(WeakObject(object: view, typeName: String(describing: type(of: view))))
        }
    }

    /// What is still alive, in the order owner, manager, storages, views.
    var survivors: [String] {
        var alive: [String] = []
        if owner != nil { alive.append("the owner") }
        if manager != nil { alive.append("its manager") }
        for storage in storages where storage.object != nil { alive.append("its storage (\(storage.typeName))") }
        for view in views where view.object != nil { alive.append("its \(viewNoun) (\(view.typeName))") }
        return alive
    }

    /// Reports a failure at `site` when anything is still alive, with the cause when a closure of the manager is it.
    func check(at site: ReportingSite) {
        // The manager table drops the managers of deallocated owners lazily, and a purge on another thread (another
        // test's view going away) holds every live owner for a moment: wait for it, or a released owner reads as alive.
        Self.settle()
        let alive = survivors
        guard !alive.isEmpty else { return }
        var message =
            "\(ownerType) leaked: \(list(alive)) \(alive.count == 1 ? "is" : "are") still alive after "
            + "the test let go of \(alive.count == 1 ? "it" : "them")."
        if owner != nil {
            message +=
                "\n"
                + diagnose(
                    target: ownerType, capture: "self", isReleased: { [weak self] in self?.owner == nil },
                    why: "The manager lives as long as its owner (a table keeps it), so a closure of the manager that "
                        + "captures the owner strongly keeps both alive for good.",
                    fix: "Capture \(ownerType) weakly, with `[weak self]` (or `[weak \(variableName)]` for a variable)",
                    noCause:
                        "None of its manager's closures holds it: releasing them all did not release \(ownerType). "
                        + "Something else does: a global, a timer, a notification observer, another object's closure, "
                        + "or the test itself, when it stores the owner outside `body`.")
        } else if manager != nil {
            message +=
                "\n"
                + diagnose(
                    target: "its manager", capture: "manager", isReleased: { [weak self] in self?.manager == nil },
                    why: "A closure the manager or its storage keeps that captures the manager makes a cycle.",
                    fix: "Capture the manager weakly, with `[weak manager]`",
                    noCause: "The owner was released, but something else holds its manager: a global, a cache, or "
                        + "another object's closure.")
        } else {
            message +=
                "\nThe owner and its manager were released, so something else holds "
                + "\(alive.count == 1 ? "that object" : "those objects"): a global, a cache, or a closure kept "
                + "elsewhere. Capture them weakly there."
        }
        site.fail(message + "\nSee the Memory guide.")
    }

    /// Releases the manager's closures one at a time until `isReleased` is true, and explains which one held
    /// `target`, with the corrected code capturing `capture` weakly.
    private func diagnose(
        target: String,
        capture: String,
        isReleased: () -> Bool,
        why: String,
        fix: String,
        noCause: String
    ) -> String {
        // The manager is read through the weak reference only: a strong one held here would keep it alive.
        guard let closures = manager.flatMap(closures) else {
            return "\(why)\n\(recoverySuggestionLabel)\(fix) in the closures registered on the manager (its events, "
                + "the updater's closures, the storage's providers), and look for anything else that holds it."
        }
        for closure in closures {
            closure.release()
            Self.settle()
            guard isReleased() else { continue }
            let origin = closure.origin
            let example = vocabulary.fixExample(origin)
                .replacingOccurrences(of: "[weak self]", with: "[weak \(capture)]")
                .replacingOccurrences(of: "self?.", with: "\(capture)?.")
            let cause = vocabulary.describe(origin)
            return "Cause: \(cause) holds \(target): \(target) was released as soon as that closure was. "
                + "\(why)\n\(recoverySuggestionLabel)\(fix):\n    \(example)"
        }
        return noCause
    }

    /// Drops the managers of deallocated owners, and waits for a purge on another thread (another test's view going
    /// away) that holds every live owner for a moment.
    static func settle() {
        ManagerTable.shared.purge()
        ManagerTable.shared.waitUntilNoOwnerIsHeld()
    }

    /// The owner's type name as a variable: `FeedScreen` → `feedScreen`.
    private var variableName: String {
        guard let first = ownerType.first else { return "owner" }
        return first.lowercased() + ownerType.dropFirst()
    }

    private func list(_ items: [String]) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        default: items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
        }
    }
}

/// How a leak report names a manager's closures and writes their corrected registration: in the collection manager's
/// words or the table manager's.
struct ClosureVocabulary: Sendable {
    /// The manager's method for a cell event registered as `(Cell.self) { cell, model, indexPath in ... }`, by the
    /// selector string of the view's method; `nil` for other events.
    let cellEventName: @Sendable (String) -> String?
    /// The selector string of an event registered without a mapping whose corrected form is known, with its method's
    /// name and its closure's arguments: the collection manager's `moveItemAtTo`.
    let unmappedEvent: (signature: String, name: String, arguments: String)?
    /// The manager's updater property: `collectionViewUpdater`, `tableViewUpdater`.
    let updater: String
    /// The corrected registration of a view class of `viewType`, around `handler`, the closure's text.
    let registration: @Sendable (_ viewClass: String, _ viewType: ViewType, _ handler: String) -> String

    /// The collection manager's words.
    static let collection = ClosureVocabulary(
        cellEventName: { EventMethodSignature(rawValue: $0).flatMap(CellEvent.init)?.name },
        unmappedEvent: (
            EventMethodSignature.moveItemAtIndexPathToIndexPath.rawValue, "moveItemAtTo", "source, destination"
        ),
        updater: "collectionViewUpdater",
        registration: { viewClass, viewType, handler in
            switch viewType {
            case .cell: "manager.register(\(viewClass).self) \(handler)"
            case .supplementaryView(let kind):
                "manager.registerSupplementary(\(viewClass).self, ofKind: \"\(kind)\") \(handler)"
            }
        })

    /// How a test names where a closure was registered.
    func describe(_ origin: ManagerClosure.Origin) -> String {
        switch origin {
        case .mappedEvent(let signature, let viewClass):
            if let name = cellEventName(signature) { return "the manager's \(name) event for \(viewClass)" }
            return "the manager's event for \(signature) on \(viewClass)"
        case .unmappedEvent(let signature):
            if let event = unmappedEvent, event.signature == signature { return "the manager's \(event.name) event" }
            return "the manager's event for \(signature)"
        case .registration(let viewClass, _): return "the handler of the manager's registration of \(viewClass)"
        case .willUpdateContent: return "the updater's willUpdateContent closure"
        case .didUpdateContent: return "the updater's didUpdateContent closure"
        case .reloadItemClosure: return "the updater's reloadItemClosure"
        case .managerAnomalyAction: return "the manager's anomalyHandler.anomalyAction"
        case .headerModelProvider: return "the storage's headerModelProvider"
        case .footerModelProvider: return "the storage's footerModelProvider"
        case .supplementaryModelProvider: return "the storage's supplementaryModelProvider"
        case .storageAnomalyAction: return "the storage's anomalyHandler.anomalyAction"
        }
    }

    /// The corrected registration for a closure of `origin`.
    func fixExample(_ origin: ManagerClosure.Origin) -> String {
        let body = "in self?.…"
        switch origin {
        case .mappedEvent(let signature, let viewClass):
            let name = cellEventName(signature) ?? "<event>"
            return "manager.\(name)(\(viewClass).self) { [weak self] cell, model, indexPath \(body) }"
        case .unmappedEvent(let signature):
            if let event = unmappedEvent, event.signature == signature {
                return "manager.\(event.name) { [weak self] \(event.arguments) \(body) }"
            }
            return "manager.<event> { [weak self] <arguments> \(body) }"
        case .registration(let viewClass, .cell):
            return registration(viewClass, .cell, "{ [weak self] cell, model, indexPath \(body) }")
        case .registration(let viewClass, let viewType):
            return registration(viewClass, viewType, "{ [weak self] view, model, indexPath \(body) }")
        case .willUpdateContent: return "manager.\(updater)?.willUpdateContent = { [weak self] update \(body) }"
        case .didUpdateContent: return "manager.\(updater)?.didUpdateContent = { [weak self] update \(body) }"
        case .reloadItemClosure:
            return "manager.\(updater)?.reloadItemClosure = { [weak self] indexPath, model \(body) }"
        case .managerAnomalyAction: return "manager.anomalyHandler.anomalyAction = { [weak self] anomaly \(body) }"
        case .headerModelProvider: return "manager.memoryStorage.headerModelProvider = { [weak self] section \(body) }"
        case .footerModelProvider: return "manager.memoryStorage.footerModelProvider = { [weak self] section \(body) }"
        case .supplementaryModelProvider:
            return "manager.memoryStorage.supplementaryModelProvider = { [weak self] kind, indexPath \(body) }"
        case .storageAnomalyAction:
            return "manager.memoryStorage.anomalyHandler.anomalyAction = { [weak self] anomaly \(body) }"
        }
    }
}

/// The collection manager's cell events whose registration takes `(Cell.self) { cell, model, indexPath in ... }`.
struct CellEvent {
    let name: String

    init?(_ signature: EventMethodSignature) {
        let names: [EventMethodSignature: String] = [
            .didSelectItemAtIndexPath: "didSelect", .shouldSelectItemAtIndexPath: "shouldSelect",
            .didDeselectItemAtIndexPath: "didDeselect", .shouldDeselectItemAtIndexPath: "shouldDeselect",
            .willDisplayCellForItemAtIndexPath: "willDisplay",
            .didEndDisplayingCellForItemAtIndexPath: "didEndDisplaying",
            .shouldHighlightItemAtIndexPath: "shouldHighlight", .didHighlightItemAtIndexPath: "didHighlight",
            .didUnhighlightItemAtIndexPath: "didUnhighlight", .canMoveItemAtIndexPath: "canMove",
            .configureCell: "configure",
        ]
        guard let name = names[signature] else { return nil }
        self.name = name
    }
}
