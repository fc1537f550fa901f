import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// Every public entry point that takes an index path, called with paths that do not address an item: paths without
/// exactly two indexes, negative components and `Int.max`. Nothing traps; the view reports what UIKit raises for and
/// ignores the rest, and the manager answers its defaults.
final class MalformedIndexPathTests: XCTestCase {
    /// Paths without exactly two indexes.
    static let malformedPaths: [IndexPath] = [
        IndexPath(),
        IndexPath(index: 0),
        IndexPath(indexes: [0, 0, 0]),
        IndexPath(indexes: [Int.max, -1, Int.max]),
    ]

    /// Two-index paths outside the contents (two sections of three and two items).
    static let outOfRangePaths: [IndexPath] = [
        IndexPath(item: -1, section: 0),
        IndexPath(item: 0, section: -1),
        IndexPath(item: Int.max, section: 1),
        IndexPath(item: 0, section: Int.max),
        IndexPath(item: Int.min, section: Int.min),
    ]

    private var owner: ManagedOwner!
    private var view: VirtualCollectionView { owner.virtualView }
    private var manager: CollectionViewManager { owner.manager }
    private var recorder: ManagerAnomalyRecorder!
    private var inconsistencies: [CollectionViewInconsistency] = []
    private var reactions: [String] = []

