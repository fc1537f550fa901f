extension CollectionViewInconsistency {
    /// How to fix the code that made UIKit raise this exception, by the kind of rule its ``reason`` shows was broken.
    ///
    /// An inconsistency of a kind the view does not raise gets a general suggestion.
    public var recoverySuggestion: String {
        recoverySuggestions.first { entry in entry.prefixes.contains { reason.hasPrefix($0) } }?.suggestion
            ?? "UIKit raises this exception for a call that breaks one of the view's rules (UICollectionView's or UITableView's): check the index "
            + "paths, counts and registrations the call was given against the view's current data."
    }
}

/// The suggestion for each kind of inconsistency, by the prefixes of its reasons; the first entry that matches wins,
/// so a specific prefix comes before a more general one.
private let recoverySuggestions: [(prefixes: [String], suggestion: String)] = [
    (
        ["UI API called on a background thread"],
        "The call was not applied. Make it on the main actor (mark the caller @MainActor, or hop with "
            + "await MainActor.run { ... }): a view created on the main queue is used only there, as UIKit's are."
    ),
    (
        ["Invalid update: invalid number of items in section", "Invalid update: invalid number of rows in section"],
        "The items of a section changed without the batch declaring it. Change the storage through "
            + "manager.memoryStorage (or apply a snapshot) so the updater declares the change; when you drive the "
            + "view yourself, declare every insertion and deletion in the performBatchUpdates block that changes "
            + "the data."
    ),
    (
        ["Invalid update: invalid number of sections"],
        "Sections were added or removed without the batch declaring it. Change sections through "
            + "manager.memoryStorage (insertSection(_:atIndex:), deleteSections(_:)), or declare them with "
            + "insertSections(_:) and deleteSections(_:) in the performBatchUpdates block that changes the data."
    ),
    (
        ["Invalid batch updates detected"],
        "The data changed before the batch began, outside any update. Change models only through "
            + "manager.memoryStorage's methods, not by mutating the arrays or sections it was given; after a change "
            + "the view was not told about, call collectionView.reloadData()."
    ),
    (
        [
            "attempt to delete and reload the same", "attempt to perform a delete and a move from the same",
            "attempt to perform an insert and a move to the same",
        ],
        "The batch changes one element twice. Declare each element once per batch: delete it, or move it, then "
            + "reconfigure its cell in a later update (manager.memoryStorage.reloadItem(_:))."
    ),
    (
        ["attempt to delete", "attempt to insert", "attempt to move", "attempt to to move"],
        "The batch names an index path or section the data does not have. Deletions and move sources count from "
            + "the data before the update, insertions and move destinations from the data after it; change the "
            + "storage through manager.memoryStorage and let the updater build the batch."
    ),
    (
        ["could not dequeue a view of kind", "unable to dequeue a cell with identifier"],
        "Nothing is registered for that reuse identifier. Register the view before the view lays out: "
            + "manager.register(PostCell.self) (or registerHeader, registerFooter), which registers it with the "
            + "collection view."
    ),
    (
        ["invalid nib registered for identifier"],
        "The nib must hold exactly one top-level view of the registered class. Fix the nib in the manager's "
            + "nibCatalog, or build the view in code: manager.register(PostCell.self) { $0.xibName = nil }."
    ),
    (
        ["view reuse identifier in nib"],
        "Remove the reuse identifier from the nib, or register with the same one: "
            + "manager.register(PostCell.self) { $0.reuseIdentifier = \"...\" }."
    ),
    (
        ["the cell returned from", "the view returned from"],
        "Return views from dequeueReusableCell(withReuseIdentifier:for:) or "
            + "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:); let the manager be the data source."
    ),
    (
        ["must pass a valid"],
        "Dequeue with a non-empty reuse identifier and element kind: leave the mapping's reuseIdentifier unset to "
            + "use the class name."
    ),
    (
        ["Invalid index path for use with UICollectionView"],
        "Build index paths with IndexPath(item:section:): they need exactly a section and an item."
    ),
    (
        [
            "attempt to scroll to invalid index path", "request for number of items in section",
            "Attempted to modify the",
        ],
        "Use index paths and sections the view has: check collectionView.numberOfSections and "
            + "numberOfItems(inSection:), and after changing the storage let the update run (layoutIfNeeded()) "
            + "before selecting or scrolling to new items."
    ),
]
