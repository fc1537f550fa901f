import Foundation

/// A registered pairing of a view class with a model type: what the manager consults to display a model.
///
/// Registration creates mappings (`CollectionViewCellModelMapping` and `CollectionSupplementaryViewModelMapping` for
/// collection views, `TableViewCellModelMapping` and `TableViewHeaderFooterViewModelMapping` for table views); the
/// `mapping` closure of each `register` call receives the new mapping to customise it before it is registered.
public protocol ViewModelMappingProtocol: AnyObject {
    /// Whether the mapping produces cells or supplementary views of a kind.
    var viewType: ViewType { get }

    /// The view class the mapping produces.
    var viewClass: CollectionReusableView.Type { get }

    /// Narrows the models the mapping serves. Default: `.none`.
    var condition: MappingCondition { get }

    /// The identifier the view class or nib is registered under with the view.
    var reuseIdentifier: String { get }

    /// The name of the nib the view comes from, looked up in ``nibCatalog``; when no such nib exists, the class is used.
    var xibName: String? { get }

    /// The nibs the mapping's ``xibName`` is looked up in.
    var nibCatalog: NibCatalog { get }

    /// Returns whether a value (with `Optional` wrapping already removed) is of the mapping's model type.
    var modelTypeCheckingBlock: (Any) -> Bool { get }

    /// Returns whether a type is the mapping's model type, a subtype of it, or conforms to it.
    var modelTypeTypeCheckingBlock: (Any.Type) -> Bool { get }

    /// The event closures registered on this mapping, in registration order; for each method the first one wins.
    var reactions: [EventReaction] { get set }
}

/// What the registry needs of a mapping beyond the public protocol; the library's mapping classes adopt it, and the
/// registry holds only them.
package protocol RegisteredMapping: ViewModelMappingProtocol {
    /// Returns whether a view is an instance of ``ViewModelMappingProtocol/viewClass`` or of a subclass.
    var viewTypeCheckingBlock: (CollectionReusableView) -> Bool { get }

    /// Whether the view is registered with the view by someone else (a storyboard, on iOS), so that the manager
    /// neither registers nor verifies it.
    var isRegisteredExternally: Bool { get }

    /// Lets the registry learn when the mapping's reactions change after registration.
    var reactionsDidChange: (([EventReaction]) -> Void)? { get set }
}
