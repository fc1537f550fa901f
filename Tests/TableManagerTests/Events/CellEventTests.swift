import TableManager
import XCTest

/// The cell events of the delegate, each registered on the manager and on the mapping.
final class CellEventTests: XCTestCase {
    @MainActor
    func testDidSelect_manager_runsWithTheLiveCellThenTheOwner() async {
        let screen = ImplementingScreen()
        screen.implementedDelegateMethods = [.didSelectRow]
        screen.manager.register(IntCell.self)
        var log: [String] = []
        screen.manager.didSelect(IntCell.self) { cell, model, indexPath in
            log.append("didSelect \(model) \(indexPath) \(cell.model ?? -1)")
        }
        screen.manager.memoryStorage.setItems([1, 2])
        screen.tableView.layoutIfNeeded()
        _ = screen.tableView.tapRow(at: ip(1, 0))
        XCTAssertEqual(log, ["didSelect 2 [0, 1] 2"])
        XCTAssertEqual(screen.log, ["owner didSelect [0, 1]"])
    }

    @MainActor
    func testDidSelect_mapping_runs() async {
        var log: [IndexPath] = []
        let screen = loadedScreen {
            $0.register(IntCell.self) { $0.didSelect { _, _, indexPath in log.append(indexPath) } }
        }
        screen.delegate.tableView(screen.tableView, didSelectRowAt: ip(0, 0))
        XCTAssertEqual(log, [ip(0, 0)])
    }

    @MainActor
    func testWillSelect_managerAndMapping_answerAndNilWithoutALiveCell() async {
        let screen = loadedScreen()
        screen.manager.willSelect(IntCell.self) { _, _, _ in ip(10, 10) }
        XCTAssertEqual(screen.delegate.tableView(screen.tableView, willSelectRowAt: ip(0, 0)), ip(10, 10))
        let mapped = loadedScreen { $0.register(IntCell.self) { $0.willSelect { _, _, _ in ip(5, 5) } } }
        XCTAssertEqual(mapped.delegate.tableView(mapped.tableView, willSelectRowAt: ip(1, 0)), ip(5, 5))
        XCTAssertNil(mapped.delegate.tableView(mapped.tableView, willSelectRowAt: ip(9, 0)))
    }

    @MainActor
    func testWillDeselect_managerAndMapping_answer() async {
        let screen = loadedScreen()
        screen.manager.willDeselect(IntCell.self) { _, model, _ in ip(model, 3) }
        XCTAssertEqual(screen.delegate.tableView(screen.tableView, willDeselectRowAt: ip(1, 0)), ip(2, 3))
        let mapped = loadedScreen { $0.register(IntCell.self) { $0.willDeselect { _, _, _ in nil } } }
        XCTAssertNil(mapped.delegate.tableView(mapped.tableView, willDeselectRowAt: ip(0, 0)))
    }

    @MainActor
    func testDidDeselect_managerAndMapping_run() async {
        var log: [String] = []
        let screen = loadedScreen { manager in
            manager.register(IntCell.self) { $0.didDeselect { _, model, _ in log.append("mapping \(model)") } }
        }
        screen.manager.didDeselect(IntCell.self) { _, model, _ in log.append("manager \(model)") }
        screen.delegate.tableView(screen.tableView, didDeselectRowAt: ip(0, 0))
        XCTAssertEqual(log, ["mapping 1"], "the first reaction registered wins")
    }

    @MainActor
    func testWillDisplayAndDidEndDisplaying_runWithThePassedCell() async {
        var log: [String] = []
        let screen = loadedScreen()
        screen.manager.willDisplay(IntCell.self) { cell, model, _ in log.append("will \(model) \(cell.model!)") }
        screen.manager.didEndDisplaying(IntCell.self) { _, model, _ in log.append("end \(model)") }
        let cell = IntCell(style: .default, reuseIdentifier: nil)
        cell.update(with: 9)
        screen.delegate.tableView(screen.tableView, willDisplay: cell, forRowAt: ip(1, 0))
        screen.delegate.tableView(screen.tableView, didEndDisplaying: cell, forRowAt: ip(0, 0))
        XCTAssertEqual(log, ["will 2 9", "end 1"])
    }

    @MainActor
    func testWillDisplay_mapping_runsDuringLayout() async {
        var log: [Int] = []
        _ = loadedScreen { $0.register(IntCell.self) { $0.willDisplay { _, model, _ in log.append(model) } } }
        XCTAssertEqual(log, [1, 2])
    }

