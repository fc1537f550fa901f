import CollectionManager
import Foundation
import TableManager

@testable import CollectionManagerTesting

#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// A screen as a test builds it: an owner of a virtual collection view whose manager shows `Int` models.
final class Screen: CollectionViewManageable {
    let view = VirtualCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var collectionView: (any CollectionView)? { view }

    init() {
        manager.register(NumberCell.self)
    }
}

final class NumberCell: CollectionViewCell, ModelTransfer {
    private(set) var value: Int?
    func update(with model: Int) { value = model }
}

/// Values appended from a `@Sendable` closure.
final class LockedList<Value: Sendable>: @unchecked Sendable {
    // NB: @unchecked Sendable is sound: `storage` is only read or written while holding `lock`.
    private let lock = NSLock()
    private var storage: [Value] = []

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    func append(_ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        storage.append(value)
    }
}

/// Runs `body` with the reporter's observer set, and returns what it received instead of the test framework.
func observingReports(_ body: () throws -> Void) rethrows -> [FailureReport] {
    let reports = LockedList<FailureReport>()
    let observer: @Sendable (FailureReport) -> Void = { reports.append($0) }
    try TestFailureReporter.withObserver(observer) {
        try body()
    }
    return reports.values
}

/// Runs the asynchronous `body` with the reporter's observer set for its task, and returns what it received instead of
/// the test framework.
func observingReports(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Void
) async rethrows -> [FailureReport] {
    let reports = LockedList<FailureReport>()
    let observer: @Sendable (FailureReport) -> Void = { reports.append($0) }
    try await TestFailureReporter.withObserver(observer, isolation: isolation) {
        try await body()
    }
    return reports.values
}

/// Runs `body` with what would be printed to standard error about problems outside any test going to a list instead,
/// and returns the list.
func observingConsole(_ body: () throws -> Void) rethrows -> [String] {
    let printed = LockedList<String>()
    let observer: @Sendable (String) -> Void = { printed.append($0) }
    try OutsideTestConsole.withObserver(observer) {
        try body()
    }
    return printed.values
}

/// Deletes a section the view does not have, inside a batch: the inconsistency UIKit crashes on.
func deleteMissingSection(in view: VirtualCollectionView) {
    view.performBatchUpdates({ view.deleteSections(IndexSet(integer: 3)) }, completion: nil)
}

/// UIKit's reason for ``deleteMissingSection(in:)`` on a view with no sections.
let missingSectionReason = "attempt to delete section 3, but there are only 0 sections before the update"

let firstItem = IndexPath(item: 0, section: 0)

/// A post, as a feed shows it.
struct Post: Hashable, Sendable, CustomStringConvertible {
    let id: Int
    var title: String

    var description: String { "Post(\(id))" }

    /// Posts numbered `ids`, titled "Post <id>".
    static func numbered(_ ids: ClosedRange<Int>) -> [Post] { ids.map { Post(id: $0, title: "Post \($0)") } }
}

final class PostCell: CollectionViewCell, ModelTransfer {
    private(set) var post: Post?
    func update(with model: Post) { post = model }
}

final class AdCell: CollectionViewCell, ModelTransfer {
    func update(with model: String) {}
}

/// A feed whose view shows three rows of one 50-point item each: rows at y 0, 60 and 120 of a 170-point-high view.
/// Its manager's events log what they receive, capturing the screen weakly.
final class FeedScreen: CollectionViewManageable {
    let collectionView = VirtualCollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 170))
    var log: [String] = []

    init(posts: [Post] = Post.numbered(0...9)) {
        manager.register(PostCell.self)
        manager.register(AdCell.self)
        manager.didSelect(PostCell.self) { [weak self] _, post, indexPath in
            self?.log.append("didSelect \(post.id) at \(describe(indexPath))")
        }
        manager.memoryStorage.setItems(posts)
        collectionView.layoutIfNeeded()
        collectionView.resetRecording()
    }

    /// The storage's posts in section 0, in order.
    var posts: [Post] { (manager.memoryStorage.items(inSection: 0) ?? []).compactMap { $0 as? Post } }
}

