import Foundation

/// The delegate a ``TableViewManager`` installs on its table view.
///
/// It gives section header and footer views in the ``SupplementarySectionStyle/view`` style, answers heights (with
/// DTTableViewManager's semantic header and footer heights), and runs the events registered for display, selection,
/// highlighting and editing. Each method answers with its event when one is registered, else with the owner's own
/// implementation, else with UIKit's default; methods that return nothing run the event and then the owner's method.
///
/// Delegates are reference types used from one isolation domain; they are not `Sendable`.
public final class TableManagerDelegate: TableViewDelegate, TableManagerObject {
    /// What this object keeps; see `ManagerObject`.
    package let state: TableManagerObjectState

    /// The owner, when it implements delegate methods itself.
    private(set) weak var owner: (any TableViewDelegate)?

    init(manager: TableViewManager) {
        state = TableManagerObjectState(
            manager: manager, role: .delegate, alwaysImplemented: [.viewForHeaderInSection, .viewForFooterInSection])
    }

    /// Whether this object implements an optional method: header and footer views always; header and footer heights
    /// while the configuration's semantic heights are on; the methods the owner implements; event methods with a
    /// registered reaction.
    ///
    /// - Complexity: O(1) amortized.
    public func responds(to selector: TableViewSelector) -> Bool {
        if selector == .heightForHeaderInSection, configuration?.semanticHeaderHeight == true { return true }
        if selector == .heightForFooterInSection, configuration?.semanticFooterHeight == true { return true }
        return respondsAsManagerObject(to: selector)
    }

    /// Re-reads the owner from the manager: called when the manager starts managing.
    func ownerDidChange() {
        owner = adoptOwner(as: (any TableViewDelegate).self)
    }

    // MARK: Header and footer views

    /// The header view of `section` in the ``SupplementarySectionStyle/view`` style: dequeued and configured through
    /// the first header mapping that accepts the section's header model.
    ///
    /// `nil` in the ``SupplementarySectionStyle/title`` style (the owner is not asked). Without a model, the owner's
    /// view, else `nil` and ``TableViewManagerAnomaly/nilHeaderModel(_:)`` when the section should show a header.
    /// Without a mapping, `nil` and
    /// ``TableViewManagerAnomaly/noHeaderFooterMappingFound(modelDescription:indexPath:)``.
    public func tableView(_ tableView: any TableView, viewForHeaderInSection section: Int) -> CollectionReusableView? {
        headerFooterView(header: true, section: section, in: tableView) {
            owner?.tableView(tableView, viewForHeaderInSection: section)
        }
    }

    /// The footer view of `section`, as ``tableView(_:viewForHeaderInSection:)`` gives headers.
    public func tableView(_ tableView: any TableView, viewForFooterInSection section: Int) -> CollectionReusableView? {
        headerFooterView(header: false, section: section, in: tableView) {
            owner?.tableView(tableView, viewForFooterInSection: section)
        }
    }

    private func headerFooterView(
        header isHeader: Bool,
        section: Int,
        in tableView: any TableView,
        ownerView: () -> CollectionReusableView?
    ) -> CollectionReusableView? {
        guard let configuration,
            (isHeader ? configuration.sectionHeaderStyle : configuration.sectionFooterStyle) == .view
        else { return nil }
        guard let model = headerFooterModel(header: isHeader, inSection: section) else {
            let selector: TableViewSelector = isHeader ? .viewForHeaderInSection : .viewForFooterInSection
            if ownerResponds(to: selector), let view = ownerView() { return view }
            if shouldDisplay(header: isHeader, inSection: section) {
                manager?.anomalyHandler.reportAnomaly(isHeader ? .nilHeaderModel(section) : .nilFooterModel(section))
            }
            return nil
        }
        let kind = isHeader ? DTTableViewElementSectionHeader : DTTableViewElementSectionFooter
        let indexPath = IndexPath(itemIndex: 0, sectionIndex: section)
        guard
            let mapping = viewFactory.supplementaryMapping(ofKind: kind, for: model, at: indexPath)
                as? any TableHeaderFooterMapping
        else {
            viewFactory.reportNoMapping(for: model, kind: kind, at: indexPath)
            return nil
        }
        guard
            let view = mapping.dequeueConfiguredReusableSupplementaryView(
                for: tableView, kind: kind, model: model, indexPath: indexPath)
        else { return nil }
        let configure: TableViewEventMethodSignature = isHeader ? .configureHeader : .configureFooter
        if viewFactory.hasMappedReaction(ordinal: configure.ordinal) {
            _ = performReaction(configure, view: view, model: model, at: indexPath, supplementaryKind: kind)
        }
        return view
    }

    // MARK: Heights

