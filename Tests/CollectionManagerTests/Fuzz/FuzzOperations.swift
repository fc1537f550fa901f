import CollectionManager
import Foundation
import StorageTestSupport

// The random calls of the differential fuzzer: every public mutation of `MemoryStorage`, `SingleSectionStorage` and
// `DiffableDataSourceSnapshot`, valid and invalid, each made on the real storage and on the reference model.

extension FuzzHarness {
    // MARK: MemoryStorage

    /// A top-level `MemoryStorage` action: a call, a `performUpdates` block (maybe nested), or a change made without
    /// animation followed by the reload it requires.
    func memoryStep() {
        switch random.int(0...10) {
        case 0, 1:
            block(length: random.int(1...6))
        case 10:
            // A storage call inside the user's own batch joins it: one call, or several in one `performUpdates`.
            note("collectionView.performBatchUpdates({")
            depth += 1
            view.performBatchUpdates({ [self] in
                if random.bool() { memoryCall() } else { block(length: random.int(1...3)) }
            })
            depth -= 1
            note("})")
        case 2:
            note("storage.updateWithoutAnimations {")
            depth += 1
            memory.updateWithoutAnimations { memoryCall() }
            depth -= 1
            note("}")
            note("collectionView.reloadData()")
            view.reloadData()
        case 3:
            let source = indexPath(extra: 0)
            let destination = indexPath(extra: 1)
            performMemory(
                "storage.moveItemWithoutAnimation(from: \(source), to: \(destination))",
                reference: { $0.moveItemWithoutAnimation(from: source, to: destination) },
                real: { $0.moveItemWithoutAnimation(from: source, to: destination) })
            note("collectionView.reloadData()")
            view.reloadData()
        case 4:
            let count = reference.sections.count + random.int(-1...3)
            let headers = (0..<max(0, count)).map { "h\(nextItem + $0)" }
            let footers = (0..<max(0, count - random.int(0...1))).map { "f\(nextItem + $0)" }
            nextItem += count + 1
            note("storage.setSectionHeaderModels(\(headers)); storage.setSectionFooterModels(\(footers))")
            memory.setSectionHeaderModels(headers)
            memory.setSectionFooterModels(footers)
            reference.headers = headers
            reference.footers = footers
            note("collectionView.reloadData()")
            view.reloadData()
        default:
            memoryCall()
        }
    }

    private func block(length: Int) {
        note("storage.performUpdates {")
        depth += 1
        memory.performUpdates {
            for _ in 0..<length {
                if depth < 3, random.oneIn(6) {
                    block(length: random.int(1...3))
                } else if random.oneIn(12) {
                    let source = indexPath(extra: 0)
                    let destination = indexPath(extra: 1)
                    performMemory(
                        "storage.moveItemWithoutAnimation(from: \(source), to: \(destination))",
                        reference: { $0.moveItemWithoutAnimation(from: source, to: destination) },
                        real: { $0.moveItemWithoutAnimation(from: source, to: destination) })
                    note("collectionView.reloadData()")
                    view.reloadData()
                } else {
                    memoryCall()
                }
            }
        }
        depth -= 1
        note("}")
    }

    /// A section index: usually one that exists, sometimes one past the end, negative, or (when allowed, one time in
    /// 40) implausible: `Int.max`, `Int.max - 1`, or just at or past the bound on the sections a call may create.
    private func section(existing: Bool = false) -> Int {
        let count = reference.sections.count
        if configuration.includeHostileSections, random.oneIn(40) { return hostileSection(count: count) }
        if existing, count > 0, !random.oneIn(8) { return random.int(0...count - 1) }
        return random.int(-1...(count + 1))
    }

    /// An enormous section index for a storage of `count` sections. One time in 15 it is the largest index a call may
    /// reach, which creates the bound's number of sections (kept rare, one section index in 600: the rest of the
    /// sequence is slower); otherwise it is refused.
    private func hostileSection(count: Int) -> Int {
        let bound = FuzzReferenceModel.sectionCreationBound
        switch random.int(0...14) {
        case 0: return count + bound - 1
        case 1, 2, 3: return count + bound
        case 4: return count + bound + random.int(1...1_000_000)
        case 5...10: return Int.max
        default: return Int.max - 1
        }
    }

    /// An index path: usually one in an existing section, sometimes malformed, negative or past the end.
    private func indexPath(extra: Int) -> IndexPath {
        switch random.int(0...39) {
        case 0: return IndexPath()
        case 1: return IndexPath(index: 0)
        case 2: return IndexPath(indexes: [0, 0, 0])
        case 3: return IndexPath(item: -1, section: max(0, section(existing: true)))
        default:
            let section = section(existing: true)
            let count = reference.sections.indices.contains(section) ? reference.sections[section].count : 0
            return IndexPath(item: random.int(0...(count + extra)), section: section)
        }
    }