    @MainActor
    func testHeightEvents_managerAndMapping_answerFromTheModel() async {
        let screen = loadedScreen()
        screen.manager.heightForCell(withItem: Int.self) { model, _ in CGFloat(model * 10) }
        screen.manager.estimatedHeightForCell(withItem: Int.self) { _, _ in 42 }
        screen.manager.indentationLevelForCell(withItem: Int.self) { model, _ in model + 1 }
        XCTAssertEqual(screen.delegate.tableView(screen.tableView, heightForRowAt: ip(1, 0)), 20)
        XCTAssertEqual(screen.delegate.tableView(screen.tableView, estimatedHeightForRowAt: ip(1, 0)), 42)
        XCTAssertEqual(screen.delegate.tableView(screen.tableView, indentationLevelForRowAt: ip(1, 0)), 3)
        let mapped = loadedScreen { manager in
            manager.register(IntCell.self) { mapping in
                mapping.heightForCell { _, _ in 55 }
                mapping.estimatedHeightForCell { _, _ in 56 }
                mapping.indentationLevelForCell { _, _ in 4 }
            }
        }
        XCTAssertEqual(mapped.delegate.tableView(mapped.tableView, heightForRowAt: ip(0, 0)), 55)
        XCTAssertEqual(mapped.delegate.tableView(mapped.tableView, estimatedHeightForRowAt: ip(0, 0)), 56)
        XCTAssertEqual(mapped.delegate.tableView(mapped.tableView, indentationLevelForRowAt: ip(0, 0)), 4)
        XCTAssertEqual(loadedScreen().delegate.tableView(mapped.tableView, indentationLevelForRowAt: ip(0, 0)), 0)
    }

    @MainActor
    func testEditingEvents_managerAndMapping() async {
        var log: [String] = []
        let screen = loadedScreen()
        screen.manager.canEditCell(withItem: Int.self) { model, _ in model == 2 }
        screen.manager.editingStyle(forItem: Int.self) { _, _ in .insert }
        screen.manager.commitEditingStyle(for: IntCell.self) { style, _, model, _ in log.append("\(style) \(model)") }
        XCTAssertFalse(screen.dataSource.tableView(screen.tableView, canEditRowAt: ip(0, 0)))
        XCTAssertTrue(screen.dataSource.tableView(screen.tableView, canEditRowAt: ip(1, 0)))
        XCTAssertEqual(screen.delegate.tableView(screen.tableView, editingStyleForRowAt: ip(0, 0)), .insert)
        screen.dataSource.tableView(screen.tableView, commit: .delete, forRowAt: ip(1, 0))
        XCTAssertEqual(log, ["delete 2"])
        let mapped = loadedScreen { manager in
            manager.register(IntCell.self) { mapping in
                mapping.canEditCell { _, _ in true }
                mapping.editingStyle { _, _ in .delete }
                mapping.commitEditingStyle { style, _, _, indexPath in log.append("mapping \(style) \(indexPath)") }
            }
        }
        XCTAssertTrue(mapped.dataSource.tableView(mapped.tableView, canEditRowAt: ip(0, 0)))
        XCTAssertEqual(mapped.delegate.tableView(mapped.tableView, editingStyleForRowAt: ip(0, 0)), .delete)
        mapped.dataSource.tableView(mapped.tableView, commit: .insert, forRowAt: ip(0, 0))
        XCTAssertEqual(log.last, "mapping insert [0, 0]")
    }

    @MainActor
    func testEditingDefaults_withoutEvents() async {
        let screen = loadedScreen()
        XCTAssertFalse(screen.dataSource.tableView(screen.tableView, canEditRowAt: ip(0, 0)))
        XCTAssertEqual(screen.delegate.tableView(screen.tableView, editingStyleForRowAt: ip(0, 0)), .none)
        XCTAssertFalse(screen.dataSource.tableView(screen.tableView, canMoveRowAt: ip(0, 0)))
        XCTAssertEqual(
            screen.delegate.tableView(
                screen.tableView, targetIndexPathForMoveFromRowAt: ip(0, 0), toProposedIndexPath: ip(1, 0)),
            ip(0, 0))
        screen.cell(0)?.shouldIndentWhileEditing = false
        XCTAssertFalse(screen.delegate.tableView(screen.tableView, shouldIndentWhileEditingRowAt: ip(0, 0)))
        XCTAssertTrue(screen.delegate.tableView(screen.tableView, shouldIndentWhileEditingRowAt: ip(1, 0)))
        XCTAssertNil(screen.delegate.tableView(screen.tableView, titleForDeleteConfirmationButtonForRowAt: ip(0, 0)))
    }

