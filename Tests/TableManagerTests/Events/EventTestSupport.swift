import Foundation
import TableManager

/// A screen whose table shows `[1, 2]` in `IntCell`s, registered by `register` (by default without events).
@MainActor
func loadedScreen(_ register: (TableViewManager) -> Void = { $0.register(IntCell.self) }) -> TableScreen {
    let screen = TableScreen()
    register(screen.manager)
    screen.manager.memoryStorage.setItems([1, 2])
    screen.tableView.layoutIfNeeded()
    return screen
}

/// A screen whose section 0 has header `"H"` and footer `"F"` shown by `TitleView`s, and one row.
@MainActor
func headerFooterScreen(_ register: (TableViewManager) -> Void) -> TableScreen {
    let screen = TableScreen()
    screen.manager.register(IntCell.self)
    screen.manager.registerHeader(TitleView.self)
    screen.manager.registerFooter(TitleView.self)
    register(screen.manager)
    screen.manager.memoryStorage.setItems([1])
    screen.manager.memoryStorage.setSectionHeaderModels(["H"])
    screen.manager.memoryStorage.setSectionFooterModels(["F"])
    screen.tableView.layoutIfNeeded()
    return screen
}

extension TableScreen {
    var delegate: TableManagerDelegate { manager.tableDelegate! }
    var dataSource: TableManagerDataSource { manager.tableDataSource! }

    /// The displayed `IntCell` of row `row` of section 0.
    func cell(_ row: Int) -> IntCell? { tableView.cellForRow(at: ip(row, 0)) as? IntCell }
}

/// Calls DTTableViewManager's deprecated configuration events without a deprecation warning, so the test target builds
/// with warnings as errors.
protocol DeprecatedConfigurationEvents {
    func configure<Cell: TableViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
    )
    func configureHeader<View: CollectionReusableView & ModelTransfer>(
        _ headerClass: View.Type,
        _ closure: @escaping (View, View.ModelType, Int) -> Void
    )
    func configureFooter<View: CollectionReusableView & ModelTransfer>(
        _ footerClass: View.Type,
        _ closure: @escaping (View, View.ModelType, Int) -> Void
    )
    func configureEvents<View: ModelTransfer>(
        for viewClass: View.Type, _ closure: (View.Type, View.ModelType.Type) -> Void)
}

extension TableViewManager: DeprecatedConfigurationEvents {}
