import Foundation

extension CollectionViewCompositionalLayout {
    /// The offset of orthogonal section `section` along its own axis, or `nil` when the prepared layout has no such
    /// section or the section does not scroll orthogonally.
    func orthogonalOffset(ofSection section: Int) -> CGFloat? {
        guard section >= 0, section < sections.count, sections[section].isOrthogonal else { return nil }
        return orthogonalOffsets[section] ?? 0
    }

    /// The largest offset of orthogonal section `section`: its line's length past the collection view's extent.
    func maximumOrthogonalOffset(ofSection section: Int) -> CGFloat {
        max(0, sections[section].orthogonalLength - axes.cross(preparedSize))
    }

    /// Where orthogonal section `section` comes to rest when a swipe towards `requested` ends, by its scrolling
    /// behaviour, clamped to its content; `nil` for a section that does not scroll orthogonally or a non-finite
    /// offset.
    ///
    /// - `.continuous` stops at `requested`.
    /// - `.paging` stops at the multiple of the collection view's width (height, in a horizontal layout) nearest to
    ///   `requested`.
    /// - `.groupPaging` and `.continuousGroupLeadingBoundary` stop where the group whose leading edge is nearest
    ///   starts at the section's leading inset.
    /// - `.groupPagingCentered` stops where the group whose centre is nearest is centred in the collection view.
    ///
    /// An offset halfway between two resting places goes to the later one for `.paging` and to the earlier one for
    /// the group behaviours. Clamping comes last, so the section's end is a resting place too.
    ///
    /// - Complexity: O(log *g*) for *g* groups in the section.
    func settledOrthogonalOffset(_ requested: CGFloat, inSection section: Int) -> CGFloat? {
        guard requested.isFinite, orthogonalOffset(ofSection: section) != nil else { return nil }
        let prepared = sections[section]
        let extent = axes.cross(preparedSize)
        var target = requested
        switch prepared.behavior {
        case .none, .continuous:
            break
        case .paging:
            if extent > 0 { target = (requested / extent).rounded(.toNearestOrAwayFromZero) * extent }
        case .groupPaging, .continuousGroupLeadingBoundary:
            target = nearestGroupStop(to: requested, in: prepared) {
                self.axes.crossMin($0.slot) - prepared.crossLeadingInset
            }
        case .groupPagingCentered:
            target = nearestGroupStop(to: requested, in: prepared) {
                (self.axes.crossMin($0.slot) + self.axes.crossMax($0.slot)) / 2 - extent / 2
            }
        }
        return min(max(0, target), maximumOrthogonalOffset(ofSection: section))
    }

    /// The resting offset of the section's groups nearest to `requested`; `stop` gives a group's offset, growing with
    /// the group's index.
    private func nearestGroupStop(
        to requested: CGFloat, in section: PreparedSection, stop: (PreparedGroup) -> CGFloat
    ) -> CGFloat {
        let count = section.endGroup - section.firstGroup
        guard count > 0 else { return requested }
        let first = section.firstGroup
        let next = compositionalFirstIndex(in: count) { stop(groups[first + $0]) >= requested }
        if next == 0 { return stop(groups[first]) }
        if next == count { return stop(groups[first + count - 1]) }
        let before = stop(groups[first + next - 1])
        let after = stop(groups[first + next])
        return requested - before <= after - requested ? before : after
    }

    /// Sets the offset of orthogonal section `section`, which the caller has settled.
    func setOrthogonalOffset(_ offset: CGFloat, ofSection section: Int) {
        orthogonalOffsets[section] = offset
    }

    /// Drops the offsets of sections that no longer scroll orthogonally and clamps the others to their content.
    func clampOrthogonalOffsets() {
        for (section, offset) in orthogonalOffsets {
            if section < sections.count, sections[section].isOrthogonal {
                orthogonalOffsets[section] = min(max(0, offset), maximumOrthogonalOffset(ofSection: section))
            } else {
                orthogonalOffsets[section] = nil
            }
        }
    }
}
