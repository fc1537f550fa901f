import Foundation

/// A mapping that can name its model type in a message; the library's mapping classes adopt it.
package protocol ModelTypeNaming {
    /// The model type's name, as Swift prints it (`Post`, `Optional<Int>`).
    var modelTypeName: String { get }

    /// Whether the model type is a subtype of `value`'s type, such as a subclass of its class: a mapping that looks
    /// right but does not serve the value.
    func modelTypeIsSubtype<Value>(ofTypeOf value: Value) -> Bool
}

/// A model the manager found no mapping for, kept so that a mapping registered later for it can be reported: the
/// view still shows a placeholder for it until it reloads.
///
/// A class instance is held weakly: a diagnostic must never keep a model (or the screen a model may hold) alive.
package struct UnmappedModel {
    private let value: Any?
    private weak var object: AnyObject?
    /// The model's dynamic type.
    package let modelType: Any.Type
    /// The supplementary kind it was shown as, or nil for a cell.
    package let kind: String?
    /// Where it was shown.
    package let indexPath: IndexPath

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
    package var model: Any? {
        if let value { return value }
        return object
    }
}

extension ViewFactory {
    /// At most this many unmapped model types are remembered.
    package static let unmappedModelLimit = 16

    /// Reports a model of `kind` (nil for a cell) that no mapping serves, with the model's type as the mistake's key
    /// and a recovery suggestion that lists the registered mappings and shows the registration that fixes it.
    ///
    /// - Complexity: O(m), m the number of mappings; O(1) for a model type already reported.
    package func reportNoMapping(for model: Any, kind: String?, at indexPath: IndexPath) {
        let typeName = String(describing: type(of: model))
        let key = "noMapping|\(kind ?? "")|\(typeName)"
        if unmappedModels.count < Self.unmappedModelLimit,
            !unmappedModels.contains(where: { $0.kind == kind && $0.modelType == type(of: model) })
        {
            unmappedModels.append(UnmappedModel(model: model, kind: kind, indexPath: indexPath))
        }
        reportProblem(
            .noMapping(modelDescription: String(describing: model), kind: kind, indexPath: indexPath),
            AnomalyDetails(key: key, recoverySuggestion: self.suggestMapping(kind: kind, model: model, typeName)))
    }

    /// What is registered, and the registration that fixes it, with the model's real type.
    private func suggestMapping(kind: String?, model: Any, _ typeName: String) -> String {
        let registered = mappings.filter { mapping in
            switch mapping.viewType {
            case .cell: kind == nil
            case .supplementaryView(let mappingKind): mappingKind == kind
            }
        }
        var lines = [
            "\(vocabulary.shownInstead(kind)) The model is of type \(typeName). Registered "
                + "\(kind.map(vocabulary.kindMappingsName) ?? "cell mappings"): \(Self.list(registered))."
        ]
        let closeMatches = Self.closeMatches(registered, model: model, typeName)
        if let first = closeMatches.first {
            lines.append(Self.closeMatchNote(closeMatches, typeName))
            lines += reuseExample(viewClass: String(describing: first.viewClass), for: typeName, kind: kind)
        } else {
            lines += registrationExample(for: typeName, kind: kind)
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
    package static let listedMappingLimit = 12

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
    private func reuseExample(viewClass: String, for typeName: String, kind: String?) -> [String] {
        [
            "Store models of the type \(viewClass)'s mapping serves, or register \(viewClass) for \(typeName) too, "
                + "configuring it in the handler:",
            "",
            "    " + vocabulary.registrationForModel(viewClass, typeName, kind),
        ]
    }

    /// The lines of an example view for the model's type and the call that registers it.
    private func registrationExample(for typeName: String, kind: String?) -> [String] {
        let viewName = Self.exampleViewName(for: typeName, kind: kind)
        return [
            "Register a \(kind == nil ? "cell" : "view") for \(typeName) before the view first lays out (before setting items):",
            "",
            "    final class \(viewName): \(vocabulary.baseClass(kind)), ModelTransfer {",
            "        func update(with model: \(typeName)) { ... }",
            "    }",
            "    " + vocabulary.registration(viewName, kind),
        ]
    }

    /// A view class name for an example: the model type's letters and digits, then `Cell`, `Header`, `Footer` or
    /// `View`.
    package static func exampleViewName(for typeName: String, kind: String?) -> String {
        let letters = typeName.filter { $0.isLetter || $0.isNumber }
        let suffix =
            switch kind {
            case nil: "Cell"
            case CollectionElementKind.sectionHeader?, DTTableViewElementSectionHeader?: "Header"
            case CollectionElementKind.sectionFooter?, DTTableViewElementSectionFooter?: "Footer"
            default: "View"
            }
        return letters + suffix
    }

    /// Reports a mapping registered after models it serves were shown without one, for each remembered unmapped model
    /// that `mapping` now serves, and forgets them.
    ///
    /// - Complexity: O(u), u the number of remembered unmapped models (at most ``unmappedModelLimit``).
    package func reportMappingRegisteredAfterLayout(_ mapping: any ViewModelMappingProtocol) {
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
            reportProblem(
                .mappingRegisteredAfterLayout(viewClass: String(describing: mapping.viewClass), modelType: modelType),
                nil)
        }
    }
}

/// How a manager's messages name its views and registration calls, for the suggestions the registry writes.
package struct MappingVocabulary: Sendable {
    /// The base class of an example view of `kind` (nil for a cell), such as `CollectionViewCell`.
    package var baseClass: @Sendable (_ kind: String?) -> String

    /// The call that registers a `ModelTransfer` view named `viewName` for `kind` (nil for a cell).
    package var registration: @Sendable (_ viewName: String, _ kind: String?) -> String

    /// The call that registers a view class for an explicit model type, with a handler.
    package var registrationForModel: @Sendable (_ viewClass: String, _ typeName: String, _ kind: String?) -> String

    /// How the suggestion names the mappings of a supplementary kind: "mappings of kind <kind>".
    package var kindMappingsName: @Sendable (_ kind: String) -> String

    /// What the view shows instead of a view of `kind` (nil for a cell) without a mapping: "A placeholder is shown."
    package var shownInstead: @Sendable (_ kind: String?) -> String

    /// A vocabulary with the given wording.
    package init(
        baseClass: @escaping @Sendable (_ kind: String?) -> String,
        registration: @escaping @Sendable (_ viewName: String, _ kind: String?) -> String,
        registrationForModel: @escaping @Sendable (_ viewClass: String, _ typeName: String, _ kind: String?) -> String,
        kindMappingsName: @escaping @Sendable (_ kind: String) -> String = { "mappings of kind \($0)" },
        shownInstead: @escaping @Sendable (_ kind: String?) -> String = { _ in "A placeholder is shown." }
    ) {
        self.shownInstead = shownInstead
        self.baseClass = baseClass
        self.registration = registration
        self.registrationForModel = registrationForModel
        self.kindMappingsName = kindMappingsName
    }
}
