import Foundation

// How manager-level events attach to mappings, and the checks DTCollectionViewManager runs on them.

extension CollectionViewManager {
    /// Attaches a view-typed reaction to every existing mapping of `viewType` whose view class is `View` or a subclass.
    ///
    /// Reports ``CollectionViewManagerAnomaly/eventRegistrationForUnregisteredMapping(viewClass:signature:)`` (and drops
    /// the reaction) when there is none, and schedules the
    /// ``CollectionViewManagerAnomaly/unusedEventDetected(viewType:methodName:)`` check (see
    /// ``verifyEventsCompatibility()``).
    @usableFromInline
    func appendReaction<View: CollectionReusableView>(
        _ reaction: EventReaction,
        forViewClass viewClass: View.Type,
        viewType: ViewType,
        methodName: String
    ) {
        guard viewFactory.threadCheck.allowsCall(named: methodName) else { return }
        let compatible = viewFactory.mappings.filter { $0.viewType == viewType && $0.viewClass is View.Type }
        if compatible.isEmpty {
            reportUnregisteredMapping(
                viewClass: String(describing: View.self), signature: reaction.methodSignature, methodName: methodName,
                isModelEvent: false)
        }
        for mapping in compatible { mapping.reactions.append(reaction) }
        scheduleUnusedEventCheck(for: View.self, methodName: methodName)
    }

    /// Attaches a model-typed reaction to every existing mapping of `viewType` whose model type is `Model` or a
    /// supertype of it (a superclass, or a protocol it conforms to).
    ///
    /// Reports ``CollectionViewManagerAnomaly/eventRegistrationForUnregisteredMapping(viewClass:signature:)`` when there
    /// is none, and ``CollectionViewManagerAnomaly/modelEventCalledWithCellClass(modelType:methodName:subclassOf:)``
    /// at once when `Model` is a view class.
    @usableFromInline
    func appendReaction<Model>(
        _ reaction: EventReaction,
        forModelType modelType: Model.Type,
        viewType: ViewType,
        methodName: String
    ) {
        guard viewFactory.threadCheck.allowsCall(named: methodName) else { return }
        let subclassOf: String? =
            if Model.self is CollectionViewCell.Type {
                String(describing: CollectionViewCell.self)
            } else if Model.self is CollectionReusableView.Type {
                String(describing: CollectionReusableView.self)
            } else {
                nil
            }
        if let subclassOf {
            anomalyHandler.reportAnomaly(
                .modelEventCalledWithCellClass(
                    modelType: String(describing: Model.self), methodName: methodName, subclassOf: subclassOf))
        }
        let compatible = viewFactory.mappings.filter {
            $0.viewType == viewType && $0.modelTypeTypeCheckingBlock(Model.self)
        }
        if compatible.isEmpty {
            reportUnregisteredMapping(
                viewClass: String(describing: Model.self), signature: reaction.methodSignature, methodName: methodName,
                isModelEvent: true)
        }
        for mapping in compatible { mapping.reactions.append(reaction) }
    }

    /// Reports ``CollectionViewManagerAnomaly/eventRegistrationForUnregisteredMapping(viewClass:signature:)``, naming
    /// the event by the manager method that registered it.
    func reportUnregisteredMapping(viewClass: String, signature: String, methodName: String, isModelEvent: Bool) {
        let anomaly = CollectionViewManagerAnomaly.eventRegistrationForUnregisteredMapping(
            viewClass: viewClass, signature: signature)
        let suggestion = CollectionViewManagerAnomaly.unregisteredMappingSuggestion(
            viewClass: viewClass, methodName: methodName, isModelEvent: isModelEvent)
        anomalyHandler.report(
            anomaly, details: AnomalyDetails(key: anomaly.reportKey, recoverySuggestion: suggestion))
    }
}
