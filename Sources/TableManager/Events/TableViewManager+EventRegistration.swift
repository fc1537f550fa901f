import Foundation

// How manager-level events attach to mappings, and the checks DTTableViewManager runs on them.

extension TableViewManager {
    /// Attaches a view-typed reaction to every existing mapping whose view class is `View` or a subclass, of any view
    /// type (as DTTableViewManager does; dispatch then filters by kind), or, when `kind` is given, only to the header
    /// or footer mappings of that kind.
    ///
    /// Reports ``TableViewManagerAnomaly/eventRegistrationForUnregisteredMapping(viewClass:signature:)`` (and drops the
    /// reaction) when there is none, and ``TableViewManagerAnomaly/unusedEventDetected(viewType:methodName:)`` one
    /// second later if no mapping of `View` exists by then.
    @usableFromInline
    func appendReaction<View: CollectionReusableView>(
        _ reaction: EventReaction,
        forViewClass viewClass: View.Type,
        kind: String? = nil,
        methodName: String
    ) {
        guard viewFactory.threadCheck.allowsCall(named: methodName) else { return }
        let compatible = viewFactory.mappings.filter { mapping in
            mapping.viewClass is View.Type && (kind.map { mapping.viewType == .supplementaryView(kind: $0) } ?? true)
        }
        attach(reaction, to: compatible, viewClass: String(describing: View.self))
        _ = DeferredCheck.schedule(for: self, after: 1) { manager, _ in
            guard !manager.viewFactory.mappings.contains(where: { $0.viewClass is View.Type }) else { return }
            manager.anomalyHandler.reportAnomaly(
                .unusedEventDetected(viewType: String(describing: View.self), methodName: methodName))
        }
    }

    /// Attaches a model-typed reaction to every existing mapping of `viewType` whose model type is `Model` or a
    /// supertype of it (a superclass, or a protocol it conforms to).
    ///
    /// Reports ``TableViewManagerAnomaly/eventRegistrationForUnregisteredMapping(viewClass:signature:)`` when there is
    /// none, then ``TableViewManagerAnomaly/modelEventCalledWithCellClass(modelType:methodName:subclassOf:)`` when
    /// `Model` is a view class.
    @usableFromInline
    func appendReaction<Model>(
        _ reaction: EventReaction,
        forModelType modelType: Model.Type,
        viewType: ViewType,
        methodName: String
    ) {
        guard viewFactory.threadCheck.allowsCall(named: methodName) else { return }
        let compatible = viewFactory.mappings.filter {
            $0.viewType == viewType && $0.modelTypeTypeCheckingBlock(Model.self)
        }
        attach(reaction, to: compatible, viewClass: String(describing: Model.self))
        let viewBaseClass: Any.Type? =
            switch Model.self {
            case is TableViewCell.Type: TableViewCell.self
            case is TableViewHeaderFooterView.Type: TableViewHeaderFooterView.self
            case is CollectionReusableView.Type: CollectionReusableView.self
            default: nil
            }
        guard let viewBaseClass else { return }
        anomalyHandler.reportAnomaly(
            .modelEventCalledWithCellClass(
                modelType: String(describing: Model.self), methodName: methodName,
                subclassOf: String(describing: viewBaseClass)))
    }

    /// Appends `reaction` to each of `mappings`, or reports that there is none to attach it to.
    private func attach(_ reaction: EventReaction, to mappings: [any RegisteredMapping], viewClass: String) {
        guard !mappings.isEmpty else {
            return anomalyHandler.reportAnomaly(
                .eventRegistrationForUnregisteredMapping(viewClass: viewClass, signature: reaction.methodSignature))
        }
        for mapping in mappings { mapping.reactions.append(reaction) }
    }

    /// Appends a reaction that no mapping holds, on the delegate (`onDataSource` for data-source methods).
    @usableFromInline
    func appendUnmappedReaction(
        _ reaction: EventReaction, onDataSource: Bool = false, call: StaticString = #function
    ) {
        if onDataSource {
            tableDataSource?.appendUnmappedReaction(reaction, call: call)
        } else {
            tableDelegate?.appendUnmappedReaction(reaction, call: call)
        }
    }
}
