import Foundation

/// Ascending positions taken by updates along one axis (the sections, or the items of one section), answering rank
/// queries by binary search.
///
/// - Complexity: O(n log n) to build, O(log n) per query.
package struct SortedPositions {
    /// Ascending, duplicates kept.
    private let positions: [Int]
    /// `thresholds[j]` is the largest `positions[k] - k` for `k ≤ j`: non-decreasing, so searchable.
    private let thresholds: [Int]

    package init(_ positions: some Sequence<Int>) {
        self.positions = positions.sorted()
        var thresholds: [Int] = []
        thresholds.reserveCapacity(self.positions.count)
        for (offset, position) in self.positions.enumerated() {
            thresholds.append(max(thresholds.last ?? Int.min, position - offset))
        }
        self.thresholds = thresholds
    }

    /// Groups the items of `indexPaths` by section.
    package static func grouped(_ indexPaths: [IndexPath]) -> [Int: SortedPositions] {
        Dictionary(grouping: indexPaths, by: \.sectionIndex).mapValues { SortedPositions($0.map(\.itemIndex)) }
    }

    /// The number of positions smaller than `value`.
    package func countBelow(_ value: Int) -> Int {
        partitioningIndex(of: positions) { $0 >= value }
    }

    /// Whether `value` is one of the positions.
    package func contains(_ value: Int) -> Bool {
        let index = countBelow(value)
        return index < positions.count && positions[index] == value
    }

    /// Shifts `index` right by one for every position at or before it, visiting the positions in ascending order.
    ///
    /// This is UIKit's rule for placing a reloaded item among the inserts (duplicates each shift once more); with
    /// distinct positions it is the index of the `index`-th (zero-based) place that no position takes.
    package func skipping(_ index: Int) -> Int {
        // The walk passes position j exactly when positions[k] <= index + k for every k <= j.
        index + partitioningIndex(of: thresholds) { $0 > index }
    }

    /// The first index of `sorted` whose element satisfies `predicate`, which must be false then true along it.
    private func partitioningIndex(of sorted: [Int], where predicate: (Int) -> Bool) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = low + (high - low) / 2
            if predicate(sorted[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
