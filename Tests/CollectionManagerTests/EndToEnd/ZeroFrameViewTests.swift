import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// A collection view created with a zero frame, never sized, with a plain flow layout — the usual test fixture of a
/// DTCollectionViewManager screen — displays its items, so that the manager's cell-typed events find their cells and
/// the data source is asked for every cell, as on iOS.
final class ZeroFrameViewTests: XCTestCase {
    private let first = IndexPath(item: 0, section: 0)
    private let second = IndexPath(item: 1, section: 0)

    /// One run of a cell-typed closure: the cell it received, the value that cell displays, the model, the index path.
    private struct Run {
        var cell: IntCell
        var model: Int
        var indexPath: IndexPath
    }

    /// An owner whose collection view has a zero frame, with `IntCell` registered and `events` registered after it.
    private func makeOwner(_ events: (CollectionViewManager) -> Void = { _ in }) -> ManagedOwner {
        let owner = ManagedOwner(frame: .zero)
        owner.manager.register(IntCell.self)
        events(owner.manager)
        return owner
    }

    /// Checks that `runs` is exactly one run, at `indexPath` with `model`, whose cell is the view's displayed cell
    /// there and displays `model`.
    private func assertOneRun(
        _ runs: [Run],
        model: Int,
        at indexPath: IndexPath,
        in owner: ManagedOwner,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertEqual(runs.count, 1, "runs", file: file, line: line)
        guard let run = runs.first else { return }
        XCTAssertEqual(run.model, model, file: file, line: line)
        XCTAssertEqual(run.indexPath, indexPath, file: file, line: line)
        XCTAssertEqual(run.cell.value, model, file: file, line: line)
        XCTAssertTrue(
            run.cell === owner.virtualView.cellForItem(at: indexPath), "the displayed cell", file: file, line: line)
    }

    // MARK: Selection

    func testDidSelect_afterAddItems_runsWithTheSecondCellAndModel() {
        var runs: [Run] = []
        let owner = makeOwner { $0.didSelect(IntCell.self) { runs.append(Run(cell: $0, model: $1, indexPath: $2)) } }
        owner.manager.memoryStorage.addItems([1, 2])
        owner.manager.collectionDelegate!.collectionView(owner.virtualView, didSelectItemAt: second)
        assertOneRun(runs, model: 2, at: second, in: owner)
    }

    func testDidSelect_mappingLevel_afterAddItems_runsWithTheSecondCellAndModel() {
        var runs: [Run] = []
        let owner = ManagedOwner(frame: .zero)
        owner.manager.register(IntCell.self) { mapping in
            mapping.didSelect { runs.append(Run(cell: $0, model: $1, indexPath: $2)) }
        }
        owner.manager.memoryStorage.addItems([1, 2])
        owner.manager.collectionDelegate!.collectionView(owner.virtualView, didSelectItemAt: second)
        assertOneRun(runs, model: 2, at: second, in: owner)
    }

    func testDidDeselect_afterAddItems_runsWithTheCellAndModel() {
        var runs: [Run] = []
        let owner = makeOwner { $0.didDeselect(IntCell.self) { runs.append(Run(cell: $0, model: $1, indexPath: $2)) } }
        owner.manager.memoryStorage.addItems([1, 2])
        owner.manager.collectionDelegate!.collectionView(owner.virtualView, didDeselectItemAt: second)
        assertOneRun(runs, model: 2, at: second, in: owner)
    }

    func testShouldSelect_afterAddItems_decidesWithTheCellAndModel() {
        var runs: [Run] = []
        let owner = makeOwner {
            $0.shouldSelect(IntCell.self) { cell, model, indexPath in
                runs.append(Run(cell: cell, model: model, indexPath: indexPath))
                return false
            }
        }
        owner.manager.memoryStorage.addItems([1, 2])
        XCTAssertFalse(owner.manager.collectionDelegate!.collectionView(owner.virtualView, shouldSelectItemAt: second))
        assertOneRun(runs, model: 2, at: second, in: owner)
    }

