import Foundation

/// How a list section looks and which swipe actions its rows offer, standing in for
/// `UICollectionLayoutListConfiguration`.
///
/// Build a list layout from it with ``CollectionViewCompositionalLayout/list(using:)``, or one list section with
/// ``CollectionLayoutSection/list(using:layoutEnvironment:)`` inside a section provider:
///
/// ```swift
/// var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
///     SwipeActionsConfiguration(actions: [
///         ContextualAction(style: .destructive, title: "Delete") { _, _, completion in completion(true) }
///     ])
/// }
/// collectionView.collectionViewLayout = CollectionViewCompositionalLayout.list(using: configuration)
/// ```
///
/// A list section (this library's values, chosen to match an iPhone in portrait as closely as could be
/// established; UIKit derives some of them from the device, the size class and the text size):
/// - Rows are as wide as the section's content area and estimated at 44 points high, the height of UIKit's list
///   rows at the default text size; self-sizing cells replace the estimate with
///   ``CollectionReusableView/preferredLayoutAttributesFitting(_:)``. No spacing between rows.
/// - Section content insets: zero for ``Appearance-swift.enum/plain``, ``Appearance-swift.enum/grouped``,
///   ``Appearance-swift.enum/sidebar`` and ``Appearance-swift.enum/sidebarPlain``; 16 points leading and trailing
///   for ``Appearance-swift.enum/insetGrouped``.
/// - Space above each section: ``Appearance-swift.enum/grouped`` and ``Appearance-swift.enum/insetGrouped`` put
///   35 points above a section without a header. With a header (``HeaderMode-swift.enum/supplementary`` or
///   ``HeaderMode-swift.enum/firstItemInSection``), the space above the header is ``headerTopPadding``, which
///   defaults to 22 points for ``Appearance-swift.enum/plain``, 35 for the grouped appearances and zero for the
///   sidebar appearances.
/// - Headers and footers (``HeaderMode-swift.enum/supplementary``, ``FooterMode-swift.enum/supplementary``) are
///   boundary items of kind `CollectionElementKind.sectionHeader` and `CollectionElementKind.sectionFooter`, as
///   wide as the rows (the collection view less the section's leading and trailing insets, as
///   ``CollectionLayoutSection/supplementariesFollowContentInsets`` has it) and estimated at 44 points high; the data
///   source is asked for them at `IndexPath(item: 0, section: s)`.
///
/// Departures from UIKit: the virtual view draws nothing, so ``showsSeparators`` and the appearance change no frame
/// (separators take no room in UIKit either) beyond the insets above, and there are no background colours.
///
/// The configuration holds closures; it is a value used from one isolation domain and is not `Sendable`.
public struct CollectionLayoutListConfiguration {
    /// The overall look of a list, standing in for `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Hashable, Sendable {
        /// Rows edge to edge, sections one after the other.
        case plain
        /// Rows edge to edge, sections separated by space.
        case grouped
        /// Sections separated by space and inset from the leading and trailing edges.
        case insetGrouped
        /// A sidebar's look.
        case sidebar
        /// A sidebar's look without grouping.
        case sidebarPlain
    }

    /// How a list section shows a header, standing in for `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Hashable, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind `CollectionElementKind.sectionHeader` above the rows.
        case supplementary
        /// The section's first item is its header: no supplementary view is asked for.
        case firstItemInSection
    }

    /// How a list section shows a footer, standing in for `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Hashable, Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind `CollectionElementKind.sectionFooter` below the rows.
        case supplementary
    }

    /// The estimated height of a list row, and of a list header or footer: 44 points.
    public static let estimatedRowHeight: CGFloat = 44

    /// The list's look.
    public var appearance: Appearance

    /// How each section shows a header. Default: ``HeaderMode-swift.enum/none``.
    public var headerMode = HeaderMode.none

    /// How each section shows a footer. Default: ``FooterMode-swift.enum/none``.
    public var footerMode = FooterMode.none

    /// Whether rows draw separators. Default: `true`. The virtual view draws nothing, so it changes no frame.
    public var showsSeparators = true

    /// The space above each section's header, or `nil` for the appearance's default (22 points for
    /// ``Appearance-swift.enum/plain``, 35 for the grouped appearances, zero for the sidebar ones). Used only when
    /// ``headerMode`` is not ``HeaderMode-swift.enum/none``; a negative value counts as zero.
    public var headerTopPadding: CGFloat?

    /// Returns the actions revealed by swiping a row from its leading edge, or `nil` for none. Default: `nil`.
    ///
    /// ``VirtualCollectionView/swipeItem(at:edge:)`` calls it with the row's index path each time a row is swiped.
    public var leadingSwipeActionsConfigurationProvider: ((IndexPath) -> SwipeActionsConfiguration?)?

    /// Returns the actions revealed by swiping a row from its trailing edge, or `nil` for none. Default: `nil`.
    ///
    /// ``VirtualCollectionView/swipeItem(at:edge:)`` calls it with the row's index path each time a row is swiped.
    public var trailingSwipeActionsConfigurationProvider: ((IndexPath) -> SwipeActionsConfiguration?)?

    /// Creates a configuration with `appearance` and the defaults: no header or footer, separators shown, no swipe
    /// actions.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// The section content insets of the appearance, with the space above a section without a header.
    var sectionContentInsets: DirectionalEdgeInsets {
        let side: CGFloat = appearance == .insetGrouped ? 16 : 0
        let top: CGFloat
        switch appearance {
        case .grouped, .insetGrouped: top = headerMode == .none ? 35 : 0
        case .plain, .sidebar, .sidebarPlain: top = 0
        }
        return DirectionalEdgeInsets(top: top, leading: side, bottom: 0, trailing: side)
    }

    /// The space above the section's header, or zero when the section has none.
    var resolvedHeaderTopPadding: CGFloat {
        guard headerMode != .none else { return 0 }
        if let headerTopPadding { return headerTopPadding.isFinite ? max(0, headerTopPadding) : 0 }
        switch appearance {
        case .plain: return 22
        case .grouped, .insetGrouped: return 35
        case .sidebar, .sidebarPlain: return 0
        }
    }

    /// The provider of `edge`.
    func swipeActionsProvider(for edge: SwipeEdge) -> ((IndexPath) -> SwipeActionsConfiguration?)? {
        switch edge {
        case .leading: leadingSwipeActionsConfigurationProvider
        case .trailing: trailingSwipeActionsConfigurationProvider
        }
    }
}

