import Foundation

extension MappingVocabulary {
    /// The collection manager's words: its cell and reusable-view classes and its `register` calls.
    static let collectionView = MappingVocabulary(
        baseClass: { kind in kind == nil ? "CollectionViewCell" : "CollectionReusableView" },
        registration: { viewName, kind in
            switch kind {
            case nil: "manager.register(\(viewName).self)"
            case CollectionElementKind.sectionHeader?: "manager.registerHeader(\(viewName).self)"
            case CollectionElementKind.sectionFooter?: "manager.registerFooter(\(viewName).self)"
            case let other?: "manager.registerSupplementary(\(viewName).self, ofKind: \"\(other)\")"
            }
        },
        registrationForModel: { viewClass, typeName, kind in
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
        }
    )
}

extension ViewRegistrar {
    /// Registers mappings with `collectionView`, held weakly: cells by cell reuse identifier, supplementary views by
    /// kind and reuse identifier.
    static func collectionView(_ collectionView: any CollectionView) -> ViewRegistrar {
        ViewRegistrar(
            register: { [weak collectionView] mapping, nib in
                guard let collectionView else { return }
                switch mapping.viewType {
                case .cell:
                    if let nib {
                        collectionView.register(nib, forCellWithReuseIdentifier: mapping.reuseIdentifier)
                    } else if let cellMapping = mapping as? any CellViewModelMappingProtocol {
                        collectionView.register(
                            cellMapping.cellClass, forCellWithReuseIdentifier: mapping.reuseIdentifier)
                    }
                case .supplementaryView(let kind):
                    if let nib {
                        collectionView.register(
                            nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: mapping.reuseIdentifier)
                    } else {
                        collectionView.register(
                            mapping.viewClass, forSupplementaryViewOfKind: kind,
                            withReuseIdentifier: mapping.reuseIdentifier)
                    }
                }
            },
            unregister: { [weak collectionView] viewType, reuseIdentifier in
                switch viewType {
                case .cell:
                    collectionView?.register(
                        nil as CollectionViewCell.Type?, forCellWithReuseIdentifier: reuseIdentifier)
                case .supplementaryView(let kind):
                    collectionView?.register(
                        nil as CollectionReusableView.Type?, forSupplementaryViewOfKind: kind,
                        withReuseIdentifier: reuseIdentifier)
                }
            })
    }
}

extension CollectionViewManagerAnomaly {
    /// The collection manager's anomaly for a problem its registry found.
    init(_ problem: MappingProblem) {
        switch problem {
        case .emptyReuseIdentifier(let viewClass, let viewType):
            self = .emptyReuseIdentifier(viewClass: viewClass, viewType: viewType)
        case .emptyXibFile(let xibName, let expected, _):
            self = .emptyXibFile(xibName: xibName, expectedViewClass: expected)
        case .differentViewClass(let xibName, let found, let expected, .cell):
            self = .differentCellClass(xibName: xibName, cellClass: found, expectedCellClass: expected)
        case .differentViewClass(let xibName, let found, let expected, .supplementaryView):
            self = .differentSupplementaryClass(xibName: xibName, viewClass: found, expectedViewClass: expected)
        case .differentReuseIdentifier(let mappingIdentifier, let viewIdentifier, .cell):
            self = .differentCellReuseIdentifier(
                mappingReuseIdentifier: mappingIdentifier, cellReuseIdentifier: viewIdentifier)
        case .differentReuseIdentifier(let mappingIdentifier, let viewIdentifier, .supplementaryView):
            self = .differentSupplementaryReuseIdentifier(
                mappingReuseIdentifier: mappingIdentifier, supplementaryReuseIdentifier: viewIdentifier)
        case .noMapping(let description, nil, let indexPath):
            self = .noCellMappingFound(modelDescription: description, indexPath: indexPath)
        case .noMapping(let description, let kind?, let indexPath):
            self = .noSupplementaryMappingFound(modelDescription: description, kind: kind, indexPath: indexPath)
        case .mappingRegisteredAfterLayout(let viewClass, let modelType):
            self = .mappingRegisteredAfterLayout(viewClass: viewClass, modelType: modelType)
        }
    }
}

extension CollectionViewCellModelMapping: ModelTypeNaming {
    /// The model type's name, as Swift prints it.
    package var modelTypeName: String { String(describing: Model.self) }

    /// Whether `Model` is a subtype of `value`'s type.
    package func modelTypeIsSubtype<Value>(ofTypeOf value: Value) -> Bool { Model.self is Value.Type }
}

extension CollectionSupplementaryViewModelMapping: ModelTypeNaming {
    /// The model type's name, as Swift prints it.
    package var modelTypeName: String { String(describing: Model.self) }

    /// Whether `Model` is a subtype of `value`'s type.
    package func modelTypeIsSubtype<Value>(ofTypeOf value: Value) -> Bool { Model.self is Value.Type }
}

extension ViewFactory {
    /// Whether any mapping has a reaction for `signature`.
    ///
    /// - Complexity: O(1).
    func hasMappedReaction(for signature: EventMethodSignature) -> Bool {
        hasMappedReaction(ordinal: signature.ordinal)
    }
}