    @MainActor
    func testEditingLifecycle_willBeginAndDidEndEditing() async {
        var log: [String] = []
        let screen = loadedScreen { manager in
            manager.register(IntCell.self) { $0.didEndEditing { _, model, _ in log.append("mapping end \(model)") } }
        }
        screen.manager.willBeginEditing(IntCell.self) { _, model, _ in log.append("begin \(model)") }
        screen.manager.titleForDeleteConfirmationButton(in: IntCell.self) { _, model, _ in "Remove \(model)" }
        screen.manager.shouldIndentWhileEditing(IntCell.self) { _, _, _ in false }
        screen.delegate.tableView(screen.tableView, willBeginEditingRowAt: ip(0, 0))
        screen.delegate.tableView(screen.tableView, didEndEditingRowAt: nil)
        screen.delegate.tableView(screen.tableView, didEndEditingRowAt: ip(1, 0))
        XCTAssertEqual(log, ["begin 1", "mapping end 2"])
        XCTAssertEqual(
            screen.delegate.tableView(screen.tableView, titleForDeleteConfirmationButtonForRowAt: ip(1, 0)), "Remove 2")
        XCTAssertFalse(screen.delegate.tableView(screen.tableView, shouldIndentWhileEditingRowAt: ip(1, 0)))
    }

    @MainActor
    func testMoveEvents_runAtTheSourceRowWithTheDestinationFirst() async {
        var log: [String] = []
        let screen = loadedScreen()
        screen.manager.canMove(IntCell.self) { _, model, _ in model == 1 }
        screen.manager.move(IntCell.self) { destination, _, model, source in
            log.append("move \(model) \(source) -> \(destination)")
        }
        screen.manager.targetIndexPathForMove(IntCell.self) { proposed, _, _, _ in ip(proposed.row + 10, 10) }
        XCTAssertTrue(screen.dataSource.tableView(screen.tableView, canMoveRowAt: ip(0, 0)))
        XCTAssertFalse(screen.dataSource.tableView(screen.tableView, canMoveRowAt: ip(1, 0)))
        screen.dataSource.tableView(screen.tableView, moveRowAt: ip(0, 0), to: ip(1, 0))
        XCTAssertEqual(log, ["move 1 [0, 0] -> [0, 1]"])
        XCTAssertEqual(
            screen.delegate.tableView(
                screen.tableView, targetIndexPathForMoveFromRowAt: ip(0, 0), toProposedIndexPath: ip(1, 0)),
            ip(11, 10))
        XCTAssertEqual(screen.manager.memoryStorage.items(inSection: 0) as? [Int], [1, 2], "the storage is untouched")
    }

    @MainActor
    func testMoveEvents_mapping() async {
        var log: [String] = []
        let screen = loadedScreen { manager in
            manager.register(IntCell.self) { mapping in
                mapping.canMove { _, _, _ in true }
                mapping.moveRowTo { destination, _, _, source in log.append("\(source) -> \(destination)") }
                mapping.targetIndexPathForMove { _, _, _, _ in ip(10, 10) }
            }
        }
        XCTAssertTrue(screen.dataSource.tableView(screen.tableView, canMoveRowAt: ip(1, 0)))
        screen.dataSource.tableView(screen.tableView, moveRowAt: ip(1, 0), to: ip(0, 0))
        XCTAssertEqual(log, ["[0, 1] -> [0, 0]"])
        XCTAssertEqual(
            screen.delegate.tableView(
                screen.tableView, targetIndexPathForMoveFromRowAt: ip(1, 0), toProposedIndexPath: ip(0, 0)),
            ip(10, 10))
    }

