import Foundation
import TableManager

/// A cell showing an `Int`, recording what configured it.
final class IntCell: TableViewCell, ModelTransfer {
    private(set) var model: Int?
    private(set) var log: [String] = []

    func update(with model: Int) {
        self.model = model
        log.append("update \(model)")
    }

    func record(_ entry: String) { log.append(entry) }
}

/// A subclass of `IntCell`, for events that attach to subclasses.
final class SubIntCell: TableViewCell, ModelTransfer {
    func update(with model: Int) {}
}

/// A cell showing a `String`.
final class StringCell: TableViewCell, ModelTransfer {
    private(set) var model: String?
    func update(with model: String) { self.model = model }
}

/// A recyclable header or footer showing a `String`.
final class TitleView: TableViewHeaderFooterView, ModelTransfer {
    private(set) var model: String?
    func update(with model: String) { self.model = model }
}

/// A header or footer that the table cannot recycle: loaded from its nib each time.
final class PlainTitleView: CollectionReusableView, ModelTransfer {
    private(set) var model: String?
    func update(with model: String) { self.model = model }
}

/// A screen that owns a table view, as a DTTableViewManager user writes one.
@MainActor
final class TableScreen: TableViewManageable {
    var tableView: VirtualTableView!

    init(style: TableViewStyle = .plain) {
        tableView = VirtualTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
    }
}

/// A screen whose table view is reached through `optionalTableView`.
@MainActor
final class OptionalTableScreen: TableViewManageable {
    var table: VirtualTableView?
    var optionalTableView: (any TableView)? { table }
}

/// A screen that implements some delegate and data-source methods itself, recording their calls.
@MainActor
final class ImplementingScreen: TableViewManageable, TableViewDelegate, TableViewDataSource {
    let tableView = VirtualTableView()
    var implementedDelegateMethods: Set<TableViewSelector> = []
    private(set) var log: [String] = []

    func tableView(_ tableView: any TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: any TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: any TableView, didSelectRowAt indexPath: IndexPath) {
        log.append("owner didSelect \(indexPath)")
    }
    func tableView(_ tableView: any TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 77 }
    func tableView(_ tableView: any TableView, heightForHeaderInSection section: Int) -> CGFloat { 11 }
    func tableView(_ tableView: any TableView, heightForFooterInSection section: Int) -> CGFloat { 12 }
    func tableView(_ tableView: any TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: any TableView, viewForHeaderInSection section: Int) -> CollectionReusableView? {
        log.append("owner viewForHeader \(section)")
        return TitleView(reuseIdentifier: nil)
    }
}

/// Collects the anomalies a manager reports.
final class AnomalyLog {
    var anomalies: [TableViewManagerAnomaly] = []
}

extension TableViewManager {
    /// Records every anomaly into a new log.
    func recordingAnomalies() -> AnomalyLog {
        let log = AnomalyLog()
        anomalyHandler.anomalyAction = { log.anomalies.append($0) }
        return log
    }
}

/// `IndexPath(row:section:)`, short.
func ip(_ row: Int, _ section: Int) -> IndexPath { IndexPath(row: row, section: section) }

/// A storage of one section of fixed items.
final class ArrayStorage: Storage {
    let items: [Any]
    init(_ items: [Any]) { self.items = items }
    func numberOfSections() -> Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { section == 0 ? items.count : 0 }
    func item(at indexPath: IndexPath) -> Any? {
        indexPath.section == 0 && items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }
}

/// A cell class with subclasses, for events that attach to the mappings of subclasses.
class BaseNumberCell: TableViewCell, ModelTransfer {
    func update(with model: Int) {}
}

/// A subclass of `BaseNumberCell`.
final class DerivedNumberCell: BaseNumberCell {}
