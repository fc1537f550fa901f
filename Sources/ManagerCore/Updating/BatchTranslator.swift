import Foundation

/// Turns the calls held by one `MemoryStorage` update into one batch that a collection view accepts.
///
/// A storage records each call relative to the contents the previous call of the update left, as DTModelStorage does;
/// concatenated, such records are generally not a valid batch (an item inserted and then moved, a section created and
/// then deleted, two inserts whose positions shift each other). The translator therefore does not reuse the records
/// of a multi-call update. It gives every section and item that exists before the update an identity, replays the
/// exact operations of every call on those identities (`TokenContents`), and compares where each identity started
/// with where it ended:
///
/// - sections and items that did not survive are deleted (before-positions), new ones are inserted
///   (after-positions);
/// - survivors that kept their relative order stay put; the others (outside a longest increasing subsequence, so the
///   fewest possible, found over runs of consecutive items so that long untouched stretches cost one step) are moved,
///   and an item that changes section is always moved;
/// - an item that moves into a section the batch inserts, or out of one it deletes, is deleted and inserted instead;
/// - an updated survivor that stays is reloaded, or refreshed in place after the batch when the updater has a
///   `reloadItemClosure`; an updated item that moves is deleted and inserted, because UIKit places a reload's new cell
///   ignoring moves (unless it is refreshed in place, when the move stands).
///
/// A call whose own records already are a valid batch (most single calls) is passed through unchanged, so a single
/// `addItem` costs no more than DTCollectionViewManager's updater.
package enum BatchTranslator {
    /// How the updater wants some changes expressed.
    package struct Options {
        /// Updated items whose new model is known are refreshed in place after the batch instead of reloaded.
        package var refreshesInPlace = false
        /// Moved items are deleted and inserted instead of moved.
        package var movesAsDeleteAndInsert = false

        /// Options with the given choices; by default updates reload and moves move.
        package init(refreshesInPlace: Bool = false, movesAsDeleteAndInsert: Bool = false) {
            self.refreshesInPlace = refreshesInPlace
            self.movesAsDeleteAndInsert = movesAsDeleteAndInsert
        }
    }

    /// The batch that takes a collection view from `countsBefore` to the contents `changes` produce, or `nil` when the
    /// changes do not fit those counts (the view is not in step with the storage, and only a reload can help).
    ///
    /// - Parameters:
    ///   - changes: The calls of one update, in order, each validated against the contents the previous ones left.
    ///   - countsBefore: The item counts per section the collection view holds before the update, which must be the
    ///     storage's before the update.
    ///   - options: How moves and updates are expressed.
    /// - Complexity: O(*c*) for *c* changes when the update is one call whose records form a valid batch. Otherwise
    ///   O(*s* + *n* + *u* log *u*), where *s* is the number of sections, *n* the number of items in the sections the
    ///   calls touch item by item (replayed as the storage changes its own arrays, then read once), and *u* the number
    ///   of changes the batch declares.
    package static func batch(for changes: [StorageChange], countsBefore: [Int], options: Options) -> ViewBatch? {
        if changes.count == 1, let batch = passThrough(changes[0], options: options) {
            return batch
        }
        var contents = TokenContents(counts: countsBefore)
        do {
            for change in changes { try contents.replay(change) }
        } catch {
            return nil
        }
        return contents.batch(options: options)
    }

    /// The batch of a single call whose records already follow UIKit's batch rules, or `nil` when they may not.
    ///
    /// Those calls are: inserts (created sections, then one contiguous run of items, as `addItems`, `insertItems(_:at:)`
    /// and `insertSection` make), deletes of items or of sections, one update, one move between existing sections, one
    /// section move that creates nothing. `insertItems(_:to:)` with several index paths reads each path against the
    /// previous insertions, so it is replayed instead, as is every call that creates sections for a move.
    package static func passThrough(_ change: StorageChange, options: Options) -> ViewBatch? {
        if change.recordsFormOneBatch { return batch(fromOneBatchRecords: change.records, options: options) }
        let records = change.records
        if records.objectChanges.allSatisfy({ $0.type == .insert })
            && records.sectionChanges.allSatisfy({ $0.0 == .insert })
        {
            return insertBatch(of: change)
        }
        if let batch = deleteBatch(of: change) { return batch }
        if let batch = updateBatch(of: change, options: options) { return batch }
        return moveBatch(of: change, options: options)
    }

    /// The batch of a call that only inserts: created sections, then one contiguous run of items, or `nil` when its
    /// operations come in another order.
    private static func insertBatch(of change: StorageChange) -> ViewBatch? {
        var insertsItems = false
        for operation in change.operations {
            switch operation {
            case .insertSection where !insertsItems, .insertEmptySections where !insertsItems: continue
            case .insertItems where !insertsItems: insertsItems = true
            default: return nil
            }
        }
        var batch = ViewBatch()
        batch.insertedSections = change.records.sectionChanges.compactMap(\.1.first)
        let insertedSections = Set(batch.insertedSections)
        // Items of inserted sections come with their section.
        batch.insertedItems = change.records.objectChanges.map(\.indexPath).filter {
            !insertedSections.contains($0.sectionIndex)
        }
        return batch
    }

    /// The batch of a call that only deletes items, or only sections, or `nil` for any other call.
    private static func deleteBatch(of change: StorageChange) -> ViewBatch? {
        let operations = change.operations
        let objectChanges = change.records.objectChanges
        let sectionChanges = change.records.sectionChanges
        var batch = ViewBatch()
        if sectionChanges.isEmpty, objectChanges.allSatisfy({ $0.type == .delete }),
            operations.allSatisfy({ if case .removeItems = $0 { true } else { false } })
        {
            batch.deletedItems = objectChanges.map(\.indexPath)
            return batch
        }
        if objectChanges.isEmpty, sectionChanges.allSatisfy({ $0.0 == .delete }),
            operations.allSatisfy({
                switch $0 {
                case .deleteSection, .deleteSections: true
                default: false
                }
            })
        {
            batch.deletedSections = sectionChanges.compactMap(\.1.first)
            return batch
        }
        return nil
    }

    /// The batch of a call that updates one item (a reload, or a refresh in place), or `nil` for any other call.
    private static func updateBatch(of change: StorageChange, options: Options) -> ViewBatch? {
        let operations = change.operations
        let objectChanges = change.records.objectChanges
        guard change.records.sectionChanges.isEmpty, objectChanges.count == 1, objectChanges[0].type == .update,
            operations.count <= 1,
            operations.allSatisfy({ if case .replaceItem = $0 { true } else { false } })
        else { return nil }
        let indexPath = objectChanges[0].indexPath
        var batch = ViewBatch()
        if options.refreshesInPlace, let model = change.records.updatedObjects[indexPath] {
            batch.refreshedItems = [(indexPath, model)]
        } else {
            batch.reloadedItems = [indexPath]
        }
        return batch
    }

    /// The batch of a call that moves one item between existing sections or one section, or `nil` for any other call.
    private static func moveBatch(of change: StorageChange, options: Options) -> ViewBatch? {
        let operations = change.operations
        let sectionChanges = change.records.sectionChanges
        guard operations.count == 1 else { return nil }
        var batch = ViewBatch()
        switch operations[0] {
        case .moveItem(let source, let destination) where sectionChanges.isEmpty:
            if source == destination { return batch }
            if options.movesAsDeleteAndInsert {
                batch.deletedItems = [source]
                batch.insertedItems = [destination]
            } else {
                batch.movedItems = [(source, destination)]
            }
            return batch
        case .moveSection(let source, let destination)
        where change.records.objectChanges.isEmpty && sectionChanges.count == 1:
            if source != destination { batch.movedSections = [(source, destination)] }
            return batch
        default:
            return nil
        }
    }

    /// The batch that a call's records describe when they form one batch by construction, as a diff's do.
    ///
    /// - Complexity: O(*c*) for *c* records.
    package static func batch(fromOneBatchRecords records: ChangeRecords, options: Options) -> ViewBatch {
        var batch = ViewBatch()
        for (type, sections) in records.sectionChanges {
            switch (type, sections.count) {
            case (.delete, 1): batch.deletedSections.append(sections[0])
            case (.insert, 1): batch.insertedSections.append(sections[0])
            case (.update, 1): batch.reloadedSections.append(sections[0])
            case (.move, 2): batch.movedSections.append((sections[0], sections[1]))
            default: continue
            }
        }
        for record in records.objectChanges {
            switch (record.type, record.destination) {
            case (.delete, nil): batch.deletedItems.append(record.indexPath)
            case (.insert, nil): batch.insertedItems.append(record.indexPath)
            case (.update, nil): batch.reloadedItems.append(record.indexPath)
            case (.move, let destination?):
                if options.movesAsDeleteAndInsert {
                    batch.deletedItems.append(record.indexPath)
                    batch.insertedItems.append(destination)
                } else {
                    batch.movedItems.append((record.indexPath, destination))
                }
            default: continue
            }
        }
        return batch
    }
}