    @MainActor
    func testHighlightEvents_managerAndMapping() async {
        var log: [String] = []
        let screen = loadedScreen { manager in
            manager.register(IntCell.self) { $0.didUnhighlight { _, model, _ in log.append("unhighlight \(model)") } }
        }
        screen.manager.shouldHighlight(IntCell.self) { _, model, _ in model == 2 }
        screen.manager.didHighlight(IntCell.self) { _, model, _ in log.append("highlight \(model)") }
        XCTAssertFalse(screen.delegate.tableView(screen.tableView, shouldHighlightRowAt: ip(0, 0)))
        XCTAssertTrue(screen.delegate.tableView(screen.tableView, shouldHighlightRowAt: ip(1, 0)))
        screen.delegate.tableView(screen.tableView, didHighlightRowAt: ip(1, 0))
        screen.delegate.tableView(screen.tableView, didUnhighlightRowAt: ip(1, 0))
        XCTAssertEqual(log, ["highlight 2", "unhighlight 2"])
        XCTAssertTrue(loadedScreen().delegate.tableView(screen.tableView, shouldHighlightRowAt: ip(0, 0)))
    }

    @MainActor
    func testSwipeActions_managerAndMapping() async {
        let leading = SwipeActionsConfiguration(actions: [])
        let trailing = SwipeActionsConfiguration(actions: [])
        let screen = loadedScreen()
        screen.manager.leadingSwipeActionsConfiguration(for: IntCell.self) { _, model, _ in
            model == 1 ? leading : nil
        }
        XCTAssertTrue(
            screen.delegate.tableView(screen.tableView, leadingSwipeActionsConfigurationForRowAt: ip(0, 0)) === leading)
        XCTAssertNil(screen.delegate.tableView(screen.tableView, leadingSwipeActionsConfigurationForRowAt: ip(1, 0)))
        XCTAssertNil(screen.delegate.tableView(screen.tableView, trailingSwipeActionsConfigurationForRowAt: ip(0, 0)))
        let mapped = loadedScreen { manager in
            manager.register(IntCell.self) { $0.trailingSwipeActionsConfiguration { _, _, _ in trailing } }
        }
        XCTAssertTrue(
            mapped.delegate.tableView(mapped.tableView, trailingSwipeActionsConfigurationForRowAt: ip(1, 0))
                === trailing)
    }

    @MainActor
    func testAccessoryAndFocusEvents() async {
        var log: [String] = []
        let screen = loadedScreen { manager in
            manager.register(IntCell.self) { $0.canFocus { _, model, _ in model == 2 } }
        }
        screen.manager.accessoryButtonTapped(in: IntCell.self) { _, model, _ in log.append("accessory \(model)") }
        screen.manager.selectionFollowsFocus(for: IntCell.self) { _, _, _ in true }
        screen.delegate.tableView(screen.tableView, accessoryButtonTappedForRowWith: ip(0, 0))
        XCTAssertEqual(log, ["accessory 1"])
        XCTAssertFalse(screen.delegate.tableView(screen.tableView, canFocusRowAt: ip(0, 0)))
        XCTAssertTrue(screen.delegate.tableView(screen.tableView, canFocusRowAt: ip(1, 0)))
        XCTAssertTrue(screen.delegate.tableView(screen.tableView, selectionFollowsFocusForRowAt: ip(0, 0)))
        let plain = loadedScreen()
        plain.tableView.selectionFollowsFocus = true
        XCTAssertTrue(plain.delegate.tableView(plain.tableView, selectionFollowsFocusForRowAt: ip(0, 0)))
        XCTAssertTrue(plain.delegate.tableView(plain.tableView, canFocusRowAt: ip(0, 0)))
    }

    @MainActor
    func testMultipleSelectionEvents() async {
        var log: [String] = []
        let screen = loadedScreen { manager in
            manager.register(IntCell.self) {
                $0.shouldBeginMultipleSelectionInteraction { _, model, _ in model == 1 }
            }
        }
        screen.manager.didBeginMultipleSelectionInteraction(for: IntCell.self) { _, model, _ in
            log.append("begin \(model)")
        }
        screen.manager.didEndMultipleSelectionInteraction { log.append("end") }
        XCTAssertTrue(screen.delegate.tableView(screen.tableView, shouldBeginMultipleSelectionInteractionAt: ip(0, 0)))
        XCTAssertFalse(screen.delegate.tableView(screen.tableView, shouldBeginMultipleSelectionInteractionAt: ip(1, 0)))
        screen.delegate.tableView(screen.tableView, didBeginMultipleSelectionInteractionAt: ip(1, 0))
        screen.delegate.tableViewDidEndMultipleSelectionInteraction(screen.tableView)
        XCTAssertEqual(log, ["begin 2", "end"])
    }

