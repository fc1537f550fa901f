// Names that code written for DTCollectionViewManager and DTModelStorage uses, so it compiles after changing imports.

/// DTCollectionViewManager's name for ``CollectionViewManager``.
public typealias DTCollectionViewManager = CollectionViewManager

/// DTCollectionViewManager's name for ``CollectionViewManageable``.
public typealias DTCollectionViewManageable = CollectionViewManageable

/// DTCollectionViewManager's name for ``CollectionViewManagerAnomaly``.
public typealias DTCollectionViewManagerAnomaly = CollectionViewManagerAnomaly

/// DTCollectionViewManager's name for ``CollectionViewManagerAnomalyHandler``.
public typealias DTCollectionViewManagerAnomalyHandler = CollectionViewManagerAnomalyHandler

/// DTCollectionViewManager's name for ``CollectionManagerDataSource``.
public typealias DTCollectionViewDataSource = CollectionManagerDataSource

/// DTCollectionViewManager's name for ``CollectionManagerDelegate``.
public typealias DTCollectionViewDelegate = CollectionManagerDelegate

/// DTModelStorage's name for `UpdateDeliveringStorage` (a base class there, a protocol here).
public typealias BaseUpdateDeliveringStorage = UpdateDeliveringStorage

/// DTCollectionViewManager's name for ``CollectionManagerPrefetchDataSource``.
public typealias DTCollectionViewPrefetchDataSource = CollectionManagerPrefetchDataSource

/// DTCollectionViewManager's name for ``CollectionManagerDragDelegate``.
public typealias DTCollectionViewDragDelegate = CollectionManagerDragDelegate

/// DTCollectionViewManager's name for ``CollectionManagerDropDelegate``.
public typealias DTCollectionViewDropDelegate = CollectionManagerDropDelegate

/// DTCollectionViewManager's name for ``CollectionViewDropPlaceholderContext``.
public typealias DTCollectionViewDropPlaceholderContext = CollectionViewDropPlaceholderContext
