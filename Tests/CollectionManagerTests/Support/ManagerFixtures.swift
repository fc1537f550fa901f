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
