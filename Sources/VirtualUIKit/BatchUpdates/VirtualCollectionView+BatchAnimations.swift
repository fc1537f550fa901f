import Foundation

// What a batch update animates. The view animates nothing, but it computes, as UIKit does, where each element on
// screen before or after the batch starts and ends, asking the layout's appearing and disappearing hooks, so a test can
// assert that an inserted row fades in where it belongs or that a custom layout slides deleted items away.

extension VirtualCollectionView {
    /// How one displayed element animates in a batch update: the attributes it starts from and ends at.
    public struct ElementAnimation: Hashable, Sendable {
        /// The element's index path before the batch, or `nil` when it was inserted.
        public var indexPathBeforeUpdate: IndexPath?
        /// The element's index path after the batch, or `nil` when it was deleted.
        public var indexPathAfterUpdate: IndexPath?
        /// Where the element starts.
        public var from: CollectionViewLayoutAttributes
        /// Where the element ends.
        public var to: CollectionViewLayoutAttributes

        /// Creates an animation record.
        public init(
            indexPathBeforeUpdate: IndexPath?, indexPathAfterUpdate: IndexPath?, from: CollectionViewLayoutAttributes,
            to: CollectionViewLayoutAttributes
        ) {
            self.indexPathBeforeUpdate = indexPathBeforeUpdate
            self.indexPathAfterUpdate = indexPathAfterUpdate
            self.from = from
            self.to = to
        }
    }

    /// The frames of the displayed views just before a batch is applied.
    struct DisplayedFrames {
        var cells: [IndexPath: CGRect] = [:]
        var supplementaryViews: [DisplayedElement: CGRect] = [:]
        /// Every item's frame in the layout before the batch, when the layout keeps it.
        var itemFrames: ((IndexPath) -> CGRect?)?
    }

    /// The displayed views' frames, to compare with the frames after a batch.
    func displayedFrames() -> DisplayedFrames {
        var frames = DisplayedFrames()
        frames.cells.reserveCapacity(displayedCells.count)
        for (indexPath, cell) in displayedCells { frames.cells[indexPath] = cell.frame }
        for (element, view) in displayedSupplementaryViews { frames.supplementaryViews[element] = view.frame }
        frames.itemFrames = collectionViewLayout.itemFramesBeforeUpdate()
        return frames
    }

    /// Computes how every element displayed before or after the batch `result` animates, asking the layout's hooks,
    /// in this order: cells displayed after the batch, in index-path order; cells displayed only before it; then
    /// supplementary views likewise. Elements that would not move or fade are left out.
    ///
    /// - Complexity: O(*v* log *v* + *v* log *u*) for *v* displayed elements and *u* declared updates.
    func batchAnimations(
        of result: BatchUpdateResult, before: DisplayedFrames, layout: CollectionViewLayout
    ) -> [ElementAnimation] {
        var animations: [ElementAnimation] = []
        appendCellsAfter(result, before: before, layout: layout, to: &animations)
        appendCellsOnlyBefore(result, before: before, layout: layout, to: &animations)
        appendSupplementaryViewsAfter(result, before: before, layout: layout, to: &animations)
        appendSupplementaryViewsOnlyBefore(result, before: before, layout: layout, to: &animations)
        return animations
    }

    /// The cells displayed after the batch: they appear, move from where they were, or come into view.
    private func appendCellsAfter(
        _ result: BatchUpdateResult, before: DisplayedFrames, layout: CollectionViewLayout,
        to animations: inout [ElementAnimation]
    ) {
        for (final, cell) in displayedCells.sortedBySectionAndItem() {
            let initial = result.initialIndexPath(forFinalIndexPath: final)
            let to = CollectionViewLayoutAttributes(forCellWith: final, frame: cell.frame)
            var from = to
            if let custom = layout.initialLayoutAttributesForAppearingItem(at: final) {
                from = custom
            } else if initial == nil {
                from.alpha = 0
            } else if let initial, let frame = before.cells[initial] ?? before.itemFrames?(initial) {
                // Displayed before, it moves from where it was; coming into view, from its frame before the batch.
                from.frame = frame
            }
            animations.appendIfAnimated(initial, final, from, to)
        }
    }

