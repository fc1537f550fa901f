/// A dropped item's pending insertion that knows the collection manager's storage: committing it inserts the model
/// too. ``CollectionViewManager/drop(_:to:with:)`` returns one; see `DropPlaceholderStorageContext`.
public typealias CollectionViewDropPlaceholderContext = DropPlaceholderStorageContext
