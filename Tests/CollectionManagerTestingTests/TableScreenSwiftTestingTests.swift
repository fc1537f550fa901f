import Foundation
import TableManager
import Testing

@testable import CollectionManagerTesting

/// `.failsOnCollectionProblems` covers table screens: a table manager's anomaly and a table view's inconsistency fail
/// the test at its declaration.
@MainActor
@Suite(.failsOnCollectionProblems)
struct TableScreenSwiftTestingTests {
    let screen = NumberTableScreen()

    @Test(.expectingReports([tableUnmappedDraftMessage]))
    func unmappedModel_inATable_failsTheTest() {
        screen.manager.memoryStorage.addItem("draft")
    }

    @Test(.expectingReports([tableMissingSectionMessage]))
    func invalidBatch_ofATableView_failsTheTest_andTheViewCarriesOn() {
        let view = VirtualTableView()
        deleteMissingSection(in: view)
        #expect(view.numberOfSections == 0)
    }

    @Test(.expectingReports([]))
    func waitForUpdates_returnsOnceTheTableShowsTheLoadedRows() async {
        Task { screen.manager.memoryStorage.setItems([1, 2, 3]) }
        let held = await screen.manager.waitForUpdates(until: { $0.memoryStorage.numberOfItems(inSection: 0) == 3 })
        #expect(held)
        #expect(screen.manager.visibleModels(as: Int.self) == [1, 2, 3])
    }

    @Test(.expectingReports([]))
    func expectScreenPicture_ofATableView_inSwiftTesting() {
        screen.manager.memoryStorage.setItems([7, 8])
        expectScreenPicture(of: screen.tableView, matches: tablePicture)
    }
}

let tableUnmappedDraftMessage = """
    ❗️[TableManager] TableView requested a cell for model at [0, 0], but view model mapping for it was not found, model description: draft
    How to fix it: An empty cell is shown. The model is of type String. Registered cell mappings: NumberRowCell for Int.
    Register a cell for String before the view first lays out (before setting items):

        final class StringCell: TableViewCell, ModelTransfer {
            func update(with model: String) { ... }
        }
        manager.register(StringCell.self)
    """

let tableMissingSectionReason = "attempt to delete section 3, but there are only 0 sections before the update"

let tableMissingSectionFix = """
    The batch names an index path or section the data does not have. Deletions and move sources count from the data \
    before the update, insertions and move destinations from the data after it; change the storage through \
    manager.memoryStorage and let the updater build the batch.
    """

let tableMissingSectionMessage =
    "Table view inconsistency, UIKit would crash: NSInternalInconsistencyException: \(tableMissingSectionReason)\n"
    + "How to fix it: \(tableMissingSectionFix)"

let tableExpectNoInconsistencyMessage =
    "Expected 0 inconsistencies from the view, received 1 inconsistency.\nExpected:\n  (none)\nReceived:\n  "
    + "NSInternalInconsistencyException: \(tableMissingSectionReason)\n    How to fix it: \(tableMissingSectionFix)"

let tablePicture = """
    offset 0,0  size 320x100  content 320x60  (1 column = 4 pt, 1 row = 10 pt)
    +--------------------------------------------------------------------------------+
    |┌──────────────────────────────────────────────────────────────────────────────┐|
    |│7                                                                             │|
    |└──────────────────────────────────────────────────────────────────────────────┘|
    |┌──────────────────────────────────────────────────────────────────────────────┐|
    |│8                                                                             │|
    |└──────────────────────────────────────────────────────────────────────────────┘|
    |                                                                                |
    |                                                                                |
    |                                                                                |
    |                                                                                |
    +--------------------------------------------------------------------------------+
    ╔═╗ selected, ┏━┓ highlighted
    cell  [0, 0]  0,0 320x30   7
    cell  [0, 1]  0,30 320x30  8
    """

/// The screen showing 0 and 1 as a failure message draws it, in ASCII.
let tablePictureInASCII = """
    offset 0,0  size 320x100  content 320x60  (1 column = 4 pt, 1 row = 10 pt)
    +--------------------------------------------------------------------------------+
    |+------------------------------------------------------------------------------+|
    ||0                                                                             ||
    |+------------------------------------------------------------------------------+|
    |+------------------------------------------------------------------------------+|
    ||1                                                                             ||
    |+------------------------------------------------------------------------------+|
    |                                                                                |
    |                                                                                |
    |                                                                                |
    |                                                                                |
    +--------------------------------------------------------------------------------+
    #=# selected, *** highlighted
    cell  [0, 0]  0,0 320x30   0
    cell  [0, 1]  0,30 320x30  1
    """

let tableNoSuchRowMessage =
    "Cannot tap the first Int matching the predicate: no such row among the storage's 2 rows. Add it to the storage "
    + "first, or look for a model the screen shows.\n\nThe screen:\n" + tablePictureInASCII

let tableLeakMessage = """
    LeakingTableScreen leaked: the owner, its manager, its storage (MemoryStorage) and its table view (VirtualTableView) \
    are still alive after the test let go of them.
    Cause: the manager's didSelect event for NumberRowCell holds LeakingTableScreen: LeakingTableScreen was released \
    as soon as that closure was. The manager lives as long as its owner (a table keeps it), so a closure of the manager \
    that captures the owner strongly keeps both alive for good.
    How to fix it: Capture LeakingTableScreen weakly, with `[weak self]` (or `[weak leakingTableScreen]` for a \
    variable):
        manager.didSelect(NumberRowCell.self) { [weak self] cell, model, indexPath in self?.… }
    See the Memory guide.
    """
