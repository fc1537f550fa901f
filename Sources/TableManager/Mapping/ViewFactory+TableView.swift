import Foundation

extension MappingVocabulary {
    /// The table manager's words: its cell and header-footer classes and its `register` calls.
    static let tableView = MappingVocabulary(
        baseClass: { kind in kind == nil ? "TableViewCell" : "TableViewHeaderFooterView" },
        registration: { viewName, kind in "manager.\(TableViewManager.registrationMethod(kind))(\(viewName).self)" },
        registrationForModel: { viewClass, typeName, kind in
            let view = kind == nil ? "cell, model, indexPath" : "view, model, section"
            return "manager.\(TableViewManager.registrationMethod(kind))(\(viewClass).self, for: \(typeName).self) "
                + "{ \(view) in ... }"
        },
        kindMappingsName: { kind in kind == DTTableViewElementSectionHeader ? "header mappings" : "footer mappings" },
        shownInstead: { kind in kind == nil ? "An empty cell is shown." : "The section shows no view." }
    )
}

extension TableViewManager {
    /// `register`, `registerHeader` or `registerFooter`, for mappings of `kind` (nil for cells).
    static func registrationMethod(_ kind: String?) -> String {
        switch kind {
        case nil: "register"
        case DTTableViewElementSectionHeader?: "registerHeader"
        default: "registerFooter"
        }
    }
}

extension ViewRegistrar {
    /// Registers mappings with `tableView`, held weakly: cells by cell reuse identifier; header and footer views by
    /// header-footer reuse identifier, only when they are `TableViewHeaderFooterView`s (other views are loaded from
    /// their nibs each time, never recycled).
    static func tableView(_ tableView: any TableView) -> ViewRegistrar {
        ViewRegistrar(
            register: { [weak tableView] mapping, nib in
                guard let tableView else { return }
                switch mapping.viewType {
                case .cell:
                    if let nib {
                        tableView.register(nib, forCellReuseIdentifier: mapping.reuseIdentifier)
                    } else if let cellClass = mapping.viewClass as? TableViewCell.Type {
                        tableView.register(cellClass, forCellReuseIdentifier: mapping.reuseIdentifier)
                    }
                case .supplementaryView:
                    guard let viewClass = mapping.viewClass as? TableViewHeaderFooterView.Type else { return }
                    if let nib {
                        tableView.register(nib, forHeaderFooterViewReuseIdentifier: mapping.reuseIdentifier)
                    } else {
                        tableView.register(viewClass, forHeaderFooterViewReuseIdentifier: mapping.reuseIdentifier)
                    }
                }
            },
            unregister: { [weak tableView] viewType, reuseIdentifier in
                switch viewType {
                case .cell:
                    tableView?.register(nil as TableViewCell.Type?, forCellReuseIdentifier: reuseIdentifier)
                case .supplementaryView:
                    tableView?.register(
                        nil as TableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier: reuseIdentifier)
                }
            })
    }
}

extension TableViewManagerAnomaly {
    /// The table manager's anomaly for a problem its registry found.
    init(_ problem: MappingProblem) {
        switch problem {
        case .emptyReuseIdentifier(let viewClass, let viewType):
            self = .emptyReuseIdentifier(viewClass: viewClass, viewType: viewType)
        case .emptyXibFile(let xibName, let expected, _):
            self = .emptyXibFile(xibName: xibName, expectedViewClass: expected)
        case .differentViewClass(let xibName, let found, let expected, .cell):
            self = .differentCellClass(xibName: xibName, cellClass: found, expectedCellClass: expected)
        case .differentViewClass(let xibName, let found, let expected, .supplementaryView):
            self = .differentHeaderFooterClass(xibName: xibName, viewClass: found, expectedViewClass: expected)
        case .differentReuseIdentifier(let mappingIdentifier, let viewIdentifier, _):
            self = .differentCellReuseIdentifier(
                mappingReuseIdentifier: mappingIdentifier, cellReuseIdentifier: viewIdentifier)
        case .noMapping(let description, nil, let indexPath):
            self = .noCellMappingFound(modelDescription: description, indexPath: indexPath)
        case .noMapping(let description, _?, let indexPath):
            self = .noHeaderFooterMappingFound(modelDescription: description, indexPath: indexPath)
        case .mappingRegisteredAfterLayout(let viewClass, let modelType):
            self = .mappingRegisteredAfterLayout(viewClass: viewClass, modelType: modelType)
        }
    }
}
