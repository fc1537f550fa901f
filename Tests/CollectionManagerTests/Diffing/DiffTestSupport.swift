import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// A cell that shows a `Tagged` and remembers every model it was given.
final class TaggedCell: CollectionViewCell, ModelTransfer {
    private(set) var models: [Tagged] = []
    var model: Tagged? { models.last }
    func update(with model: Tagged) { models.append(model) }
}

/// A collection view large enough to show a few hundred items, whose inconsistencies are recorded, not trapped on.
final class DiffOwner: CollectionViewManageable {
    let virtualView = VirtualCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 6_000))
    var collectionView: (any CollectionView)? { virtualView }
    private(set) var inconsistencies: [CollectionViewInconsistency] = []

    init() {
        virtualView.inconsistencyHandler = { [unowned self] in inconsistencies.append($0) }
    }

    /// The models shown by the visible cells, section by section, after a layout pass; `nil` for a cell without one.
    func shownModels() -> [[Tagged?]] {
        virtualView.layoutIfNeeded()
        return (0..<virtualView.numberOfSections).map { section in
            (0..<virtualView.numberOfItems(inSection: section)).map { item in
                (virtualView.cellForItem(at: IndexPath(item: item, section: section)) as? TaggedCell)?.model
            }
        }
    }

    /// The visible cells, keyed by the model they show.
    func cellsByModel() -> [Tagged: TaggedCell] {
        virtualView.layoutIfNeeded()
        var cells: [Tagged: TaggedCell] = [:]
        for indexPath in virtualView.indexPathsForVisibleItems {
            if let cell = virtualView.cellForItem(at: indexPath) as? TaggedCell, let model = cell.model {
                cells[model] = cell
            }
        }
        return cells
    }
}

/// A plain data source over sections of `Tagged`, to drive a view with a diff and nothing else.
final class TaggedDataSource: CollectionViewDataSource {
    var sections: [[Tagged]]

    init(_ sections: [[Tagged]]) { self.sections = sections }

    func responds(to selector: CollectionViewSelector) -> Bool { selector == .numberOfSections }
    func numberOfSections(in collectionView: any CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }
    func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tagged", for: indexPath) as! TaggedCell
        cell.update(with: sections[indexPath.section][indexPath.item])
        return cell
    }
}
