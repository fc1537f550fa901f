import Foundation

/// A misuse of `CollectionViewManager` that is reported to its anomaly handler instead of crashing.
///
/// Messages keep DTCollectionViewManager's wording with the module's names: `[CollectionManager]` for
/// `[DTCollectionViewManager]`, `CollectionView` for `UICollectionView`, `CollectionReusableView` for
/// `UICollectionReusableView`.
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

    /// The message a developer sees.
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
            "❗️[CollectionManager] Reuse identifier of CollectionViewCell: \(cellIdentifier) does not match reuseIdentifier used to register with CollectionView: \(mappingIdentifier). \n"
                + "If you are using XIB, please remove reuseIdentifier from XIB file, or change it to name of CollectionViewCell subclass. \n"
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
            Reasoning behind it is the fact that for some events views have not yet been created (for example: func collectionView(_:layout:sizeForItemAt:)).
            Because they are not created yet, this event cannot be called with cell/view object, and even its type is unknown at this point, as the mapping resolution will happen later.

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
            "❗️[CollectionManager] Attempted to register \(viewClass) for \(Self.viewsDescription(viewType)) with an empty reuseIdentifier, but CollectionView cannot dequeue a view with an empty reuseIdentifier, so the mapping was not registered. Do not set reuseIdentifier in the mapping closure to use the class name, \(viewClass), or set a non-empty reuseIdentifier."
        case .memoryStorageUnavailable(let storageType):
            "❗️[CollectionManager] memoryStorage was read, but the manager's storage is \(storageType), not a MemoryStorage. The MemoryStorage returned is not connected to the collection view, so changes made to it are never displayed. Change the contents through the storage itself (for a CollectionViewDiffableDataSource, apply a snapshot with apply(_:animatingDifferences:completion:)), or set manager.storage = MemoryStorage() to display a MemoryStorage."
        case .ownerDeclaresNoImplementedMethods(let ownerType, let protocols):
            "⚠️[CollectionManager] \(ownerType) conforms to \(protocols.joined(separator: ", ")), but declares none of the methods it implements, so the manager never calls them. Without an Objective-C runtime the manager cannot find them by name: list them in one line, for example `let implementedDelegateMethods: Set<CollectionViewSelector> = [.didSelectItem]`, or remove the conformance."
        case .ownerOutlivesCollectionView(let ownerType):
            "⚠️[CollectionManager] The collection view of \(ownerType) was deallocated, but \(ownerType) and its manager are still alive. If \(ownerType) should have gone away with its view, a closure its manager keeps captures it strongly: the manager lives as long as its owner, so that closure keeps both alive for good. Capture the owner weakly in the manager's closures, for example `manager.didSelect(PostCell.self) { [weak self] cell, post, indexPath in self?.open(post) }`. See the Memory guide."
        }
    }

    /// A short form for logs and analytics: the case name and its arguments.
    public var description: String {
        let prefix = "CollectionViewManagerAnomaly."
        return switch self {
        case .nilCellModel(let indexPath): "\(prefix)nilCellModel(\(indexPath))"
        case .nilSupplementaryModel(let kind, let indexPath): "\(prefix)nilSupplementaryModel(\(kind), \(indexPath))"
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
        case .memoryStorageUnavailable(let storageType): "\(prefix)memoryStorageUnavailable(\(storageType))"
        case .ownerDeclaresNoImplementedMethods(let ownerType, let protocols):
            "\(prefix)ownerDeclaresNoImplementedMethods(\(ownerType), \(protocols.joined(separator: ", ")))"
        case .ownerOutlivesCollectionView(let ownerType): "\(prefix)ownerOutlivesCollectionView(\(ownerType))"
        }
    }

    /// `"cells"`, or `"supplementary views of kind <kind>"`.
    private static func viewsDescription(_ viewType: ViewType) -> String {
        switch viewType {
        case .cell: "cells"
        case .supplementaryView(let kind): "supplementary views of kind \(kind)"
        }
    }
}

/// Receives the anomalies of a `CollectionViewManager`.
///
/// By default it prints each anomaly's `debugDescription` in debug builds and does nothing in release builds. Replace
/// ``anomalyAction`` to send one handler's anomalies elsewhere, for example to a test, or ``defaultAction`` to change
/// what every handler created afterwards does.
///
/// Handlers are reference types used from one isolation domain; they are not `Sendable`.
public final class CollectionViewManagerAnomalyHandler: AnomalyHandler {
    /// The action every new handler starts with; unless replaced, it prints the anomaly in debug builds only.
    ///
    /// Assign another closure to change, for the whole process, what handlers created afterwards do, for example to
    /// send every anomaly to a logger or to fail a test. Handlers that already exist keep the action they started
    /// with. Reads and writes are serialised by a lock, so any thread may replace it; the closure is `@Sendable`
    /// because it may be read and called from any isolation domain. A test that replaces it should restore the
    /// previous value when it ends.
    public static var defaultAction: @Sendable (CollectionViewManagerAnomaly) -> Void {
        get { defaultActionStorage.value }
        set { defaultActionStorage.value = newValue }
    }

    private static let defaultActionStorage = DefaultAnomalyAction<CollectionViewManagerAnomaly>(
        printAnomalyInDebugBuilds)

    /// The closure called for every reported anomaly.
    public var anomalyAction: (CollectionViewManagerAnomaly) -> Void

    /// Creates a handler with ``defaultAction``.
    public init() {
        anomalyAction = Self.defaultAction
    }
}

@available(*, unavailable)
extension CollectionViewManagerAnomalyHandler: Sendable {}
