import Foundation

// The storage's contents come in two copies that evolve by the same operations:
// - the committed sections, which everything outside the storage reads;
// - the staged sections, committed plus every change that was validated but not yet applied.
// A call is validated against the staged contents and turned into a list of `ContentOperation`s, which are applied to the
// staged copy at once and to the committed copy when the update is applied. Both copies start equal and receive the same
// operations in the same order, so an operation that was valid when validated is valid when applied.

/// One primitive change to a storage's contents.
package enum ContentOperation {
    case insertSection(SectionModel, items: SectionItems, at: Int)
    /// Inserts `count` new empty sections, the first at `index`: the missing sections a call creates, in one step.
    case insertEmptySections(at: Int, count: Int)
    case deleteSection(at: Int)
    /// Deletes the sections at `indices`, which are sorted ascending, unique and valid, in one pass.
    case deleteSections(ascendingIndices: [Int])
    case moveSection(from: Int, to: Int)
    /// Inserts `items` contiguously, the first at `indexPath`.
    case insertItems([Any], at: IndexPath)
    /// Inserts `items` into `section` in one pass so that they end at `positions` (sorted ascending, unique), which are
    /// indexes in the section after the insertion; the section's other items keep their order around them.
    case placeItems([Any], section: Int, positions: [Int])
    /// Removes the items at `indices`, which are sorted ascending and unique.
    case removeItems(section: Int, ascendingIndices: [Int])
    case replaceItem(at: IndexPath, with: Any)
    case moveItem(from: IndexPath, to: IndexPath)
    /// Replaces every item of an existing section (an animated `setItems`, whose records come from a diff).
    case setItems(SectionItems, section: Int)
}

/// The change records one call produces, in DTModelStorage's order.
package struct ChangeRecords {
    package var objectChanges: [ObjectChange] = []
    package var sectionChanges: [(ChangeType, [Int])] = []
    package var updatedObjects: [IndexPath: Any] = [:]

    var isEmpty: Bool { objectChanges.isEmpty && sectionChanges.isEmpty }

    /// Appends the records to `update`'s. Into an update that has none yet, the arrays are shared rather than copied
    /// record by record; object changes are stored compactly until someone reads them.
    func append(to update: StorageUpdate) {
        update.appendObjectChanges(objectChanges)
        if update.sectionChanges.isEmpty {
            update.sectionChanges = sectionChanges
        } else {
            update.sectionChanges.append(contentsOf: sectionChanges)
        }
        if update.updatedObjects.isEmpty {
            update.updatedObjects = updatedObjects
        } else {
            update.updatedObjects.merge(updatedObjects) { _, new in new }
        }
    }
}

/// What one validated call does: the operations to perform and the records that describe them.
package struct StorageChange {
    package var operations: [ContentOperation] = []
    package var records = ChangeRecords()
    /// Whether `records` form one batch by construction (a diff's output), so the updater can issue them as they are.
    package var recordsFormOneBatch = false

    var isEmpty: Bool { operations.isEmpty && records.isEmpty }

    mutating func insertSection(_ section: SectionModel = SectionModel(), items: [Any] = [], at index: Int) {
        operations.append(.insertSection(section, items: SectionItems(items), at: index))
        records.sectionChanges.append((.insert, [index]))
    }

    /// Creates empty sections at `indices` (past the current end) with one operation, recording an insert for each.
    mutating func insertEmptySections(_ indices: Range<Int>) {
        guard !indices.isEmpty else { return }
        operations.append(.insertEmptySections(at: indices.lowerBound, count: indices.count))
        records.sectionChanges.append(contentsOf: indices.map { (.insert, [$0]) })
    }
}

/// A change that was delivered in an update, or is being collected into one, and has not been applied yet.
package final class PendingChange {
    package let change: StorageChange
    /// The update whose records this change fills. Weak: an update that nobody keeps needs no records.
    weak var update: StorageUpdate?
    package var isApplied = false

    init(_ change: StorageChange, update: StorageUpdate) {
        self.change = change
        self.update = update
    }
}

