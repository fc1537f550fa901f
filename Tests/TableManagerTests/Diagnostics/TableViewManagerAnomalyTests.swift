import TableManager
import XCTest

/// DTTableViewManager's anomaly texts, with the module's names, and the short descriptions.
final class TableViewManagerAnomalyTests: XCTestCase {
    func testDebugDescription_registrationAnomalies_areDTsTexts() {
        XCTAssertEqual(
            TableViewManagerAnomaly.differentCellReuseIdentifier(
                mappingReuseIdentifier: "WrongReuseIdentifierCell", cellReuseIdentifier: "Foo"
            ).debugDescription,
            "❗️[TableManager] Reuse identifier specified in InterfaceBuilder: Foo does not match reuseIdentifier used to "
                + "register with TableView: WrongReuseIdentifierCell. \nIf you are using XIB, please remove "
                + "reuseIdentifier from XIB file, or change it to name of TableViewCell subclass. If you are using "
                + "Storyboards, please change TableViewCell identifier to name of the class. \nIf you need different "
                + "reuseIdentifier for any reason, you can change reuseIdentifier when registering mapping.")
        XCTAssertEqual(
            TableViewManagerAnomaly.differentCellClass(
                xibName: "RandomNibNameCell", cellClass: "BaseTestCell", expectedCellClass: "StringCell"
            ).debugDescription,
            "⚠️[TableManager] Attempted to register xib RandomNibNameCell, but view found in a xib was of type "
                + "BaseTestCell, while expected type is StringCell. This can prevent cells from being updated with "
                + "models and react to events.")
        XCTAssertEqual(
            TableViewManagerAnomaly.differentHeaderFooterClass(
                xibName: "NibView", viewClass: "NibView", expectedViewClass: "ReactingHeaderFooterView"
            ).debugDescription,
            "⚠️[TableManager] Attempted to register xib NibView, but view found in a xib was of type NibView, while "
                + "expected type is ReactingHeaderFooterView. This can prevent headers/footers from being updated with "
                + "models and react to events.")
        XCTAssertEqual(
            TableViewManagerAnomaly.emptyXibFile(xibName: "EmptyXib", expectedViewClass: "StringCell").debugDescription,
            "⚠️[TableManager] Attempted to register xib EmptyXib for StringCell, but this xib does not contain any views."
        )
    }

    func testDebugDescription_modelEventCalledWithCellClass_isIndentedByFourSpaces() {
        let anomaly = TableViewManagerAnomaly.modelEventCalledWithCellClass(
            modelType: "NibCell", methodName: "canEditCell(withItem:_:)", subclassOf: "TableViewCell")
        XCTAssertEqual(
            anomaly.debugDescription,
            "    ⚠️[TableManager] Event canEditCell(withItem:_:) registered with model type, that happens to be a "
                + "subclass of TableViewCell: NibCell.\n\n    This is likely not what you want, because this event "
                + "expects to receive model type used for current indexPath instead of cell/view.\n    Reasoning "
                + "behind it is the fact that for some events views have not yet been created(for example: "
                + "tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath)).\n    Because they are not "
                + "created yet, this event cannot be called with cell/view object, and even it's type is unknown at "
                + "this point, as the mapping resolution will happen later.\n\n    Most likely you need to use model "
                + "type, that will be passed to this cell/view through ModelTransfer protocol.\n    For example, for "
                + "height of cell that expects to receive model Int, event would look like so:\n            \n        "
                + "manager.heightForCell(withItem: Int.self) { model, indexPath in\n            return 44\n        }")
    }

    func testDescription_isTheCaseAndItsArguments() {
        XCTAssertEqual(
            TableViewManagerAnomaly.nilCellModel(IndexPath(row: 0, section: 0)).description,
            "TableViewManagerAnomaly.nilCellModel([0, 0])")
        XCTAssertEqual(
            TableViewManagerAnomaly.nilHeaderModel(0).description, "TableViewManagerAnomaly.nilHeaderModel(0)")
        XCTAssertEqual(
            TableViewManagerAnomaly.noCellMappingFound(modelDescription: "3", indexPath: IndexPath(row: 0, section: 0))
                .description,
            "TableViewManagerAnomaly.noCellMappingFound(3, [0, 0])")
        XCTAssertEqual(
            TableViewManagerAnomaly.eventRegistrationForUnregisteredMapping(viewClass: "StringCell", signature: "sig")
                .description,
            "TableViewManagerAnomaly.eventRegistrationForUnregisteredMapping(StringCell, sig)")
        XCTAssertEqual(
            TableViewManagerAnomaly.modelEventCalledWithCellClass(modelType: "A", methodName: "b", subclassOf: "C")
                .description,
            "TableViewManagerAnomaly.modelEventCalledWithCellClass(A, b, C)")
    }