final class FruitCell: CollectionViewCell, ModelTransfer {
    func update(with model: String) {}
}

/// The demo's updater screen: an owner whose updater's `didUpdateContent` the code that creates it sets.
final class FruitScreen: CollectionViewManageable {
    let collectionView = VirtualCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
}

/// Builds the demo's updater screen, with its `didUpdateContent` capturing the screen strongly (the demo's cycle) or
/// only its view, weakly (the demo's fix).
func makeFruitScreen(capturingTheScreen: Bool) -> FruitScreen {
    let screen = FruitScreen()
    let manager = screen.manager
    manager.register(FruitCell.self)
    manager.memoryStorage.setItems(["Apple", "Banana"])
    if capturingTheScreen {
        manager.collectionViewUpdater?.didUpdateContent = { update in
            guard update != nil else { return }
            _ = screen.collectionView.performedUpdates.last
        }
    } else {
        manager.collectionViewUpdater?.didUpdateContent = { [weak collectionView = screen.collectionView] update in
            guard update != nil else { return }
            _ = collectionView?.performedUpdates.last
        }
    }
    manager.memoryStorage.addItem("Cherry")
    return screen
}

/// A screen whose `didSelect` event captures it strongly.
final class SelectingScreen: CollectionViewManageable {
    let collectionView = VirtualCollectionView()
    var opened: [Post] = []

    init() {
        manager.register(PostCell.self)
        manager.didSelect(PostCell.self) { _, post, _ in self.opened.append(post) }
        manager.memoryStorage.setItems(Post.numbered(0...2))
    }
}

/// The leak report's first line when every object is still alive.
func everythingAlive(_ ownerType: String) -> String {
    "\(ownerType) leaked: the owner, its manager, its storage (MemoryStorage) and its collection view "
        + "(VirtualCollectionView) are still alive after the test let go of them."
}

/// The leak report's explanation when a closure of the manager holds the owner.
func ownerHeldBy(_ closure: String, _ ownerType: String, variable: String, fix: String) -> String {
    "Cause: \(closure) holds \(ownerType): \(ownerType) was released as soon as that closure was. The manager lives "
        + "as long as its owner (a table keeps it), so a closure of the manager that captures the owner strongly "
        + "keeps both alive for good.\nHow to fix it: Capture \(ownerType) weakly, with `[weak self]` (or `[weak \(variable)]` "
        + "for a variable):\n    \(fix)"
}

/// A collection view of another kind than `VirtualCollectionView`: shows index paths `[0, 0]` and `[0, 1]` as visible
/// and does nothing else.
final class OtherCollectionView: CollectionView {
    var dataSource: (any CollectionViewDataSource)?
    var delegate: (any CollectionViewDelegate)?
    var prefetchDataSource: (any CollectionViewDataSourcePrefetching)?
    var dragDelegate: (any CollectionViewDragDelegate)?
    var dropDelegate: (any CollectionViewDropDelegate)?
    let collectionViewLayout = CollectionViewLayout()
    let isInWindow = true
    var allowsSelection = true
    var allowsMultipleSelection = false
    var selectionFollowsFocus = false
    let indexPathsForSelectedItems: [IndexPath]? = []
    let numberOfSections = 1
    let indexPathsForVisibleItems = [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)]
    let visibleCells: [CollectionViewCell] = []

    func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {}
    func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {}
    func register(
        _ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {}
    func register(_ nib: Nib?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
    }
    func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell()
    }
    func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView { CollectionReusableView() }
    func numberOfItems(inSection section: Int) -> Int { 2 }
    func reloadData() {}
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        updates?()
        completion?(true)
    }
    func insertItems(at indexPaths: [IndexPath]) {}
    func deleteItems(at indexPaths: [IndexPath]) {}
    func reloadItems(at indexPaths: [IndexPath]) {}
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    func insertSections(_ sections: IndexSet) {}
    func deleteSections(_ sections: IndexSet) {}
    func reloadSections(_ sections: IndexSet) {}
    func moveSection(_ section: Int, toSection newSection: Int) {}
    func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { nil }
    func indexPath(for cell: CollectionViewCell) -> IndexPath? { nil }
    func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        nil
    }
    func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: CollectionViewScrollPosition) {}
    func deselectItem(at indexPath: IndexPath, animated: Bool) {}
}

