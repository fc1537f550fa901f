import Foundation

extension MemoryStorage {
    // MARK: Adding and inserting

    /// Appends `items` to section `index`, creating it and any missing sections before it.
    ///
    /// Records an insert for each created section, ascending, then an insert for each item.
    /// A negative `index` reports ``MemoryStorageAnomaly/sectionIndexOutOfRange(index:numberOfSections:)``; an `index`
    /// that would create more than ``maximumImplicitSectionCreation`` sections (such as `Int.max`) reports
    /// ``MemoryStorageAnomaly/sectionIndexTooBig(index:numberOfSections:)``. Either way nothing changes.
    ///
    /// - Complexity: O(*k*) amortized for *k* items, plus O(*s* + *c*) when it creates *c* sections after *s* sections.
    public func addItems<T>(_ items: [T], toSection index: Int = 0) {
        guard let threadEntry = beginCall("MemoryStorage.addItems(_:toSection:)") else { return }
        defer { endCall(threadEntry) }
        append(items.map { $0 as Any }, toSection: index)
    }

    /// Appends `item` to section `index`, creating it and any missing sections before it.
    ///
    /// Bad indexes are reported as ``addItems(_:toSection:)`` reports them.
    ///
    /// - Complexity: O(1) amortized, plus O(*s* + *c*) when it creates *c* sections after *s* sections.
    public func addItem<T>(_ item: T, toSection index: Int = 0) {
        guard let threadEntry = beginCall("MemoryStorage.addItem(_:toSection:)") else { return }
        defer { endCall(threadEntry) }
        append([item], toSection: index)
    }

    /// What `addItems(_:toSection:)` and `addItem(_:toSection:)` do, once their items are boxed.
    private func append(_ items: [Any], toSection index: Int) {
        let sectionCount = stagedSectionCount
        guard index >= 0 else {
            return report(.sectionIndexOutOfRange(index: index, numberOfSections: sectionCount))
        }
        guard !refusesImplicitCreation(upTo: index, sectionCount: sectionCount) else { return }
        var change = StorageChange()
        let start = stagedItemCount(inSection: index)
        createMissingSections(upTo: index, in: &change)
        if !items.isEmpty {
            change.operations.append(.insertItems(items, at: IndexPath(itemIndex: start, sectionIndex: index)))
            change.records.objectChanges.reserveCapacity(items.count)
            for offset in items.indices {
                change.records.objectChanges.append(
                    ObjectChange(.insert, IndexPath(itemIndex: start + offset, sectionIndex: index)))
            }
        }
        submit(change)
    }

    /// Inserts `item` at `indexPath`, creating its section and any missing sections before it.
    ///
    /// - Throws: ``MemoryStorageError/insertionFailed(reason:)`` when `indexPath` is past the end of its section, is
    ///   not an item index path, or names a section that would create more than ``maximumImplicitSectionCreation``
    ///   sections (`indexPathTooBig`, reported as ``MemoryStorageAnomaly/sectionIndexTooBig(index:numberOfSections:)``);
    ///   the matching anomaly is reported too and the storage is left unchanged.
    /// - Complexity: O(*n*) for a section of *n* items, plus O(*c*) for *c* created sections.
    public func insertItem<T>(_ item: T, to indexPath: IndexPath) throws {
        guard let threadEntry = beginCall("MemoryStorage.insertItem(_:to:)") else { return }
        defer { endCall(threadEntry) }
        try insertItems([item], at: indexPath)
    }

