import Foundation

/// A mapping that can name its model type in a message.
protocol ModelTypeNaming {
    /// The model type's name, as Swift prints it (`Post`, `Optional<Int>`).
    var modelTypeName: String { get }

    /// Whether the model type is a subtype of `value`'s type, such as a subclass of its class: a mapping that looks
    /// right but does not serve the value.
    func modelTypeIsSubtype<Value>(ofTypeOf value: Value) -> Bool
}

extension CollectionViewCellModelMapping: ModelTypeNaming {
    var modelTypeName: String { String(describing: Model.self) }

    func modelTypeIsSubtype<Value>(ofTypeOf value: Value) -> Bool { Model.self is Value.Type }
}

extension CollectionSupplementaryViewModelMapping: ModelTypeNaming {
    var modelTypeName: String { String(describing: Model.self) }

    func modelTypeIsSubtype<Value>(ofTypeOf value: Value) -> Bool { Model.self is Value.Type }
}

/// A model the manager found no mapping for, kept so that a mapping registered later for it can be reported: the
/// view still shows a placeholder for it until it reloads.
///
/// A class instance is held weakly: a diagnostic must never keep a model (or the screen a model may hold) alive.
struct UnmappedModel {
    private let value: Any?
    private weak var object: AnyObject?
    let modelType: Any.Type
    let kind: String?
    let indexPath: IndexPath

    init(model: Any, kind: String?, indexPath: IndexPath) {
        modelType = type(of: model)
        if modelType is AnyClass {
            value = nil
            object = model as AnyObject
        } else {
            value = model
        }
        self.kind = kind
        self.indexPath = indexPath
    }

    /// The model, or `nil` once a class instance has been deallocated.
    var model: Any? {
        if let value { return value }
        return object
    }
}

extension ViewFactory {
    /// At most this many unmapped model types are remembered.
    static let unmappedModelLimit = 16

    /// Reports ``CollectionViewManagerAnomaly/noCellMappingFound(modelDescription:indexPath:)`` (`kind` is `nil`) or
    /// ``CollectionViewManagerAnomaly/noSupplementaryMappingFound(modelDescription:kind:indexPath:)``, with the
    /// model's type as the mistake's key and a recovery suggestion that lists the registered mappings and shows the
    /// registration that fixes it.
    ///
    /// - Complexity: O(m), m the number of mappings; O(1) for a model type already reported.
    func reportNoMapping(for model: Any, kind: String?, at indexPath: IndexPath) {
        let typeName = String(describing: type(of: model))
        let description = String(describing: model)
        let anomaly: CollectionViewManagerAnomaly =
            if let kind {
                .noSupplementaryMappingFound(modelDescription: description, kind: kind, indexPath: indexPath)
            } else {
                .noCellMappingFound(modelDescription: description, indexPath: indexPath)
            }
        let key = "\(anomaly.caseName)|\(kind ?? "")|\(typeName)"
        if unmappedModels.count < Self.unmappedModelLimit,
            !unmappedModels.contains(where: { $0.kind == kind && $0.modelType == type(of: model) })
        {
            unmappedModels.append(UnmappedModel(model: model, kind: kind, indexPath: indexPath))
        }
        reportAnomalyWithDetails(
            anomaly,
            AnomalyDetails(key: key, recoverySuggestion: self.suggestMapping(for: anomaly, model: model, typeName)))
    }

    /// What is registered, and the registration that fixes it, with the model's real type.
    private func suggestMapping(for anomaly: CollectionViewManagerAnomaly, model: Any, _ typeName: String) -> String {
        var kind: String?
        if case .noSupplementaryMappingFound(_, let supplementaryKind, _) = anomaly { kind = supplementaryKind }
        let registered = mappings.filter { mapping in
            switch mapping.viewType {
            case .cell: kind == nil
            case .supplementaryView(let mappingKind): mappingKind == kind
            }
        }
        var lines = [
            "A placeholder is shown. The model is of type \(typeName). Registered "
                + "\(kind.map { "mappings of kind \($0)" } ?? "cell mappings"): \(Self.list(registered))."
        ]
        let closeMatches = Self.closeMatches(registered, model: model, typeName)
        if let first = closeMatches.first {
            lines.append(Self.closeMatchNote(closeMatches, typeName))
            lines += Self.reuseExample(viewClass: String(describing: first.viewClass), for: typeName, kind: kind)
        } else {
            lines += Self.registrationExample(for: typeName, kind: kind)
        }
        return lines.joined(separator: "\n")
    }

    /// The registered mappings as the suggestion lists them: each view class with its model type.
    ///
    /// At most ``listedMappingLimit`` are named, then how many more there are, so that a screen with many mappings
    /// still gets a message short enough to read, and to print whole.
    private static func list(_ registered: [any ViewModelMappingProtocol]) -> String {
        guard !registered.isEmpty else { return "none" }
        let named = registered.prefix(listedMappingLimit).map { mapping in
            let model = (mapping as? any ModelTypeNaming)?.modelTypeName ?? "?"
            let condition = if case .none = mapping.condition { "" } else { " (with a condition)" }
            return "\(mapping.viewClass) for \(model)\(condition)"
        }.joined(separator: ", ")
        let more = registered.count - listedMappingLimit
        return more > 0 ? named + " and \(more) more" : named
    }