    /// An item in the storage, or (one time in six) one that is not.
    private func existingOrMissing() -> Int {
        let all = reference.sections.flatMap { $0 }
        if all.isEmpty || random.oneIn(6) { return -random.int(1...9) }
        return random.element(all)!
    }

    /// One random `MemoryStorage` mutation, valid or not, made on the storage and the reference.
    func memoryCall() {
        switch random.int(0...27) {
        case 0, 1:
            var items = newItems(random.int(0...3))
            if random.oneIn(10), let duplicate = reference.sections.flatMap({ $0 }).first { items.append(duplicate) }
            let target = section()
            performMemory(
                "addItems(\(items), toSection: \(target))", reference: { $0.addItems(items, toSection: target) },
                real: { $0.addItems(items, toSection: target) })
        case 2:
            let item = newItems(1)[0]
            let target = section()
            performMemory(
                "addItem(\(item), toSection: \(target))", reference: { $0.addItems([item], toSection: target) },
                real: { $0.addItem(item, toSection: target) })
        case 3:
            let item = newItems(1)[0]
            let path = indexPath(extra: 1)
            performMemory(
                "try insertItem(\(item), to: \(path))", reference: { $0.insertItems([item], at: path) },
                real: { try $0.insertItem(item, to: path) })
        case 4:
            let items = newItems(random.int(0...3))
            let path = indexPath(extra: 1)
            performMemory(
                "try insertItems(\(items), at: \(path))", reference: { $0.insertItems(items, at: path) },
                real: { try $0.insertItems(items, at: path) })
        case 5:
            let count = random.int(0...4)
            let items = newItems(count + (random.oneIn(8) ? 1 : 0))
            var paths = (0..<count).map { _ in indexPath(extra: 2) }
            if configuration.includeHostileSections, count >= 2, random.oneIn(60) {
                // The bound counts from the sections the call starts with: the second path is refused even though
                // the first created the sections before it.
                let bound = reference.sections.count + FuzzReferenceModel.sectionCreationBound
                paths[0] = IndexPath(item: 0, section: bound - 1)
                paths[1] = IndexPath(item: 0, section: bound)
            }
            performMemory(
                "insertItems(\(items), to: \(paths))", reference: { $0.insertItems(items, to: paths) },
                real: { $0.insertItems(items, to: paths) })
        case 6, 7:
            let item = existingOrMissing()
            performMemory(
                "reloadItem(\(item))", reference: { $0.reloadItem(item) }, real: { $0.reloadItem(item) })
        case 8:
            let item = existingOrMissing()
            let replacement = newItems(1)[0]
            performMemory(
                "try replaceItem(\(item), with: \(replacement))",
                reference: { $0.replaceItem(item, with: replacement) },
                real: { try $0.replaceItem(item, with: replacement) })
        case 9:
            let item = existingOrMissing()
            performMemory(
                "try removeItem(\(item))", reference: { $0.removeItem(item) }, real: { try $0.removeItem(item) })
        case 10:
            let items = (0..<random.int(0...4)).map { _ in existingOrMissing() }
            performMemory(
                "removeItems(\(items))", reference: { $0.removeItems(items) }, real: { $0.removeItems(items) })
        case 11:
            let paths = (0..<random.int(0...4)).map { _ in indexPath(extra: 0) }
            performMemory(
                "removeItems(at: \(paths))", reference: { $0.removeItems(at: paths) },
                real: { $0.removeItems(at: paths) })
        case 12:
            let target = section()
            performMemory(
                "removeItems(fromSection: \(target))", reference: { $0.removeItems(fromSection: target) },
                real: { $0.removeItems(fromSection: target) })
        case 13:
            // An `IndexSet` cannot hold `Int.max` (Foundation traps), but it can hold every index up to it.
            let indexes: IndexSet
            let description: String
            if configuration.includeHostileSections, random.oneIn(40) {
                let start = random.int(0...(reference.sections.count + 1))
                indexes = IndexSet(integersIn: start..<Int.max)
                description = "IndexSet(integersIn: \(start)..<Int.max)"
            } else {
                indexes = IndexSet((0..<random.int(0...2)).map { _ in min(max(0, section()), Int.max - 1) })
                description = "\(Array(indexes))"
            }
            performMemory(
                "deleteSections(\(description))", reference: { $0.deleteSections(indexes) },
                real: { $0.deleteSections(indexes) })
        case 14:
            let source = section()
            let destination = section()
            performMemory(
                "moveSection(\(source), toSection: \(destination))",
                reference: { $0.moveSection(source, toSection: destination) },
                real: { $0.moveSection(source, toSection: destination) })
        case 15, 16, 17:
            let source = indexPath(extra: 0)
            let destination = indexPath(extra: 1)
            performMemory(
                "moveItem(at: \(source), to: \(destination))",
                reference: { $0.moveItem(at: source, to: destination) },
                real: { $0.moveItem(at: source, to: destination) })
        case 18:
            let items = newItems(random.int(0...2))
            let target = section()
            // A section that already belongs to the storage is rejected; only offered when no change is pending, so
            // that the storage's first section is the reference's.
            let held = depth == 0 && random.oneIn(6) ? memory.sections.first : nil
            performMemory(
                "insertSection(\(held == nil ? "SectionModel(items: \(items))" : "storage.sections[0]"), atIndex: \(target))",
                reference: { $0.insertSection(items, atIndex: target, isHeld: held != nil) },
                real: { $0.insertSection(held ?? SectionModel(items: items), atIndex: target) })
        case 19:
            let items = newItems(random.int(0...4))
            let target = section()
            performMemory(
                "setItems(\(items), forSection: \(target))", reference: { $0.setItems(items, forSection: target) },
                real: { $0.setItems(items, forSection: target) })
        case 20, 21:
            let target = section(existing: true)
            let items = shuffledVariant(
                of: reference.sections.indices.contains(target) ? reference.sections[target] : [])
            let animated = !random.oneIn(4)
            performMemory(
                "setItems(\(items), forSection: \(target), animated: \(animated))",
                reference: { $0.setItems(items, forSection: target) },
                real: { $0.setItems(items, forSection: target, animated: animated) })
        case 22:
            let items = newItems(random.int(0...3))
            var target = section()
            let held = depth == 0 && random.oneIn(6) ? memory.sections.first : nil
            // A held section at an implausible index: the index is refused first.
            if held != nil, configuration.includeHostileSections, random.oneIn(4) {
                target = hostileSection(count: reference.sections.count)
            }
            performMemory(
                "setSection(\(held == nil ? "SectionModel(items: \(items))" : "storage.sections[0]"), forSection: \(target))",
                reference: { $0.setSection(items, forSection: target, isHeld: held != nil) },
                real: { $0.setSection(held ?? SectionModel(items: items), forSection: target) })
        case 23:
            performMemory("removeAllItems()", reference: { $0.removeAllItems() }, real: { $0.removeAllItems() })
        case 24:
            let sections = (0..<random.int(0...3)).map { _ in newItems(random.int(0...4)) }
            performMemory(
                "setItemsForAllSections(\(sections))", reference: { $0.setItemsForAllSections(sections) },
                real: { $0.setItemsForAllSections(sections) })
        default:
            var sections = reference.sections.map { shuffledVariant(of: $0) }
            if random.oneIn(3) { sections.append(newItems(random.int(0...3))) }
            if random.oneIn(3), !sections.isEmpty { sections.remove(at: random.int(0...sections.count - 1)) }
            if random.oneIn(4), sections.count > 1 { sections.swapAt(0, sections.count - 1) }
            let animated = !random.oneIn(4)
            performMemory(
                "setItemsForAllSections(\(sections), animated: \(animated))",
                reference: { $0.setItemsForAllSections(sections) },
                real: { $0.setItemsForAllSections(sections, animated: animated) })
        }
    }

