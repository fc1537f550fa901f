import Foundation

/// The type-independent part of a ``SectionedDiff``: which sections survive, which items keep their identity between
/// surviving sections, and which of those stay. The caller compares the content of ``keptPairs`` and marks
/// ``isChanged``; ``diff()`` then assembles the batch.
@usableFromInline
struct SectionedDiffPlan {
    /// An item that keeps its identity between surviving sections, as flat indices over all items in section order.
    @usableFromInline
    struct KeptPair {
        @usableFromInline let old: Int
        @usableFromInline let new: Int
        let isStationary: Bool
    }

    /// The kept items, in new order.
    @usableFromInline private(set) var keptPairs: [KeptPair] = []
    /// Whether the content of each kept item changed; all `false` until the caller compares them.
    @usableFromInline var isChanged: [Bool]

    private let sections: DiffAlignment
    /// Per new section: whether it survives but is reloaded whole.
    private let newSectionIsReloaded: [Bool]
    /// Per old section: the new index it survives at without a reload, or -1.
    private var liveTargetOfOld: [Int]
    /// Per new section: the old index of the section it continues without a reload, or -1.
    private var liveSourceOfNew: [Int]
    private let oldStarts: [Int]
    private let newStarts: [Int]
    private var oldSectionOfItem: [Int]
    private var newSectionOfItem: [Int]
    /// Old flat indices of items deleted from surviving sections, and new ones of items inserted into them.
    private var deletedItems: [Int] = []
    private var insertedItems: [Int] = []

    /// Classifies sections and items.
    ///
    /// - Parameters:
    ///   - sections: The section alignment, with stationary sections.
    ///   - items: The alignment of all items in section order, without stationary items.
    ///   - oldStarts: The flat index of each old section's first item, then the total: one more than the sections.
    ///   - newStarts: Likewise for the new sections.
    /// - Complexity: O(*s* + *n* log *n*) for *s* sections and *n* items.
    @usableFromInline
    init(
        sections: DiffAlignment, newSectionIsReloaded: [Bool], items: DiffAlignment, oldStarts: [Int],
        newStarts: [Int]
    ) {
        self.sections = sections
        self.newSectionIsReloaded = newSectionIsReloaded
        self.oldStarts = oldStarts
        self.newStarts = newStarts
        let oldSectionCount = oldStarts.count - 1
        let newSectionCount = newStarts.count - 1
        liveTargetOfOld = [Int](repeating: -1, count: oldSectionCount)
        liveSourceOfNew = [Int](repeating: -1, count: newSectionCount)
        for (newSection, oldSection) in sections.oldIndexOfNew.enumerated()
        where oldSection >= 0 && !newSectionIsReloaded[newSection] {
            liveTargetOfOld[oldSection] = newSection
            liveSourceOfNew[newSection] = oldSection
        }
        oldSectionOfItem = Self.sectionOfItem(starts: oldStarts)
        newSectionOfItem = Self.sectionOfItem(starts: newStarts)

        for newSection in 0..<newSectionCount {
            let oldSection = liveSourceOfNew[newSection]
            guard oldSection >= 0 else { continue }
            // Items that stay in this pair of sections: a longest increasing run of their old positions stays put.
            var sameSectionOld: [Int] = []
            for newItem in newStarts[newSection]..<newStarts[newSection + 1] {
                let oldItem = items.oldIndexOfNew[newItem]
                if oldItem >= 0 && oldSectionOfItem[oldItem] == oldSection { sameSectionOld.append(oldItem) }
            }
            let stays = DiffAlignment.longestIncreasingSubsequence(of: sameSectionOld)
            var sameSection = 0
            for newItem in newStarts[newSection]..<newStarts[newSection + 1] {
                let oldItem = items.oldIndexOfNew[newItem]
                guard oldItem >= 0, liveTargetOfOld[oldSectionOfItem[oldItem]] >= 0 else {
                    insertedItems.append(newItem)
                    continue
                }
                var isStationary = false
                if oldSectionOfItem[oldItem] == oldSection {
                    isStationary = stays[sameSection]
                    sameSection += 1
                }
                keptPairs.append(KeptPair(old: oldItem, new: newItem, isStationary: isStationary))
            }
        }
        for oldSection in 0..<oldSectionCount where liveTargetOfOld[oldSection] >= 0 {
            for oldItem in oldStarts[oldSection]..<oldStarts[oldSection + 1] {
                let newItem = items.newIndexOfOld[oldItem]
                if newItem < 0 || liveSourceOfNew[newSectionOfItem[newItem]] < 0 { deletedItems.append(oldItem) }
            }
        }
        isChanged = [Bool](repeating: false, count: keptPairs.count)
    }

