import CollectionManager
import Foundation
import XCTest

/// Where a test registers an event: on the manager (`manager.didSelect(PostCell.self) { ... }`) or on the mapping, in
/// the `register` call's mapping closure (`mapping.didSelect { ... }`).
enum RegistrationStyle: CaseIterable, CustomStringConvertible {
    case manager
    case mapping

    var description: String {
        switch self {
        case .manager: "manager-level"
        case .mapping: "mapping-level"
        }
    }
}

/// One run of a view-typed event closure: the title shown by the cell it received, the model's title, the index path.
struct CellCall: Equatable, CustomStringConvertible {
    var cell: String?
    var model: String
    var indexPath: IndexPath

    init(_ cell: PostCell, _ post: Post, _ indexPath: IndexPath) {
        self.cell = cell.title
        self.model = post.title
        self.indexPath = indexPath
    }

    init(cell: String?, model: String, _ indexPath: IndexPath) {
        self.cell = cell
        self.model = model
        self.indexPath = indexPath
    }

    var description: String { "(\(cell ?? "nil"), \(model), \(indexPath))" }
}

/// The call a view-typed closure receives for the post titled `title` displayed at `indexPath`.
func call(_ title: String, _ indexPath: IndexPath) -> CellCall {
    CellCall(cell: title, model: title, indexPath)
}

/// An owner displaying posts (default "a", "b", "c" in section 0) in `PostCell`s, laid out, with events registered in
/// `style`: `manager` runs after `PostCell` is registered, or `mapping` runs in the registration's mapping closure.
func makeOwner(
    _ style: RegistrationStyle,
    posts: [String] = ["a", "b", "c"],
    mapping: @escaping (CollectionViewCellModelMapping<PostCell, Post>) -> Void = { _ in },
    manager: (CollectionViewManager) -> Void = { _ in }
) -> ManagedOwner {
    let owner = ManagedOwner()
    switch style {
    case .manager:
        owner.manager.register(PostCell.self)
        manager(owner.manager)
    case .mapping:
        owner.manager.register(PostCell.self, mapping: mapping)
    }
    owner.manager.memoryStorage.setItems(posts.map(Post.init(title:)))
    owner.virtualView.layoutIfNeeded()
    return owner
}

/// Calls DTCollectionViewManager's deprecated configuration events without a deprecation warning, so the test target
/// builds with warnings as errors.
protocol DeprecatedConfigurationEvents {
    func configure<Cell: CollectionViewCell & ModelTransfer>(
        _ cellClass: Cell.Type,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
    )
    func configureHeader<View: CollectionReusableView & ModelTransfer>(
        _ headerClass: View.Type,
        _ closure: @escaping (View, View.ModelType, _ section: Int) -> Void
    )
    func configureFooter<View: CollectionReusableView & ModelTransfer>(
        _ footerClass: View.Type,
        _ closure: @escaping (View, View.ModelType, _ section: Int) -> Void
    )
    func configureSupplementary<View: CollectionReusableView & ModelTransfer>(
        _ viewClass: View.Type,
        ofKind kind: String,
        _ closure: @escaping (View, View.ModelType, IndexPath) -> Void
    )
    func configureEvents<View: ModelTransfer>(
        for viewClass: View.Type, _ closure: (View.Type, View.ModelType.Type) -> Void)
}

extension CollectionViewManager: DeprecatedConfigurationEvents {}

/// A cell class that is subclassed, to check that manager-level events attach to the mappings of subclasses.
class BasePostCell: CollectionViewCell, ModelTransfer {
    private(set) var title: String?
    func update(with model: Post) { title = model.title }
}

/// A subclass of ``BasePostCell``.
final class SpecialPostCell: BasePostCell {}

/// A collection-view layout that is not a flow layout.
final class GridLayout: CollectionViewLayout {}

/// A view call to a header or footer closure: the title the view displays, the model, the index path.
struct SupplementaryCall: Equatable {
    var view: String?
    var model: String
    var indexPath: IndexPath
}

/// An owner displaying posts "a", "b" in section 0 under header "H0" and above footer "F0" (both 30 points tall), with
/// `TitleHeader` and `TitleFooter` registered; `header`/`footer` customise their mappings, `manager` runs after
/// registration.
func makeSupplementaryOwner(
    header: @escaping (CollectionSupplementaryViewModelMapping<TitleHeader, String>) -> Void = { _ in },
    footer: @escaping (CollectionSupplementaryViewModelMapping<TitleFooter, String>) -> Void = { _ in },
    manager: (CollectionViewManager) -> Void = { _ in }
) -> ManagedOwner {
    let owner = ManagedOwner()
    let layout = owner.virtualView.collectionViewLayout as! CollectionViewFlowLayout
    layout.headerReferenceSize = CGSize(width: 320, height: 30)
    layout.footerReferenceSize = CGSize(width: 320, height: 30)
    owner.manager.register(PostCell.self)
    owner.manager.registerHeader(TitleHeader.self, mapping: header)
    owner.manager.registerFooter(TitleFooter.self, mapping: footer)
    manager(owner.manager)
    owner.manager.memoryStorage.setSectionHeaderModels(["H0"])
    owner.manager.memoryStorage.setSectionFooterModels(["F0"])
    owner.manager.memoryStorage.setItems([Post(title: "a"), Post(title: "b")])
    owner.virtualView.layoutIfNeeded()
    return owner
}

/// A model class that is subclassed, to check that model events attach to the mappings of a model supertype.
class Vehicle {
    let name: String
    init(name: String) { self.name = name }
}

/// A subclass of ``Vehicle``.
final class Bicycle: Vehicle {}