    /// Some of `items` removed, some new ones inserted, some moved.
    private func shuffledVariant(of items: [Int]) -> [Int] {
        var result = items.filter { _ in !random.oneIn(4) }
        for _ in 0..<random.int(0...2) { result.insert(newItems(1)[0], at: random.int(0...result.count)) }
        if result.count > 1, random.bool() {
            let moving = result.remove(at: random.int(0...result.count - 1))
            result.insert(moving, at: random.int(0...result.count))
        }
        return result
    }

    // MARK: SingleSectionStorage

    /// A random `SingleSectionStorage` call: `setItems`, `addItems` with a strategy, or an assignment to `items`
    /// followed by the reload it requires.
    func singleSectionCall(reentrant: Bool = false) {
        var items = singleReference.filter { _ in !random.oneIn(4) }
        for _ in 0..<random.int(0...3) { items.insert(newEntry(), at: random.int(0...items.count)) }
        for index in items.indices where random.oneIn(6) { items[index].version += 1 }
        if items.count > 1, random.bool() {
            items.swapAt(random.int(0...items.count - 1), random.int(0...items.count - 1))
        }
        if random.oneIn(12), let duplicate = random.element(singleReference) { items.append(duplicate) }
        stats.calls += 1
        // Assigning `items` changes the storage behind the view's back and needs a reload: not from a callback.
        switch random.int(0...7) {
        case 2 where reentrant:
            note("storage.setItems(\(items))")
            singleReference = items
            single.setItems(items)
        case 0, 1:
            let added = Array(items.suffix(random.int(0...3)))
            let old = singleReference
            let (strategy, name): (any AccumulationStrategy, String) =
                switch random.int(0...2) {
                case 0: (AdditiveAccumulationStrategy(), "AdditiveAccumulationStrategy()")
                case 1: (UpdateOldValuesAccumulationStrategy(), "UpdateOldValuesAccumulationStrategy()")
                default: (DeleteOldValuesAccumulationStrategy(), "DeleteOldValuesAccumulationStrategy()")
                }
            note("storage.addItems(\(added), \(name))")
            singleReference = Self.accumulate(old: old, new: added, strategy: name)
            single.addItems(added, strategy)
        case 2:
            note("storage.items = \(items)")
            singleReference = items
            single.items = items
            note("collectionView.reloadData()")
            view.reloadData()
        default:
            note("storage.setItems(\(items))")
            singleReference = items
            single.setItems(items)
        }
    }

