import Foundation
import ModelStorage

/// A `StorageUpdating` double that records what a storage tells it.
///
/// By default it applies each update as soon as it arrives, as `CollectionViewUpdater` does inside a batch; set
/// `appliesUpdates` to `false` to hold updates and apply them later.
package final class RecordingStorageUpdater: StorageUpdating {
    package init() {}

    package enum Call: Equatable {
        case update
        case reload
    }

    package var appliesUpdates = true
    package private(set) var calls: [Call] = []
    package private(set) var updates: [StorageUpdate] = []
    /// Runs when an update arrives, before it is applied.
    package var onUpdate: ((StorageUpdate) -> Void)?

    package var reloadCount: Int { calls.filter { $0 == .reload }.count }

    package func storageDidPerformUpdate(_ update: StorageUpdate) {
        calls.append(.update)
        updates.append(update)
        onUpdate?(update)
        if appliesUpdates { update.applyDeferredDatasourceUpdates() }
    }

    package func storageNeedsReloading() {
        calls.append(.reload)
    }
}

/// Builds an update holding the given changes, to compare with `==`.
package func storageUpdate(
    objects: [(ChangeType, [IndexPath])] = [],
    sections: [(ChangeType, [Int])] = []
) -> StorageUpdate {
    let update = StorageUpdate()
    update.objectChanges = objects
    update.sectionChanges = sections
    return update
}

/// Shorthand for `IndexPath(item:section:)`: `item(3, in: 0)` prints as `[0, 3]`.
package func item(_ item: Int, in section: Int) -> IndexPath {
    IndexPath(item: item, section: section)
}

/// Collects the anomalies a storage reports.
package final class MemoryStorageAnomalyRecorder {
    package init() {}

    package private(set) var anomalies: [MemoryStorageAnomaly] = []

    package init(_ storage: MemoryStorage) {
        storage.anomalyHandler.anomalyAction = { [unowned self] in anomalies.append($0) }
    }
}

/// Everything observable about a storage's contents, to assert that a failed call changed nothing.
package struct StorageSnapshot: Equatable {
    package var items: [[String]]
    package var sectionIdentities: [ObjectIdentifier]
    package var headers: [String]
    package var footers: [String]
    package var custom: [String]

    package init(_ storage: MemoryStorage) {
        items = storage.sections.map { $0.items.map { String(describing: $0) } }
        sectionIdentities = storage.sections.map(ObjectIdentifier.init)
        let probe = 0..<(storage.numberOfSections() + 2)
        headers = probe.map { String(describing: storage.headerModel(forSection: $0)) }
        footers = probe.map { String(describing: storage.footerModel(forSection: $0)) }
        custom = probe.map {
            String(
                describing: storage.supplementaryModel(ofKind: "Custom", forSectionAt: IndexPath(item: 0, section: $0)))
        }
    }
}

extension MemoryStorage {
    /// The items as integers, section by section; traps on other types (test storages hold `Int`s).
    package var intSections: [[Int]] { sections.map { $0.items.map { $0 as! Int } } }
}