    /// Inserts `items` contiguously, the first at `indexPath`, creating missing sections.
    ///
    /// Records one insert per item: `indexPath`, then the following items of the same section.
    ///
    /// - Throws: ``MemoryStorageError/insertionFailed(reason:)`` when `indexPath` is past the end of its section, is
    ///   not an item index path, or names a section that would create more than ``maximumImplicitSectionCreation``
    ///   sections (`indexPathTooBig`, reported as ``MemoryStorageAnomaly/sectionIndexTooBig(index:numberOfSections:)``);
    ///   the matching anomaly is reported too and the storage is left unchanged.
    /// - Complexity: O(*n* + *k*) for a section of *n* items and *k* new items, plus O(*c*) for *c* created sections.
    public func insertItems<T>(_ items: [T], at indexPath: IndexPath) throws {
        guard let threadEntry = beginCall("MemoryStorage.insertItems(_:at:)") else { return }
        defer { endCall(threadEntry) }
        guard indexPath.isValidItemIndexPath else {
            report(.invalidIndexPath(indexPath: indexPath))
            throw MemoryStorageError.insertionFailed(reason: .invalidIndexPath(indexPath))
        }
        guard !refusesImplicitCreation(upTo: indexPath.sectionIndex, sectionCount: stagedSectionCount) else {
            throw MemoryStorageError.insertionFailed(reason: .indexPathTooBig(indexPath))
        }
        let count = stagedItemCount(inSection: indexPath.sectionIndex)
        guard indexPath.itemIndex <= count else {
            report(.insertionIndexPathTooBig(indexPath: indexPath, countOfElementsInSection: count))
            throw MemoryStorageError.insertionFailed(reason: .indexPathTooBig(indexPath))
        }
        var change = StorageChange()
        createMissingSections(upTo: indexPath.sectionIndex, in: &change)
        if !items.isEmpty {
            change.operations.append(.insertItems(items.map { $0 as Any }, at: indexPath))
            for offset in items.indices {
                let path = IndexPath(itemIndex: indexPath.itemIndex + offset, sectionIndex: indexPath.sectionIndex)
                change.records.objectChanges.append(ObjectChange(.insert, path))
            }
        }
        submit(change)
    }

    /// Inserts each item at its index path, in order, creating missing sections.
    ///
    /// Each index path is read against the contents the previous insertions produce. When the counts differ,
    /// ``MemoryStorageAnomaly/batchInsertionItemCountMismatch(itemsCount:indexPathsCount:)`` is reported and nothing is
    /// inserted. An index path past the end of its section is skipped, as in DTModelStorage, and reported as
    /// ``MemoryStorageAnomaly/insertionIndexPathTooBig(indexPath:countOfElementsInSection:)``; so is a malformed index
    /// path (``MemoryStorageAnomaly/invalidIndexPath(indexPath:)``) and one whose section is
    /// ``maximumImplicitSectionCreation`` or more past the number of sections the call started with
    /// (``MemoryStorageAnomaly/sectionIndexTooBig(index:numberOfSections:)``), so that one call never creates more
    /// sections than that. The other items are inserted.
    ///
    /// - Complexity: O(*n* + *k*) for *k* items into sections of *n* items in all when each index path of a section
    ///   comes after the previous one, O((*n* + *k*) log(*n* + *k*)) otherwise; plus O(*c*) for *c* created sections.
    public func insertItems<T>(_ items: [T], to indexPaths: [IndexPath]) {
        guard let threadEntry = beginCall("MemoryStorage.insertItems(_:to:)") else { return }
        defer { endCall(threadEntry) }
        // NB: one pass, so that the repeats of one mistake in `indexPaths` become one report.
        anomalyHandler.reporting.pass.run { insertItemsInOnePass(items, to: indexPaths) }
    }