    @MainActor
    func testContextMenuConfiguration_receivesThePoint() async {
        let menu = ContextMenuConfiguration(identifier: "menu")
        let screen = loadedScreen()
        screen.manager.contextMenuConfiguration(for: IntCell.self) { point, _, _, _ in point.x == 5 ? menu : nil }
        XCTAssertEqual(
            screen.delegate.tableView(
                screen.tableView, contextMenuConfigurationForRowAt: ip(0, 0), point: CGPoint(x: 5, y: 0)),
            menu)
        XCTAssertNil(
            screen.delegate.tableView(
                screen.tableView, contextMenuConfigurationForRowAt: ip(0, 0), point: CGPoint(x: 1, y: 0)))
    }

    @MainActor
    func testPrimaryAction_mapping() async {
        var log: [Int] = []
        let screen = loadedScreen { manager in
            manager.register(IntCell.self) { mapping in
                mapping.canPerformPrimaryAction { _, model, _ in model == 2 }
                mapping.performPrimaryAction { _, model, _ in log.append(model) }
            }
        }
        XCTAssertFalse(screen.delegate.tableView(screen.tableView, canPerformPrimaryActionForRowAt: ip(0, 0)))
        XCTAssertTrue(screen.delegate.tableView(screen.tableView, canPerformPrimaryActionForRowAt: ip(1, 0)))
        screen.delegate.tableView(screen.tableView, performPrimaryActionForRowAt: ip(1, 0))
        XCTAssertEqual(log, [2])
    }

    @MainActor
    func testConfigure_runsAfterHandlerAndUpdate() async {
        let screen = TableScreen()
        screen.manager.register(IntCell.self, handler: { cell, _, _ in cell.record("handler") })
        (screen.manager as any DeprecatedConfigurationEvents).configure(IntCell.self) { cell, model, _ in
            cell.record("configure \(model)")
        }
        screen.manager.memoryStorage.setItems([4])
        let cell = screen.dataSource.tableView(screen.tableView, cellForRowAt: ip(0, 0)) as? IntCell
        XCTAssertEqual(cell?.log, ["handler", "update 4", "configure 4"])
    }

    @MainActor
    func testConfigureEvents_callsTheClosureAtOnceWithTheViewAndModelTypes() async {
        var types: [String] = []
        (TableViewManager() as any DeprecatedConfigurationEvents).configureEvents(for: IntCell.self) { view, model in
            types = ["\(view)", "\(model)"]
        }
        XCTAssertEqual(types, ["IntCell", "Int"])
    }

    @MainActor
    func testSectionIndexTitles_unmappedEvents() async {
        let screen = loadedScreen()
        XCTAssertNil(screen.dataSource.sectionIndexTitles(for: screen.tableView))
        XCTAssertEqual(screen.dataSource.tableView(screen.tableView, sectionForSectionIndexTitle: "B", at: 1), 0)
        screen.manager.sectionIndexTitles { ["A", "B"] }
        screen.manager.sectionForSectionIndexTitle { title, index in title == "B" ? index * 7 : 0 }
        XCTAssertEqual(screen.dataSource.sectionIndexTitles(for: screen.tableView), ["A", "B"])
        XCTAssertEqual(screen.dataSource.tableView(screen.tableView, sectionForSectionIndexTitle: "B", at: 1), 7)
    }
}

/// The prefetch data source's mapping events.
final class PrefetchEventTests: XCTestCase {
    @MainActor
    func testPrefetchAndCancel_runForEachRowsModel() async {
        var log: [String] = []
        let screen = loadedScreen { manager in
            manager.register(IntCell.self) { mapping in
                mapping.prefetch { model, indexPath in log.append("prefetch \(model) \(indexPath)") }
                mapping.cancelPrefetch { model, _ in log.append("cancel \(model)") }
            }
        }
        XCTAssertTrue(screen.tableView.prefetchDataSource === screen.manager.tablePrefetchDataSource)
        screen.tableView.prefetchRows(at: [ip(0, 0), ip(1, 0)])
        screen.tableView.cancelPrefetchingRows(at: [ip(1, 0)])
        XCTAssertEqual(log, ["prefetch 1 [0, 0]", "prefetch 2 [0, 1]", "cancel 2"])
    }
}
