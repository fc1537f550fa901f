import Foundation

/// A layout built from sections, groups and items, standing in for `UICollectionViewCompositionalLayout`.
///
/// Describe one section (or one per section index with a provider) and the layout repeats its group until the
/// section's items run out:
///
/// ```swift
/// let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
///     widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
/// let group = CollectionLayoutGroup.horizontal(
///     layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
///     subitems: [item])
/// let section = CollectionLayoutSection(group: group)
/// collectionView.collectionViewLayout = CollectionViewCompositionalLayout(section: section)
/// ```
///
/// Geometry (vertical layout; a horizontal one swaps the axes):
/// - The layout's own top-aligned boundary items come first, then the sections with
///   ``CollectionViewCompositionalLayoutConfiguration/interSectionSpacing`` between them, then its bottom-aligned
///   boundary items. The content is as wide as the collection view.
/// - A section: its top-aligned boundary items (sized against its content area, see
///   ``CollectionLayoutSection/supplementariesFollowContentInsets``), its top content inset, its
///   groups one under the other (or, for an orthogonal section, in one line left to right), its bottom inset and its
///   bottom-aligned boundary items. Groups are sized against the collection view's size minus the section's content
///   insets and start at the section's leading inset.
/// - In a group, subitems are sized against the group's size minus the group's content insets; an item's cell frame
///   is its slot minus the item's content insets.
/// - Estimated dimensions use the estimate until a self-sizing view answers another size (through
///   ``CollectionReusableView/preferredLayoutAttributesFitting(_:)``); the layout records the answer, and the next
///   `prepare()` uses it. Recorded sizes stay with their index paths until the layout is replaced.
/// - No coordinate is rounded: frames are exact arithmetic on the given dimensions, where UIKit rounds each frame
///   to the screen's pixels. Dimensions that are whole or half points give the same frames as UIKit on a 2× screen.
///
/// A section provider that returns `nil` makes an empty section: it takes no room, no spacing, and its items are
/// never displayed.
///
/// Sections with an ``CollectionLayoutSection/orthogonalScrollingBehavior`` scroll on their own: see
/// ``VirtualCollectionView/scrollOrthogonalSection(_:to:)``. The attributes the layout returns are shifted by the
/// section's offset, so the collection view displays and ends displaying its cells as the section scrolls.
///
/// Layouts are reference types used from one isolation domain; they are not `Sendable`.
public final class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// Builds the section of a given index; `nil` gives an empty section.
    public typealias SectionProvider = (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

    let sectionProvider: SectionProvider

    /// The layout's scroll direction, spacing between sections and boundary items. Assigning a configuration
    /// invalidates the layout.
    public var configuration: CollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    /// Creates a layout whose every section is laid out as `section`.
    public convenience init(section: CollectionLayoutSection) {
        self.init(section: section, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// Creates a layout whose every section is laid out as `section`, with `configuration`.
    public convenience init(
        section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// Creates a layout that asks `sectionProvider` for each section's layout, once per section in each `prepare()`.
    ///
    /// The provider receives the section index and the environment (the collection view's size). Returning `nil`
    /// makes the section empty: it takes no room and its items are not displayed.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// Creates a layout that asks `sectionProvider` for each section's layout, with `configuration`.
    public init(
        sectionProvider: @escaping SectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    // MARK: Prepared layout

    struct PreparedGroup {
        /// The group's own frame, unshifted.
        var slot: CGRect
        /// The union of the slot and every frame the group placed, unshifted.
        var bounds: CGRect
        /// The largest far edge of any group so far in its section, along the axis the section's groups follow.
        var reach: CGFloat
        /// Global indexes of the group's first item and one past its last.
        var firstItem: Int
        var endItem: Int
        /// Indexes in `accessories` of the group's first item supplementary view and one past its last.
        var firstAccessory: Int
        var endAccessory: Int
    }

    struct PreparedBoundary {
        var kind: String
        var frame: CGRect
        var pins: Bool
        var isBefore: Bool
        var estimated: EstimatedAxes
    }

    struct PreparedAccessory {
        var kind: String
        var item: Int
        var frame: CGRect
    }

    struct PreparedDecoration {
        var kind: String
        var frame: CGRect
    }

    struct PreparedSection {
        var minMain: CGFloat
        var maxMain: CGFloat
        var firstItem: Int
        var itemCount: Int
        var firstGroup: Int
        var endGroup: Int
        var boundaries: [PreparedBoundary]
        var decorations: [PreparedDecoration]
        var behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
        /// For an orthogonal section, the length of its line of groups with its insets; zero otherwise.
        var orthogonalLength: CGFloat
        /// The section's content inset before its first group, across the layout's axis.
        var crossLeadingInset: CGFloat
        /// Whether the section provider gave a section; items of a section without one have no attributes.
        var hasDefinition: Bool

        var isOrthogonal: Bool { behavior != .none }
    }

    struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    // NB: frames live in flat arrays indexed by a global item index, as in the flow layout, so a prepare allocates a
    // handful of buffers and rect queries are binary searches over sections and groups.
    var itemFrames: [CGRect] = []
    var itemEstimated: [EstimatedAxes] = []
    var groups: [PreparedGroup] = []
    var accessories: [PreparedAccessory] = []
    var sections: [PreparedSection] = []
    var layoutBoundaries: [PreparedBoundary] = []
    var contentSize = CGSize.zero
    var preparedSize = CGSize.zero
    var axes = CompositionalAxes(isVertical: true)
    var orthogonalOffsets: [Int: CGFloat] = [:]
    var preferredItemSizes: [IndexPath: CGSize] = [:]
    var preferredSupplementarySizes: [SupplementaryKey: CGSize] = [:]
    /// Whether the last `prepare()` placed an item, group or boundary item with an estimated dimension.
    var hasEstimatedDimension = false
    /// The list configurations of the sections built by ``CollectionLayoutSection/list(using:layoutEnvironment:)``
    /// in the last `prepare()`, by section index.
    var listConfigurations: [Int: CollectionLayoutListConfiguration] = [:]

    /// The size of the laid-out content: the collection view's width by the height of every section (the other way
    /// round for a horizontal layout).
    public override var collectionViewContentSize: CGSize { contentSize }

    /// Computes the frame of every item, boundary item, item supplementary item and decoration, asking the section
    /// provider once per section, and clamps each orthogonal section's offset to its new content.
    ///
    /// - Complexity: O(*n* + *s*) for *n* items in *s* sections (plus the empty slots of each section's last group),
    ///   and one provider call per section.
    public override func prepare() {
        prepareLayout()
    }

    // MARK: Queries

    /// The layout's elements that intersect `rect`, with orthogonal sections shifted by their offsets and pinned
    /// boundary items at their pinned frames.
    ///
    /// Order: the layout's leading boundary items; then per section its decorations, its leading boundary items, its
    /// items group by group (each group's items, then their supplementary items), its trailing boundary items; then
    /// the layout's trailing boundary items.
    ///
    /// - Complexity: O(log *s* + log *g* + *v*) for *s* sections, *g* groups in a section and *v* returned elements
    ///   (plus the items of the groups that straddle the rect's edges).
    public override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        var result: [CollectionViewLayoutAttributes] = []
        guard rect.size.width > 0, rect.size.height > 0 else { return result }
        let origin = IndexPath(itemIndex: 0, sectionIndex: 0)
        for boundary in layoutBoundaries where boundary.isBefore && compositionalIntersects(boundary.frame, rect) {
            result.append(.init(forSupplementaryViewOfKind: boundary.kind, with: origin, frame: boundary.frame))
        }
        let minMain = axes.mainMin(rect)
        let maxMain = axes.mainMax(rect)
        var sectionIndex = compositionalFirstIndex(in: sections.count) { sections[$0].maxMain > minMain }
        while sectionIndex < sections.count, sections[sectionIndex].minMain < maxMain {
            appendElements(ofSection: sectionIndex, in: rect, to: &result)
            sectionIndex += 1
        }
        for boundary in layoutBoundaries where !boundary.isBefore && compositionalIntersects(boundary.frame, rect) {
            result.append(.init(forSupplementaryViewOfKind: boundary.kind, with: origin, frame: boundary.frame))
        }
        return result
    }

    private func appendElements(
        ofSection sectionIndex: Int, in rect: CGRect, to result: inout [CollectionViewLayoutAttributes]
    ) {
        let section = sections[sectionIndex]
        let sectionPath = IndexPath(itemIndex: 0, sectionIndex: sectionIndex)
        for decoration in section.decorations where compositionalIntersects(decoration.frame, rect) {
            result.append(
                .init(forDecorationViewOfKind: decoration.kind, with: sectionPath, frame: decoration.frame))
        }
        for boundary in section.boundaries where boundary.isBefore {
            let frame = displayedFrame(of: boundary, in: section)
            if compositionalIntersects(frame, rect) {
                result.append(.init(forSupplementaryViewOfKind: boundary.kind, with: sectionPath, frame: frame))
            }
        }
        let shift = orthogonalOffsets[sectionIndex] ?? 0
        let searchMin: CGFloat
        let searchMax: CGFloat
        if section.isOrthogonal {
            searchMin = axes.crossMin(rect) + shift
            searchMax = axes.crossMax(rect) + shift
        } else {
            searchMin = axes.mainMin(rect)
            searchMax = axes.mainMax(rect)
        }
        let first = section.firstGroup
        var groupIndex =
            first + compositionalFirstIndex(in: section.endGroup - first) { groups[first + $0].reach > searchMin }
        while groupIndex < section.endGroup {
            let group = groups[groupIndex]
            let start = section.isOrthogonal ? axes.crossMin(group.bounds) : axes.mainMin(group.bounds)
            if start >= searchMax { break }
            for global in group.firstItem..<group.endItem {
                let frame = section.isOrthogonal ? axes.movedAcross(itemFrames[global], by: -shift) : itemFrames[global]
                if compositionalIntersects(frame, rect) {
                    result.append(
                        .init(
                            forCellWith: IndexPath(itemIndex: global - section.firstItem, sectionIndex: sectionIndex),
                            frame: frame))
                }
            }
            for accessory in accessories[group.firstAccessory..<group.endAccessory] {
                let frame = section.isOrthogonal ? axes.movedAcross(accessory.frame, by: -shift) : accessory.frame
                if compositionalIntersects(frame, rect) {
                    result.append(
                        .init(
                            forSupplementaryViewOfKind: accessory.kind,
                            with: IndexPath(itemIndex: accessory.item - section.firstItem, sectionIndex: sectionIndex),
                            frame: frame))
                }
            }
            groupIndex += 1
        }
        for boundary in section.boundaries where !boundary.isBefore {
            let frame = displayedFrame(of: boundary, in: section)
            if compositionalIntersects(frame, rect) {
                result.append(.init(forSupplementaryViewOfKind: boundary.kind, with: sectionPath, frame: frame))
            }
        }
    }

    /// A boundary item's frame, pinned to the visible rect when it pins and its section is on screen.
    func displayedFrame(of boundary: PreparedBoundary, in section: PreparedSection) -> CGRect {
        guard boundary.pins, let collectionView else { return boundary.frame }
        let visible = collectionView.visibleRect
        let length = axes.main(boundary.frame.size)
        guard axes.main(visible.size) > 0 else { return boundary.frame }
        let natural = axes.mainMin(boundary.frame)
        let pinned: CGFloat
        if boundary.isBefore {
            pinned = max(natural, min(axes.mainMin(visible), section.maxMain - length))
        } else {
            pinned = min(natural, max(axes.mainMax(visible) - length, section.minMain))
        }
        return axes.movedAlong(boundary.frame, to: pinned)
    }

    /// The frame of the cell at `indexPath`, shifted by its section's orthogonal offset; `nil` when the layout has no
    /// such item (or the path does not have exactly two indexes).
    ///
    /// - Complexity: O(1).
    public override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        Self.itemFrame(
            at: indexPath, sections: sections, itemFrames: itemFrames, orthogonalOffsets: orthogonalOffsets, axes: axes
        ).map { CollectionViewLayoutAttributes(forCellWith: indexPath, frame: $0) }
    }

    override func itemFramesBeforeUpdate() -> ((IndexPath) -> CGRect?)? {
        guard !needsPrepare else { return nil }
        let sections = sections
        let itemFrames = itemFrames
        let orthogonalOffsets = orthogonalOffsets
        let axes = axes
        return { indexPath in
            Self.itemFrame(
                at: indexPath, sections: sections, itemFrames: itemFrames, orthogonalOffsets: orthogonalOffsets,
                axes: axes)
        }
    }

    /// The frame of the item at `indexPath` in a prepared state, or `nil` when there is no such item. O(1).
    private static func itemFrame(
        at indexPath: IndexPath, sections: [PreparedSection], itemFrames: [CGRect], orthogonalOffsets: [Int: CGFloat],
        axes: CompositionalAxes
    ) -> CGRect? {
        guard indexPath.isItemIndexPath else { return nil }
        let sectionIndex = indexPath.sectionIndex
        guard sectionIndex >= 0, sectionIndex < sections.count else { return nil }
        let section = sections[sectionIndex]
        guard section.hasDefinition, indexPath.itemIndex >= 0, indexPath.itemIndex < section.itemCount else {
            return nil
        }
        var frame = itemFrames[section.firstItem + indexPath.itemIndex]
        if section.isOrthogonal { frame = axes.movedAcross(frame, by: -(orthogonalOffsets[sectionIndex] ?? 0)) }
        return frame
    }

    /// The frame of the supplementary view of `elementKind` at `indexPath`: a section's boundary item (at item 0), a
    /// layout boundary item (section 0, item 0, when the section has none of that kind) or an item's supplementary
    /// item; `nil` when there is none.
    ///
    /// - Complexity: O(*b* + log *g* + *a*) for *b* boundary items of the section and *a* supplementary items of the
    ///   item's group.
    public override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        guard indexPath.isItemIndexPath else { return nil }
        let sectionIndex = indexPath.sectionIndex
        let item = indexPath.itemIndex
        guard sectionIndex >= 0, sectionIndex < sections.count || (sectionIndex == 0 && item == 0) else { return nil }
        if sectionIndex < sections.count {
            let section = sections[sectionIndex]
            if item == 0, let boundary = section.boundaries.first(where: { $0.kind == elementKind }) {
                return .init(
                    forSupplementaryViewOfKind: elementKind, with: indexPath,
                    frame: displayedFrame(of: boundary, in: section))
            }
            if item >= 0, item < section.itemCount {
                let global = section.firstItem + item
                let first = section.firstGroup
                let groupIndex =
                    first
                    + compositionalFirstIndex(in: section.endGroup - first) { groups[first + $0].endItem > global }
                if groupIndex < section.endGroup {
                    let group = groups[groupIndex]
                    let shift = section.isOrthogonal ? orthogonalOffsets[sectionIndex] ?? 0 : 0
                    for accessory in accessories[group.firstAccessory..<group.endAccessory]
                    where accessory.item == global && accessory.kind == elementKind {
                        return .init(
                            forSupplementaryViewOfKind: elementKind, with: indexPath,
                            frame: axes.movedAcross(accessory.frame, by: -shift))
                    }
                }
            }
        }
        if sectionIndex == 0, item == 0, let boundary = layoutBoundaries.first(where: { $0.kind == elementKind }) {
            return .init(forSupplementaryViewOfKind: elementKind, with: indexPath, frame: boundary.frame)
        }
        return nil
    }

    /// The frame of the decoration view of `elementKind` behind section `indexPath.section` (item 0), or `nil`.
    ///
    /// - Complexity: O(*d*) for *d* decorations of the section.
    public override func layoutAttributesForDecorationView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        guard indexPath.isItemIndexPath, indexPath.itemIndex == 0, indexPath.sectionIndex >= 0,
            indexPath.sectionIndex < sections.count,
            let decoration = sections[indexPath.sectionIndex].decorations.first(where: { $0.kind == elementKind })
        else { return nil }
        return .init(forDecorationViewOfKind: elementKind, with: indexPath, frame: decoration.frame)
    }

    /// Whether `newBounds` has another size than the one the layout was computed for.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    // MARK: Self-sizing

    /// Whether the prepared layout has an estimated dimension (an item's, a group's or a boundary item's), so that the
    /// collection view asks the views it displays for their preferred attributes. A layout of absolute and fractional
    /// sizes only asks nothing.
    override var asksForPreferredAttributes: Bool { hasEstimatedDimension }

    /// Whether a self-sizing view's answer differs from the layout's frame in a dimension the layout estimated.
    ///
    /// Dimensions given as absolute or fractional are the layout's to decide: a view that answers another size for
    /// them is kept at the layout's size, as in UIKit.
    public override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        guard let estimated = estimatedAxes(of: originalAttributes) else { return false }
        return estimated.differ(preferredAttributes.frame.size, originalAttributes.frame.size)
    }

    /// Records the size a self-sizing view answered, so that the next `prepare()` uses it for the element's
    /// estimated dimensions, and names the element in the returned context.
    public override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        let size = preferredAttributes.frame.size
        switch originalAttributes.representedElementCategory {
        case .cell: preferredItemSizes[originalAttributes.indexPath] = size
        case .supplementaryView:
            let key = SupplementaryKey(
                kind: originalAttributes.representedElementKind ?? "", indexPath: originalAttributes.indexPath)
            preferredSupplementarySizes[key] = size
        case .decorationView: break
        }
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        let original = originalAttributes.frame.size
        let adjustment = CGSize(width: size.width - original.width, height: size.height - original.height)
        context.contentSizeAdjustment =
            axes.isVertical
            ? CGSize(width: 0, height: adjustment.height) : CGSize(width: adjustment.width, height: 0)
        return context
    }

    /// The dimensions of the element of `attributes` that the layout estimated, or `nil` when it has no such element.
    private func estimatedAxes(of attributes: CollectionViewLayoutAttributes) -> EstimatedAxes? {
        let indexPath = attributes.indexPath
        guard indexPath.isItemIndexPath, indexPath.sectionIndex >= 0 else { return nil }
        switch attributes.representedElementCategory {
        case .cell:
            guard indexPath.sectionIndex < sections.count else { return nil }
            let section = sections[indexPath.sectionIndex]
            guard indexPath.itemIndex >= 0, indexPath.itemIndex < section.itemCount else { return nil }
            return itemEstimated[section.firstItem + indexPath.itemIndex]
        case .supplementaryView:
            let kind = attributes.representedElementKind ?? ""
            if indexPath.itemIndex == 0, indexPath.sectionIndex < sections.count,
                let boundary = sections[indexPath.sectionIndex].boundaries.first(where: { $0.kind == kind })
            {
                return boundary.estimated
            }
            if indexPath == IndexPath(itemIndex: 0, sectionIndex: 0),
                let boundary = layoutBoundaries.first(where: { $0.kind == kind })
            {
                return boundary.estimated
            }
            return nil
        case .decorationView:
            return nil
        }
    }
}
