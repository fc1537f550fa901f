import Foundation

/// A misuse of `TableViewManager` that is reported to its anomaly handler instead of crashing.
///
/// The cases and their arguments are DTTableViewManager's, and so is each message (``debugDescription``), which says
/// what happened; ``recoverySuggestion`` says how to fix it. What a person sees is an `AnomalyReport`, which prints
/// both and groups the repeats of one mistake.
public enum TableViewManagerAnomaly: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The table view asked for a cell where the storage has no model (or a `nil` one).
    case nilCellModel(IndexPath)
    /// The table view asked for the header view of a section that should show one but has no header model.
    case nilHeaderModel(Int)
    /// The table view asked for the footer view of a section that should show one but has no footer model.
    case nilFooterModel(Int)
    /// No cell mapping accepts the model at the index path.
    case noCellMappingFound(modelDescription: String, indexPath: IndexPath)
    /// No header (or footer) mapping accepts the model of the section; the index path is `[section, 0]`.
    case noHeaderFooterMappingFound(modelDescription: String, indexPath: IndexPath)
    /// A cell's nib declares a reuse identifier other than its mapping's.
    case differentCellReuseIdentifier(mappingReuseIdentifier: String, cellReuseIdentifier: String)
    /// A cell's nib holds a view of another class.
    case differentCellClass(xibName: String, cellClass: String, expectedCellClass: String)
    /// A header or footer view's nib holds a view of another class.
    case differentHeaderFooterClass(xibName: String, viewClass: String, expectedViewClass: String)
    /// A nib holds no views.
    case emptyXibFile(xibName: String, expectedViewClass: String)
    /// A model-typed event was registered with a view class as its model type.
    case modelEventCalledWithCellClass(modelType: String, methodName: String, subclassOf: String)
    /// A view event was registered for a view class that no mapping uses.
    case unusedEventDetected(viewType: String, methodName: String)
    /// A manager-level event was registered before any compatible mapping exists; the event is dropped.
    case eventRegistrationForUnregisteredMapping(viewClass: String, signature: String)
    /// A mapping was registered with an empty reuse identifier, which no table view can dequeue; the mapping was not
    /// registered. Not in DTTableViewManager.
    case emptyReuseIdentifier(viewClass: String, viewType: ViewType)
    /// A mapping was registered for models the table view had already shown without a mapping: their rows stay
    /// placeholders until the view reloads. Not in DTTableViewManager.
    case mappingRegisteredAfterLayout(viewClass: String, modelType: String)
    /// `memoryStorage` was read while the manager's storage is of another type; a `MemoryStorage` that is not connected
    /// to the table view was returned (DTTableViewManager stops at an assertion).
    case memoryStorageUnavailable(storageType: String)
    /// The manager's owner conforms to `TableViewDataSource` or `TableViewDelegate` but lists none of their methods in
    /// `implementedDelegateMethods` (nor answers `true` for one in `responds(to:)`), so the manager never calls the
    /// methods it implements. Reported when the manager starts managing. Not in DTTableViewManager.
    case ownerDeclaresNoImplementedMethods(ownerType: String, protocols: [String])
    /// A public call of the manager (`call`, such as `TableViewManager.register(_:mapping:handler:)`), of its updater,
    /// or of one of its data-source and delegate objects, was made off the main queue while the manager manages a
    /// table view created there; it was not applied. `thread` names the thread it came from (`Thread: <name>, number
    /// <n>`). Reported at once, from that thread. Not in DTTableViewManager.
    case wrongThread(call: String, thread: String)
    /// A `VirtualTableView` the manager managed was deallocated while the manager's owner, of type `ownerType`, is
    /// still alive and has no table view: the manager outlives its owner's table view. The usual cause is a closure the
    /// manager keeps (an event, the updater's `didUpdateContent`, a storage provider) that captures the owner strongly,
    /// so that the owner never goes away. Reported in debug builds only, when the view is deallocated; an owner that
    /// holds its view strongly cannot lose it while it lives, so only owners whose view is held elsewhere (a weak
    /// outlet) are caught. Not in DTTableViewManager.
    case ownerOutlivesTableView(ownerType: String)

    /// What happened, in DTTableViewManager's words for the anomalies it has.
    ///
    /// DT's text is kept character for character, with these renames: `[DTTableViewManager]` becomes
    /// `[TableManager]`, and UIKit's class names become this module's (`UITableView` → `TableView`, `UITableViewCell` →
    /// `TableViewCell`). The anomalies this library adds are written in the same style. How to fix it is
    /// ``recoverySuggestion``; a report prints both.
    public var debugDescription: String {
        switch self {
        case .nilCellModel(let indexPath):
            "❗️[TableManager] TableView requested a cell at \(indexPath), however the model at that indexPath was nil."
        case .nilHeaderModel(let section):
            "⚠️[TableManager] TableView requested a header view at section \(section), however the model was nil."
        case .nilFooterModel(let section):
            "⚠️[TableManager] TableView requested a footer view at section \(section), however the model was nil."
        case .noCellMappingFound(let description, let indexPath):
            "❗️[TableManager] TableView requested a cell for model at \(indexPath), but view model mapping for it was not found, model description: \(description)"
        case .noHeaderFooterMappingFound(let description, let indexPath):
            "❗️[TableManager] TableView requested a header/footer view for model at \(indexPath), but view model mapping for it was not found, model description: \(description)"
        case .differentCellReuseIdentifier(let mappingIdentifier, let cellIdentifier):
            "❗️[TableManager] Reuse identifier specified in InterfaceBuilder: \(cellIdentifier) does not match reuseIdentifier used to register with TableView: \(mappingIdentifier). \n"
                + "If you are using XIB, please remove reuseIdentifier from XIB file, or change it to name of TableViewCell subclass. If you are using Storyboards, please change TableViewCell identifier to name of the class. \n"
                + "If you need different reuseIdentifier for any reason, you can change reuseIdentifier when registering mapping."
        case .differentCellClass(let xibName, let cellClass, let expected):
            "⚠️[TableManager] Attempted to register xib \(xibName), but view found in a xib was of type \(cellClass), while expected type is \(expected). This can prevent cells from being updated with models and react to events."
        case .differentHeaderFooterClass(let xibName, let viewClass, let expected):
            "⚠️[TableManager] Attempted to register xib \(xibName), but view found in a xib was of type \(viewClass), while expected type is \(expected). This can prevent headers/footers from being updated with models and react to events."
        case .emptyXibFile(let xibName, let expected):
            "⚠️[TableManager] Attempted to register xib \(xibName) for \(expected), but this xib does not contain any views."
        case .modelEventCalledWithCellClass(let modelType, let methodName, let subclassOf):
            Self.modelEventText(modelType: modelType, methodName: methodName, subclassOf: subclassOf)
        case .unusedEventDetected(let viewType, let methodName):
            "⚠️[TableManager] \(methodName) event registered for \(viewType), but there were no view mappings registered for \(viewType) type. This event will never be called."
        case .eventRegistrationForUnregisteredMapping(let viewClass, let signature):
            "⚠️[TableManager] While registering event reaction for \(signature), no view mapping was found for view: \(viewClass)"
        case .emptyReuseIdentifier(let viewClass, let viewType):
            "❗️[TableManager] Attempted to register \(viewClass) for \(Self.viewsDescription(viewType)) with an empty reuse identifier, which TableView cannot dequeue. The mapping was not registered."
        case .mappingRegisteredAfterLayout(let viewClass, let modelType):
            "❗️[TableManager] \(viewClass) was registered for \(modelType) after TableView showed \(modelType) models without a mapping. Their rows stay placeholders until TableView reloads."
        case .memoryStorageUnavailable(let storageType):
            "❗️[TableManager] manager.memoryStorage was read, but the manager's storage is \(storageType), not a MemoryStorage. The MemoryStorage returned is not connected to TableView, and changes made to it are never displayed."
        case .ownerDeclaresNoImplementedMethods(let ownerType, let protocols):
            "⚠️[TableManager] \(ownerType) conforms to \(protocols.joined(separator: ", ")), but declares none of the methods it implements, so the manager never calls them."
        case .wrongThread(let call, let thread):
            "⚠️[TableManager] Manager API called off the main queue while it manages a table view on the main queue: \(call)\n\(thread)"
        case .ownerOutlivesTableView(let ownerType):
            "⚠️[TableManager] TableView of \(ownerType) was deallocated, but \(ownerType) and its manager are still alive."
        }
    }

    /// DTTableViewManager's text for ``modelEventCalledWithCellClass(modelType:methodName:subclassOf:)``: every line is
    /// indented by four spaces, as DT's multi-line literal leaves them, and the blank line of the example holds twelve.
    private static func modelEventText(modelType: String, methodName: String, subclassOf: String) -> String {
        let lines = [
            "⚠️[TableManager] Event \(methodName) registered with model type, that happens to be a subclass of \(subclassOf): \(modelType).",
            "",
            "This is likely not what you want, because this event expects to receive model type used for current indexPath instead of cell/view.",
            "Reasoning behind it is the fact that for some events views have not yet been created(for example: tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath)).",
            "Because they are not created yet, this event cannot be called with cell/view object, and even it's type is unknown at this point, as the mapping resolution will happen later.",
            "",
            "Most likely you need to use model type, that will be passed to this cell/view through ModelTransfer protocol.",
            "For example, for height of cell that expects to receive model Int, event would look like so:",
            "        ",
            "    manager.heightForCell(withItem: Int.self) { model, indexPath in",
            "        return 44",
            "    }",
        ]
        return lines.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }

    /// How to fix the mistake: the call to make instead, with an example where one helps.
    ///
    /// The manager's reports may carry a fuller suggestion for the occurrence (`AnomalyReport.recoverySuggestion`):
    /// for a model without a mapping, it names the model's type and the mappings that are registered.
    public var recoverySuggestion: String {
        switch self {
        case .nilCellModel:
            "An empty cell is shown. The table's counts no longer match the storage: change the storage through its "
                + "methods (manager.memoryStorage.setItems(_:), addItem(_:), removeItem(_:)) instead of changing the "
                + "models it was given, and do not store nil models."
        case .nilHeaderModel:
            "No header is shown. Give every section a header model, for example "
                + "manager.memoryStorage.setSectionHeaderModels([\"Today\", \"Yesterday\"]), or hide the headers of "
                + "empty sections: manager.configuration.displayHeaderOnEmptySection = false."
        case .nilFooterModel:
            "No footer is shown. Give every section a footer model, for example "
                + "manager.memoryStorage.setSectionFooterModels([\"3 posts\"]), or hide the footers of empty sections: "
                + "manager.configuration.displayFooterOnEmptySection = false."
        case .noCellMappingFound:
            """
            An empty cell is shown. Register a cell whose ModelTransfer.ModelType is the model's type, before the \
            table first loads its rows (before setting items):

                final class PostCell: TableViewCell, ModelTransfer {
                    func update(with model: Post) { ... }
                }
                manager.register(PostCell.self)
            """
        case .noHeaderFooterMappingFound:
            """
            The section shows no view. Register a view whose ModelTransfer.ModelType is the model's type, or show \
            String models as titles (manager.configuration.sectionHeaderStyle = .title):

                final class TitleView: TableViewHeaderFooterView, ModelTransfer {
                    func update(with model: String) { ... }
                }
                manager.registerHeader(TitleView.self)
            """
        case .differentCellReuseIdentifier(_, let cellIdentifier):
            "Remove the reuse identifier from the cell's nib, or register the mapping with the same one: "
                + "manager.register(PostCell.self) { $0.reuseIdentifier = \"\(cellIdentifier)\" }."
        case .differentCellClass(_, _, let expected):
            AnomalySuggestion.differentViewClass(expected: expected, method: "register")
        case .differentHeaderFooterClass(_, _, let expected):
            AnomalySuggestion.differentViewClass(expected: expected, method: "registerHeader")
        case .emptyXibFile(_, let expected): AnomalySuggestion.emptyXibFile(expected: expected)
        case .modelEventCalledWithCellClass(_, let methodName, _):
            AnomalySuggestion.modelEventCalledWithCellClass(methodName: methodName)
        case .unusedEventDetected(let viewType, let methodName):
            AnomalySuggestion.unusedEventDetected(viewType: viewType, methodName: methodName)
        case .eventRegistrationForUnregisteredMapping(let viewClass, _):
            AnomalySuggestion.eventRegistrationForUnregisteredMapping(viewClass: viewClass)
        case .emptyReuseIdentifier(let viewClass, _): AnomalySuggestion.emptyReuseIdentifier(viewClass: viewClass)
        case .mappingRegisteredAfterLayout(let viewClass, _):
            AnomalySuggestion.mappingRegisteredAfterLayout(viewClass: viewClass, reload: "tableView.reloadData()")
        case .memoryStorageUnavailable:
            "Change the contents through the storage itself, or display a MemoryStorage: "
                + "manager.storage = MemoryStorage()."
        case .ownerDeclaresNoImplementedMethods:
            "Without an Objective-C runtime the manager cannot find the methods by name: list them in one line, for "
                + "example `let implementedDelegateMethods: Set<TableViewSelector> = [.didSelectRow]`, or answer "
                + "true for them in responds(to:), or remove the conformance."
        case .wrongThread: AnomalySuggestion.wrongThread
        case .ownerOutlivesTableView(let ownerType): AnomalySuggestion.ownerOutlivesView(ownerType: ownerType)
        }
    }

    /// A short form for logs and analytics: the case name and its arguments, as DTTableViewManager writes them.
    public var description: String {
        "TableViewManagerAnomaly." + caseName + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// The case's name, as in ``description``.
    var caseName: String {
        switch self {
        case .nilCellModel: "nilCellModel"
        case .nilHeaderModel: "nilHeaderModel"
        case .nilFooterModel: "nilFooterModel"
        case .noCellMappingFound: "noCellMappingFound"
        case .noHeaderFooterMappingFound: "noHeaderFooterMappingFound"
        case .differentCellReuseIdentifier: "differentCellReuseIdentifier"
        case .differentCellClass: "differentCellClass"
        case .differentHeaderFooterClass: "differentHeaderFooterClass"
        case .emptyXibFile: "emptyXibFile"
        case .modelEventCalledWithCellClass: "modelEventCalledWithCellClass"
        case .unusedEventDetected: "unusedEventDetected"
        case .eventRegistrationForUnregisteredMapping: "eventRegistrationForUnregisteredMapping"
        case .emptyReuseIdentifier: "emptyReuseIdentifier"
        case .mappingRegisteredAfterLayout: "mappingRegisteredAfterLayout"
        case .memoryStorageUnavailable: "memoryStorageUnavailable"
        case .ownerDeclaresNoImplementedMethods: "ownerDeclaresNoImplementedMethods"
        case .wrongThread: "wrongThread"
        case .ownerOutlivesTableView: "ownerOutlivesTableView"
        }
    }

    /// The case's arguments as ``description`` lists them.
    private var arguments: [String] {
        switch self {
        case .nilCellModel(let indexPath): ["\(indexPath)"]
        case .nilHeaderModel(let section), .nilFooterModel(let section): ["\(section)"]
        case .noCellMappingFound(let description, let indexPath),
            .noHeaderFooterMappingFound(let description, let indexPath):
            [description, "\(indexPath)"]
        case .differentCellReuseIdentifier(let first, let second), .unusedEventDetected(let first, let second),
            .eventRegistrationForUnregisteredMapping(let first, let second), .emptyXibFile(let first, let second),
            .mappingRegisteredAfterLayout(let first, let second):
            [first, second]
        case .differentCellClass(let first, let second, let third),
            .differentHeaderFooterClass(let first, let second, let third),
            .modelEventCalledWithCellClass(let first, let second, let third):
            [first, second, third]
        case .emptyReuseIdentifier(let viewClass, let viewType): [viewClass, "\(viewType)"]
        case .memoryStorageUnavailable(let typeName), .ownerOutlivesTableView(let typeName): [typeName]
        case .ownerDeclaresNoImplementedMethods(let ownerType, let protocols): [ownerType] + protocols
        case .wrongThread(let call, let thread): [call, thread]
        }
    }

    /// `"cells"`, `"headers"` or `"footers"`.
    private static func viewsDescription(_ viewType: ViewType) -> String {
        switch viewType {
        case .cell: "cells"
        case .supplementaryView(DTTableViewElementSectionHeader): "headers"
        case .supplementaryView: "footers"
        }
    }
}