    /// How many registered mappings a no-mapping suggestion names.
    static let listedMappingLimit = 12

    /// The mappings registered for a type whose name resembles the model's, or for its subclass, which users take
    /// for a mapping of the model, with that type's name.
    private static func closeMatches(_ registered: [any ViewModelMappingProtocol], model: Any, _ typeName: String)
        -> [(viewClass: AnyClass, modelTypeName: String)]
    {
        registered.compactMap { mapping in
            guard let naming = mapping as? any ModelTypeNaming else { return nil }
            let name = naming.modelTypeName
            // NB: `model` is opened to its dynamic type, so a mapping for a subclass of the model's class is found.
            guard name != typeName,
                name.contains(typeName) || typeName.contains(name) || naming.modelTypeIsSubtype(ofTypeOf: model)
            else { return nil }
            return (mapping.viewClass, name)
        }
    }

    /// Why the close matches do not serve the model.
    private static func closeMatchNote(
        _ closeMatches: [(viewClass: AnyClass, modelTypeName: String)], _ typeName: String
    )
        -> String
    {
        closeMatches.map { "\($0.viewClass) is registered for \($0.modelTypeName), not \(typeName)" }
            .joined(separator: "; ")
            + ": a mapping serves a model only when the model is of its model type (a subclass's mapping does "
            + "not serve its superclass, a struct's mapping does not serve another type of the same protocol)."
    }

    /// The lines that show how to let a registered view, `viewClass`, show the model's type too.
    private static func reuseExample(viewClass: String, for typeName: String, kind: String?) -> [String] {
        let call =
            switch kind {
            case nil: "manager.register(\(viewClass).self, for: \(typeName).self) { cell, model, indexPath in ... }"
            case CollectionElementKind.sectionHeader?:
                "manager.registerHeader(\(viewClass).self, for: \(typeName).self) { view, model, indexPath in ... }"
            case CollectionElementKind.sectionFooter?:
                "manager.registerFooter(\(viewClass).self, for: \(typeName).self) { view, model, indexPath in ... }"
            case let other?:
                "manager.registerSupplementary(\(viewClass).self, for: \(typeName).self, ofKind: \"\(other)\") "
                    + "{ view, model, indexPath in ... }"
            }
        return [
            "Store models of the type \(viewClass)'s mapping serves, or register \(viewClass) for \(typeName) too, "
                + "configuring it in the handler:",
            "",
            "    \(call)",
        ]
    }

    /// The lines of an example view for the model's type and the call that registers it.
    private static func registrationExample(for typeName: String, kind: String?) -> [String] {
        let viewName = exampleViewName(for: typeName, kind: kind)
        let (base, call): (String, String) =
            switch kind {
            case nil: ("CollectionViewCell", "manager.register(\(viewName).self)")
            case CollectionElementKind.sectionHeader?:
                ("CollectionReusableView", "manager.registerHeader(\(viewName).self)")
            case CollectionElementKind.sectionFooter?:
                ("CollectionReusableView", "manager.registerFooter(\(viewName).self)")
            case let other?:
                ("CollectionReusableView", "manager.registerSupplementary(\(viewName).self, ofKind: \"\(other)\")")
            }
        return [
            "Register a \(kind == nil ? "cell" : "view") for \(typeName) before the view first lays out (before setting items):",
            "",
            "    final class \(viewName): \(base), ModelTransfer {",
            "        func update(with model: \(typeName)) { ... }",
            "    }",
            "    \(call)",
        ]
    }

    /// A view class name for an example: the model type's letters and digits, then `Cell`, `Header`, `Footer` or
    /// `View`.
    static func exampleViewName(for typeName: String, kind: String?) -> String {
        let letters = typeName.filter { $0.isLetter || $0.isNumber }
        let suffix =
            switch kind {
            case nil: "Cell"
            case CollectionElementKind.sectionHeader?: "Header"
            case CollectionElementKind.sectionFooter?: "Footer"
            default: "View"
            }
        return letters + suffix
    }

    /// Reports ``CollectionViewManagerAnomaly/mappingRegisteredAfterLayout(viewClass:modelType:)`` for each remembered
    /// unmapped model that `mapping` now serves, and forgets them.
    ///
    /// - Complexity: O(u), u the number of remembered unmapped models (at most ``unmappedModelLimit``).
    func reportMappingRegisteredAfterLayout(_ mapping: any ViewModelMappingProtocol) {
        guard !unmappedModels.isEmpty else { return }
        var served: [String] = []
        unmappedModels.removeAll { unmapped in
            // A deallocated model is no longer shown: forget it.
            guard let model = unmapped.model else { return true }
            let serves: Bool =
                switch (mapping.viewType, unmapped.kind) {
                case (.cell, nil):
                    mapping.modelTypeCheckingBlock(model)
                        && mapping.condition.isCompatible(with: unmapped.indexPath, model: model)
                case (.supplementaryView(let kind), let unmappedKind?):
                    kind == unmappedKind && mapping.modelTypeCheckingBlock(model)
                        && mapping.condition.isCompatible(with: unmapped.indexPath, model: model)
                default: false
                }
            if serves { served.append(String(describing: unmapped.modelType)) }
            return serves
        }
        for modelType in served {
            reportAnomaly(
                .mappingRegisteredAfterLayout(viewClass: String(describing: mapping.viewClass), modelType: modelType))
        }
    }
}
