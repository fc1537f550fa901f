import Foundation

/// The data source a ``TableViewManager`` installs on its table view.
///
/// It answers counts from the manager's storage, dequeues cells through the manager's mappings, gives section titles
/// in the ``SupplementarySectionStyle/title`` style, and answers the editing and moving methods from events. It never
/// traps: a missing model or mapping reports an anomaly and yields an empty cell.
///
/// Data sources are reference types used from one isolation domain; they are not `Sendable`.
public final class TableManagerDataSource: TableViewDataSource, TableManagerObject {
    /// What this object keeps; see `ManagerObject`.
    package let state: TableManagerObjectState

    /// The owner, when it implements data-source methods itself; they are called when no event answers.
    private(set) weak var owner: (any TableViewDataSource)?

    init(manager: TableViewManager) {
        state = TableManagerObjectState(
            manager: manager, role: .dataSource,
            alwaysImplemented: [.numberOfSections, .titleForHeaderInSection, .titleForFooterInSection])
    }

    /// Whether this object implements an optional method: the counts and titles always, the methods the owner
    /// implements, and event methods with a registered reaction.
    ///
    /// - Complexity: O(1) amortized.
    public func responds(to selector: TableViewSelector) -> Bool {
        respondsAsManagerObject(to: selector)
    }

    /// Re-reads the owner from the manager: called when the manager starts managing.
    func ownerDidChange() {
        owner = adoptOwner(as: (any TableViewDataSource).self)
    }

    /// The storage's number of sections.
    public func numberOfSections(in tableView: any TableView) -> Int {
        storage.numberOfSections()
    }

    /// The storage's number of items in `section`.
    public func tableView(_ tableView: any TableView, numberOfRowsInSection section: Int) -> Int {
        storage.numberOfItems(inSection: section)
    }

    /// A cell for the storage's model at `indexPath`, dequeued and configured through the first mapping that accepts
    /// the model: the registration handler, then `update(with:)`, then the deprecated `configure` event.
    ///
    /// Reports ``TableViewManagerAnomaly/nilCellModel(_:)`` or
    /// ``TableViewManagerAnomaly/noCellMappingFound(modelDescription:indexPath:)`` and returns a new empty
    /// `TableViewCell` (which a table accepts without dequeuing) when there is no model or no mapping.
    ///
    /// - Complexity: O(1) amortized beyond the table's dequeue.
    public func tableView(_ tableView: any TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let model = model(at: indexPath) else {
            manager?.anomalyHandler.reportAnomaly(.nilCellModel(indexPath))
            return TableViewCell(style: .default, reuseIdentifier: nil)
        }
        guard let mapping = viewFactory.cellMapping(for: model, at: indexPath) as? any TableCellMapping else {
            viewFactory.reportNoMapping(for: model, kind: nil, at: indexPath)
            return TableViewCell(style: .default, reuseIdentifier: nil)
        }
        guard let cell = mapping.dequeueConfiguredReusableCell(for: tableView, model: model, indexPath: indexPath)
        else { return TableViewCell(style: .default, reuseIdentifier: nil) }
        if viewFactory.hasMappedReaction(ordinal: TableViewEventMethodSignature.configureCell.ordinal) {
            _ = performReaction(.configureCell, view: cell, model: model, at: indexPath)
        }
        return cell
    }

    /// The section's header model when it is a `String`, in the ``SupplementarySectionStyle/title`` header style;
    /// `nil` otherwise, and for a section that should not show a header.
    public func tableView(_ tableView: any TableView, titleForHeaderInSection section: Int) -> String? {
        guard configuration?.sectionHeaderStyle == .title else { return nil }
        return headerFooterModel(header: true, inSection: section) as? String
    }

    /// The section's footer model when it is a `String`, in the ``SupplementarySectionStyle/title`` footer style;
    /// `nil` otherwise, and for a section that should not show a footer.
    public func tableView(_ tableView: any TableView, titleForFooterInSection section: Int) -> String? {
        guard configuration?.sectionFooterStyle == .title else { return nil }
        return headerFooterModel(header: false, inSection: section) as? String
    }

    /// The `canEditCell` event's answer for the row's model (no cell needed), else the owner's, else `false`.
    public func tableView(_ tableView: any TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        answer(
            .canEditRowAtIndexPath, at: indexPath, in: tableView, provideCell: false,
            owner: { owner?.tableView(tableView, canEditRowAt: indexPath) }, otherwise: false)
    }

    /// Runs the `commitEditingStyle` event with the row's cell, then the owner's method.
    public func tableView(
        _ tableView: any TableView,
        commit editingStyle: TableViewCellEditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        notify(.commitEditingStyleForRowAtIndexPath, at: indexPath, in: tableView, first: editingStyle) {
            owner?.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
        }
    }

    /// `tableView(_:canMoveRowAt:)`: the `canMove` event's answer with the row's cell, else the owner's, else `false`.
    public func tableView(_ tableView: any TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        answer(
            .canMoveRowAtIndexPath, at: indexPath, in: tableView,
            owner: { owner?.tableView(tableView, canMoveRowAt: indexPath) }, otherwise: false)
    }

    /// `tableView(_:moveRowAt:to:)`: runs the `move` event at the source row, with its cell and the destination, then
    /// the owner's method. The storage is not changed: move the model in the event.
    public func tableView(
        _ tableView: any TableView,
        moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        notify(.moveRowAtIndexPathToIndexPath, at: sourceIndexPath, in: tableView, first: destinationIndexPath) {
            owner?.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        }
    }

    /// `sectionIndexTitles(for:)`: the `sectionIndexTitles` event's answer (even `nil`), else the owner's, else `nil`.
    public func sectionIndexTitles(for tableView: any TableView) -> [String]? {
        if let answer = performOptionalUnmappedReaction(.sectionIndexTitlesForTableView, as: [String].self) {
            return answer
        }
        return ownerResponds(to: .sectionIndexTitles) ? owner?.sectionIndexTitles(for: tableView) : nil
    }

    /// `tableView(_:sectionForSectionIndexTitle:at:)`: the `sectionForSectionIndexTitle` event's answer, else the
    /// owner's, else 0.
    public func tableView(_ tableView: any TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        unmappedAnswer(
            .sectionForSectionIndexTitleAtIndex, first: title, second: index,
            owner: { owner?.tableView(tableView, sectionForSectionIndexTitle: title, at: index) }, otherwise: 0)
    }
}

@available(*, unavailable)
extension TableManagerDataSource: Sendable {}