    private func insertItemsInOnePass<T>(_ items: [T], to indexPaths: [IndexPath]) {
        guard items.count == indexPaths.count else {
            return report(.batchInsertionItemCountMismatch(itemsCount: items.count, indexPathsCount: indexPaths.count))
        }
        var change = StorageChange()
        let startCount = stagedSectionCount
        var sectionCount = startCount
        // Per section this call inserts into: its item count before the call, and the insertions accepted so far, in
        // call order, each at the position it names (read against the previous insertions).
        var insertions: [Int: (base: Int, positions: [Int], items: [Any])] = [:]
        for (item, indexPath) in zip(items, indexPaths) {
            guard indexPath.isValidItemIndexPath else {
                report(.invalidIndexPath(indexPath: indexPath))
                continue
            }
            let section = indexPath.sectionIndex
            guard !refusesImplicitCreation(upTo: section, sectionCount: startCount) else { continue }
            let base =
                insertions[section]?.base ?? (section < startCount ? stagedSectionItems(inSection: section).count : 0)
            let count = base + (insertions[section]?.positions.count ?? 0)
            guard indexPath.itemIndex <= count else {
                report(.insertionIndexPathTooBig(indexPath: indexPath, countOfElementsInSection: count))
                continue
            }
            if section >= sectionCount {
                change.records.sectionChanges.append(contentsOf: (sectionCount...section).map { (.insert, [$0]) })
                sectionCount = section + 1
            }
            insertions[section, default: (base, [], [])].positions.append(indexPath.itemIndex)
            insertions[section]!.items.append(item)
            change.records.objectChanges.append(ObjectChange(.insert, indexPath))
        }
        // The created sections come after every existing one, so creating them first changes no index path; each
        // section then receives its items in one pass, at the places the sequence of insertions leaves them.
        if sectionCount > startCount {
            change.operations.append(.insertEmptySections(at: startCount, count: sectionCount - startCount))
        }
        for section in insertions.keys.sorted() {
            let (base, positions, items) = insertions[section]!
            if positions.count == 1 {
                // NB: the operation of a single insertion, which the updater can issue without replaying the call.
                change.operations.append(
                    .insertItems(items, at: IndexPath(itemIndex: positions[0], sectionIndex: section)))
                continue
            }
            let final = finalPositions(ofInsertionsAt: positions, into: base)
            var itemAt = [Any?](repeating: nil, count: base + positions.count)
            for (index, position) in final.enumerated() { itemAt[position] = items[index] }
            var placed: [Any] = []
            var places: [Int] = []
            for (position, item) in itemAt.enumerated() {
                guard let item else { continue }
                placed.append(item)
                places.append(position)
            }
            change.operations.append(.placeItems(placed, section: section, positions: places))
        }
        submit(change)
    }

    // MARK: Reloading and replacing

    /// Records an update for the first item equal to `item`, so that its cell is redisplayed.
    ///
    /// The stored item is not changed; `item` is recorded in the update's `updatedObjects`. Does nothing when no item is
    /// equal to `item`, as in DTModelStorage.
    ///
    /// - Complexity: O(*N*) for *N* items in the storage.
    public func reloadItem<T: Equatable>(_ item: T) {
        guard let threadEntry = beginCall("MemoryStorage.reloadItem(_:)") else { return }
        defer { endCall(threadEntry) }
        guard let indexPath = stagedIndexPath(forItem: item) else { return }
        var change = StorageChange()
        change.records.objectChanges.append(ObjectChange(.update, indexPath))
        change.records.updatedObjects[indexPath] = item
        submit(change)
    }

    /// Replaces the first item equal to `itemToReplace` with `replacingItem`, recording an update.
    ///
    /// - Throws: ``MemoryStorageError/searchFailed(reason:)`` when no item is equal to `itemToReplace`; the anomaly
    ///   ``MemoryStorageAnomaly/replaceItemFailedItemNotFound(itemDescription:)`` is reported too.
    /// - Complexity: O(*N*) for *N* items in the storage.
    public func replaceItem<T: Equatable>(_ itemToReplace: T, with replacingItem: Any) throws {
        guard let threadEntry = beginCall("MemoryStorage.replaceItem(_:with:)") else { return }
        defer { endCall(threadEntry) }
        guard let indexPath = stagedIndexPath(forItem: itemToReplace) else {
            let description = String(describing: itemToReplace)
            report(.replaceItemFailedItemNotFound(itemDescription: description))
            throw MemoryStorageError.searchFailed(reason: .itemNotFound(itemDescription: description))
        }
        var change = StorageChange()
        change.operations.append(.replaceItem(at: indexPath, with: replacingItem))
        change.records.objectChanges.append(ObjectChange(.update, indexPath))
        change.records.updatedObjects[indexPath] = replacingItem
        submit(change)
    }