    /// The cells displayed before the batch and not after it: they disappear, or move out of view.
    private func appendCellsOnlyBefore(
        _ result: BatchUpdateResult, before: DisplayedFrames, layout: CollectionViewLayout,
        to animations: inout [ElementAnimation]
    ) {
        for (initial, frame) in before.cells.sortedBySectionAndItem() {
            let final = result.finalIndexPath(forInitialIndexPath: initial)
            if let final, displayedCells[final] != nil { continue }
            let from = CollectionViewLayoutAttributes(forCellWith: initial, frame: frame)
            var to = from
            if let custom = layout.finalLayoutAttributesForDisappearingItem(at: initial) {
                to = custom
            } else if let final {
                to.frame = layout.layoutAttributesForItem(at: final)?.frame ?? frame
            } else {
                to.alpha = 0
            }
            animations.appendIfAnimated(initial, final, from, to)
        }
    }

    /// The supplementary views displayed after the batch: they appear, or move with their section.
    private func appendSupplementaryViewsAfter(
        _ result: BatchUpdateResult, before: DisplayedFrames, layout: CollectionViewLayout,
        to animations: inout [ElementAnimation]
    ) {
        for (element, view) in displayedSupplementaryViews.sorted(by: { Self.displayOrder($0.key, $1.key) }) {
            let kind = element.kind ?? ""
            let initial = result.initialSection(forFinalSection: element.indexPath.sectionIndex).map {
                element.inSection($0)
            }
            let to = CollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: kind, with: element.indexPath, frame: view.frame)
            var from = to
            if let custom = layout.initialLayoutAttributesForAppearingSupplementaryElement(
                ofKind: kind, at: element.indexPath)
            {
                from = custom
            } else if let initial, let frame = before.supplementaryViews[initial] {
                from.frame = frame
            } else if initial == nil {
                from.alpha = 0
            }
            animations.appendIfAnimated(initial?.indexPath, element.indexPath, from, to)
        }
    }

    /// The supplementary views displayed before the batch and not after it: they disappear, or move out of view.
    private func appendSupplementaryViewsOnlyBefore(
        _ result: BatchUpdateResult, before: DisplayedFrames, layout: CollectionViewLayout,
        to animations: inout [ElementAnimation]
    ) {
        for (element, frame) in before.supplementaryViews.sorted(by: { Self.displayOrder($0.key, $1.key) }) {
            let final = result.finalSection(forInitialSection: element.indexPath.sectionIndex).map {
                element.inSection($0)
            }
            if let final, displayedSupplementaryViews[final] != nil { continue }
            let kind = element.kind ?? ""
            let from = CollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: kind, with: element.indexPath, frame: frame)
            var to = from
            if let custom = layout.finalLayoutAttributesForDisappearingSupplementaryElement(
                ofKind: kind, at: element.indexPath)
            {
                to = custom
            } else if let final {
                to.frame =
                    layout.layoutAttributesForSupplementaryView(ofKind: kind, at: final.indexPath)?.frame ?? frame
            } else {
                to.alpha = 0
            }
            animations.appendIfAnimated(element.indexPath, final?.indexPath, from, to)
        }
    }
}

extension DisplayedElement {
    /// The same element in another section, as a section move carries it.
    fileprivate func inSection(_ section: Int) -> DisplayedElement {
        DisplayedElement(kind: kind, indexPath: IndexPath(itemIndex: indexPath.itemIndex, sectionIndex: section))
    }
}

extension [VirtualCollectionView.ElementAnimation] {
    /// Appends the animation from `from` to `to`, unless the element neither moves nor fades.
    fileprivate mutating func appendIfAnimated(
        _ before: IndexPath?, _ after: IndexPath?, _ from: CollectionViewLayoutAttributes,
        _ to: CollectionViewLayoutAttributes
    ) {
        guard from != to else { return }
        append(.init(indexPathBeforeUpdate: before, indexPathAfterUpdate: after, from: from, to: to))
    }
}