    /// The documented result of each accumulation strategy.
    static func accumulate(old: [FuzzEntry], new: [FuzzEntry], strategy: String) -> [FuzzEntry] {
        switch strategy {
        case "AdditiveAccumulationStrategy()":
            return old + new
        case "UpdateOldValuesAccumulationStrategy()":
            // A new item replaces the last item recorded with its identifier; new identifiers are appended.
            var result = old
            var recorded: [Int: Int] = [:]
            for (index, item) in old.enumerated() { recorded[item.id] = index }
            for item in new {
                if let index = recorded[item.id] {
                    result[index] = item
                } else {
                    recorded[item.id] = result.count
                    result.append(item)
                }
            }
            return result
        default:
            // Old items sharing an identifier with a new one leave; of new items sharing one, only the last is added.
            let newIDs = Set(new.map(\.id))
            var result = old.filter { !newIDs.contains($0.id) }
            for (index, item) in new.enumerated() where !new[(index + 1)...].contains(where: { $0.id == item.id }) {
                result.append(item)
            }
            return result
        }
    }

    // MARK: Diffable data source

    /// Reads the data source's snapshot, mutates it with random (possibly invalid) snapshot calls, mirrored on the
    /// reference snapshot, and applies it, animated or not.
    func applySnapshotChange(mutations: Int) {
        var snapshot = diffable.snapshot()
        let read = FuzzSnapshotModel(snapshot)
        if checks.snapshotReadsMatchReference, read != snapshotReference {
            problems.append(
                "snapshot() reads \(read.sections.map { "\($0.identifier): \($0.items)" }), expected "
                    + "\(snapshotReference.sections.map { "\($0.identifier): \($0.items)" })")
        }
        var model = FuzzSnapshotModel(sections: snapshotReference.sections)
        var lines: [String] = []
        for _ in 0..<mutations { lines.append(mutate(&snapshot, &model)) }
        stats.calls += 1
        if !model.anomalies.isEmpty { stats.invalidCalls += 1 }
        let animated = random.int(0...3)
        let call =
            animated == 0
            ? "dataSource.applySnapshotUsingReloadData(snapshot)"
            : "dataSource.apply(snapshot, animatingDifferences: \(animated > 1))"
        note("var snapshot = dataSource.snapshot(); " + lines.joined(separator: "; ") + "; " + call)
        if checks.callOutcomesMatchReference, snapshot.anomalies != model.anomalies {
            problems.append("the snapshot recorded \(snapshot.anomalies), expected \(model.anomalies)")
        }
        snapshotReference = FuzzSnapshotModel(sections: model.sections)
        diffableAnomalyFrames.append([])
        if animated == 0 {
            diffable.applySnapshotUsingReloadData(snapshot)
        } else {
            diffable.apply(snapshot, animatingDifferences: animated > 1)
        }
        let reported = diffableAnomalyFrames.removeLast()
        if checks.callOutcomesMatchReference, reported != model.anomalies {
            problems.append("apply reported \(reported), expected \(model.anomalies)")
        }
    }