/// The changes that were delivered, or are being collected, and are not applied yet: oldest first.
///
/// Changes are applied from the front, one at a time when an update runs its deferred closures. Removing each from the
/// front of an array would shift every later one, O(*k*²) for *k* changes; instead the applied changes stay as a prefix
/// that is dropped in one step once it is half of the queue (or all of it), so each change is shifted at most once on
/// average.
struct PendingChangeQueue {
    private var elements: [PendingChange] = []
    /// The number of applied changes at the front of `elements`.
    private var head = 0
    /// How many changes dropping applied prefixes has shifted so far: a witness of the queue's cost, for tests.
    private(set) var shiftCount = 0

    /// The changes not applied yet, oldest first.
    var changes: ArraySlice<PendingChange> { elements[head...] }

    var isEmpty: Bool { head == elements.count }

    mutating func append(_ change: PendingChange) {
        elements.append(change)
    }

    /// Removes and returns the oldest change, or `nil` when there is none.
    ///
    /// - Complexity: O(1) amortized.
    mutating func popFirst() -> PendingChange? {
        guard head < elements.count else { return nil }
        let first = elements[head]
        head += 1
        if head == elements.count {
            // NB: a small buffer is kept for the next changes; a large one, left by a big block, is released.
            elements.removeAll(keepingCapacity: elements.count <= 64)
            head = 0
        } else if head >= 16 && head * 2 >= elements.count {
            shiftCount += elements.count - head
            elements.removeFirst(head)
            head = 0
        }
        return first
    }

    mutating func removeAll() {
        elements.removeAll()
        head = 0
    }
}

/// Sections that operations can be applied to.
protocol SectionContents {
    var sectionCount: Int { get }
    /// The items of `section`, as it holds them.
    func items(inSection section: Int) -> SectionItems
    mutating func insertSection(_ section: SectionModel, items: SectionItems, at index: Int)
    /// Inserts `count` new empty sections, the first at `index`.
    mutating func insertEmptySections(count: Int, at index: Int)
    mutating func removeSection(at index: Int) -> (SectionModel, SectionItems)
    /// Removes the sections at `indices`, sorted ascending, unique and valid, in one pass.
    mutating func removeSections(ascendingIndices indices: [Int])
    mutating func modifyItems(inSection section: Int, _ body: (inout [Any]) -> Void)
    /// Replaces the items of `section` with `items`.
    mutating func setItems(_ items: SectionItems, inSection section: Int)
    /// Adds `count` to the number of elements (sections or items) that operations shifted inside their arrays.
    mutating func recordShifts(_ count: Int)
}

extension SectionContents {
    /// Applies one validated operation.
    ///
    /// - Complexity: O(*n*) in the size of the touched sections (or the number of sections, for section operations) at
    ///   most; appends and removals at the end are O(1) amortized per item.
    mutating func apply(_ operation: ContentOperation) {
        switch operation {
        case .insertSection(let section, let items, let index):
            recordShifts(sectionCount - index)
            insertSection(section, items: items, at: index)
        case .insertEmptySections(let index, let count):
            recordShifts(sectionCount - index)
            insertEmptySections(count: count, at: index)
        case .deleteSection(let index):
            recordShifts(sectionCount - index - 1)
            _ = removeSection(at: index)
        case .deleteSections(let indices):
            guard let first = indices.first else { return }
            recordShifts(sectionCount - first - indices.count)
            removeSections(ascendingIndices: indices)
        case .moveSection(let source, let destination):
            recordShifts(sectionCount - source - 1 + sectionCount - 1 - destination)
            let (section, items) = removeSection(at: source)
            insertSection(section, items: items, at: destination)
        case .insertItems(let newItems, let indexPath):
            var shifts = 0
            modifyItems(inSection: indexPath.sectionIndex) { items in
                shifts = items.count - indexPath.itemIndex
                if indexPath.itemIndex == items.count {
                    items.append(contentsOf: newItems)
                } else {
                    items.insert(contentsOf: newItems, at: indexPath.itemIndex)
                }
            }
            recordShifts(shifts)
        case .placeItems(let newItems, let section, let positions):
            var shifts = 0
            modifyItems(inSection: section) { items in
                shifts = items.count - (positions.first ?? items.count)
                items.insert(newItems, atAscendingPositions: positions)
            }
            recordShifts(shifts)
        case .removeItems(let section, let indices):
            var shifts = 0
            modifyItems(inSection: section) { items in
                shifts = items.count - (indices.first ?? items.count) - indices.count
                items.remove(ascendingIndices: indices)
            }
            recordShifts(max(0, shifts))
        case .replaceItem(let indexPath, let item):
            modifyItems(inSection: indexPath.sectionIndex) { items in items[indexPath.itemIndex] = item }
        case .moveItem(let source, let destination):
            moveItem(from: source, to: destination)
        case .setItems(let newItems, let section):
            setItems(newItems, inSection: section)
        }
    }

