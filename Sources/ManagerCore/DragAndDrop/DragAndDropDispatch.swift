import Foundation

/// A drag-delegate method, as the managers' drag delegates dispatch it. The raw value is the method's Objective-C
/// selector after the view's prefix (`tableView:`, `collectionView:`), with `{element}` for `Row` or `Item`.
package enum DragMethod: String {
    /// The items that begin a drag from an item or row.
    case itemsForBeginning = "itemsForBeginningDragSession:atIndexPath:"
    /// The items an item or row adds to a drag in progress.
    case itemsForAdding = "itemsForAddingToDragSession:atIndexPath:point:"
    /// How the dragged item or row is previewed.
    case previewParameters = "dragPreviewParametersFor{element}AtIndexPath:"
    /// A drag session is about to begin.
    case sessionWillBegin = "dragSessionWillBegin:"
    /// A drag session ended.
    case sessionDidEnd = "dragSessionDidEnd:"
    /// Whether the session allows moving.
    case allowsMoveOperation = "dragSessionAllowsMoveOperation:"
    /// Whether the session is restricted to the app.
    case isRestrictedToApp = "dragSessionIsRestrictedToDraggingApplication:"
}

/// A drop-delegate method, as the managers' drop delegates dispatch it; the raw value as for ``DragMethod``.
package enum DropMethod: String {
    /// The user dropped.
    case performDrop = "performDropWithCoordinator:"
    /// Whether the view accepts the session.
    case canHandle = "canHandleDropSession:"
    /// The session entered the view.
    case didEnter = "dropSessionDidEnter:"
    /// The session moved over the view; asks for a proposal.
    case didUpdate = "dropSessionDidUpdate:withDestinationIndexPath:"
    /// The session left the view.
    case didExit = "dropSessionDidExit:"
    /// The session ended.
    case didEnd = "dropSessionDidEnd:"
    /// How the dropped item or row is previewed.
    case previewParameters = "dropPreviewParametersFor{element}AtIndexPath:"
}

/// A manager's drag or drop delegate. The shared extension runs each method's event, then the owner, then UIKit's
/// default, as DTCollectionViewManager and DTTableViewManager do; the object only says how its view names methods.
package protocol DragAndDropDispatching: ManagerObject {
    /// The view's selector prefix (`"tableView:"`) and its element's name in selectors (`"Row"`).
    static var selectorNaming: (prefix: String, element: String) { get }
}

extension DragAndDropDispatching {
    /// The event replacing the method named `template` and the view's selector for it; no event when the manager's
    /// events do not replace the method.
    private func route(_ template: String) -> (signature: Signature?, selector: Selector?) {
        let naming = Self.selectorNaming
        let name = naming.prefix + template.replacingOccurrences(of: "{element}", with: naming.element)
        return (Signature(rawValue: name), Selector(rawValue: name))
    }

    /// Whether the owner implements the method `selector` names.
    private func ownerImplements(_ selector: Selector?) -> Bool {
        selector.map { ownerResponds(to: $0) } ?? false
    }

    /// The items a drag begins with (`itemsForBeginning`) or adds (`itemsForAdding`, with the touch `point`): the
    /// event's for the live cell at `indexPath`, else the owner's, else none.
    package func dragItems(
        _ method: DragMethod,
        at indexPath: IndexPath,
        session: DragSession,
        point: CGPoint? = nil,
        in view: ManagedView,
        owner: () -> [DragItem]?
    ) -> [DragItem] {
        let route = route(method.rawValue)
        let second: Any = point.map { $0 as Any } ?? ()
        if let signature = route.signature,
            let items = performCellReaction(signature, at: indexPath, first: session, second: second, in: view)
                as? [DragItem]
        {
            return items
        }
        // NB: the items a drag begins with are a required method: an owner that is a drag delegate has them.
        guard method == .itemsForBeginning || ownerImplements(route.selector) else { return [] }
        return owner() ?? []
    }

    /// The drag preview of the item or row at `indexPath`: the event's when one exists for its model (even `nil`),
    /// else the owner's, else `nil`.
    package func dragPreview(
        at indexPath: IndexPath,
        in view: ManagedView,
        owner: () -> DragPreviewParameters?
    ) -> DragPreviewParameters? {
        let route = route(DragMethod.previewParameters.rawValue)
        if let signature = route.signature,
            let answer = performOptionalCellReaction(signature, at: indexPath, in: view, as: DragPreviewParameters.self)
        {
            return answer
        }
        return ownerImplements(route.selector) ? owner() : nil
    }

    /// The drop preview for `indexPath`: the event's when one is registered (even `nil`), else the owner's, else
    /// `nil`.
    package func dropPreview(at indexPath: IndexPath, owner: () -> DragPreviewParameters?) -> DragPreviewParameters? {
        let route = route(DropMethod.previewParameters.rawValue)
        if let signature = route.signature,
            let answer = performOptionalUnmappedReaction(signature, first: indexPath, as: DragPreviewParameters.self)
        {
            return answer
        }
        return ownerImplements(route.selector) ? owner() : nil
    }

    /// Tells a drag method that returns nothing: the event, then the owner when it implements the method.
    package func tell(_ method: DragMethod, _ argument: Any, owner: () -> Void) {
        tell(route(method.rawValue), argument, ownerRequired: false, owner: owner)
    }

    /// Tells a drop method that returns nothing: the event, then the owner — always for `performDrop`, which an owner
    /// that is a drop delegate implements; for the others when it implements them.
    package func tell(_ method: DropMethod, _ argument: Any, owner: () -> Void) {
        tell(route(method.rawValue), argument, ownerRequired: method == .performDrop, owner: owner)
    }

    /// A drag method's answer: the event's, else the owner's when it implements the method, else `fallback`.
    package func answer<R>(_ method: DragMethod, _ argument: Any, otherwise fallback: R, owner: () -> R?) -> R {
        answer(route(method.rawValue), argument, (), otherwise: fallback, owner: owner)
    }

    /// A drop method's answer: the event's, else the owner's when it implements the method, else `fallback`.
    package func answer<R>(
        _ method: DropMethod, _ argument: Any, _ second: Any = (), otherwise fallback: R, owner: () -> R?
    ) -> R {
        answer(route(method.rawValue), argument, second, otherwise: fallback, owner: owner)
    }

    private func tell(
        _ route: (signature: Signature?, selector: Selector?), _ argument: Any, ownerRequired: Bool,
        owner: () -> Void
    ) {
        if let signature = route.signature { _ = performUnmappedReaction(signature, first: argument) }
        if ownerRequired || ownerImplements(route.selector) { owner() }
    }

    private func answer<R>(
        _ route: (signature: Signature?, selector: Selector?), _ first: Any, _ second: Any, otherwise fallback: R,
        owner: () -> R?
    ) -> R {
        if let signature = route.signature,
            let answer = performUnmappedReaction(signature, first: first, second: second) as? R
        {
            return answer
        }
        if ownerImplements(route.selector), let answer = owner() { return answer }
        return fallback
    }
}