    // MARK: Removing

    /// Removes the first item equal to `item`, recording a delete.
    ///
    /// - Throws: ``MemoryStorageError/searchFailed(reason:)`` when no item is equal to `item`; the anomaly
    ///   ``MemoryStorageAnomaly/removeItemFailedItemNotFound(itemDescription:)`` is reported too.
    /// - Complexity: O(*N*) for *N* items in the storage.
    public func removeItem<T: Equatable>(_ item: T) throws {
        guard let threadEntry = beginCall("MemoryStorage.removeItem(_:)") else { return }
        defer { endCall(threadEntry) }
        guard let indexPath = stagedIndexPath(forItem: item) else {
            let description = String(describing: item)
            report(.removeItemFailedItemNotFound(itemDescription: description))
            throw MemoryStorageError.searchFailed(reason: .itemNotFound(itemDescription: description))
        }
        submit(removal(of: [indexPath]))
    }

    /// Removes the first item equal to each of `items`; items that are not found are skipped.
    ///
    /// All index paths are found before anything is removed, and deletes are recorded in the order of `items`. Two
    /// equal arguments find the same item, which is removed and recorded once.
    ///
    /// - Complexity: O(*N* · *M*) for *N* stored and *M* given items, by nature: with only `==` to go by, each given
    ///   item is searched for among the stored ones. Make the models `Hashable` and the `Hashable` overload runs instead,
    ///   in O(*N* + *M*).
    public func removeItems<T: Equatable>(_ items: [T]) {
        guard let threadEntry = beginCall("MemoryStorage.removeItems(_:)") else { return }
        defer { endCall(threadEntry) }
        var seen = Set<IndexPath>()
        var indexPaths: [IndexPath] = []
        for item in items {
            if let indexPath = stagedIndexPath(forItem: item), seen.insert(indexPath).inserted {
                indexPaths.append(indexPath)
            }
        }
        submit(removal(of: indexPaths))
    }

    /// Removes the first item equal to each of `items`, with one pass over the storage.
    ///
    /// Behaves as the `Equatable` overload: not-found items are skipped, deletes are recorded in argument order, equal
    /// arguments remove one item.
    ///
    /// - Complexity: O(*N* + *M*) for *N* stored and *M* given items.
    public func removeItems<T: Hashable>(_ items: [T]) {
        guard let threadEntry = beginCall("MemoryStorage.removeItems(_:)") else { return }
        defer { endCall(threadEntry) }
        let wanted = Set(items)
        var firstIndexPath: [T: IndexPath] = [:]
        search: for section in 0..<stagedSectionCount {
            for (index, stored) in stagedItems(inSection: section).enumerated() {
                guard let value = stored as? T, wanted.contains(value), firstIndexPath[value] == nil else { continue }
                firstIndexPath[value] = IndexPath(itemIndex: index, sectionIndex: section)
                if firstIndexPath.count == wanted.count { break search }
            }
        }
        var seen = Set<IndexPath>()
        let indexPaths = items.compactMap { firstIndexPath[$0] }.filter { seen.insert($0).inserted }
        submit(removal(of: indexPaths))
    }

    /// Removes the items at `indexPaths`; index paths that hold no item are skipped.
    ///
    /// Deletes are recorded in descending index-path order, as DTModelStorage does; duplicates count once.
    ///
    /// - Complexity: O(*k* log *k* + *n*) for *k* index paths in sections of *n* items.
    public func removeItems(at indexPaths: [IndexPath]) {
        guard let threadEntry = beginCall("MemoryStorage.removeItems(at:)") else { return }
        defer { endCall(threadEntry) }
        let sectionCount = stagedSectionCount
        let existing = Set(indexPaths).filter { indexPath in
            indexPath.isValidItemIndexPath && indexPath.sectionIndex < sectionCount
                && indexPath.itemIndex < stagedSectionItems(inSection: indexPath.sectionIndex).count
        }
        submit(removal(of: existing.sorted(by: >)))
    }