    func testTapItem_onAZeroFrameView_selectsAndRunsDidSelect() {
        var runs: [Run] = []
        let owner = makeOwner { $0.didSelect(IntCell.self) { runs.append(Run(cell: $0, model: $1, indexPath: $2)) } }
        owner.manager.memoryStorage.addItems([1, 2])
        XCTAssertEqual(owner.virtualView.tapItem(at: second), .selected)
        XCTAssertEqual(owner.virtualView.indexPathsForSelectedItems, [second])
        assertOneRun(runs, model: 2, at: second, in: owner)
    }

    // MARK: Highlight

    func testHighlightEvents_afterAddItems_runWithTheCellAndModel() {
        var should: [Run] = []
        var did: [Run] = []
        var didUn: [Run] = []
        let owner = makeOwner { manager in
            manager.shouldHighlight(IntCell.self) { cell, model, indexPath in
                should.append(Run(cell: cell, model: model, indexPath: indexPath))
                return false
            }
            manager.didHighlight(IntCell.self) { did.append(Run(cell: $0, model: $1, indexPath: $2)) }
            manager.didUnhighlight(IntCell.self) { didUn.append(Run(cell: $0, model: $1, indexPath: $2)) }
        }
        owner.manager.memoryStorage.addItems([1, 2])
        let delegate = owner.manager.collectionDelegate!
        XCTAssertFalse(delegate.collectionView(owner.virtualView, shouldHighlightItemAt: second))
        delegate.collectionView(owner.virtualView, didHighlightItemAt: second)
        delegate.collectionView(owner.virtualView, didUnhighlightItemAt: first)
        assertOneRun(should, model: 2, at: second, in: owner)
        assertOneRun(did, model: 2, at: second, in: owner)
        assertOneRun(didUn, model: 1, at: first, in: owner)
    }

    // MARK: Display

    func testWillDisplay_afterAddItem_firesForTheFirstItem() {
        var runs: [Run] = []
        let owner = makeOwner { $0.willDisplay(IntCell.self) { runs.append(Run(cell: $0, model: $1, indexPath: $2)) } }
        owner.manager.memoryStorage.addItem(1)
        XCTAssertEqual(runs.map(\.indexPath), [first])
        XCTAssertEqual(runs.map(\.model), [1])
        XCTAssertEqual(runs.map(\.cell.value), [1])
        // As in a sized view, no reload follows the batch that gave the empty view its first section: the cell stays
        // displayed, and is not displayed anew when the view is next laid out.
        XCTAssertEqual(owner.virtualView.indexPathsForVisibleItems, [first])
        XCTAssertEqual(runs.map(\.indexPath), [first])
        XCTAssertTrue(runs.last?.cell === owner.virtualView.cellForItem(at: first))

        runs = []
        owner.manager.memoryStorage.addItem(2)
        assertOneRun(runs, model: 2, at: second, in: owner)
    }

    func testDidEndDisplaying_onReload_firesWithTheCellAndModel() {
        var runs: [Run] = []
        let owner = makeOwner {
            $0.didEndDisplaying(IntCell.self) { runs.append(Run(cell: $0, model: $1, indexPath: $2)) }
        }
        owner.manager.memoryStorage.addItem(1)
        let displayed = owner.virtualView.cellForItem(at: first)
        XCTAssertNotNil(displayed)
        runs = []
        owner.virtualView.reloadData()
        XCTAssertEqual(runs.count, 1)
        XCTAssertTrue(runs.first?.cell === displayed)
        XCTAssertEqual(runs.first?.model, 1)
        XCTAssertEqual(runs.first?.indexPath, first)
    }

    // MARK: Focus

    func testCanFocus_afterAddItems_decidesWithTheCellAndModel() {
        var runs: [Run] = []
        let owner = makeOwner {
            $0.canFocus(IntCell.self) { cell, model, indexPath in
                runs.append(Run(cell: cell, model: model, indexPath: indexPath))
                return false
            }
        }
        owner.manager.memoryStorage.addItems([1, 2])
        XCTAssertFalse(owner.manager.collectionDelegate!.collectionView(owner.virtualView, canFocusItemAt: second))
        assertOneRun(runs, model: 2, at: second, in: owner)
    }