    func testRecoverySuggestion_namesTheFix() {
        XCTAssertEqual(
            TableViewManagerAnomaly.nilHeaderModel(0).recoverySuggestion,
            "No header is shown. Give every section a header model, for example "
                + "manager.memoryStorage.setSectionHeaderModels([\"Today\", \"Yesterday\"]), or hide the headers of "
                + "empty sections: manager.configuration.displayHeaderOnEmptySection = false.")
        XCTAssertEqual(
            TableViewManagerAnomaly.emptyXibFile(xibName: "EmptyXib", expectedViewClass: "StringCell")
                .recoverySuggestion,
            "Add the view to the nib in manager.nibCatalog, or build StringCell in code: "
                + "manager.register(StringCell.self) { $0.xibName = nil }.")
    }

    @MainActor
    func testNoCellMapping_report_suggestsATableRegistration() async {
        let screen = TableScreen()
        var reports: [AnomalyReport<TableViewManagerAnomaly>] = []
        let handler = screen.manager.anomalyHandler
        handler.anomalyAction = handler.makeReportingAction { reports.append($0) }
        screen.manager.register(IntCell.self)
        screen.manager.memoryStorage.setItems(["text"])
        _ = screen.dataSource.tableView(screen.tableView, cellForRowAt: ip(0, 0))
        XCTAssertEqual(
            reports.map(\.message),
            [
                """
                ❗️[TableManager] TableView requested a cell for model at [0, 0], but view model mapping for it was not found, model description: text
                How to fix it: An empty cell is shown. The model is of type String. Registered cell mappings: IntCell for Int.
                Register a cell for String before the view first lays out (before setting items):

                    final class StringCell: TableViewCell, ModelTransfer {
                        func update(with model: String) { ... }
                    }
                    manager.register(StringCell.self)
                """
            ])
    }
}

/// The suggestions for models without a mapping, worded for tables.
final class NoMappingSuggestionTests: XCTestCase {
    @MainActor
    func testNoHeaderMapping_report_suggestsAHeaderRegistration() async {
        let screen = TableScreen()
        var reports: [AnomalyReport<TableViewManagerAnomaly>] = []
        let handler = screen.manager.anomalyHandler
        handler.anomalyAction = handler.makeReportingAction { reports.append($0) }
        screen.manager.configuration.sectionHeaderStyle = .view
        screen.manager.memoryStorage.setSectionHeaderModels([5])
        _ = screen.delegate.tableView(screen.tableView, viewForHeaderInSection: 0)
        XCTAssertEqual(
            reports.first?.recoverySuggestion,
            """
            The section shows no view. The model is of type Int. Registered header mappings: none.
            Register a view for Int before the view first lays out (before setting items):

                final class IntHeader: TableViewHeaderFooterView, ModelTransfer {
                    func update(with model: Int) { ... }
                }
                manager.registerHeader(IntHeader.self)
            """)
    }

    @MainActor
    func testNoCellMapping_closeMatch_suggestsAnExplicitModelRegistration() async {
        let screen = TableScreen()
        var reports: [AnomalyReport<TableViewManagerAnomaly>] = []
        let handler = screen.manager.anomalyHandler
        handler.anomalyAction = handler.makeReportingAction { reports.append($0) }
        screen.manager.register(IntCell.self)
        screen.manager.memoryStorage.setItems([Int32(3)])
        _ = screen.dataSource.tableView(screen.tableView, cellForRowAt: ip(0, 0))
        XCTAssertEqual(
            reports.first?.recoverySuggestion.components(separatedBy: "\n").last,
            "    manager.register(IntCell.self, for: Int32.self) { cell, model, indexPath in ... }")
    }
}