    /// Removes every item of section `section`, keeping the section; does nothing when the section does not exist.
    ///
    /// Records a delete for each item, ascending.
    ///
    /// - Complexity: O(*n*) for a section of *n* items.
    public func removeItems(fromSection section: Int) {
        guard let threadEntry = beginCall("MemoryStorage.removeItems(fromSection:)") else { return }
        defer { endCall(threadEntry) }
        guard section >= 0, section < stagedSectionCount else { return }
        let count = stagedSectionItems(inSection: section).count
        submit(removal(of: (0..<count).map { IndexPath(itemIndex: $0, sectionIndex: section) }))
    }

    /// A change that removes the items at `indexPaths` (existing, unique) and records deletes in the given order.
    private func removal(of indexPaths: [IndexPath]) -> StorageChange {
        var change = StorageChange()
        var indicesBySection: [Int: [Int]] = [:]
        for indexPath in indexPaths {
            indicesBySection[indexPath.sectionIndex, default: []].append(indexPath.itemIndex)
            change.records.objectChanges.append(ObjectChange(.delete, indexPath))
        }
        for (section, indices) in indicesBySection.sorted(by: { $0.key < $1.key }) {
            change.operations.append(.removeItems(section: section, ascendingIndices: indices.sorted()))
        }
        return change
    }

    // MARK: Moving

    /// Moves the item at `source` to `destination`, creating the destination section and any missing before it.
    ///
    /// `destination` is read as the position after the item has left `source`. Reports
    /// ``MemoryStorageAnomaly/moveItemFailedItemNotFound(indexPath:)`` when `source` holds no item and
    /// ``MemoryStorageAnomaly/moveItemFailedIndexPathTooBig(indexPath:countOfElementsInSection:)`` when `destination` is
    /// past the end, ``MemoryStorageAnomaly/invalidIndexPath(indexPath:)`` for a malformed index path, and
    /// ``MemoryStorageAnomaly/sectionIndexTooBig(index:numberOfSections:)`` when the destination section would create
    /// more than ``maximumImplicitSectionCreation`` sections; the storage is then unchanged.
    ///
    /// - Complexity: O(*n*) for sections of *n* items, plus O(*c*) for *c* created sections.
    public func moveItem(at source: IndexPath, to destination: IndexPath) {
        guard let threadEntry = beginCall("MemoryStorage.moveItem(at:to:)") else { return }
        defer { endCall(threadEntry) }
        guard source.isValidItemIndexPath else { return report(.invalidIndexPath(indexPath: source)) }
        guard destination.isValidItemIndexPath else { return report(.invalidIndexPath(indexPath: destination)) }
        guard source.itemIndex < stagedItemCount(inSection: source.sectionIndex) else {
            return report(.moveItemFailedItemNotFound(indexPath: source))
        }
        guard !refusesImplicitCreation(upTo: destination.sectionIndex, sectionCount: stagedSectionCount) else { return }
        let countAfterRemoval =
            stagedItemCount(inSection: destination.sectionIndex)
            - (source.sectionIndex == destination.sectionIndex ? 1 : 0)
        guard destination.itemIndex <= countAfterRemoval else {
            return report(
                .moveItemFailedIndexPathTooBig(indexPath: destination, countOfElementsInSection: countAfterRemoval))
        }
        var change = StorageChange()
        createMissingSections(upTo: destination.sectionIndex, in: &change)
        change.operations.append(.moveItem(from: source, to: destination))
        change.records.objectChanges.append(ObjectChange(.move, source, destination))
        submit(change)
    }

