/// The name of a table view's data-source or delegate method, spelled as UIKit's Objective-C selector.
///
/// A table view cannot ask an object whether it implements a method without an Objective-C runtime; it asks
/// ``TableViewSelectorResponding/responds(to:)`` with one of these values instead. The raw values are UIKit's selector
/// strings, which DTTableViewManager also uses as `EventMethodSignature` raw values, so an object that answers
/// dynamically can compare them directly:
///
/// ```swift
/// func responds(to selector: TableViewSelector) -> Bool {
///     selector == .didSelectRow || registeredEvents.contains(selector.rawValue)
/// }
/// ```
///
/// Every optional method of the table-view protocols has a constant here. The required methods
/// (`numberOfRowsInSection`, `cellForRow`, `prefetchRows`) have constants too, for completeness; a table view never
/// asks about them. The type is distinct from ``CollectionViewSelector``: the two views' methods are different
/// methods, and an object that serves both answers for each separately.
public struct TableViewSelector: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The Objective-C selector string, for example `"tableView:didSelectRowAtIndexPath:"`.
    public let rawValue: String

    /// Creates a selector from its Objective-C spelling.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a selector from a string literal holding its Objective-C spelling.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The selector string.
    public var description: String { rawValue }
}

// MARK: - Data source

extension TableViewSelector {
    /// `tableView(_:numberOfRowsInSection:)` — required.
    public static let numberOfRowsInSection: TableViewSelector = "tableView:numberOfRowsInSection:"
    /// `tableView(_:cellForRowAt:)` — required.
    public static let cellForRow: TableViewSelector = "tableView:cellForRowAtIndexPath:"
    /// `numberOfSections(in:)`.
    public static let numberOfSections: TableViewSelector = "numberOfSectionsInTableView:"
    /// `tableView(_:titleForHeaderInSection:)`.
    public static let titleForHeaderInSection: TableViewSelector = "tableView:titleForHeaderInSection:"
    /// `tableView(_:titleForFooterInSection:)`.
    public static let titleForFooterInSection: TableViewSelector = "tableView:titleForFooterInSection:"
    /// `tableView(_:canEditRowAt:)`.
    public static let canEditRow: TableViewSelector = "tableView:canEditRowAtIndexPath:"
    /// `tableView(_:commit:forRowAt:)`.
    public static let commitEditingStyle: TableViewSelector = "tableView:commitEditingStyle:forRowAtIndexPath:"
}

// MARK: - Delegate

extension TableViewSelector {
    /// `tableView(_:willDisplay:forRowAt:)`.
    public static let willDisplayCell: TableViewSelector = "tableView:willDisplayCell:forRowAtIndexPath:"
    /// `tableView(_:willDisplayHeaderView:forSection:)`.
    public static let willDisplayHeaderView: TableViewSelector = "tableView:willDisplayHeaderView:forSection:"
    /// `tableView(_:willDisplayFooterView:forSection:)`.
    public static let willDisplayFooterView: TableViewSelector = "tableView:willDisplayFooterView:forSection:"
    /// `tableView(_:didEndDisplaying:forRowAt:)`.
    public static let didEndDisplayingCell: TableViewSelector = "tableView:didEndDisplayingCell:forRowAtIndexPath:"
    /// `tableView(_:didEndDisplayingHeaderView:forSection:)`.
    public static let didEndDisplayingHeaderView: TableViewSelector =
        "tableView:didEndDisplayingHeaderView:forSection:"
    /// `tableView(_:didEndDisplayingFooterView:forSection:)`.
    public static let didEndDisplayingFooterView: TableViewSelector =
        "tableView:didEndDisplayingFooterView:forSection:"

    /// `tableView(_:heightForRowAt:)`.
    public static let heightForRow: TableViewSelector = "tableView:heightForRowAtIndexPath:"
    /// `tableView(_:heightForHeaderInSection:)`.
    public static let heightForHeaderInSection: TableViewSelector = "tableView:heightForHeaderInSection:"
    /// `tableView(_:heightForFooterInSection:)`.
    public static let heightForFooterInSection: TableViewSelector = "tableView:heightForFooterInSection:"
    /// `tableView(_:estimatedHeightForRowAt:)`.
    public static let estimatedHeightForRow: TableViewSelector = "tableView:estimatedHeightForRowAtIndexPath:"
    /// `tableView(_:estimatedHeightForHeaderInSection:)`.
    public static let estimatedHeightForHeaderInSection: TableViewSelector =
        "tableView:estimatedHeightForHeaderInSection:"
    /// `tableView(_:estimatedHeightForFooterInSection:)`.
    public static let estimatedHeightForFooterInSection: TableViewSelector =
        "tableView:estimatedHeightForFooterInSection:"
    /// `tableView(_:viewForHeaderInSection:)`.
    public static let viewForHeaderInSection: TableViewSelector = "tableView:viewForHeaderInSection:"
    /// `tableView(_:viewForFooterInSection:)`.
    public static let viewForFooterInSection: TableViewSelector = "tableView:viewForFooterInSection:"

    /// `tableView(_:shouldHighlightRowAt:)`.
    public static let shouldHighlightRow: TableViewSelector = "tableView:shouldHighlightRowAtIndexPath:"
    /// `tableView(_:didHighlightRowAt:)`.
    public static let didHighlightRow: TableViewSelector = "tableView:didHighlightRowAtIndexPath:"
    /// `tableView(_:didUnhighlightRowAt:)`.
    public static let didUnhighlightRow: TableViewSelector = "tableView:didUnhighlightRowAtIndexPath:"
    /// `tableView(_:willSelectRowAt:)`.
    public static let willSelectRow: TableViewSelector = "tableView:willSelectRowAtIndexPath:"
    /// `tableView(_:willDeselectRowAt:)`.
    public static let willDeselectRow: TableViewSelector = "tableView:willDeselectRowAtIndexPath:"
    /// `tableView(_:didSelectRowAt:)`.
    public static let didSelectRow: TableViewSelector = "tableView:didSelectRowAtIndexPath:"
    /// `tableView(_:didDeselectRowAt:)`.
    public static let didDeselectRow: TableViewSelector = "tableView:didDeselectRowAtIndexPath:"

    /// `tableView(_:editingStyleForRowAt:)`.
    public static let editingStyleForRow: TableViewSelector = "tableView:editingStyleForRowAtIndexPath:"

    /// `tableView(_:canPerformPrimaryActionForRowAt:)`.
    public static let canPerformPrimaryActionForRow: TableViewSelector =
        "tableView:canPerformPrimaryActionForRowAtIndexPath:"
    /// `tableView(_:performPrimaryActionForRowAt:)`.
    public static let performPrimaryActionForRow: TableViewSelector =
        "tableView:performPrimaryActionForRowAtIndexPath:"
}

// MARK: - Prefetching

extension TableViewSelector {
    /// `tableView(_:prefetchRowsAt:)` — required.
    public static let prefetchRows: TableViewSelector = "tableView:prefetchRowsAtIndexPaths:"
    /// `tableView(_:cancelPrefetchingForRowsAt:)`.
    public static let cancelPrefetchingForRows: TableViewSelector = "tableView:cancelPrefetchingForRowsAtIndexPaths:"
}
