import Foundation

extension VirtualCollectionView {
    /// Scrolls orthogonal section `section` of a compositional layout to `x` along its own axis (horizontally in a
    /// vertical layout, vertically in a horizontal one) and runs the layout pass, which displays the section's cells
    /// that enter the visible rect and ends displaying those that leave it, with the same data source and delegate
    /// calls as vertical scrolling.
    ///
    /// The offset is clamped to the section's content (from 0 to the length of its line of groups, with its insets,
    /// minus the view's width). A section that pages comes to rest where a finished swipe would: `.paging` at the
    /// nearest multiple of the view's width, `.groupPaging` and `.continuousGroupLeadingBoundary` with the nearest
    /// group at the section's leading inset, `.groupPagingCentered` with the nearest group centred.
    ///
    /// ```swift
    /// collectionView.scrollOrthogonalSection(1, to: 250)
    /// XCTAssertEqual(collectionView.orthogonalScrollOffset(ofSection: 1), 250)
    /// ```
    ///
    /// Bad input changes nothing and reports nothing: a section index out of range (negative, `Int.max`), a section
    /// whose behaviour is `.none`, a layout that is not a ``CollectionViewCompositionalLayout``, and a NaN or infinite
    /// offset are ignored. Called inside a batch-update block or while the view is calling out, the offset changes
    /// and the display follows at the next layout pass.
    ///
    /// - Complexity: O(log *g*) for *g* groups in the section, plus the layout pass.
    public func scrollOrthogonalSection(_ section: Int, to x: CGFloat) {
        guard allowsCall("VirtualCollectionView.scrollOrthogonalSection(_:to:)") else { return }
        guard x.isFinite, let layout = collectionViewLayout as? CollectionViewCompositionalLayout else { return }
        prepareLayoutIfPossible()
        guard let current = layout.orthogonalOffset(ofSection: section),
            let target = layout.settledOrthogonalOffset(x, inSection: section)
        else { return }
        guard target != current else { return }
        layout.setOrthogonalOffset(target, ofSection: section)
        setNeedsLayout()
        layoutIfNeeded()
        prefetchAhead(inOrthogonalSection: section, of: layout, movedFrom: current, to: target)
    }

    /// The offset of orthogonal section `section` along its own axis, or `nil` when the installed layout is not a
    /// ``CollectionViewCompositionalLayout``, the section does not exist or does not scroll orthogonally. Prepares a
    /// due layout first.
    public func orthogonalScrollOffset(ofSection section: Int) -> CGFloat? {
        guard allowsCall("VirtualCollectionView.orthogonalScrollOffset(ofSection:)") else { return nil }
        guard let layout = collectionViewLayout as? CollectionViewCompositionalLayout else { return nil }
        prepareLayoutIfPossible()
        return layout.orthogonalOffset(ofSection: section)
    }

    /// Loads the counts and prepares the layout when the view is not calling out or inside a batch.
    private func prepareLayoutIfPossible() {
        guard !isBusy, batchDepth == 0 else { return }
        beginBusy()
        loadCountsIfNeeded()
        collectionViewLayout.prepareIfNeeded()
        endBusy()
    }
}