    /// Moves an item at once, recording nothing and telling nobody.
    ///
    /// Use it from a collection view's `moveItemAt:to:` callback, when the view has already moved the cell. Both
    /// sections must exist. Reports
    /// ``MemoryStorageAnomaly/moveItemFailedInvalidIndexPaths(sourceIndexPath:destinationIndexPath:sourceElementsInSection:destinationElementsInSection:)``
    /// when `source` holds no item or `destination` is out of range (DTModelStorage ignores a missing section
    /// silently); the storage is then unchanged.
    ///
    /// The index paths are checked against the contents once every queued change is applied, and only a valid move
    /// applies the queued changes (inside a ``performUpdates(_:)`` block that turns the block into a reload). An invalid
    /// one leaves queued changes and the block's animated update as they were.
    ///
    /// - Complexity: O(*n*) for sections of *n* items, plus applying the queued changes.
    public func moveItemWithoutAnimation(from source: IndexPath, to destination: IndexPath) {
        guard let threadEntry = beginCall("MemoryStorage.moveItemWithoutAnimation(from:to:)") else { return }
        defer { endCall(threadEntry) }
        let sectionCount = stagedSectionCount
        func count(_ indexPath: IndexPath) -> Int? {
            guard indexPath.count == 2, indexPath[0] >= 0, indexPath[0] < sectionCount else { return nil }
            return stagedSectionItems(inSection: indexPath[0]).count
        }
        let sourceCount = count(source)
        let sameSection = source.count == 2 && destination.count == 2 && source.sectionIndex == destination.sectionIndex
        let destinationCount = count(destination).map { $0 - (sameSection ? 1 : 0) }
        guard source.isValidItemIndexPath, destination.isValidItemIndexPath,
            let sourceCount, let destinationCount,
            source.itemIndex < sourceCount, destination.itemIndex <= destinationCount
        else {
            return report(
                .moveItemFailedInvalidIndexPaths(
                    sourceIndexPath: source,
                    destinationIndexPath: destination,
                    sourceElementsInSection: sourceCount ?? 0,
                    destinationElementsInSection: destinationCount ?? 0))
        }
        applyAllPendingChanges()
        contentVersion &+= 1
        committed.apply(.moveItem(from: source, to: destination))
    }
}

/// Where each of a sequence of insertions ends: inserting one element at `positions[j]` after the previous ones, into a
/// sequence of `base` elements, puts element `j` at the returned index `j` of the final sequence.
///
/// Each position must be at most `base + j`. When the positions increase, no insertion shifts an earlier one and they
/// are their own answer. Otherwise the last insertion keeps its position, and each earlier one takes, among the places
/// the later ones left free, the one its position counts to; a Fenwick tree of the free places finds it.
///
/// - Complexity: O(*k*) for *k* increasing positions, O((*n* + *k*) log(*n* + *k*)) otherwise, where *n* is `base`.
func finalPositions(ofInsertionsAt positions: [Int], into base: Int) -> [Int] {
    if zip(positions, positions.dropFirst()).allSatisfy({ $0 < $1 }) { return positions }
    let total = base + positions.count
    // tree[i] counts the free places in (i - lowbit(i), i], one-based; every place starts free.
    var tree = (0...total).map { $0 & -$0 }
    var highestStep = 1
    while highestStep * 2 <= total { highestStep *= 2 }
    var result = [Int](repeating: 0, count: positions.count)
    for insertion in positions.indices.reversed() {
        // The largest prefix with fewer than `positions[insertion] + 1` free places ends just before the place.
        var remaining = positions[insertion] + 1
        var node = 0
        var step = highestStep
        while step > 0 {
            if node + step <= total && tree[node + step] < remaining {
                node += step
                remaining -= tree[node]
            }
            step /= 2
        }
        result[insertion] = node
        var index = node + 1
        while index <= total {
            tree[index] -= 1
            index += index & -index
        }
    }
    return result
}