    /// Moves one item, within its section or to another, recording the items it shifts in both.
    private mutating func moveItem(from source: IndexPath, to destination: IndexPath) {
        var moving: Any?
        var shifts = 0
        modifyItems(inSection: source.sectionIndex) { items in
            shifts += items.count - source.itemIndex - 1
            moving = items.remove(at: source.itemIndex)
        }
        modifyItems(inSection: destination.sectionIndex) { items in
            shifts += items.count - destination.itemIndex
            items.insert(moving!, at: destination.itemIndex)
        }
        recordShifts(shifts)
    }
}

/// The sections everyone reads: `SectionModel` objects whose items change in place.
@usableFromInline
package struct CommittedSections: SectionContents {
    @usableFromInline package var models: [SectionModel] = []
    /// Whether a manager of a view bound to the main queue holds the storage (its ``StorageThreadCheck`` is bound):
    /// kept beside the models so that the manager, answering its view, reads both in one access.
    package var isMainQueueBound = false
    var locator: SectionLocator?

    var sectionCount: Int { models.count }

    func items(inSection section: Int) -> SectionItems { models[section].store }

    mutating func insertSection(_ section: SectionModel, items: SectionItems, at index: Int) {
        section.store = items
        section.locator = locator
        models.insert(section, at: index)
    }

    mutating func insertEmptySections(count: Int, at index: Int) {
        let locator = locator
        models.insert(
            contentsOf: (0..<count).lazy.map { _ in
                let section = SectionModel()
                section.locator = locator
                return section
            }, at: index)
    }

    mutating func removeSection(at index: Int) -> (SectionModel, SectionItems) {
        let section = models.remove(at: index)
        section.locator = nil
        return (section, section.store)
    }

    mutating func removeSections(ascendingIndices indices: [Int]) {
        for index in indices { models[index].locator = nil }
        models.remove(ascendingIndices: indices)
    }

    package mutating func modifyItems(inSection section: Int, _ body: (inout [Any]) -> Void) {
        models[section].store.modify(body)
    }

    mutating func setItems(_ items: SectionItems, inSection section: Int) {
        models[section].store = items
    }

    /// The number of sections and items that operations shifted inside the committed arrays: a witness of their cost,
    /// for tests.
    private(set) var shiftCount = 0

    mutating func recordShifts(_ count: Int) {
        shiftCount += count
    }
}

/// The sections as they will be once every pending change is applied.
struct StagedSections: SectionContents {
    struct Section {
        let model: SectionModel
        var items: SectionItems
    }

    var sections: [Section]

    /// Copies the committed sections. Item arrays are shared until an operation changes them.
    init(_ committed: CommittedSections) {
        sections = committed.models.map { Section(model: $0, items: $0.store) }
    }

    var sectionCount: Int { sections.count }

    func items(inSection section: Int) -> SectionItems { sections[section].items }

    mutating func insertSection(_ section: SectionModel, items: SectionItems, at index: Int) {
        sections.insert(Section(model: section, items: items), at: index)
    }

    mutating func insertEmptySections(count: Int, at index: Int) {
        // NB: the staged copy's section objects are never seen outside; the committed copy creates its own.
        sections.insert(
            contentsOf: (0..<count).lazy.map { _ in Section(model: SectionModel(), items: SectionItems()) }, at: index)
    }

    mutating func removeSection(at index: Int) -> (SectionModel, SectionItems) {
        let section = sections.remove(at: index)
        return (section.model, section.items)
    }

    mutating func removeSections(ascendingIndices indices: [Int]) {
        sections.remove(ascendingIndices: indices)
    }

    mutating func modifyItems(inSection section: Int, _ body: (inout [Any]) -> Void) {
        sections[section].items.modify(body)
    }

    mutating func setItems(_ items: SectionItems, inSection section: Int) {
        sections[section].items = items
    }

    mutating func recordShifts(_ count: Int) {}
}
