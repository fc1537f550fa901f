import Foundation

/// A misuse of `CollectionViewManager` that is reported to its anomaly handler instead of crashing.
///
/// The cases and their arguments are DTCollectionViewManager's, and so is each message (``debugDescription``), which
/// says what happened; ``recoverySuggestion`` says how to fix it. What a person sees is an `AnomalyReport`, which
/// prints both and groups the repeats of one mistake (see <doc:Troubleshooting>).
public enum CollectionViewManagerAnomaly: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The collection view asked for a cell where the storage has no model (or a `nil` one).
    case nilCellModel(IndexPath)
    /// The collection view asked for a supplementary view where the storage has no model (or a `nil` one).
    case nilSupplementaryModel(kind: String, indexPath: IndexPath)
    /// No cell mapping accepts the model at the index path.
    case noCellMappingFound(modelDescription: String, indexPath: IndexPath)
    /// No supplementary mapping of the kind accepts the model at the index path.
    case noSupplementaryMappingFound(modelDescription: String, kind: String, indexPath: IndexPath)
    /// A cell's own reuse identifier differs from its mapping's. Kept for compatibility; never reported, as in
    /// DTCollectionViewManager 11.
    case differentCellReuseIdentifier(mappingReuseIdentifier: String, cellReuseIdentifier: String)
    /// A supplementary view's own reuse identifier (set in its nib or by its class) differs from its mapping's.
    case differentSupplementaryReuseIdentifier(mappingReuseIdentifier: String, supplementaryReuseIdentifier: String)
    /// A cell's nib holds a view of another class.
    case differentCellClass(xibName: String, cellClass: String, expectedCellClass: String)
    /// A supplementary view's nib holds a view of another class.
    case differentSupplementaryClass(xibName: String, viewClass: String, expectedViewClass: String)
    /// A nib holds no views.
    case emptyXibFile(xibName: String, expectedViewClass: String)
    /// A model-typed event was registered with a view class as its model type.
    case modelEventCalledWithCellClass(modelType: String, methodName: String, subclassOf: String)
    /// A view event was registered for a view class that no mapping uses.
    case unusedEventDetected(viewType: String, methodName: String)
    /// A manager-level event was registered before any compatible mapping exists; the event is dropped.
    case eventRegistrationForUnregisteredMapping(viewClass: String, signature: String)
    /// Flow-layout events are registered, but the collection view's layout is not a flow layout.
    case flowDelegateLayoutMethodWithDifferentLayout(methodSignature: String)
    /// A mapping was registered with an empty reuse identifier, which no collection view can dequeue; the mapping was
    /// not registered.
    case emptyReuseIdentifier(viewClass: String, viewType: ViewType)
    /// A mapping was registered for models the collection view had already shown without a mapping: their cells stay
    /// placeholders until the view reloads. Not in DTCollectionViewManager.
    case mappingRegisteredAfterLayout(viewClass: String, modelType: String)
    /// `memoryStorage` was read while the manager's storage is of another type; a `MemoryStorage` that is not connected
    /// to the collection view was returned.
    case memoryStorageUnavailable(storageType: String)
    /// The manager's owner conforms to data-source or delegate `protocols` (`CollectionViewDataSource`,
    /// `CollectionViewDelegate` and its flow-layout and full-screen-layout refinements) but lists none of their methods in
    /// `implementedDelegateMethods` (nor answers `true` for one in `responds(to:)`), so the manager never calls the
    /// methods it implements. Reported when the manager starts managing.
    case ownerDeclaresNoImplementedMethods(ownerType: String, protocols: [String])
    /// A `VirtualCollectionView` the manager managed was deallocated while the manager's owner, of type `ownerType`, is
    /// still alive and has no collection view: the manager outlives its owner's collection view. The usual cause is a
    /// closure the manager keeps (an event, the updater's `didUpdateContent`, a storage provider) that captures the
    /// owner strongly, so that the owner never goes away. Reported in debug builds only, when the view is deallocated;
    /// see <doc:Memory> for when it can and cannot be detected.
    case ownerOutlivesCollectionView(ownerType: String)
    /// A public call of the manager (`call`, such as `CollectionViewManager.register(_:mapping:handler:)`), of its
    /// updater, or of one of its data-source and delegate objects, was made off the main queue while the manager
    /// manages a collection view created there; it was not applied. `thread` names the thread it came from
    /// (`Thread: <name>, number <n>`). Reported at once, from that thread. Not in DTCollectionViewManager.
    case wrongThread(call: String, thread: String)

    /// What happened, in DTCollectionViewManager's words for the anomalies it has.
    ///
    /// DT's text is kept character for character, with these renames: `[DTCollectionViewManager]` becomes
    /// `[CollectionManager]`, UIKit's class names become this module's (`UICollectionView` → `CollectionView`,
    /// `UICollectionViewCell` → `CollectionViewCell`, `UICollectionReusableView` → `CollectionReusableView`,
    /// `UICollectionViewLayout` → `CollectionViewLayout`, `UICollectionViewDelegateFlowLayout` →
    /// `CollectionViewDelegateFlowLayout`), and "model ar" reads "model at". The anomalies this library adds are
    /// written in the same style. How to fix it is ``recoverySuggestion``; a report prints both.
    public var debugDescription: String {
        switch self {
        case .nilCellModel(let indexPath):
            "❗️[CollectionManager] CollectionView requested a cell at \(indexPath), however the model at that indexPath was nil."
        case .nilSupplementaryModel(let kind, let indexPath):
            "❗️[CollectionManager] CollectionView requested a supplementary view of kind: \(kind) at \(indexPath), however the model was nil."
        case .noCellMappingFound(let description, let indexPath):
            "❗️[CollectionManager] CollectionView requested a cell for model at \(indexPath), but view model mapping for it was not found, model description: \(description)"
        case .noSupplementaryMappingFound(let description, let kind, let indexPath):
            "❗️[CollectionManager] CollectionView requested a supplementary view of kind: \(kind) for model at \(indexPath), but view model mapping for it was not found, model description: \(description)"
        case .differentCellReuseIdentifier(let mappingIdentifier, let cellIdentifier):
            "❗️[CollectionManager] Reuse identifier specified in InterfaceBuilder: \(cellIdentifier) does not match reuseIdentifier used to register with CollectionView: \(mappingIdentifier). \n"
                + "If you are using XIB, please remove reuseIdentifier from XIB file, or change it to name of CollectionViewCell subclass. If you are using Storyboards, please change CollectionViewCell identifier to name of the class. \n"
                + "If you need different reuseIdentifier for any reason, you can change reuseIdentifier when registering mapping."
        case .differentSupplementaryReuseIdentifier(let mappingIdentifier, let viewIdentifier):
            "❗️[CollectionManager] Reuse identifier of CollectionReusableView: \(viewIdentifier) does not match reuseIdentifier used to register with CollectionView: \(mappingIdentifier). \n"
                + "If you are using XIB, please remove reuseIdentifier from XIB file, or change it to name of CollectionReusableView subclass. If you are using Storyboards, please change CollectionReusableView identifier to name of the class. \n"
                + "If you need different reuseIdentifier for any reason, you can change reuseIdentifier when registering mapping."
        case .differentCellClass(let xibName, let cellClass, let expected):
            "⚠️[CollectionManager] Attempted to register xib \(xibName), but view found in a xib was of type \(cellClass), while expected type is \(expected). This can prevent cells from being updated with models and react to events."
        case .differentSupplementaryClass(let xibName, let viewClass, let expected):
            "⚠️[CollectionManager] Attempted to register xib \(xibName), but view found in a xib was of type \(viewClass), while expected type is \(expected). This can prevent supplementary views from being updated with models and react to events."
        case .emptyXibFile(let xibName, let expected):
            "⚠️[CollectionManager] Attempted to register xib \(xibName) for \(expected), but this xib does not contain any views."
        case .modelEventCalledWithCellClass(let modelType, let methodName, let subclassOf):
            """
            ⚠️[CollectionManager] Event \(methodName) registered with model type, that happens to be a subclass of \(subclassOf): \(modelType).

            This is likely not what you want, because this event expects to receive model type used for current indexPath instead of cell/view.
            Reasoning behind it is the fact that for some events views have not yet been created(for example: collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath)).
            Because they are not created yet, this event cannot be called with cell/view object, and even it's type is unknown at this point, as the mapping resolution will happen later.

            Most likely you need to use model type, that will be passed to this cell/view through ModelTransfer protocol.
            For example, for size of cell that expects to receive model Int, event would look like so:
                    
                manager.sizeForCell(withItem: Int.self) { model, indexPath in
                    return CGSize(width: 44, height: 44)
                }
            """
        case .unusedEventDetected(let viewType, let methodName):
            "⚠️[CollectionManager] \(methodName) event registered for \(viewType), but there were no view mappings registered for \(viewType) type. This event will never be called."
        case .eventRegistrationForUnregisteredMapping(let viewClass, let signature):
            "⚠️[CollectionManager] While registering event reaction for \(signature), no view mapping was found for view: \(viewClass)"
        case .flowDelegateLayoutMethodWithDifferentLayout(let signature):
            "⚠️[CollectionManager] Detected reaction for CollectionViewDelegateFlowLayout protocol, but different layout class is used. This means, that method \(signature) will not be called, as well as registered reaction."
        case .emptyReuseIdentifier(let viewClass, let viewType):
            "❗️[CollectionManager] Attempted to register \(viewClass) for \(Self.viewsDescription(viewType)) with an empty reuse identifier, which CollectionView cannot dequeue. The mapping was not registered."
        case .mappingRegisteredAfterLayout(let viewClass, let modelType):
            "❗️[CollectionManager] \(viewClass) was registered for \(modelType) after CollectionView showed \(modelType) models without a mapping. Their cells stay placeholders until CollectionView reloads."
        case .memoryStorageUnavailable(let storageType):
            "❗️[CollectionManager] manager.memoryStorage was read, but the manager's storage is \(storageType), not a MemoryStorage. The MemoryStorage returned is not connected to CollectionView, and changes made to it are never displayed."
        case .ownerDeclaresNoImplementedMethods(let ownerType, let protocols):
            "⚠️[CollectionManager] \(ownerType) conforms to \(protocols.joined(separator: ", ")), but declares none of the methods it implements, so the manager never calls them."
        case .ownerOutlivesCollectionView(let ownerType):
            "⚠️[CollectionManager] CollectionView of \(ownerType) was deallocated, but \(ownerType) and its manager are still alive."
        case .wrongThread(let call, let thread):
            "⚠️[CollectionManager] Manager API called off the main queue while it manages a collection view on the main queue: \(call)\n\(thread)"
        }
    }

    /// How to fix the mistake: the call to make instead, with an example where one helps.
    ///
    /// The manager's reports may carry a fuller suggestion for the occurrence (`AnomalyReport.recoverySuggestion`):
    /// for a model without a mapping, it names the model's type and the mappings that are registered.
    public var recoverySuggestion: String {
        switch self {
        case .nilCellModel:
            "A placeholder cell is shown. The view's counts no longer match the storage: change the storage through "
                + "its methods (manager.memoryStorage.setItems(_:), addItem(_:), removeItem(_:)) instead of changing "
                + "the models it was given, and do not store nil models."
        case .nilSupplementaryModel:
            "A placeholder view is shown. Give every section a model of that kind, for example "
                + "manager.memoryStorage.setSectionHeaderModels([\"Today\", \"Yesterday\"]), or, with a flow layout, "
                + "return a zero size for the sections without one, so that the layout does not ask for them."
        case .noCellMappingFound:
            """
            A placeholder cell is shown. Register a cell whose ModelTransfer.ModelType is the model's type, before \
            the view first lays out (before setting items):

                final class PostCell: CollectionViewCell, ModelTransfer {
                    func update(with model: Post) { ... }
                }
                manager.register(PostCell.self)
            """
        case .noSupplementaryMappingFound(_, let kind, _):
            """
            A placeholder view is shown. Register a view whose ModelTransfer.ModelType is the model's type, before \
            the view first lays out:

            \(Self.supplementaryRegistration(kind: kind))
            """
        case .differentCellReuseIdentifier(_, let cellIdentifier):
            "Remove the reuse identifier from the cell's nib, or register the mapping with the same one: "
                + "manager.register(PostCell.self) { $0.reuseIdentifier = \"\(cellIdentifier)\" }."
        case .differentSupplementaryReuseIdentifier(_, let viewIdentifier):
            "Remove the reuse identifier from the view's nib (the class name is used), or register the mapping with "
                + "the same one: manager.registerHeader(TitleView.self) { $0.reuseIdentifier = \"\(viewIdentifier)\" }."
        case .differentCellClass(_, _, let expected):
            AnomalySuggestion.differentViewClass(expected: expected, method: "register")
        case .differentSupplementaryClass(_, _, let expected):
            AnomalySuggestion.differentViewClass(expected: expected, method: "registerHeader")
        case .emptyXibFile(_, let expected): AnomalySuggestion.emptyXibFile(expected: expected)
        case .modelEventCalledWithCellClass(_, let methodName, _):
            AnomalySuggestion.modelEventCalledWithCellClass(methodName: methodName)
        case .unusedEventDetected(let viewType, let methodName):
            AnomalySuggestion.unusedEventDetected(viewType: viewType, methodName: methodName)
        case .eventRegistrationForUnregisteredMapping(let viewClass, _):
            AnomalySuggestion.eventRegistrationForUnregisteredMapping(viewClass: viewClass)
        case .flowDelegateLayoutMethodWithDifferentLayout(let signature):
            "\(Self.apiName(ofSignature: signature)) is never called. Use a CollectionViewFlowLayout "
                + "(collectionView.collectionViewLayout = CollectionViewFlowLayout()), or size the items in your "
                + "layout instead and remove the event."
        case .emptyReuseIdentifier(let viewClass, _): AnomalySuggestion.emptyReuseIdentifier(viewClass: viewClass)
        case .mappingRegisteredAfterLayout(let viewClass, _):
            AnomalySuggestion.mappingRegisteredAfterLayout(viewClass: viewClass, reload: "collectionView.reloadData()")
        case .memoryStorageUnavailable:
            "Change the contents through the storage itself (for a CollectionViewDiffableDataSource, apply a "
                + "snapshot with apply(_:animatingDifferences:completion:)), or display a MemoryStorage: "
                + "manager.storage = MemoryStorage()."
        case .ownerDeclaresNoImplementedMethods:
            "Without an Objective-C runtime the manager cannot find the methods by name: list them in one line, for "
                + "example `let implementedDelegateMethods: Set<CollectionViewSelector> = [.didSelectItem]`, or answer "
                + "true for them in responds(to:), or remove the conformance."
        case .ownerOutlivesCollectionView(let ownerType): AnomalySuggestion.ownerOutlivesView(ownerType: ownerType)
        case .wrongThread: AnomalySuggestion.wrongThread
        }
    }

    /// A short form for logs and analytics: the case name and its arguments, as DTCollectionViewManager writes them
    /// (`nilSupplementaryModel` names its kind last).
    public var description: String {
        let prefix = "CollectionViewManagerAnomaly."
        return switch self {
        case .nilCellModel(let indexPath): "\(prefix)nilCellModel(\(indexPath))"
        case .nilSupplementaryModel(let kind, let indexPath):
            "\(prefix)nilSupplementaryModel(\(indexPath)) for kind \(kind)"
        case .noCellMappingFound(let description, let indexPath):
            "\(prefix)noCellMappingFound(\(description), \(indexPath))"
        case .noSupplementaryMappingFound(let description, let kind, let indexPath):
            "\(prefix)noSupplementaryMappingFound(\(description), \(kind), \(indexPath))"
        case .differentCellReuseIdentifier(let mappingIdentifier, let cellIdentifier):
            "\(prefix)differentCellReuseIdentifier(\(mappingIdentifier), \(cellIdentifier))"
        case .differentSupplementaryReuseIdentifier(let mappingIdentifier, let viewIdentifier):
            "\(prefix)differentSupplementaryReuseIdentifier(\(mappingIdentifier), \(viewIdentifier))"
        case .differentCellClass(let xibName, let cellClass, let expected):
            "\(prefix)differentCellClass(\(xibName), \(cellClass), \(expected))"
        case .differentSupplementaryClass(let xibName, let viewClass, let expected):
            "\(prefix)differentSupplementaryClass(\(xibName), \(viewClass), \(expected))"
        case .emptyXibFile(let xibName, let expected): "\(prefix)emptyXibFile(\(xibName), \(expected))"
        case .modelEventCalledWithCellClass(let modelType, let methodName, let subclassOf):
            "\(prefix)modelEventCalledWithCellClass(\(modelType), \(methodName), \(subclassOf))"
        case .unusedEventDetected(let viewType, let methodName):
            "\(prefix)unusedEventDetected(\(viewType), \(methodName))"
        case .eventRegistrationForUnregisteredMapping(let viewClass, let signature):
            "\(prefix)eventRegistrationForUnregisteredMapping(\(viewClass), \(signature))"
        case .flowDelegateLayoutMethodWithDifferentLayout(let signature):
            "\(prefix)flowDelegateLayoutMethodWithDifferentLayout(\(signature))"
        case .emptyReuseIdentifier(let viewClass, let viewType):
            "\(prefix)emptyReuseIdentifier(\(viewClass), \(viewType))"
        case .mappingRegisteredAfterLayout(let viewClass, let modelType):
            "\(prefix)mappingRegisteredAfterLayout(\(viewClass), \(modelType))"
        case .memoryStorageUnavailable(let storageType): "\(prefix)memoryStorageUnavailable(\(storageType))"
        case .ownerDeclaresNoImplementedMethods(let ownerType, let protocols):
            "\(prefix)ownerDeclaresNoImplementedMethods(\(ownerType), \(protocols.joined(separator: ", ")))"
        case .ownerOutlivesCollectionView(let ownerType): "\(prefix)ownerOutlivesCollectionView(\(ownerType))"
        case .wrongThread(let call, let thread): "\(prefix)wrongThread(\(call), \(thread))"
        }
    }

    /// The event API that replaces the delegate method with Objective-C selector `signature`, for messages; the selector
    /// itself when the event is not a flow-layout one.
    static func apiName(ofSignature signature: String) -> String {
        switch EventMethodSignature(rawValue: signature) {
        case .sizeForItemAtIndexPath: "manager.sizeForCell(withItem:_:)"
        case .referenceSizeForHeaderInSection: "manager.referenceSizeForHeaderView(withItem:_:)"
        case .referenceSizeForFooterInSection: "manager.referenceSizeForFooterView(withItem:_:)"
        case .insetForSectionAtIndex: "manager.insetForSectionAtIndex(_:)"
        case .minimumLineSpacingForSectionAtIndex: "manager.minimumLineSpacingForSectionAtIndex(_:)"
        case .minimumInteritemSpacingForSectionAtIndex: "manager.minimumInteritemSpacingForSectionAtIndex(_:)"
        default: "The event for \(signature)"
        }
    }

    /// The recovery suggestion of ``eventRegistrationForUnregisteredMapping(viewClass:signature:)`` when the manager
    /// method that registered the event is known: `methodName`, such as `didSelect(_:_:)` for a view event (whose
    /// `viewClass` is a view class) or `sizeForCell(withItem:_:)` for a model event (whose `viewClass` is a model type).
    static func unregisteredMappingSuggestion(viewClass: String, methodName: String, isModelEvent: Bool) -> String {
        let event = baseName(methodName)
        let (registration, closure) =
            isModelEvent
            ? (
                "manager.register(\(ViewFactory.exampleViewName(for: viewClass, kind: nil)).self) { mapping in   "
                    + "// a cell whose ModelType is \(viewClass)",
                "mapping.\(event) { model, indexPath in ... }"
            )
            : (
                "manager.register(\(viewClass).self) { mapping in",
                "mapping.\(event) { \(viewClass.hasSuffix("Cell") ? "cell" : "view"), model, indexPath in ... }"
            )
        return """
            manager.\(methodName) was dropped. Register the mapping for \(viewClass) first, then its events, or \
            register the event inside the mapping closure:

                \(registration)
                    \(closure)
                }
            """
    }

    /// A method's name without its argument labels: `sizeForCell` for `sizeForCell(withItem:_:)`.
    private static func baseName(_ methodName: String) -> String {
        AnomalySuggestion.baseName(methodName)
    }

    /// An example view and the call that registers it for supplementary views of `kind`.
    private static func supplementaryRegistration(kind: String) -> String {
        let call =
            switch kind {
            case CollectionElementKind.sectionHeader: "manager.registerHeader(TitleView.self)"
            case CollectionElementKind.sectionFooter: "manager.registerFooter(TitleView.self)"
            default: "manager.registerSupplementary(TitleView.self, ofKind: \"\(kind)\")"
            }
        return """
                final class TitleView: CollectionReusableView, ModelTransfer {
                    func update(with model: String) { ... }
                }
                \(call)
            """
    }

    /// `"cells"`, or `"supplementary views of kind <kind>"`.
    private static func viewsDescription(_ viewType: ViewType) -> String {
        switch viewType {
        case .cell: "cells"
        case .supplementaryView(let kind): "supplementary views of kind \(kind)"
        }
    }
}

