/// The roles an object can play for a table view, each with its own set of optional methods.
///
/// A ``VirtualTableView`` asks an object about every selector in ``optionalSelectors`` when the object is assigned to
/// the property of the role.
public enum TableViewRole: CaseIterable, Hashable, Sendable {
    /// `dataSource`, a ``TableViewDataSource``.
    case dataSource
    /// `delegate`, a ``TableViewDelegate``.
    case delegate
    /// `prefetchDataSource`, a ``TableViewDataSourcePrefetching``.
    case prefetchDataSource

    /// The optional methods of the role, in the order a table view asks about them.
    public var optionalSelectors: [TableViewSelector] {
        switch self {
        case .dataSource:
            [.numberOfSections, .titleForHeaderInSection, .titleForFooterInSection, .canEditRow, .commitEditingStyle]
        case .delegate:
            [
                .willDisplayCell, .willDisplayHeaderView, .willDisplayFooterView, .didEndDisplayingCell,
                .didEndDisplayingHeaderView, .didEndDisplayingFooterView, .heightForRow, .heightForHeaderInSection,
                .heightForFooterInSection, .estimatedHeightForRow, .estimatedHeightForHeaderInSection,
                .estimatedHeightForFooterInSection, .viewForHeaderInSection, .viewForFooterInSection,
                .shouldHighlightRow, .didHighlightRow, .didUnhighlightRow, .willSelectRow, .willDeselectRow,
                .didSelectRow, .didDeselectRow, .editingStyleForRow, .canPerformPrimaryActionForRow,
                .performPrimaryActionForRow,
            ]
        case .prefetchDataSource:
            [.cancelPrefetchingForRows]
        }
    }
}
