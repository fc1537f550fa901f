import Foundation

/// A storage's contents during one update, with every section and item replaced by an identity: what
/// ``BatchTranslator`` replays a `MemoryStorage` update on.
///
/// The items that exist before the update are the tokens `0..<n`, numbered section by section; items the update
/// creates get the following numbers. A section that no call touches item by item keeps its original tokens implicitly,
/// so replaying an update costs nothing for the sections it leaves alone.
struct TokenContents {
    /// A replay that does not fit the contents it started from.
    struct Mismatch: Error {}

    struct Section {
        /// The section's index before the update, or `nil` for a section the update created.
        let origin: Int?
        /// The section's item count before the update (0 for a created section).
        let originalCount: Int
        /// The item tokens, or `nil` while the section still holds exactly its original items.
        var items: [Int]?

        var count: Int { items?.count ?? originalCount }
    }

    /// An item the update reloaded or replaced, and the model it recorded for it, if any.
    struct UpdatedItem {
        var model: Any?
    }

    private(set) var sections: [Section]
    /// `offsets[s]` is the first token of section `s` before the update; the last element is the number of items.
    private let offsets: [Int]
    private var nextToken: Int
    private var updatedItems: [Int: UpdatedItem] = [:]

    /// The contents of a collection view holding `counts[s]` items in each section `s`.
    init(counts: [Int]) {
        sections = counts.enumerated().map { Section(origin: $0.offset, originalCount: $0.element) }
        var offsets = [0]
        offsets.reserveCapacity(counts.count + 1)
        for count in counts { offsets.append(offsets.last! + count) }
        self.offsets = offsets
        nextToken = offsets.last!
    }

    // MARK: Replaying

    /// Replays one call: first the updates it records (they name positions before the call), then its operations.
    ///
    /// - Throws: ``Mismatch`` when an operation falls outside the contents.
    mutating func replay(_ change: StorageChange) throws(Mismatch) {
        for (type, indexPaths) in change.records.objectChanges where type == .update {
            guard let indexPath = indexPaths.first else { continue }
            let section = try sectionIndex(indexPath.section)
            guard 0 <= indexPath.item && indexPath.item < sections[section].count else { throw Mismatch() }
            materialize(section)
            let token = sections[section].items![indexPath.item]
            updatedItems[token] = UpdatedItem(model: change.records.updatedObjects[indexPath])
        }
        for operation in change.operations { try apply(operation) }
    }

    private mutating func apply(_ operation: ContentOperation) throws(Mismatch) {
        switch operation {
        case .insertSection(_, let items, let index):
            guard 0 <= index && index <= sections.count else { throw Mismatch() }
            sections.insert(Section(origin: nil, originalCount: 0, items: newTokens(items.count)), at: index)
        case .deleteSection(let index):
            sections.remove(at: try sectionIndex(index))
        case .moveSection(let source, let destination):
            let section = sections.remove(at: try sectionIndex(source))
            guard 0 <= destination && destination <= sections.count else { throw Mismatch() }
            sections.insert(section, at: destination)
        case .insertItems(let items, let indexPath):
            let section = try sectionIndex(indexPath.section)
            guard 0 <= indexPath.item && indexPath.item <= sections[section].count else { throw Mismatch() }
            materialize(section)
            sections[section].items!.insert(contentsOf: newTokens(items.count), at: indexPath.item)
        case .removeItems(let section, let indices):
            let section = try sectionIndex(section)
            guard let first = indices.first, let last = indices.last else { return }
            guard 0 <= first && last < sections[section].count else { throw Mismatch() }
            materialize(section)
            sections[section].items!.remove(ascendingIndices: indices)
        case .replaceItem(let indexPath, _):
            // The item keeps its identity; the update record that comes with the replacement marks it updated.
            let section = try sectionIndex(indexPath.section)
            guard 0 <= indexPath.item && indexPath.item < sections[section].count else { throw Mismatch() }
        case .moveItem(let source, let destination):
            let from = try sectionIndex(source.section)
            let to = try sectionIndex(destination.section)
            guard 0 <= source.item && source.item < sections[from].count else { throw Mismatch() }
            materialize(from)
            let token = sections[from].items!.remove(at: source.item)
            guard 0 <= destination.item && destination.item <= sections[to].count else { throw Mismatch() }
            materialize(to)
            sections[to].items!.insert(token, at: destination.item)
        }
    }