extension CollectionViewManagerAnomaly: ReportableAnomaly {
    /// How reports group these anomalies, and the defaults of their handlers; for the library's own use.
    public static let reportingTraits = AnomalyReportingTraits<Self>(
        key: { $0.reportKey }, indexPath: { $0.reportIndexPath },
        isReportedAtOnce: { if case .wrongThread = $0 { true } else { false } })

    /// The mistake: the case and its arguments, without the index path.
    ///
    /// A model without a mapping is keyed by the model's type when the manager reports it, so every unmapped value of
    /// one type is one mistake.
    package var reportKey: String {
        switch self {
        case .nilCellModel: "nilCellModel"
        case .nilSupplementaryModel(let kind, _): "nilSupplementaryModel|\(kind)"
        case .noCellMappingFound(let description, _): "noCellMappingFound|\(description)"
        case .noSupplementaryMappingFound(let description, let kind, _):
            "noSupplementaryMappingFound|\(kind)|\(description)"
        default: description
        }
    }

    package var reportIndexPath: IndexPath? {
        switch self {
        case .nilCellModel(let indexPath), .nilSupplementaryModel(_, let indexPath),
            .noCellMappingFound(_, let indexPath), .noSupplementaryMappingFound(_, _, let indexPath):
            indexPath
        default: nil
        }
    }

    /// The case's name, as in ``description``.
    var caseName: String {
        let name = description.dropFirst("CollectionViewManagerAnomaly.".count)
        return String(name.prefix { $0 != "(" })
    }
}

/// Receives the anomalies of a `CollectionViewManager` (DTCollectionViewManager's name): a
/// `ReportingAnomalyHandler` of ``CollectionViewManagerAnomaly``.
public typealias CollectionViewManagerAnomalyHandler = ReportingAnomalyHandler<CollectionViewManagerAnomaly>
