// Names that code written for DTTableViewManager uses, so it compiles after changing imports.

/// DTTableViewManager's name for ``TableViewManager``.
public typealias DTTableViewManager = TableViewManager

/// DTTableViewManager's name for ``TableViewManageable``.
public typealias DTTableViewManageable = TableViewManageable

/// DTTableViewManager's name for ``TableViewManagerAnomaly``.
public typealias DTTableViewManagerAnomaly = TableViewManagerAnomaly

/// DTTableViewManager's name for ``TableViewManagerAnomalyHandler``.
public typealias DTTableViewManagerAnomalyHandler = TableViewManagerAnomalyHandler

/// DTTableViewManager's name for ``TableManagerDataSource``.
public typealias DTTableViewDataSource = TableManagerDataSource

/// DTTableViewManager's name for ``TableManagerDelegate``.
public typealias DTTableViewDelegate = TableManagerDelegate

/// DTTableViewManager's name for ``TableManagerPrefetchDataSource``.
public typealias DTTableViewPrefetchDataSource = TableManagerPrefetchDataSource