/// A screen whose collection view is not a `VirtualCollectionView`.
final class OtherViewScreen: CollectionViewManageable {
    let collectionView = OtherCollectionView()

    init() {
        manager.register(PostCell.self)
        manager.memoryStorage.setItems(Post.numbered(0...2))
    }
}

/// What a driving helper appends to a failure about `screen`: its screen picture as it is now.
func picture(of screen: FeedScreen) -> ScreenPictureSuffix {
    ScreenPictureSuffix(picture: screen.collectionView.screenPicture())
}

/// What a test failure says for the inconsistency of ``deleteMissingSection(in:)``: UIKit's line, then the fix.
let missingSectionMessage = """
    Collection view inconsistency, UIKit would crash: NSInternalInconsistencyException: \(missingSectionReason)
    How to fix it: The batch names an index path or section the data does not have. Deletions and move sources count from \
    the data before the update, insertions and move destinations from the data after it; change the storage through \
    manager.memoryStorage and let the updater build the batch.
    """

/// What a test failure says when a `Screen` is given the `String` model "draft", which no mapping shows.
let unmappedDraftMessage = """
    ❗️[CollectionManager] CollectionView requested a cell for model at [0, 0], but view model mapping for it was not found, model description: draft
    How to fix it: A placeholder is shown. The model is of type String. Registered cell mappings: NumberCell for Int.
    Register a cell for String before the view first lays out (before setting items):

        final class StringCell: CollectionViewCell, ModelTransfer {
            func update(with model: String) { ... }
        }
        manager.register(StringCell.self)
    """

/// Runs `body` after `failTestsOnAllProblems()`, then restores the process-wide defaults it replaced.
func withAllProblemsFailingTests(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    _ body: () throws -> Void
) rethrows {
    let managerAction = CollectionViewManagerAnomalyHandler.defaultAction
    let managerReport = CollectionViewManagerAnomalyHandler.defaultReportAction
    let storageAction = MemoryStorageAnomalyHandler.defaultAction
    let storageReport = MemoryStorageAnomalyHandler.defaultReportAction
    let diffableAction = DiffableDataSourceAnomalyHandler.defaultAction
    let diffableReport = DiffableDataSourceAnomalyHandler.defaultReportAction
    let tableAction = TableViewManagerAnomalyHandler.defaultAction
    let tableReport = TableViewManagerAnomalyHandler.defaultReportAction
    let inconsistencyHandler = VirtualCollectionView.defaultInconsistencyHandler
    defer {
        CollectionViewManagerAnomalyHandler.defaultAction = managerAction
        CollectionViewManagerAnomalyHandler.defaultReportAction = managerReport
        MemoryStorageAnomalyHandler.defaultAction = storageAction
        MemoryStorageAnomalyHandler.defaultReportAction = storageReport
        DiffableDataSourceAnomalyHandler.defaultAction = diffableAction
        DiffableDataSourceAnomalyHandler.defaultReportAction = diffableReport
        TableViewManagerAnomalyHandler.defaultAction = tableAction
        TableViewManagerAnomalyHandler.defaultReportAction = tableReport
        VirtualCollectionView.defaultInconsistencyHandler = inconsistencyHandler
    }
    failTestsOnAllProblems(fileID: fileID, filePath: filePath, line: line)
    try body()
}

/// The screen picture a driving helper shows after its message; `message + picture(of: screen)` is the failure the
/// helper reports: the message, then the picture in ASCII, cut to what `swift test` prints whole.
struct ScreenPictureSuffix {
    let picture: String
}

/// The failure a driving helper reports for `message` on a screen whose picture is `suffix`.
func + (message: String, suffix: ScreenPictureSuffix) -> String {
    CollectionViewManager.failure(message, showing: suffix.picture)
}