    /// The `heightForCell` event's answer for the row's model (no cell needed), else the owner's, else the table's
    /// `rowHeight`.
    public func tableView(_ tableView: any TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        answer(
            .heightForRowAtIndexPath, at: indexPath, in: tableView, provideCell: false,
            owner: { owner?.tableView(tableView, heightForRowAt: indexPath) }, otherwise: tableView.rowHeight)
    }

    /// The `estimatedHeightForCell` event's answer, else the owner's, else the table's `estimatedRowHeight`.
    public func tableView(_ tableView: any TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        answer(
            .estimatedHeightForRowAtIndexPath, at: indexPath, in: tableView, provideCell: false,
            owner: { owner?.tableView(tableView, estimatedHeightForRowAt: indexPath) },
            otherwise: tableView.estimatedRowHeight)
    }

    /// The header height of `section`, in DTTableViewManager's order: the minimal header height when the section
    /// should not show a header; the `heightForHeader` event's answer; the owner's; then, when the section has a header
    /// model, `VirtualTableView.automaticDimension` in the title style and the table's `sectionHeaderHeight` in the
    /// view style; the minimal height without a model.
    public func tableView(_ tableView: any TableView, heightForHeaderInSection section: Int) -> CGFloat {
        guard let configuration, shouldDisplay(header: true, inSection: section) else {
            return minimalHeight(header: true, in: tableView)
        }
        if let height = heightReaction(.heightForHeaderInSection, header: true, section: section) { return height }
        if ownerResponds(to: .heightForHeaderInSection), let owner {
            return owner.tableView(tableView, heightForHeaderInSection: section)
        }
        return semanticHeight(
            header: true, style: configuration.sectionHeaderStyle, section: section, in: tableView,
            viewHeight: tableView.sectionHeaderHeight)
    }

    /// The footer height of `section`, in DTTableViewManager's order, which differs from the header's: the
    /// `heightForFooter` event's answer; the owner's (asked even for a section that should not show a footer); the
    /// minimal footer height when the section should not show one; then as for headers.
    public func tableView(_ tableView: any TableView, heightForFooterInSection section: Int) -> CGFloat {
        if let height = heightReaction(.heightForFooterInSection, header: false, section: section) { return height }
        if ownerResponds(to: .heightForFooterInSection), let owner {
            return owner.tableView(tableView, heightForFooterInSection: section)
        }
        guard let configuration, shouldDisplay(header: false, inSection: section) else {
            return minimalHeight(header: false, in: tableView)
        }
        return semanticHeight(
            header: false, style: configuration.sectionFooterStyle, section: section, in: tableView,
            viewHeight: tableView.sectionFooterHeight)
    }

    /// The `estimatedHeightForHeader` event's answer (for a header the section shows), else the owner's, else the
    /// table's `estimatedSectionHeaderHeight`.
    public func tableView(_ tableView: any TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        if let height = heightReaction(.estimatedHeightForHeaderInSection, header: true, section: section) {
            return height
        }
        if ownerResponds(to: .estimatedHeightForHeaderInSection), let owner {
            return owner.tableView(tableView, estimatedHeightForHeaderInSection: section)
        }
        return tableView.estimatedSectionHeaderHeight
    }

    /// The `estimatedHeightForFooter` event's answer (for a footer the section shows), else the owner's, else the
    /// table's `estimatedSectionFooterHeight`.
    public func tableView(_ tableView: any TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        if let height = heightReaction(.estimatedHeightForFooterInSection, header: false, section: section) {
            return height
        }
        if ownerResponds(to: .estimatedHeightForFooterInSection), let owner {
            return owner.tableView(tableView, estimatedHeightForFooterInSection: section)
        }
        return tableView.estimatedSectionFooterHeight
    }

    private func heightReaction(
        _ signature: TableViewEventMethodSignature,
        header isHeader: Bool,
        section: Int
    ) -> CGFloat? {
        performHeaderFooterReaction(signature, header: isHeader, section: section, view: nil) as? CGFloat
    }

    /// The height without an event or the owner: automatic for a title, `viewHeight` for a view, minimal without a
    /// model.
    private func semanticHeight(
        header isHeader: Bool,
        style: SupplementarySectionStyle,
        section: Int,
        in tableView: any TableView,
        viewHeight: CGFloat
    ) -> CGFloat {
        guard headerFooterModel(header: isHeader, inSection: section) != nil else {
            return minimalHeight(header: isHeader, in: tableView)
        }
        return style == .title ? VirtualTableView.automaticDimension : viewHeight
    }

    private func minimalHeight(header isHeader: Bool, in tableView: any TableView) -> CGFloat {
        let configuration = configuration ?? TableViewConfiguration()
        return isHeader
            ? configuration.minimalHeaderHeightForTableView(tableView)
            : configuration.minimalFooterHeightForTableView(tableView)
    }
}

@available(*, unavailable)
extension TableManagerDelegate: Sendable {}