    // MARK: Drag

    func testItemsForBeginningDragSession_afterAddItems_runsWithTheCellAndModel() {
        var runs: [Run] = []
        let session = DragSession()
        let owner = makeOwner {
            $0.itemsForBeginningDragSession(from: IntCell.self) { received, cell, model, indexPath in
                XCTAssertTrue(received === session)
                runs.append(Run(cell: cell, model: model, indexPath: indexPath))
                return [DragItem(localObject: model)]
            }
        }
        owner.manager.memoryStorage.addItems([1, 2])
        let items = owner.manager.collectionDragDelegate!.collectionView(
            owner.virtualView, itemsForBeginning: session, at: second)
        XCTAssertEqual(items.map { $0.localObject as? Int }, [2])
        assertOneRun(runs, model: 2, at: second, in: owner)
    }

    // MARK: Context menu

    func testContextMenuConfiguration_afterAddItems_runsWithThePointCellAndModel() {
        var runs: [Run] = []
        var points: [CGPoint] = []
        let owner = makeOwner {
            $0.contextMenuConfiguration(for: IntCell.self) { point, cell, model, indexPath in
                points.append(point)
                runs.append(Run(cell: cell, model: model, indexPath: indexPath))
                return ContextMenuConfiguration(identifier: "\(model)")
            }
        }
        owner.manager.memoryStorage.addItems([1, 2])
        let configuration = owner.manager.collectionDelegate!.collectionView(
            owner.virtualView, contextMenuConfigurationForItemAt: second, point: CGPoint(x: 3, y: 4))
        XCTAssertEqual(configuration, ContextMenuConfiguration(identifier: "2"))
        XCTAssertEqual(points, [CGPoint(x: 3, y: 4)])
        assertOneRun(runs, model: 2, at: second, in: owner)
    }

    // MARK: Primary action

    func testPrimaryAction_afterAddItems_runsWithTheCellAndModel() {
        var can: [Run] = []
        var perform: [Run] = []
        let owner = makeOwner { manager in
            manager.canPerformPrimaryAction(for: IntCell.self) { cell, model, indexPath in
                can.append(Run(cell: cell, model: model, indexPath: indexPath))
                return false
            }
            manager.performPrimaryAction(for: IntCell.self) { perform.append(Run(cell: $0, model: $1, indexPath: $2)) }
        }
        owner.manager.memoryStorage.addItems([1, 2])
        let delegate = owner.manager.collectionDelegate!
        XCTAssertFalse(delegate.collectionView(owner.virtualView, canPerformPrimaryActionForItemAt: second))
        delegate.collectionView(owner.virtualView, performPrimaryActionForItemAt: second)
        assertOneRun(can, model: 2, at: second, in: owner)
        assertOneRun(perform, model: 2, at: second, in: owner)
    }

    // MARK: Anomalies

    func testAddItem_nilModel_isReportedAsNilCellModel() {
        let owner = makeOwner()
        let recorder = ManagerAnomalyRecorder(owner.manager)
        owner.manager.memoryStorage.addItem(nil as Int?)
        XCTAssertEqual(recorder.anomalies, [.nilCellModel(first)])
    }

    func testAddItem_nilModelToAShownSection_isReportedOnce() {
        let owner = makeOwner()
        owner.manager.memoryStorage.addItem(1)
        owner.virtualView.layoutIfNeeded()
        let recorder = ManagerAnomalyRecorder(owner.manager)
        owner.manager.memoryStorage.addItem(nil as Int?)
        XCTAssertEqual(recorder.anomalies, [.nilCellModel(second)])
    }

    func testAddItem_unmappedModel_isReportedAsNoCellMappingFound() {
        let owner = makeOwner()
        let recorder = ManagerAnomalyRecorder(owner.manager)
        owner.manager.memoryStorage.addItem("unmapped")
        XCTAssertEqual(recorder.anomalies, [.noCellMappingFound(modelDescription: "unmapped", indexPath: first)])
    }

