import Foundation
import VirtualUIKit
import XCTest

/// What an inconsistency tells a person beyond UIKit's text: how to fix the code that raised it.
final class CollectionViewInconsistencyTests: XCTestCase {
    func testRecoverySuggestion_eachKindOfReasonNamesItsFix() {
        let storageFix =
            "change the storage through manager.memoryStorage and let the updater build the batch."
        let cases: [(reason: String, fixSuffix: String?)] = [
            (
                "Invalid update: invalid number of items in section 0.  The number of items contained in an existing "
                    + "section after the update (2) must be equal to the number of items contained in that section "
                    + "before the update (1), plus or minus the number of items inserted or deleted from that section "
                    + "(0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section "
                    + "(0 moved in, 0 moved out).",
                "declare every insertion and deletion in the performBatchUpdates block that changes the data."
            ),
            (
                "Invalid update: invalid number of sections.  The number of sections contained in the collection "
                    + "view after the update (2) must be equal to the number of sections contained in the collection "
                    + "view before the update (1), plus or minus the number of sections inserted or deleted (0 "
                    + "inserted, 0 deleted).",
                "insertSections(_:) and deleteSections(_:) in the performBatchUpdates block that changes the data."
            ),
            (
                "Invalid batch updates detected: the number of sections and/or items returned by the data source "
                    + "before and/or after performing the batch updates are inconsistent with the updates.",
                "after a change the view was not told about, call collectionView.reloadData()."
            ),
            ("attempt to delete and reload the same index path (<NSIndexPath: 2 indexes [0, 0]>)", "reloadItem(_:))."),
            (
                "attempt to insert item 4 into section 0, but there are only 1 items in section 0 after the update",
                storageFix
            ),
            (
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier PostCell - must "
                    + "register a nib or a class for the identifier or connect a prototype cell in a storyboard",
                "which registers it with the collection view."
            ),
            (
                "attempt to scroll to invalid index path: <NSIndexPath: 2 indexes [0, 9]>",
                "before selecting or scrolling to new items."
            ),
            ("an unknown reason", nil),
        ]
        let general =
            "UIKit raises this exception for a call that breaks one of the view's rules (UICollectionView's or UITableView's): check the index "
            + "paths, counts and registrations the call was given against the view's current data."
        for (reason, fixSuffix) in cases {
            let fix = CollectionViewInconsistency.internalInconsistency(reason).recoverySuggestion
            XCTAssertTrue(fix.hasSuffix(fixSuffix ?? general), "\(reason): \(fix)")
            XCTAssertEqual(fix == general, fixSuffix == nil, reason)
        }
    }

    func testRecoverySuggestion_ofATableViewsTexts_isTheCollectionViewsKind() {
        let rows = TableViewInconsistency.internalInconsistency(
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section "
                + "after the update (2) must be equal to the number of rows contained in that section before the update "
                + "(1), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) "
                + "and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out). "
                + "Table view: <VirtualTableView>")
        let items = CollectionViewInconsistency.internalInconsistency(
            "Invalid update: invalid number of items in section 0.")
        XCTAssertEqual(rows.recoverySuggestion, items.recoverySuggestion)
        let dequeue = TableViewInconsistency.internalInconsistency(
            "unable to dequeue a cell with identifier Post - must register a nib or a class for the identifier or "
                + "connect a prototype cell in a storyboard")
        XCTAssertTrue(dequeue.recoverySuggestion.hasPrefix("Nothing is registered for that reuse identifier."))
    }
}
