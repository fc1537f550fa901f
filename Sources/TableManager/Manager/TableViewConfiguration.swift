import Foundation

/// Whether a table section shows its header or footer model as a title or as a view.
public enum SupplementarySectionStyle: Hashable, Sendable {
    /// The model, when it is a `String`, is the title the data source gives for the section; the delegate gives no
    /// view.
    case title
    /// A view mapped to the model, from the delegate; the data source gives no title.
    case view
}

/// How a ``TableViewManager`` shows section headers and footers and sizes them: DTTableViewManager's
/// `TableViewConfiguration`, with its defaults.
///
/// The manager reads it on every call, so a change applies to the next question the table asks, except
/// ``semanticHeaderHeight`` and ``semanticFooterHeight``, which the table reads when the manager's delegate is
/// assigned (see each).
///
/// ```swift
/// manager.configuration.displayHeaderOnEmptySection = false   // empty sections show no header
/// manager.registerHeader(SectionTitleView.self)               // headers are views from now on
/// ```
public struct TableViewConfiguration {
    /// How section headers show their models. Default: ``SupplementarySectionStyle/title``; every `registerHeader`
    /// call sets it to ``SupplementarySectionStyle/view``, and nothing sets it back.
    public var sectionHeaderStyle = SupplementarySectionStyle.title

    /// How section footers show their models. Default: ``SupplementarySectionStyle/title``; every `registerFooter`
    /// call sets it to ``SupplementarySectionStyle/view``.
    public var sectionFooterStyle = SupplementarySectionStyle.title

    /// Whether a section without rows shows its header. Default: `true`. When `false`, an empty section has no header
    /// model anywhere: no title, no view, no anomaly, no header events, and the minimal header height.
    public var displayHeaderOnEmptySection = true

    /// Whether a section without rows shows its footer. Default: `true`. When `false`, as for headers, except that the
    /// footer height still asks the `heightForFooter` event and the owner first.
    public var displayFooterOnEmptySection = true

    /// Whether the manager's delegate answers `tableView(_:heightForHeaderInSection:)` without a `heightForHeader`
    /// event or the owner's method: an automatic height for a title, the table's `sectionHeaderHeight` for a view, the
    /// minimal height without a header model. Default: `true`.
    ///
    /// The table asks whether the method is implemented when the delegate is assigned; a change takes effect at the
    /// manager's next registration or event registration, which assigns the delegate again.
    public var semanticHeaderHeight = true

    /// Whether the manager's delegate answers `tableView(_:heightForFooterInSection:)` without an event or the owner's
    /// method, as ``semanticHeaderHeight`` does for headers. Default: `true`.
    public var semanticFooterHeight = true

    /// The height of a header that the section does not have. Default: 0 for a `.plain` table,
    /// `CGFloat.leastNormalMagnitude` for grouped and inset-grouped ones (which would show a default height for 0).
    public var minimalHeaderHeightForTableView: (any TableView) -> CGFloat = { tableView in
        tableView.style == .plain ? 0 : .leastNormalMagnitude
    }

    /// The height of a footer that the section does not have; defaults as ``minimalHeaderHeightForTableView``.
    public var minimalFooterHeightForTableView: (any TableView) -> CGFloat = { tableView in
        tableView.style == .plain ? 0 : .leastNormalMagnitude
    }

    /// The default configuration.
    public init() {}
}

@available(*, unavailable)
extension TableViewConfiguration: Sendable {}