    func testAddItem_unmappedModelToAShownSection_isReportedOnce() {
        let owner = makeOwner()
        owner.manager.memoryStorage.addItem(1)
        owner.virtualView.layoutIfNeeded()
        let recorder = ManagerAnomalyRecorder(owner.manager)
        owner.manager.memoryStorage.addItem("unmapped")
        XCTAssertEqual(
            recorder.anomalies, [.noCellMappingFound(modelDescription: "unmapped", indexPath: second)])
    }

    // MARK: The rule

    func testZeroFrame_displaysEveryItemInIndexPathOrder_butNoZeroWideHeader() {
        let owner = makeOwner()
        owner.manager.registerHeader(TitleHeader.self)
        let layout = owner.virtualView.collectionViewLayout as! CollectionViewFlowLayout
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        var displayed: [IndexPath] = []
        owner.manager.willDisplay(IntCell.self) { _, _, indexPath in displayed.append(indexPath) }
        owner.manager.memoryStorage.setSectionHeaderModels(["A", "B"])
        owner.manager.memoryStorage.setItems([1, 2, 3], forSection: 0)
        owner.manager.memoryStorage.setItems([4], forSection: 1)
        owner.virtualView.layoutIfNeeded()
        let all = [first, second, IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1)]
        XCTAssertEqual(owner.virtualView.indexPathsForVisibleItems, all)
        XCTAssertEqual(displayed.suffix(4), all[...])
        XCTAssertEqual(owner.virtualView.visibleCells.map { ($0 as? IntCell)?.value }, [1, 2, 3, 4])
        XCTAssertEqual(
            owner.virtualView.indexPathsForVisibleSupplementaryElements(ofKind: CollectionElementKind.sectionHeader),
            [],
            "a header is as wide as the view: zero wide, its frame is empty")
    }

    func testZeroHeightView_displaysEveryItemAndHeader() {
        let owner = ManagedOwner(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
        owner.manager.register(IntCell.self)
        owner.manager.registerHeader(TitleHeader.self)
        let layout = owner.virtualView.collectionViewLayout as! CollectionViewFlowLayout
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        owner.manager.memoryStorage.setSectionHeaderModels(["A", "B"])
        owner.manager.memoryStorage.setItems(Array(0..<12), forSection: 0)
        owner.manager.memoryStorage.setItems([12], forSection: 1)
        owner.virtualView.scroll(to: CGPoint(x: 0, y: 300))
        XCTAssertEqual(owner.virtualView.indexPathsForVisibleItems.count, 13)
        XCTAssertEqual(
            owner.virtualView.indexPathsForVisibleSupplementaryElements(ofKind: CollectionElementKind.sectionHeader),
            [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
    }

    func testSizingAZeroHeightView_displaysOnlyTheVisibleRect_andEmptyingItDisplaysEverything() {
        let owner = ManagedOwner(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
        owner.manager.register(IntCell.self)
        var ended: [IndexPath] = []
        owner.manager.didEndDisplaying(IntCell.self) { _, _, indexPath in ended.append(indexPath) }
        owner.manager.memoryStorage.setItems(Array(0..<100))
        XCTAssertEqual(owner.virtualView.indexPathsForVisibleItems.count, 100)
        // 50-point rows of five items, 10 points apart: a 110-point tall view shows the first two rows.
        owner.virtualView.frame = CGRect(x: 0, y: 0, width: 320, height: 110)
        XCTAssertEqual(owner.virtualView.indexPathsForVisibleItems, (0..<10).map { IndexPath(item: $0, section: 0) })
        XCTAssertEqual(ended, (10..<100).map { IndexPath(item: $0, section: 0) })
        owner.virtualView.frame = CGRect(x: 0, y: 0, width: 0, height: 110)
        XCTAssertEqual(owner.virtualView.indexPathsForVisibleItems.count, 100)
    }

    func testZeroFrame_scrolledView_stillDisplaysEveryItem() {
        let owner = makeOwner()
        owner.manager.memoryStorage.setItems([1, 2, 3])
        owner.virtualView.scroll(to: CGPoint(x: 0, y: 500))
        XCTAssertEqual(owner.virtualView.indexPathsForVisibleItems.count, 3)
    }
}