    private static func sectionOfItem(starts: [Int]) -> [Int] {
        var sectionOfItem = [Int](repeating: 0, count: starts.last ?? 0)
        for section in 0..<(starts.count - 1) {
            for item in starts[section]..<starts[section + 1] { sectionOfItem[item] = section }
        }
        return sectionOfItem
    }

    private func oldIndexPath(_ item: Int) -> IndexPath {
        let section = oldSectionOfItem[item]
        return IndexPath(itemIndex: item - oldStarts[section], sectionIndex: section)
    }

    private func newIndexPath(_ item: Int) -> IndexPath {
        let section = newSectionOfItem[item]
        return IndexPath(itemIndex: item - newStarts[section], sectionIndex: section)
    }

    /// Assembles the batch from the classification and ``isChanged``.
    ///
    /// - Complexity: O(*s* + *c* log *c*) for *s* sections and *c* changes.
    @usableFromInline
    func diff() -> SectionedDiff {
        var diff = SectionedDiff()
        addSectionChanges(to: &diff)
        addItemChanges(to: &diff)
        return diff
    }

    /// Inserted, deleted, moved and reloaded sections; a reloaded section is deleted and inserted instead when
    /// sections move.
    private func addSectionChanges(to diff: inout SectionedDiff) {
        var reloaded: [ListDiff.Match] = []
        for (newSection, oldSection) in sections.oldIndexOfNew.enumerated() {
            if oldSection < 0 {
                diff.sectionInsertions.append(newSection)
            } else if newSectionIsReloaded[newSection] {
                reloaded.append(ListDiff.Match(old: oldSection, new: newSection))
            } else if !sections.isStationary[newSection] {
                diff.sectionMoves.append(ListDiff.Match(old: oldSection, new: newSection))
            }
        }
        for (oldSection, newSection) in sections.newIndexOfOld.enumerated() where newSection < 0 {
            diff.sectionDeletions.append(oldSection)
        }
        let sectionsMove = !diff.sectionMoves.isEmpty
        for match in reloaded {
            if sectionsMove || !sections.isStationary[match.new] {
                diff.sectionDeletions.append(match.old)
                diff.sectionInsertions.append(match.new)
            } else {
                diff.sectionReloads.append(match.old)
            }
        }
        diff.sectionDeletions.sort()
        diff.sectionInsertions.sort()
        diff.sectionReloads.sort()
    }

    /// Inserted, deleted, moved and updated items, once ``addSectionChanges(to:)`` has decided whether sections move.
    private func addItemChanges(to diff: inout SectionedDiff) {
        let sectionsMove = !diff.sectionMoves.isEmpty
        // Items: plain moves first, since they decide where an update can be a reload.
        var deletions = deletedItems
        var insertions = insertedItems
        var oldSectionHasMoves = [Bool](repeating: false, count: liveTargetOfOld.count)
        var newSectionHasMoves = [Bool](repeating: false, count: liveSourceOfNew.count)
        for (offset, pair) in keptPairs.enumerated() where !pair.isStationary {
            if isChanged[offset] {
                deletions.append(pair.old)
                insertions.append(pair.new)
            } else {
                oldSectionHasMoves[oldSectionOfItem[pair.old]] = true
                newSectionHasMoves[newSectionOfItem[pair.new]] = true
                diff.itemMoves.append(SectionedDiff.ItemMatch(old: oldIndexPath(pair.old), new: newIndexPath(pair.new)))
            }
        }
        for (offset, pair) in keptPairs.enumerated() where pair.isStationary && isChanged[offset] {
            let canReload =
                !sectionsMove && !oldSectionHasMoves[oldSectionOfItem[pair.old]]
                && !newSectionHasMoves[newSectionOfItem[pair.new]]
            if canReload {
                diff.itemUpdates.append(
                    SectionedDiff.ItemMatch(old: oldIndexPath(pair.old), new: newIndexPath(pair.new)))
            } else {
                deletions.append(pair.old)
                insertions.append(pair.new)
            }
        }
        // Flat indices follow index-path order, so sorting them sorts the index paths.
        diff.itemDeletions = deletions.sorted().map(oldIndexPath)
        diff.itemInsertions = insertions.sorted().map(newIndexPath)
    }
}