    /// One random snapshot mutation on both snapshots; returns its description.
    private func mutate(_ snapshot: inout DiffableDataSourceSnapshot<Int, Int>, _ model: inout FuzzSnapshotModel)
        -> String
    {
        let sectionIDs = model.sections.map(\.identifier)
        let itemIDs = model.sections.flatMap(\.items)
        // Mostly identifiers the snapshot holds; sometimes one it does not (-1) or, for new ones, a duplicate.
        func someSection() -> Int { random.oneIn(25) ? -1 : random.element(sectionIDs) ?? -1 }
        func someItem() -> Int { random.oneIn(25) ? -1 : random.element(itemIDs) ?? -1 }
        func newSectionIDs() -> [Int] {
            var ids = (0..<random.int(1...2)).map { _ in
                defer { nextSection += 1 }
                return 1_000_000 + nextSection
            }
            if random.oneIn(15) { ids.append(random.element(sectionIDs) ?? ids[0]) }
            return ids
        }
        func newItemIDs() -> [Int] {
            var ids = newItems(random.int(0...3))
            if random.oneIn(15), let duplicate = random.element(itemIDs) ?? ids.first { ids.append(duplicate) }
            return ids
        }
        // With no section, most mutations are invalid: usually add sections first.
        switch sectionIDs.isEmpty && !random.oneIn(4) ? 0 : random.int(0...17) {
        case 0, 1:
            let ids = newSectionIDs()
            snapshot.appendSections(ids)
            model.appendSections(ids)
            return "appendSections(\(ids))"
        case 2:
            let ids = newSectionIDs()
            let anchor = someSection()
            let after = random.bool()
            if after {
                snapshot.insertSections(ids, afterSection: anchor)
            } else {
                snapshot.insertSections(ids, beforeSection: anchor)
            }
            model.insertSections(ids, nextTo: anchor, after: after)
            return "insertSections(\(ids), \(after ? "afterSection" : "beforeSection"): \(anchor))"
        case 3:
            let ids = (0..<random.int(1...2)).map { _ in someSection() }
            snapshot.deleteSections(ids)
            model.deleteSections(ids)
            return "deleteSections(\(ids))"
        case 4:
            let id = someSection()
            let anchor = someSection()
            let after = random.bool()
            if after {
                snapshot.moveSection(id, afterSection: anchor)
            } else {
                snapshot.moveSection(id, beforeSection: anchor)
            }
            model.moveSection(id, nextTo: anchor, after: after)
            return "moveSection(\(id), \(after ? "afterSection" : "beforeSection"): \(anchor))"
        case 5:
            let ids = [someSection()]
            snapshot.reloadSections(ids)
            model.reloadSections(ids)
            return "reloadSections(\(ids))"
        case 6, 7, 8:
            let ids = newItemIDs()
            let section: Int? = random.oneIn(3) ? nil : someSection()
            snapshot.appendItems(ids, toSection: section)
            model.appendItems(ids, toSection: section)
            return "appendItems(\(ids), toSection: \(section.map { "\($0)" } ?? "nil"))"
        case 9, 10:
            let ids = newItemIDs()
            let anchor = someItem()
            let after = random.bool()
            if after {
                snapshot.insertItems(ids, afterItem: anchor)
            } else {
                snapshot.insertItems(ids, beforeItem: anchor)
            }
            model.insertItems(ids, nextTo: anchor, after: after)
            return "insertItems(\(ids), \(after ? "afterItem" : "beforeItem"): \(anchor))"
        case 11, 12:
            let ids = (0..<random.int(1...3)).map { _ in someItem() }
            snapshot.deleteItems(ids)
            model.deleteItems(ids)
            return "deleteItems(\(ids))"
        case 13:
            guard random.oneIn(4) else { return mutate(&snapshot, &model) }
            snapshot.deleteAllItems()
            model.deleteAllItems()
            return "deleteAllItems()"
        case 14, 15:
            let id = someItem()
            let anchor = someItem()
            let after = random.bool()
            if after { snapshot.moveItem(id, afterItem: anchor) } else { snapshot.moveItem(id, beforeItem: anchor) }
            model.moveItem(id, nextTo: anchor, after: after)
            return "moveItem(\(id), \(after ? "afterItem" : "beforeItem"): \(anchor))"
        default:
            let ids = (0..<random.int(1...3)).map { _ in someItem() }
            let reconfigure = random.bool()
            if reconfigure { snapshot.reconfigureItems(ids) } else { snapshot.reloadItems(ids) }
            model.reloadItems(ids, reconfigure: reconfigure)
            return "\(reconfigure ? "reconfigureItems" : "reloadItems")(\(ids))"
        }
    }
}