extension TableViewManagerAnomaly: ReportableAnomaly {
    /// How reports group these anomalies, and the defaults of their handlers; for the library's own use.
    public static let reportingTraits = AnomalyReportingTraits<Self>(
        key: { $0.reportKey }, indexPath: { $0.reportIndexPath },
        isReportedAtOnce: { if case .wrongThread = $0 { true } else { false } })

    /// The mistake: the case and its arguments, without the index path.
    package var reportKey: String {
        switch self {
        case .nilCellModel: "nilCellModel"
        case .noCellMappingFound(let description, _): "noCellMappingFound|\(description)"
        case .noHeaderFooterMappingFound(let description, _): "noHeaderFooterMappingFound|\(description)"
        default: description
        }
    }

    /// The index path the anomaly happened at, if it has one.
    package var reportIndexPath: IndexPath? {
        switch self {
        case .nilCellModel(let indexPath), .noCellMappingFound(_, let indexPath),
            .noHeaderFooterMappingFound(_, let indexPath):
            indexPath
        default: nil
        }
    }
}

/// Receives the anomalies of a `TableViewManager` (DTTableViewManager's name): a `ReportingAnomalyHandler` of
/// ``TableViewManagerAnomaly``.
public typealias TableViewManagerAnomalyHandler = ReportingAnomalyHandler<TableViewManagerAnomaly>
