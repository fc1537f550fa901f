import CollectionManager
import Foundation

/// An owner of a virtual collection view, as a view controller would be.
final class ManagedOwner: CollectionViewManageable {
    let virtualView: VirtualCollectionView
    var collectionView: (any CollectionView)? { virtualView }

    init(frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) {
        virtualView = VirtualCollectionView(frame: frame)
        virtualView.inconsistencyHandler = { inconsistency in
            preconditionFailure("unexpected inconsistency: \(inconsistency)")
        }
    }
}

/// An owner whose collection view is created later, like a view controller before its view loads.
final class LateOwner: CollectionViewManageable {
    var virtualView: VirtualCollectionView?
    var collectionView: (any CollectionView)? { virtualView }
}

struct Post: Equatable {
    var title: String
}

/// A cell that remembers the models it was given.
final class PostCell: CollectionViewCell, ModelTransfer {
    private(set) var models: [Post] = []
    var title: String? { models.last?.title }
    func update(with model: Post) { models.append(model) }
}

final class FeaturedPostCell: CollectionViewCell, ModelTransfer {
    private(set) var title: String?
    func update(with model: Post) { title = model.title }
}

final class TextCell: CollectionViewCell {
    var text: String?
}

final class IntCell: CollectionViewCell, ModelTransfer {
    private(set) var value: Int?
    func update(with model: Int) { value = model }
}

final class TitleHeader: CollectionReusableView, ModelTransfer {
    private(set) var title: String?
    func update(with model: String) { title = model }
}

final class TitleFooter: CollectionReusableView, ModelTransfer {
    private(set) var title: String?
    func update(with model: String) { title = model }
}

/// Records anomalies reported by a manager.
final class ManagerAnomalyRecorder {
    private(set) var anomalies: [CollectionViewManagerAnomaly] = []

    init(_ manager: CollectionViewManager) {
        manager.anomalyHandler.anomalyAction = { [unowned self] in anomalies.append($0) }
    }
}

// MARK: Models for mapping resolution

protocol Shape {}
struct Circle: Shape, Equatable { var radius: Int }
struct Square: Shape, Equatable { var side: Int }

class Animal {
    let name: String
    init(name: String) { self.name = name }
}
final class Dog: Animal {}

final class ShapeCell: CollectionViewCell, ModelTransfer {
    private(set) var shape: (any Shape)?
    func update(with model: any Shape) { shape = model }
}

final class CircleCell: CollectionViewCell, ModelTransfer {
    private(set) var radius: Int?
    func update(with model: Circle) { radius = model.radius }
}

final class AnimalCell: CollectionViewCell, ModelTransfer {
    private(set) var name: String?
    func update(with model: Animal) { name = model.name }
}

class BaseCell: CollectionViewCell, ModelTransfer {
    private(set) var value: String?
    func update(with model: String) { value = model }
}
final class DerivedCell: BaseCell {}

extension ManagedOwner {
    /// The visible cells, in index-path order, after a layout pass.
    func layOut() -> [CollectionViewCell] {
        virtualView.layoutIfNeeded()
        return virtualView.indexPathsForVisibleItems.compactMap { virtualView.cellForItem(at: $0) }
    }

    func cell<T: CollectionViewCell>(_ type: T.Type, at indexPath: IndexPath) -> T? {
        virtualView.layoutIfNeeded()
        return virtualView.cellForItem(at: indexPath) as? T
    }
}