extension CollectionLayoutSection {
    /// A list section built from `configuration`: full-width rows estimated at 44 points high, with the
    /// appearance's insets, header and footer (see ``CollectionLayoutListConfiguration``).
    ///
    /// Use it in a section provider to mix list sections with others:
    ///
    /// ```swift
    /// let layout = CollectionViewCompositionalLayout { section, environment in
    ///     section == 0
    ///         ? .list(using: CollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
    ///         : gridSection
    /// }
    /// ```
    ///
    /// Rows of a list section can be swiped with ``VirtualCollectionView/swipeItem(at:edge:)``; the section's
    /// configuration's providers give the actions.
    ///
    /// `layoutEnvironment` is taken for UIKit's signature: this library's list metrics do not depend on the
    /// container's size, where UIKit's inset-grouped margins grow on wide containers.
    public static func list(
        using configuration: CollectionLayoutListConfiguration, layoutEnvironment: CollectionLayoutEnvironment
    ) -> CollectionLayoutSection {
        let height = CollectionLayoutListConfiguration.estimatedRowHeight
        let row = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(height))
        let group = CollectionLayoutGroup.vertical(layoutSize: row, subitems: [CollectionLayoutItem(layoutSize: row)])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = configuration.sectionContentInsets
        let boundary = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(height))
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: boundary, elementKind: CollectionElementKind.sectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: boundary, elementKind: CollectionElementKind.sectionFooter, alignment: .bottom))
        }
        section.listConfiguration = configuration
        return section
    }
}

extension CollectionViewCompositionalLayout {
    /// A vertical layout whose every section is a list section built from `configuration`, standing in for
    /// `UICollectionViewCompositionalLayout.list(using:)`.
    ///
    /// ```swift
    /// var configuration = CollectionLayoutListConfiguration(appearance: .plain)
    /// configuration.trailingSwipeActionsConfigurationProvider = { indexPath in ... }
    /// collectionView.collectionViewLayout = CollectionViewCompositionalLayout.list(using: configuration)
    /// ```
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout
    {
        CollectionViewCompositionalLayout { _, environment in
            .list(using: configuration, layoutEnvironment: environment)
        }
    }
}