    override func setUp() {
        super.setUp()
        owner = ManagedOwner()
        view.inconsistencyHandler = { [unowned self] in inconsistencies.append($0) }
        recorder = ManagerAnomalyRecorder(manager)
        (view.collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize = CGSize(width: 320, height: 20)
        manager.register(IntCell.self)
        manager.registerHeader(TitleHeader.self)
        manager.didSelect(IntCell.self) { [unowned self] _, _, indexPath in reactions.append("didSelect \(indexPath)") }
        manager.shouldShowMenu(for: IntCell.self) { [unowned self] _, _, indexPath in
            reactions.append("shouldShowMenu \(indexPath)")
            return true
        }
        manager.moveItemAtTo { [unowned self] source, destination in
            reactions.append("moveItemAtTo \(source) \(destination)")
        }
        manager.memoryStorage.setItemsForAllSections([[1, 2, 3], [4, 5]])
        manager.memoryStorage.setSectionHeaderModels(["first", "second"])
        view.layoutIfNeeded()
        view.resetRecording()
    }

    /// What must hold after a rejected or ignored call: the view still shows the storage, nothing is selected,
    /// highlighted, focused or scrolled, no delegate method ran and no reaction ran.
    private func assertNothingChanged(_ label: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(view.numberOfSections, 2, label, file: file, line: line)
        XCTAssertEqual([view.numberOfItems(inSection: 0), view.numberOfItems(inSection: 1)], [3, 2], label)
        XCTAssertEqual(
            view.visibleCells.map { ($0 as? IntCell)?.value }, [1, 2, 3, 4, 5], label, file: file, line: line)
        XCTAssertEqual(view.indexPathsForSelectedItems, [], label, file: file, line: line)
        XCTAssertEqual(view.indexPathsForHighlightedItems, [], label, file: file, line: line)
        XCTAssertNil(view.focusedIndexPath, label, file: file, line: line)
        XCTAssertNil(view.centeredIndexPath, label, file: file, line: line)
        XCTAssertEqual(view.contentOffset, .zero, label, file: file, line: line)
        XCTAssertEqual(reactions, [], label, file: file, line: line)
        XCTAssertEqual(recorder.anomalies, [], label, file: file, line: line)
    }

    /// The view's text for a path without exactly two indexes.
    private func invalidIndexPath(_ indexPath: IndexPath) -> CollectionViewInconsistency {
        .internalInconsistency(
            "Invalid index path for use with UICollectionView. Index paths passed to collection view must contain "
                + "exactly two indices specifying the section and item. Please use the category on NSIndexPath in "
                + "NSIndexPath+UIKitAdditions.h if possible. Index path: \(description(indexPath))")
    }

    /// NSIndexPath's description without the address, as the view prints index paths in its texts.
    private func description(_ indexPath: IndexPath) -> String {
        "{length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
    }

    /// UIKit's text for a selection change at a two-index path outside the contents (two sections of 3 and 2 items).
    private func outOfBounds(_ indexPath: IndexPath, action: String = "selection") -> CollectionViewInconsistency {
        let counts = [3, 2]
        let section = indexPath[0]
        guard counts.indices.contains(section) else {
            return .internalInconsistency(
                "Attempted to modify the \(action) of an item in an out-of-bounds section (\(section)) when there are "
                    + "only 2 sections.")
        }
        return .internalInconsistency(
            "Attempted to modify the \(action) of an out-of-bounds item (\(indexPath[1])) when there are only "
                + "\(counts[section]) items in section \(section).")
    }

    // MARK: The view: queries

    func testViewQueries_withPathsAddressingNothing_answerNil_andReportNothing() {
        let layout = view.collectionViewLayout
        for indexPath in Self.malformedPaths + Self.outOfRangePaths {
            XCTAssertNil(view.cellForItem(at: indexPath), "\(indexPath)")
            XCTAssertNil(
                view.supplementaryView(forElementKind: CollectionElementKind.sectionHeader, at: indexPath),
                "\(indexPath)")
            XCTAssertNil(layout.layoutAttributesForItem(at: indexPath), "\(indexPath)")
            XCTAssertNil(
                layout.layoutAttributesForSupplementaryView(ofKind: CollectionElementKind.sectionHeader, at: indexPath),
                "\(indexPath)")
            assertNothingChanged("\(indexPath)")
        }
        XCTAssertEqual(inconsistencies, [])
        XCTAssertEqual(view.takeRecordedEvents(), [])
    }

    // MARK: The view: selection, scrolling and simulated interactions

    /// The entry points that check the index path first, with the answer each gives when it rejects it.
    private var checkedEntryPoints: [(name: String, action: String, call: (IndexPath) -> String)] {
        let view = self.view
        let menu = ContextMenuConfiguration(identifier: "menu")
        _ = menu
        return [
            (
                "selectItem", "selection",
                {
                    view.selectItem(at: $0, animated: false, scrollPosition: .top)
                    return ""
                }
            ),
            (
                "deselectItem", "selection",
                {
                    view.deselectItem(at: $0, animated: false)
                    return ""
                }
            ),
            ("tapItem", "highlight", { "\(view.tapItem(at: $0))" }),
            ("showLegacyMenu", "selection", { "\(String(describing: view.showLegacyMenu(at: $0)))" }),
            (
                "performLegacyAction", "selection",
                {
                    view.performLegacyAction(.copy, at: $0)
                    return ""
                }
            ),
            ("requestContextMenu", "selection", { "\(view.requestContextMenu(at: $0) == nil)" }),
            ("beginMultipleSelectionInteraction", "selection", { "\(view.beginMultipleSelectionInteraction(at: $0))" }),
            ("performPrimaryAction", "selection", { "\(view.performPrimaryAction(at: $0))" }),
            ("springLoadItem", "selection", { "\(view.springLoadItem(at: $0))" }),
            (
                "centerItem", "selection",
                {
                    view.centerItem(at: $0)
                    return ""
                }
            ),
            ("moveFocus", "selection", { "\(view.moveFocus(to: $0))" }),
            ("beginDrag", "selection", { "\(view.beginDrag(at: $0, session: DragSession()).count)" }),
            ("addItemsToDrag", "selection", { "\(view.addItemsToDrag(at: $0, session: DragSession()).count)" }),
            ("beginInteractiveMovementForItem", "selection", { "\(view.beginInteractiveMovementForItem(at: $0))" }),
        ]
    }

    private let expectedAnswers = [
        "selectItem": "", "deselectItem": "", "tapItem": "outOfBounds", "showLegacyMenu": "nil",
        "performLegacyAction": "", "requestContextMenu": "true", "beginMultipleSelectionInteraction": "false",
        "performPrimaryAction": "false", "springLoadItem": "false", "centerItem": "", "moveFocus": "false",
        "beginDrag": "0", "addItemsToDrag": "0", "beginInteractiveMovementForItem": "false",
    ]

    func testCheckedViewEntryPoints_withMalformedPaths_reportInvalidIndexPath_andDoNothing() {
        for (name, _, call) in checkedEntryPoints {
            for indexPath in Self.malformedPaths {
                let label = "\(name)(\(indexPath))"
                XCTAssertEqual(call(indexPath), expectedAnswers[name], label)
                XCTAssertEqual(inconsistencies, [invalidIndexPath(indexPath)], label)
                XCTAssertEqual(view.takeRecordedEvents(), [.inconsistency(invalidIndexPath(indexPath))], label)
                assertNothingChanged(label)
                inconsistencies.removeAll()
            }
        }
    }

    func testCheckedViewEntryPoints_withOutOfRangePaths_reportUIKitsOutOfBoundsText_andDoNothing() {
        for (name, action, call) in checkedEntryPoints {
            for indexPath in Self.outOfRangePaths {
                let label = "\(name)(\(indexPath))"
                XCTAssertEqual(call(indexPath), expectedAnswers[name], label)
                XCTAssertEqual(inconsistencies, [outOfBounds(indexPath, action: action)], label)
                XCTAssertEqual(
                    view.takeRecordedEvents(), [.inconsistency(outOfBounds(indexPath, action: action))], label)
                assertNothingChanged(label)
                inconsistencies.removeAll()
            }
        }
    }

    func testScrollToItem_withPathsAddressingNothing_reportsUIKitsInvalidArgument_andDoesNotScroll() {
        for indexPath in Self.malformedPaths + Self.outOfRangePaths {
            view.scrollToItem(at: indexPath, at: .bottom, animated: false)
            XCTAssertEqual(
                inconsistencies,
                [.invalidArgument("attempt to scroll to invalid index path: \(description(indexPath))")],
                "\(indexPath)")
            assertNothingChanged("\(indexPath)")
            inconsistencies.removeAll()
        }
    }

    func testUpdateInteractiveMovement_toAMalformedPath_reportsIt_andKeepsTheMovement() {
        XCTAssertTrue(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        for indexPath in Self.malformedPaths {
            XCTAssertNil(view.updateInteractiveMovement(toProposedIndexPath: indexPath), "\(indexPath)")
            XCTAssertEqual(inconsistencies, [invalidIndexPath(indexPath)], "\(indexPath)")
            inconsistencies.removeAll()
        }
        XCTAssertEqual(view.endInteractiveMovement(), IndexPath(item: 0, section: 0))
        XCTAssertEqual(inconsistencies, [])
        assertNothingChanged("after the movement")
    }

    // MARK: The view: pass-through entry points

    func testPassThroughViewEntryPoints_withMalformedPaths_reachTheManager_whichAnswersItsDefaults() {
        let view = self.view
        let menu = ContextMenuConfiguration(identifier: "menu")
        let entryPoints: [(name: String, call: (IndexPath) -> String)] = [
            ("requestContextMenu(forItemsAt:)", { "\(view.requestContextMenu(forItemsAt: [$0]) == nil)" }),
            ("highlightPreview", { "\(view.highlightPreview(forContextMenu: menu, itemAt: $0) == nil)" }),
            ("dismissalPreview", { "\(view.dismissalPreview(forContextMenu: menu, itemAt: $0) == nil)" }),
            ("canEditItem", { "\(view.canEditItem(at: $0))" }),
            (
                "prefetchItems",
                {
                    view.prefetchItems(at: [$0])
                    return ""
                }
            ),
            (
                "cancelPrefetchingItems",
                {
                    view.cancelPrefetchingItems(at: [$0])
                    return ""
                }
            ),
            ("dragPreviewParameters", { "\(view.dragPreviewParameters(forItemAt: $0) == nil)" }),
            ("dropPreviewParameters", { "\(view.dropPreviewParameters(forItemAt: $0) == nil)" }),
            (
                "updateDropSession",
                { "\(view.updateDropSession(DropSession(items: []), destinationIndexPath: $0).operation)" }
            ),
            ("performDrop", { "\(view.performDrop(DropSession(items: []), destinationIndexPath: $0) != nil)" }),
            (
                "dequeueReusableCell",
                { "\(view.dequeueReusableCell(withReuseIdentifier: "IntCell", for: $0).frame == .zero)" }
            ),
        ]
        let expected = [
            "requestContextMenu(forItemsAt:)": "true", "highlightPreview": "true", "dismissalPreview": "true",
            "canEditItem": "true", "prefetchItems": "", "cancelPrefetchingItems": "", "dragPreviewParameters": "true",
            "dropPreviewParameters": "true", "updateDropSession": "cancel", "performDrop": "true",
            "dequeueReusableCell": "true",
        ]
        for (name, call) in entryPoints {
            for indexPath in Self.malformedPaths + Self.outOfRangePaths {
                let label = "\(name)(\(indexPath))"
                XCTAssertEqual(call(indexPath), expected[name], label)
                XCTAssertEqual(inconsistencies, [], label)
                assertNothingChanged(label)
            }
        }
    }

    // MARK: The view: batch update declarations

    func testBatchDeclarations_withMalformedPaths_reportInvalidIndexPath_andLeaveTheViewShowingTheStorage() {
        let valid = IndexPath(item: 0, section: 0)
        let declarations: [(name: String, declare: (IndexPath) -> Void)] = [
            ("insertItems", { self.view.insertItems(at: [$0]) }),
            ("deleteItems", { self.view.deleteItems(at: [$0]) }),
            ("reloadItems", { self.view.reloadItems(at: [$0]) }),
            ("moveItem from", { self.view.moveItem(at: $0, to: valid) }),
            ("moveItem to", { self.view.moveItem(at: valid, to: $0) }),
            (
                "inside performBatchUpdates",
                { indexPath in
                    self.view.performBatchUpdates(
                        {
                            self.view.reloadItems(at: [valid])
                            self.view.deleteItems(at: [indexPath])
                        }, completion: nil)
                }
            ),
        ]
        for (name, declare) in declarations {
            for indexPath in Self.malformedPaths {
                declare(indexPath)
                XCTAssertEqual(inconsistencies, [invalidIndexPath(indexPath)], "\(name)(\(indexPath))")
                assertNothingChanged("\(name)(\(indexPath))")
                inconsistencies.removeAll()
            }
        }
    }

    func testBatchDeclarations_withOutOfRangePaths_reportUIKitsTexts_withoutOverflowing() {
        let cases: [(declare: () -> Void, expected: [CollectionViewInconsistency])] = [
            (
                { self.view.deleteItems(at: [IndexPath(item: Int.max, section: 1)]) },
                [
                    .internalInconsistency(
                        "attempt to delete item 9223372036854775807 from section 1 which only contains 2 items before "
                            + "the update")
                ]
            ),
            (
                { self.view.insertItems(at: [IndexPath(item: 0, section: Int.max)]) },
                [
                    .internalInconsistency(
                        "attempt to insert item 0 into section 9223372036854775807, but there are only 2 sections "
                            + "after the update")
                ]
            ),
            ({ self.view.reloadItems(at: [IndexPath(item: Int.min, section: Int.min)]) }, []),
            (
                { self.view.moveItem(at: IndexPath(item: -1, section: 0), to: IndexPath(item: 0, section: 0)) },
                [
                    .internalInconsistency(
                        "attempt to move index path ({length = 2, path = 0 - -1}) that does not exist - there are only "
                            + "3 items in section 0 before the update")
                ]
            ),
        ]
        for (index, (declare, expected)) in cases.enumerated() {
            declare()
            XCTAssertEqual(inconsistencies, expected, "case \(index)")
            assertNothingChanged("case \(index)")
            inconsistencies.removeAll()
        }
    }

    // MARK: The manager's data source and delegate, called directly

    func testManagerDataSourceAndDelegate_withPathsAddressingNothing_answerTheirDefaults() throws {
        let dataSource = try XCTUnwrap(manager.collectionDataSource)
        let delegate = try XCTUnwrap(manager.collectionDelegate)
        let prefetch = try XCTUnwrap(manager.collectionPrefetchDataSource)
        let drag = try XCTUnwrap(manager.collectionDragDelegate)
        let drop = try XCTUnwrap(manager.collectionDropDelegate)
        let view = self.view
        let layout = view.collectionViewLayout
        let cell = IntCell(frame: .zero)
        let header = TitleHeader(frame: .zero)
        let menu = ContextMenuConfiguration(identifier: "menu")
        let calls: [(name: String, expected: String, call: (IndexPath) -> String)] = [
            ("canMoveItemAt", "true", { "\(dataSource.collectionView(view, canMoveItemAt: $0))" }),
            (
                "moveItemAt", "",
                {
                    dataSource.collectionView(view, moveItemAt: $0, to: $0)
                    return ""
                }
            ),
            ("shouldSelectItemAt", "true", { "\(delegate.collectionView(view, shouldSelectItemAt: $0))" }),
            (
                "didSelectItemAt", "",
                {
                    delegate.collectionView(view, didSelectItemAt: $0)
                    return ""
                }
            ),
            ("shouldDeselectItemAt", "true", { "\(delegate.collectionView(view, shouldDeselectItemAt: $0))" }),
            (
                "didDeselectItemAt", "",
                {
                    delegate.collectionView(view, didDeselectItemAt: $0)
                    return ""
                }
            ),
            ("shouldHighlightItemAt", "true", { "\(delegate.collectionView(view, shouldHighlightItemAt: $0))" }),
            (
                "didHighlightItemAt", "",
                {
                    delegate.collectionView(view, didHighlightItemAt: $0)
                    return ""
                }
            ),
            (
                "didUnhighlightItemAt", "",
                {
                    delegate.collectionView(view, didUnhighlightItemAt: $0)
                    return ""
                }
            ),
            ("shouldShowMenuForItemAt", "false", { "\(delegate.collectionView(view, shouldShowMenuForItemAt: $0))" }),
            ("canEditItemAt", "false", { "\(delegate.collectionView(view, canEditItemAt: $0))" }),
            ("canFocusItemAt", "true", { "\(delegate.collectionView(view, canFocusItemAt: $0))" }),
            (
                "sizeForItemAt", "(50.0, 50.0)",
                {
                    let size = delegate.collectionView(view, layout: layout, sizeForItemAt: $0)
                    return "(\(size.width), \(size.height))"
                }
            ),
            (
                "willDisplay cell", "",
                {
                    delegate.collectionView(view, willDisplay: cell, forItemAt: $0)
                    return ""
                }
            ),
            (
                "didEndDisplaying cell", "",
                {
                    delegate.collectionView(view, didEndDisplaying: cell, forItemAt: $0)
                    return ""
                }
            ),
            (
                "willDisplaySupplementaryView", "",
                {
                    delegate.collectionView(
                        view, willDisplaySupplementaryView: header, forElementKind: CollectionElementKind.sectionHeader,
                        at: $0)
                    return ""
                }
            ),
            (
                "contextMenuConfigurationForItemAt", "true",
                { "\(delegate.collectionView(view, contextMenuConfigurationForItemAt: $0, point: .zero) == nil)" }
            ),
            (
                "highlightPreviewForItemAt", "true",
                {
                    "\(delegate.collectionView(view, contextMenuConfiguration: menu, highlightPreviewForItemAt: $0) == nil)"
                }
            ),
            (
                "prefetchItemsAt", "",
                {
                    prefetch.collectionView(view, prefetchItemsAt: [$0])
                    return ""
                }
            ),
            (
                "itemsForBeginning", "0",
                { "\(drag.collectionView(view, itemsForBeginning: DragSession(), at: $0).count)" }
            ),
            (
                "dragPreviewParametersForItemAt", "true",
                { "\(drag.collectionView(view, dragPreviewParametersForItemAt: $0) == nil)" }
            ),
            (
                "dropPreviewParametersForItemAt", "true",
                { "\(drop.collectionView(view, dropPreviewParametersForItemAt: $0) == nil)" }
            ),
        ]
        for (name, expected, call) in calls {
            for indexPath in Self.malformedPaths + Self.outOfRangePaths {
                let label = "\(name)(\(indexPath))"
                XCTAssertEqual(call(indexPath), expected, label)
                XCTAssertEqual(inconsistencies, [], label)
                XCTAssertEqual(recorder.anomalies, [], label)
            }
        }
        XCTAssertEqual(
            reactions,
            (Self.malformedPaths + Self.outOfRangePaths).map { "moveItemAtTo \($0) \($0)" },
            "unmapped reactions receive the index paths as they are")
    }

    func testManagerCellAndSupplementaryRequests_withPathsAddressingNothing_reportNilModels() throws {
        let dataSource = try XCTUnwrap(manager.collectionDataSource)
        for indexPath in Self.malformedPaths + Self.outOfRangePaths {
            let cell = dataSource.collectionView(view, cellForItemAt: indexPath)
            let header = dataSource.collectionView(
                view, viewForSupplementaryElementOfKind: CollectionElementKind.sectionHeader, at: indexPath)
            // A header belongs to a section: a two-index path in an existing section has its section's header model,
            // whatever its item.
            let sectionHeader =
                indexPath.count == 2 && [0, 1].contains(indexPath[0]) ? ["first", "second"][indexPath[0]] : nil
            XCTAssertFalse(cell is IntCell, "\(indexPath)")
            XCTAssertEqual((header as? TitleHeader)?.title, sectionHeader, "\(indexPath)")
            XCTAssertEqual(
                recorder.anomalies,
                [.nilCellModel(indexPath)]
                    + (sectionHeader == nil
                        ? [.nilSupplementaryModel(kind: CollectionElementKind.sectionHeader, indexPath: indexPath)]
                        : []),
                "\(indexPath)")
            XCTAssertEqual(inconsistencies, [], "\(indexPath)")
            recorder = ManagerAnomalyRecorder(manager)
        }
    }

    // MARK: Other entry points

    func testUpdatesOfACustomStorage_withMalformedPaths_areReportedByTheView() {
        final class RecordsStorage: UpdateDeliveringStorage {
            weak var delegate: (any StorageUpdating)?
            func numberOfSections() -> Int { 2 }
            func numberOfItems(inSection section: Int) -> Int { section == 0 ? 3 : 2 }
            func item(at indexPath: IndexPath) -> Any? {
                indexPath.count == 2 && indexPath[0] == 0 ? indexPath[1] + 1 : indexPath[1] + 4
            }
        }
        let storage = RecordsStorage()
        manager.storage = storage
        view.layoutIfNeeded()
        inconsistencies.removeAll()
        for indexPath in Self.malformedPaths {
            for change in [ChangeType.insert, .delete, .update] {
                let update = StorageUpdate()
                update.objectChanges.append((change, [indexPath]))
                storage.delegate?.storageDidPerformUpdate(update)
                XCTAssertEqual(inconsistencies, [invalidIndexPath(indexPath)], "\(change) \(indexPath)")
                inconsistencies.removeAll()
            }
            let move = StorageUpdate()
            move.objectChanges.append((.move, [IndexPath(item: 0, section: 0), indexPath]))
            storage.delegate?.storageDidPerformUpdate(move)
            XCTAssertEqual(inconsistencies, [invalidIndexPath(indexPath)], "move \(indexPath)")
            inconsistencies.removeAll()
        }
        assertNothingChanged("after the updates")
    }

    func testUpdateCellClosure_andDequeueOfSupplementaryViews_withPathsAddressingNothing_changeNothing() {
        let update = manager.updateCellClosure()
        for indexPath in Self.malformedPaths + Self.outOfRangePaths {
            update(indexPath, 42)
            let header = view.dequeueReusableSupplementaryView(
                ofKind: CollectionElementKind.sectionHeader, withReuseIdentifier: "TitleHeader", for: indexPath)
            XCTAssertEqual(header.frame, .zero, "\(indexPath)")
            XCTAssertEqual(inconsistencies, [], "\(indexPath)")
            assertNothingChanged("\(indexPath)")
        }
    }

    func testMappingCandidates_withMalformedPaths_neverMatchASectionCondition() {
        manager.register(IntCell.self) { $0.condition = .section(0) }
        let candidates = Self.malformedPaths.map {
            ViewType.cell.mappingCandidates(for: manager.mappings, withModel: 1, at: $0).count
        }
        // The unconditional mapping registered in setUp matches any path; the section-0 one matches none of these.
        XCTAssertEqual(candidates, [1, 1, 1, 1])
        XCTAssertEqual(
            ViewType.cell.mappingCandidates(for: manager.mappings, withModel: 1, at: IndexPath(item: 0, section: 0))
                .count, 2)
    }
}
