import Foundation

extension VirtualTableView {
    /// Scrolls to `offset` and runs the layout pass that displays the rows entering the visible rect and removes those
    /// leaving it.
    public func scroll(to offset: CGPoint) {
        guard allowsCall("VirtualTableView.scroll(to:)") else { return }
        contentOffset = offset
        layoutIfNeeded()
    }

    /// Scrolls so that the row at `indexPath` is at `scrollPosition`, then runs the layout pass. No delegate method is
    /// called, except `heightForRowAt` (and the section's header and footer heights in a plain table) when those heights
    /// are still estimates.
    ///
    /// ``TableViewScrollPosition/top`` puts the row's top edge at the top of the visible rect, below the section's
    /// floating header in a plain table; ``TableViewScrollPosition/bottom`` its bottom edge at the bottom, above the
    /// floating footer; ``TableViewScrollPosition/middle`` centres it; ``TableViewScrollPosition/none`` scrolls as
    /// little as shows the whole row, and not at all when it is shown. The offset is then kept within the content
    /// (never below 0, never past the content's end less the view's height), so a row near an end may stop short of
    /// the position asked for, as in UIKit. Nothing is animated.
    ///
    /// A section or row out of range is reported as UIKit's `Attempted to scroll the table view to an out-of-bounds
    /// section (...)` (or `row`) text, without the trailing description of the table, and nothing scrolls.
    ///
    /// - Complexity: O(log *n*) for *n* rows, plus the layout pass.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: TableViewScrollPosition, animated: Bool) {
        guard allowsCall("-[UITableView scrollToRowAtIndexPath:atScrollPosition:animated:]") else { return }
        layoutIfNeeded()
        guard let slot = scrollTargetSlot(indexPath) else { return }
        beginBusy()
        for slot in [slot.header, slot.row, slot.footer] where geometry?.state(ofSlot: slot) == .estimated {
            resolveEstimatedHeight(ofSlot: slot)
        }
        endBusy()
        guard let geometry else { return }
        let row = rowFrame(section: indexPath.sectionIndex, row: indexPath.itemIndex, in: geometry)
        let floats = style == .plain
        let headerHeight = floats ? geometry.heights[slot.header] : 0
        let footerHeight = floats ? geometry.heights[slot.footer] : 0
        let height = frame.size.height
        var offset = contentOffset
        switch scrollPosition {
        case .top:
            offset.y = row.minY - headerHeight
        case .middle:
            offset.y = row.midY - height / 2
        case .bottom:
            offset.y = row.maxY - height + footerHeight
        case .none:
            if row.minY < offset.y + headerHeight {
                offset.y = row.minY - headerHeight
            } else if row.maxY > offset.y + height - footerHeight {
                offset.y = row.maxY - height + footerHeight
            }
        }
        scroll(to: clampedContentOffset(offset, contentHeight: contentHeight(of: geometry)))
    }

    /// The slots of the row and of its section's header and footer; `nil` after reporting when the row does not exist.
    private func scrollTargetSlot(_ indexPath: IndexPath) -> (header: Int, row: Int, footer: Int)? {
        guard indexPath.isItemIndexPath else {
            report(.invalidArgument(ViewFailure.invalidTableIndexPath(indexPath)))
            return nil
        }
        let counts = loadCountsIfNeeded()
        let section = indexPath.sectionIndex
        guard section >= 0, section < counts.count else {
            report(
                .invalidArgument(
                    ViewFailure.scrollToOutOfBoundsSection(section: section, numberOfSections: counts.count)))
            return nil
        }
        guard indexPath.itemIndex >= 0, indexPath.itemIndex < counts[section] else {
            report(
                .invalidArgument(
                    ViewFailure.scrollToOutOfBoundsRow(
                        row: indexPath.itemIndex, numberOfRows: counts[section], section: section)))
            return nil
        }
        guard let geometry = loadGeometryIfNeeded() else { return nil }
        return (
            geometry.headerSlot(section), geometry.rowSlot(section: section, row: indexPath.itemIndex),
            geometry.footerSlot(section)
        )
    }

    /// Scrolls as little as makes `rect` (in content coordinates) visible vertically, as `UIScrollView` does, then runs
    /// the layout pass: its top edge at the top of the visible rect when it is above, its bottom edge at the bottom
    /// when it is below (its top edge when it is taller than the view). The offset is kept within the content.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard allowsCall("-[UIScrollView scrollRectToVisible:animated:]") else { return }
        let rect = rect.standardized
        let height = frame.size.height
        var offset = contentOffset
        if rect.minY < offset.y || rect.size.height > height {
            offset.y = rect.minY
        } else if rect.maxY > offset.y + height {
            offset.y = rect.maxY - height
        }
        scroll(to: clampedContentOffset(offset, contentHeight: contentSize.height))
    }

    /// `offset` with its vertical part kept within the content and its ``adjustedContentInset``: never above the top
    /// (less the room a refreshing control takes), never past the content's end less the view's height.
    func clampedContentOffset(_ offset: CGPoint, contentHeight: CGFloat) -> CGPoint {
        let minimum = 0 - adjustedContentInset.top
        let maximum = max(minimum, contentHeight - frame.size.height)
        return CGPoint(x: offset.x, y: min(max(minimum, offset.y), maximum))
    }
}
