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
        for record in change.records.objectChanges where record.type == .update {
            let indexPath = record.indexPath
            let section = try sectionIndex(indexPath.sectionIndex)
            guard 0 <= indexPath.itemIndex && indexPath.itemIndex < sections[section].count else { throw Mismatch() }
            materialize(section)
            let token = sections[section].items![indexPath.itemIndex]
            updatedItems[token] = UpdatedItem(model: change.records.updatedObjects[indexPath])
        }
        for operation in change.operations { try apply(operation) }
    }

    private mutating func apply(_ operation: ContentOperation) throws(Mismatch) {
        switch operation {
        case .insertSection(_, let items, let index):
            guard 0 <= index && index <= sections.count else { throw Mismatch() }
            sections.insert(Section(origin: nil, originalCount: 0, items: newTokens(items.count)), at: index)
        case .insertEmptySections(let index, let count):
            guard 0 <= index && index <= sections.count && count >= 0 else { throw Mismatch() }
            sections.insert(
                contentsOf: repeatElement(Section(origin: nil, originalCount: 0, items: []), count: count), at: index)
        case .deleteSection(let index):
            sections.remove(at: try sectionIndex(index))
        case .deleteSections(let indices):
            guard let first = indices.first, let last = indices.last else { return }
            guard 0 <= first && last < sections.count else { throw Mismatch() }
            sections.remove(ascendingIndices: indices)
        case .moveSection(let source, let destination):
            let section = sections.remove(at: try sectionIndex(source))
            guard 0 <= destination && destination <= sections.count else { throw Mismatch() }
            sections.insert(section, at: destination)
        case .insertItems(let items, let indexPath):
            let section = try sectionIndex(indexPath.sectionIndex)
            guard 0 <= indexPath.itemIndex && indexPath.itemIndex <= sections[section].count else { throw Mismatch() }
            materialize(section)
            if items.count == 1 {
                // NB: one token needs no array of its own; most calls insert one item.
                sections[section].items!.insert(nextToken, at: indexPath.itemIndex)
                nextToken += 1
            } else {
                sections[section].items!.insert(contentsOf: newTokens(items.count), at: indexPath.itemIndex)
            }
        case .placeItems(let items, let section, let positions):
            let section = try sectionIndex(section)
            guard let last = positions.last else { return }
            guard positions[0] >= 0 && last < sections[section].count + items.count else { throw Mismatch() }
            materialize(section)
            sections[section].items!.insert(newTokens(items.count), atAscendingPositions: positions)
        case .removeItems(let section, let indices):
            let section = try sectionIndex(section)
            guard let first = indices.first, let last = indices.last else { return }
            guard 0 <= first && last < sections[section].count else { throw Mismatch() }
            materialize(section)
            sections[section].items!.remove(ascendingIndices: indices)
        case .replaceItem(let indexPath, _):
            // The item keeps its identity; the update record that comes with the replacement marks it updated.
            let section = try sectionIndex(indexPath.sectionIndex)
            guard 0 <= indexPath.itemIndex && indexPath.itemIndex < sections[section].count else { throw Mismatch() }
        case .setItems:
            // A diff replaced the section's items by value: the identities of its items are in the diff's records, not
            // in the operation, so a block that combines it with other calls is shown by a reload.
            throw Mismatch()
        case .moveItem(let source, let destination):
            try moveItem(from: source, to: destination)
        }
    }

    /// Moves one item's token, within its section or to another.
    private mutating func moveItem(from source: IndexPath, to destination: IndexPath) throws(Mismatch) {
        let from = try sectionIndex(source.sectionIndex)
        let to = try sectionIndex(destination.sectionIndex)
        guard 0 <= source.itemIndex && source.itemIndex < sections[from].count else { throw Mismatch() }
        materialize(from)
        let token = sections[from].items!.remove(at: source.itemIndex)
        guard 0 <= destination.itemIndex && destination.itemIndex <= sections[to].count else { throw Mismatch() }
        materialize(to)
        sections[to].items!.insert(token, at: destination.itemIndex)
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
        return IndexPath(itemIndex: token - offsets[low], sectionIndex: low)
    }

    // MARK: The batch

    /// The batch that takes the contents before the update to the replayed ones.
    ///
    /// - Complexity: O(*s* + *n* + *u* log *u*), where *s* is the number of sections, *n* the number of items in the
    ///   touched sections (read once, as runs) and *u* the number of changes in the batch, which bounds the number of
    ///   runs.
    func batch(options: BatchTranslator.Options) -> ViewBatch {
        var draft = BatchDraft(options: options, originalSectionCount: offsets.count - 1)
        addSectionChanges(to: &draft)
        // Items, for the surviving sections whose items the calls touched. Each is read as runs of its own original
        // items (consecutive items at consecutive places), so that the work beyond one pass over the section is
        // proportional to the number of places where something happened, not to the number of items.
        for (index, section) in sections.enumerated() {
            guard let origin = section.origin, let items = section.items else { continue }
            addItemChanges(of: section, origin: origin, items: items, at: index, to: &draft)
        }
        addUpdatesThatStay(to: &draft)
        addDeletedOriginals(to: &draft)
        draft.batch.reloadedItems = Self.settleReloads(draft.reloadCandidates, in: &draft.batch)
        Self.sortForDeclaration(&draft.batch)
        return draft.batch
    }

    /// Inserts and deletes the sections that appear and disappear, and moves the fewest survivors that explain the
    /// new order.
    private func addSectionChanges(to draft: inout BatchDraft) {
        for (index, section) in sections.enumerated() {
            if let origin = section.origin {
                draft.finalIndex[origin] = index
            } else {
                draft.batch.insertedSections.append(index)
            }
        }
        var survivors: [(origin: Int, index: Int)] = []
        for (origin, index) in draft.finalIndex.enumerated() {
            if let index { survivors.append((origin, index)) } else { draft.batch.deletedSections.append(origin) }
        }
        let sectionStays = heaviestIncreasingSubsequence(
            keys: survivors.map(\.index), weights: Array(repeating: 1, count: survivors.count))
        for (survivor, stays) in zip(survivors, sectionStays) where !stays {
            draft.batch.movedSections.append((survivor.origin, survivor.index))
        }
    }

    /// Reads a touched surviving section as runs of its own original items, declaring every other item (inserted, or
    /// from another section) as it goes and the runs that must move at the end.
    private func addItemChanges(
        of section: Section, origin: Int, items: [Int], at index: Int, to draft: inout BatchDraft
    ) {
        let first = offsets[origin]
        let end = first + section.originalCount
        var runs: [TouchedSection.Run] = []
        var position = 0
        while position < items.count {
            let token = items[position]
            if token >= first && token < end {
                let length = runLength(in: items, from: position, end: end)
                runs.append(.init(original: token - first, position: position, length: length))
                position += length
            } else {
                addArrival(token, at: IndexPath(itemIndex: position, sectionIndex: index), to: &draft)
                position += 1
            }
        }
        let stays = heaviestIncreasingSubsequence(keys: runs.map(\.original), weights: runs.map(\.length))
        for (run, stays) in zip(runs, stays) where !stays {
            for offset in 0..<run.length {
                addMove(
                    of: first + run.original + offset,
                    from: IndexPath(itemIndex: run.original + offset, sectionIndex: origin),
                    to: IndexPath(itemIndex: run.position + offset, sectionIndex: index), to: &draft)
            }
        }
        draft.touched[origin] = TouchedSection(
            index: index, originalCount: section.originalCount, runs: runs, stays: stays)
    }

    /// The number of consecutive original tokens that start at `position`, none reaching `end`.
    private func runLength(in items: [Int], from position: Int, end: Int) -> Int {
        let token = items[position]
        var length = 1
        while position + length < items.count && token + length < end && items[position + length] == token + length {
            length += 1
        }
        return length
    }

    /// Declares an item that is not one of its section's originals: created by the update, or from another section.
    private func addArrival(_ token: Int, at destination: IndexPath, to draft: inout BatchDraft) {
        guard token < offsets.last! else {
            draft.batch.insertedItems.append(destination)
            return
        }
        let source = originalIndexPath(of: token)
        if draft.finalIndex[source.sectionIndex] == nil {
            // Its section goes away: UIKit would not move an item out of a deleted section.
            draft.batch.insertedItems.append(destination)
        } else {
            draft.movedOut[source.sectionIndex, default: []].append(source.itemIndex)
            addMove(of: token, from: source, to: destination, to: &draft)
        }
    }

    /// Declares the move of an original item, as the options and the item's update want it.
    private func addMove(of token: Int, from source: IndexPath, to destination: IndexPath, to draft: inout BatchDraft) {
        let update = updatedItems.isEmpty ? nil : updatedItems[token]
        let refreshedModel = draft.options.refreshesInPlace ? update?.model : nil
        // An updated item that is not refreshed in place needs a new cell, and a reload would place it ignoring the
        // move: it is deleted and inserted instead.
        if draft.options.movesAsDeleteAndInsert || (update != nil && refreshedModel == nil) {
            draft.batch.deletedItems.append(source)
            draft.batch.insertedItems.append(destination)
        } else {
            draft.batch.movedItems.append((source, destination))
            if let refreshedModel { draft.batch.refreshedItems.append((destination, refreshedModel)) }
        }
    }

    /// Updated items that stay are reloaded, or refreshed in place; those that move were handled with the move.
    private func addUpdatesThatStay(to draft: inout BatchDraft) {
        for (token, update) in updatedItems where token < offsets.last! {
            let source = originalIndexPath(of: token)
            guard let section = draft.touched[source.sectionIndex],
                let destination = section.stayingPosition(of: source.itemIndex)
            else { continue }
            let after = IndexPath(itemIndex: destination, sectionIndex: section.index)
            if draft.options.refreshesInPlace, let model = update.model {
                draft.batch.refreshedItems.append((after, model))
            } else {
                draft.reloadCandidates.append((source, after))
            }
        }
    }

    /// The original items of touched sections that reached no surviving section are deleted.
    private func addDeletedOriginals(to draft: inout BatchDraft) {
        for (origin, section) in draft.touched {
            let gone = section.originalsNotInRuns(excluding: (draft.movedOut[origin] ?? []).sorted())
            draft.batch.deletedItems.append(contentsOf: gone.map { IndexPath(itemIndex: $0, sectionIndex: origin) })
        }
    }

    /// Sorts every list of the batch: the steps that walk dictionaries append in no fixed order.
    private static func sortForDeclaration(_ batch: inout ViewBatch) {
        batch.deletedItems.sort()
        batch.insertedItems.sort()
        batch.reloadedItems.sort()
        batch.movedItems.sort { $0.to < $1.to }
        batch.refreshedItems.sort { $0.indexPath < $1.indexPath }
    }

    /// Keeps the reloads whose new cell UIKit places where the item really ends, and turns the others into a delete
    /// and an insert.
    ///
    /// UIKit places a reloaded item's new cell by shifting its old position past the batch's deletes and inserts only,
    /// ignoring moves; that is wrong when moves (of its section or around it) displace it. Turning a reload into a
    /// delete and an insert changes where the others land, so the check repeats until nothing changes.
    private static func settleReloads(
        _ candidates: [(before: IndexPath, after: IndexPath)], in batch: inout ViewBatch
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
                let (section, item) = (candidate.before.sectionIndex, candidate.before.itemIndex)
                let newSection = insertedSections.skipping(section - deletedSections.countBelow(section))
                let rank = item - (deletedItems[section]?.countBelow(item) ?? 0)
                let newItem = insertedItems[newSection]?.skipping(rank) ?? rank
                if IndexPath(itemIndex: newItem, sectionIndex: newSection) == candidate.after {
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

/// The batch ``TokenContents/batch(options:)`` builds, with what its steps pass on to each other.
private struct BatchDraft {
    let options: BatchTranslator.Options
    var batch = ViewBatch()
    /// `finalIndex[s]` is where the original section `s` ends, or `nil` when it is deleted.
    var finalIndex: [Int?]
    /// The touched surviving sections, by original index.
    var touched: [Int: TouchedSection] = [:]
    /// Per original section, the original items that moved to another section.
    var movedOut: [Int: [Int]] = [:]
    /// Updated items that stay, to be reloaded if UIKit places their new cells right.
    var reloadCandidates: [(before: IndexPath, after: IndexPath)] = []

    init(options: BatchTranslator.Options, originalSectionCount: Int) {
        self.options = options
        finalIndex = [Int?](repeating: nil, count: originalSectionCount)
    }
}

/// A surviving section whose items the calls touched, read as runs of its own original items.
private struct TouchedSection {
    /// Consecutive original items of the section (from `original`) at consecutive places (from `position`).
    struct Run {
        let original: Int
        let position: Int
        let length: Int
    }

    /// The section's index after the update.
    let index: Int
    let originalCount: Int
    /// In position order.
    let runs: [Run]
    /// Per run, whether it keeps its place (it belongs to the heaviest increasing subsequence).
    let stays: [Bool]
    /// Run indexes in the order of their original items.
    private let byOriginal: [Int]

    init(index: Int, originalCount: Int, runs: [Run], stays: [Bool]) {
        self.index = index
        self.originalCount = originalCount
        self.runs = runs
        self.stays = stays
        byOriginal = runs.indices.sorted { runs[$0].original < runs[$1].original }
    }

    /// The position after the update of the original item `item` when it is in a run that stays, or `nil`.
    func stayingPosition(of item: Int) -> Int? {
        var low = 0
        var high = byOriginal.count
        while low < high {
            let middle = (low + high) / 2
            if runs[byOriginal[middle]].original + runs[byOriginal[middle]].length <= item {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low < byOriginal.count else { return nil }
        let run = runs[byOriginal[low]]
        guard run.original <= item, stays[byOriginal[low]] else { return nil }
        return run.position + item - run.original
    }

    /// The original items in no run and not in `excluded` (sorted), ascending.
    func originalsNotInRuns(excluding excluded: [Int]) -> [Int] {
        var result: [Int] = []
        var next = 0
        var skip = 0
        func collect(upTo limit: Int) {
            while next < limit {
                while skip < excluded.count && excluded[skip] < next { skip += 1 }
                if skip < excluded.count && excluded[skip] == next {
                    next += 1
                    continue
                }
                result.append(next)
                next += 1
            }
        }
        for runIndex in byOriginal {
            let run = runs[runIndex]
            collect(upTo: run.original)
            next = run.original + run.length
        }
        collect(upTo: originalCount)
        return result
    }
}

/// For each key (keys are distinct), whether it belongs to an increasing subsequence of the largest total weight.
///
/// With unit weights this is a longest increasing subsequence: the elements outside it are the fewest that must move
/// to explain the order.
///
/// - Complexity: O(*n*) when `keys` is already increasing, O(*n* log *n*) otherwise.
func heaviestIncreasingSubsequence(keys: [Int], weights: [Int]) -> [Bool] {
    let count = keys.count
    if zip(keys, keys.dropFirst()).allSatisfy({ $0 < $1 }) {
        return Array(repeating: true, count: count)
    }
    var rank = [Int](repeating: 0, count: count)
    for (position, element) in keys.indices.sorted(by: { keys[$0] < keys[$1] }).enumerated() {
        rank[element] = position
    }
    // A Fenwick tree over ranks answering "the heaviest chain ending below this rank" (its weight and last element).
    var tree = [(weight: Int, last: Int)](repeating: (0, -1), count: count + 1)
    var previous = [Int](repeating: -1, count: count)
    var total = [Int](repeating: 0, count: count)
    for element in 0..<count {
        var best = (weight: 0, last: -1)
        var node = rank[element]
        while node > 0 {
            if tree[node].weight > best.weight { best = tree[node] }
            node -= node & -node
        }
        total[element] = best.weight + weights[element]
        previous[element] = best.last
        node = rank[element] + 1
        while node <= count {
            if tree[node].weight < total[element] { tree[node] = (total[element], element) }
            node += node & -node
        }
    }
    var member = [Bool](repeating: false, count: count)
    // Of equally heavy chains, the one ending last: the earlier elements are the ones that move.
    var element = -1
    for candidate in total.indices where element < 0 || total[candidate] >= total[element] { element = candidate }
    while element >= 0 {
        member[element] = true
        element = previous[element]
    }
    return member
}