    private func sectionIndex(_ index: Int) throws(Mismatch) -> Int {
        guard sections.indices.contains(index) else { throw Mismatch() }
        return index
    }

    private mutating func materialize(_ section: Int) {
        guard sections[section].items == nil else { return }
        let origin = sections[section].origin!
        sections[section].items = Array(offsets[origin]..<offsets[origin + 1])
    }

    private mutating func newTokens(_ count: Int) -> [Int] {
        defer { nextToken += count }
        return Array(nextToken..<(nextToken + count))
    }

    /// The position before the update of an original token.
    private func originalIndexPath(of token: Int) -> IndexPath {
        // Binary search for the section `low` with offsets[low] <= token < offsets[low + 1], which is never empty.
        var low = 0
        var high = offsets.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if offsets[middle] <= token { low = middle } else { high = middle }
        }
        return IndexPath(item: token - offsets[low], section: low)
    }

    // MARK: The batch

    /// The batch that takes the contents before the update to the replayed ones.
    ///
    /// - Complexity: O(*s* + *u* log *u* + *n* log *n*), where *s* is the number of sections, *u* the number of
    ///   changes in the batch and *n* the number of items in the touched sections.
    func batch(options: BatchTranslator.Options) -> CollectionViewBatch {
        var batch = CollectionViewBatch()
        let originalItemCount = offsets.last!

        // Sections: survivors keep their order unless they are among the fewest that must move.
        var finalIndex = [Int?](repeating: nil, count: offsets.count - 1)
        for (index, section) in sections.enumerated() {
            if let origin = section.origin { finalIndex[origin] = index } else { batch.insertedSections.append(index) }
        }
        var survivors: [(origin: Int, index: Int)] = []
        for (origin, index) in finalIndex.enumerated() {
            if let index { survivors.append((origin, index)) } else { batch.deletedSections.append(origin) }
        }
        let sectionStays = longestIncreasingSubsequence(survivors.map(\.index))
        for (survivor, stays) in zip(survivors, sectionStays) where !stays {
            batch.movedSections.append((survivor.origin, survivor.index))
        }

        // Items, for the surviving sections whose items the calls touched.
        var reached: [Int: [Bool]] = [:]
        for section in sections where section.items != nil {
            if let origin = section.origin { reached[origin] = Array(repeating: false, count: section.originalCount) }
        }
        var reloadCandidates: [(before: IndexPath, after: IndexPath)] = []

        func moveItem(_ token: Int, from source: IndexPath, to destination: IndexPath) {
            let update = updatedItems[token]
            let refreshedModel = options.refreshesInPlace ? update?.model : nil
            // An updated item that is not refreshed in place needs a new cell, and a reload would place it ignoring
            // the move: it is deleted and inserted instead.
            if options.movesAsDeleteAndInsert || (update != nil && refreshedModel == nil) {
                batch.deletedItems.append(source)
                batch.insertedItems.append(destination)
            } else {
                batch.movedItems.append((source, destination))
                if let refreshedModel { batch.refreshedItems.append((destination, refreshedModel)) }
            }
        }

        for (index, section) in sections.enumerated() {
            guard let origin = section.origin, let items = section.items else { continue }
            var originals: [(item: Int, position: Int)] = []
            for (position, token) in items.enumerated() {
                let destination = IndexPath(item: position, section: index)
                guard token < originalItemCount else {
                    batch.insertedItems.append(destination)
                    continue
                }
                let source = originalIndexPath(of: token)
                if source.section == origin {
                    originals.append((source.item, position))
                } else if finalIndex[source.section] == nil {
                    // Its section goes away: UIKit would not move an item out of a deleted section.
                    batch.insertedItems.append(destination)
                } else {
                    reached[source.section]![source.item] = true
                    moveItem(token, from: source, to: destination)
                }
            }
            let stays = longestIncreasingSubsequence(originals.map(\.item))
            for (original, stays) in zip(originals, stays) {
                let source = IndexPath(item: original.item, section: origin)
                let destination = IndexPath(item: original.position, section: index)
                let token = offsets[origin] + original.item
                reached[origin]![original.item] = true
                guard stays else {
                    moveItem(token, from: source, to: destination)
                    continue
                }
                guard let update = updatedItems[token] else { continue }
                if options.refreshesInPlace, let model = update.model {
                    batch.refreshedItems.append((destination, model))
                } else {
                    reloadCandidates.append((source, destination))
                }
            }
        }
        for (origin, flags) in reached {
            for (item, wasReached) in flags.enumerated() where !wasReached {
                batch.deletedItems.append(IndexPath(item: item, section: origin))
            }
        }

        batch.reloadedItems = Self.settleReloads(reloadCandidates, in: &batch)
        batch.deletedItems.sort()
        batch.insertedItems.sort()
        batch.reloadedItems.sort()
        batch.movedItems.sort { $0.to < $1.to }
        batch.refreshedItems.sort { $0.indexPath < $1.indexPath }
        return batch
    }

    /// Keeps the reloads whose new cell UIKit places where the item really ends, and turns the others into a delete
    /// and an insert.
    ///
    /// UIKit places a reloaded item's new cell by shifting its old position past the batch's deletes and inserts only,
    /// ignoring moves; that is wrong when moves (of its section or around it) displace it. Turning a reload into a
    /// delete and an insert changes where the others land, so the check repeats until nothing changes.
    private static func settleReloads(
        _ candidates: [(before: IndexPath, after: IndexPath)], in batch: inout CollectionViewBatch
    ) -> [IndexPath] {
        var candidates = candidates
        while !candidates.isEmpty {
            let deletedSections = SortedPositions(batch.deletedSections)
            let insertedSections = SortedPositions(batch.insertedSections)
            let deletedItems = SortedPositions.grouped(batch.deletedItems)
            let insertedItems = SortedPositions.grouped(batch.insertedItems)
            var kept: [(before: IndexPath, after: IndexPath)] = []
            var demoted: [(before: IndexPath, after: IndexPath)] = []
            for candidate in candidates {
                let (section, item) = (candidate.before.section, candidate.before.item)
                let newSection = insertedSections.skipping(section - deletedSections.countBelow(section))
                let rank = item - (deletedItems[section]?.countBelow(item) ?? 0)
                let newItem = insertedItems[newSection]?.skipping(rank) ?? rank
                if IndexPath(item: newItem, section: newSection) == candidate.after {
                    kept.append(candidate)
                } else {
                    demoted.append(candidate)
                }
            }
            if demoted.isEmpty { return kept.map(\.before) }
            for candidate in demoted {
                batch.deletedItems.append(candidate.before)
                batch.insertedItems.append(candidate.after)
            }
            candidates = kept
        }
        return []
    }
}

/// For each element of `values` (distinct), whether it belongs to one longest strictly increasing subsequence.
///
/// - Complexity: O(*n*) when `values` is already increasing, O(*n* log *n*) otherwise.
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
    if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) {
        return Array(repeating: true, count: values.count)
    }
    // Patience sorting: `tails[k]` is the index of the smallest value ending an increasing run of length k + 1.
    var tails: [Int] = []
    var predecessor = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { predecessor[index] = tails[low - 1] }
        if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var member = [Bool](repeating: false, count: values.count)
    var index = tails.last ?? -1
    while index >= 0 {
        member[index] = true
        index = predecessor[index]
    }
    return member
}
