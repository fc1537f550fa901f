import Foundation

/// The recovery suggestions both managers give for the same mistakes, worded once.
package enum AnomalySuggestion {
    /// A manager's call made off the main queue while its view is bound to it.
    package static let wrongThread =
        "Nothing was changed. Make the call on the main actor (mark the caller @MainActor, or hop with "
        + "await MainActor.run { ... }): a manager of a view created on the main queue is used only there."
    /// An owner of type `ownerType` outlives the view its manager managed.
    package static func ownerOutlivesView(ownerType: String) -> String {
        "If \(ownerType) should have gone away with its view, a closure its manager keeps captures it strongly: "
            + "the manager lives as long as its owner, so that closure keeps both alive for good. Capture the "
            + "owner weakly in the manager's closures, for example `manager.didSelect(PostCell.self) "
            + "{ [weak self] cell, post, indexPath in self?.open(post) }`. See the Memory guide."
    }

    /// A nib holds a view of another class than `expected`; `method` is the manager's register method.
    package static func differentViewClass(expected: String, method: String) -> String {
        "Make the nib's view a \(expected), register the nib for the class it holds, or name the right nib: "
            + "manager.\(method)(\(expected).self) { $0.xibName = \"...\" }."
    }

    /// A nib holds no view.
    package static func emptyXibFile(expected: String) -> String {
        "Add the view to the nib in manager.nibCatalog, or build \(expected) in code: "
            + "manager.register(\(expected).self) { $0.xibName = nil }."
    }

    /// A model event registered with a view class.
    package static func modelEventCalledWithCellClass(methodName: String) -> String {
        "Pass the model type the view's ModelTransfer receives, not the view: "
            + "manager.\(baseName(methodName))(withItem: Post.self) { post, indexPath in ... }."
    }

    /// A view event for a view class no mapping uses.
    package static func unusedEventDetected(viewType: String, methodName: String) -> String {
        "Register \(viewType) before its events: manager.register(\(viewType).self), then "
            + "manager.\(methodName); or register the event on the mapping: manager.register(\(viewType).self) "
            + "{ mapping in mapping.\(baseName(methodName)) { ... } }."
    }

    /// A manager-level event registered before its mapping.
    package static func eventRegistrationForUnregisteredMapping(viewClass: String) -> String {
        "The event was dropped. Register the mapping for \(viewClass) first, then its events, or register the event "
            + "on the mapping, in its registration closure: manager.register(\(viewClass).self) { mapping in ... }."
    }

    /// A mapping with an empty reuse identifier.
    package static func emptyReuseIdentifier(viewClass: String) -> String {
        "Leave the mapping's reuseIdentifier alone to use the class name, \(viewClass), or set a non-empty one: "
            + "manager.register(\(viewClass).self) { $0.reuseIdentifier = \"\(viewClass)\" }."
    }

    /// A mapping registered after its models were shown; `reload` is the view's reload call.
    package static func mappingRegisteredAfterLayout(viewClass: String, reload: String) -> String {
        """
        Register every mapping before the view first lays out (before setting items), or reload after \
        registering late:

            manager.register(\(viewClass).self)
            \(reload)
        """
    }

    /// A method's name without its argument labels: `heightForCell` for `heightForCell(withItem:_:)`.
    package static func baseName(_ methodName: String) -> String {
        String(methodName.prefix { $0 != "(" })
    }
}
