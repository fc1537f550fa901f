import CollectionManager
import Foundation

/// A `StorageUpdating` double that records what a storage tells it.
///
/// By default it applies each update as soon as it arrives, as `CollectionViewUpdater` does inside a batch; set
/// `appliesUpdates` to `false` to hold updates and apply them later.
final class RecordingStorageUpdater: StorageUpdating {
    enum Call: Equatable {
        case update
        case reload
    }

    var appliesUpdates = true
    private(set) var calls: [Call] = []
    private(set) var updates: [StorageUpdate] = []
    /// Runs when an update arrives, before it is applied.
    var onUpdate: ((StorageUpdate) -> Void)?

    var reloadCount: Int { calls.filter { $0 == .reload }.count }

    func storageDidPerformUpdate(_ update: StorageUpdate) {
        calls.append(.update)
        updates.append(update)
        onUpdate?(update)
        if appliesUpdates { update.applyDeferredDatasourceUpdates() }
    }

    func storageNeedsReloading() {
        calls.append(.reload)
    }
}

/// Builds an update holding the given changes, to compare with `==`.
func storageUpdate(
    objects: [(ChangeType, [IndexPath])] = [],
    sections: [(ChangeType, [Int])] = []
) -> StorageUpdate {
    let update = StorageUpdate()
    update.objectChanges = objects
    update.sectionChanges = sections
    return update
}

/// Shorthand for `IndexPath(item:section:)`: `item(3, in: 0)` prints as `[0, 3]`.
func item(_ item: Int, in section: Int) -> IndexPath {
    IndexPath(item: item, section: section)
}

/// Collects the anomalies a storage reports.
final class MemoryStorageAnomalyRecorder {
    private(set) var anomalies: [MemoryStorageAnomaly] = []

    init(_ storage: MemoryStorage) {
        storage.anomalyHandler.anomalyAction = { [unowned self] in anomalies.append($0) }
    }
}

/// Everything observable about a storage's contents, to assert that a failed call changed nothing.
struct StorageSnapshot: Equatable {
    var items: [[String]]
    var sectionIdentities: [ObjectIdentifier]
    var headers: [String]
    var footers: [String]
    var custom: [String]

    init(_ storage: MemoryStorage) {
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
    var intSections: [[Int]] { sections.map { $0.items.map { $0 as! Int } } }
}
