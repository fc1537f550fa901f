import Foundation
import TableManager

/// The table's benchmarks, each against hand-written code in the same run: displaying and dequeuing 100,000 rows
/// (`table-dequeue`), 1,000,000 `didSelect` and `heightForRowAt` dispatches (`table-dispatch`), and scrolling through
/// tables of estimated heights from 25,000 to 200,000 rows (`table-scroll`).
enum TableBenchmark {
    static let rowCount = 100_000
    static let dispatchCalls = 1_000_000
    static let dequeueFrame = CGRect(x: 0, y: 0, width: 320, height: 5_000)

    struct Row {
        var value: Int
        var height: CGFloat { CGFloat(40 + value % 20) }
    }

    final class RowCell: TableViewCell, ModelTransfer {
        var value = 0
        func update(with model: Row) { value = model.value }
    }

    final class Owner: TableViewManageable {
        let tableView: VirtualTableView

        init(frame: CGRect) {
            tableView = VirtualTableView(frame: frame)
            tableView.isRecordingEvents = false
        }
    }

    // MARK: Dequeue

    /// A data source written by hand: its own array, a cast, a dequeue, `update(with:)`. It is also the table's
    /// prefetch data source, prefetching nothing, as the manager installs one: both sides pay the table's prefetching.
    final class HandWrittenDataSource: TableViewDataSource, TableViewDataSourcePrefetching {
        let items: [Any]

        init(items: [Any]) { self.items = items }

        func responds(to selector: TableViewSelector) -> Bool { selector == .numberOfSections }
        func tableView(_ tableView: any TableView, prefetchRowsAt indexPaths: [IndexPath]) {}
        func numberOfSections(in tableView: any TableView) -> Int { 1 }
        func tableView(_ tableView: any TableView, numberOfRowsInSection section: Int) -> Int { items.count }
        func tableView(_ tableView: any TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "RowCell", for: indexPath)
            if let row = items[indexPath.row] as? Row, let rowCell = cell as? RowCell { rowCell.update(with: row) }
            return cell
        }
    }

    /// Scrolls from the top to the bottom, a screen at a time, laying out at each step; returns the rows displayed
    /// and the number of steps.
    static func scrollThrough(_ view: VirtualTableView) -> (rows: Int, steps: Int) {
        var rows = 0
        var steps = 0
        var offset: CGFloat = 0
        view.contentOffset = .zero
        view.layoutIfNeeded()
        // NB: with estimated heights the content size changes as rows are displayed; read it at every step.
        while offset < view.contentSize.height {
            view.contentOffset = CGPoint(x: 0, y: offset)
            view.layoutIfNeeded()
            rows += view.indexPathsForVisibleRows?.count ?? 0
            steps += 1
            offset += view.frame.height
        }
        return (rows, steps)
    }

    /// The two sides of `table-dequeue`: the hand-written data source and the manager, each making a table of
    /// `rowCount` rows of fixed height and scrolling through it.
    static func dequeueSides() -> (baseline: () -> Void, subject: () -> Void) {
        let items: [Any] = (0..<rowCount).map { Row(value: $0) }
        let baseline = {
            let view = VirtualTableView(frame: dequeueFrame)
            view.isRecordingEvents = false
            view.rowHeight = 44
            view.register(RowCell.self, forCellReuseIdentifier: "RowCell")
            let dataSource = HandWrittenDataSource(items: items)
            view.dataSource = dataSource
            view.prefetchDataSource = dataSource
            blackHole(scrollThrough(view))
            withExtendedLifetime(dataSource) {}
        }
        let subject = {
            let owner = Owner(frame: dequeueFrame)
            owner.tableView.rowHeight = 44
            owner.manager.register(RowCell.self)
            owner.manager.memoryStorage.setItems(items)
            blackHole(scrollThrough(owner.tableView))
            withExtendedLifetime(owner) {}
        }
        return (baseline, subject)
    }

    static func runDequeue() {
        printHeader("Table: row display and dequeue")
        let (baseline, subject) = dequeueSides()
        let times = compare(repetitions: 7, baseline: baseline, subject: subject)
        report(
            "display + dequeue 100,000 rows", baseline: times.baseline, subject: times.subject, target: 1.5)
    }

    // MARK: Dispatch

    /// What a hand-written delegate does: read the model from the storage, cast, find the cell, act.
    final class HandWrittenDelegate: TableViewDelegate {
        let storage: MemoryStorage
        var selections = 0

        init(storage: MemoryStorage) { self.storage = storage }

        func responds(to selector: TableViewSelector) -> Bool {
            selector == .didSelectRow || selector == .heightForRow
        }

        func tableView(_ tableView: any TableView, didSelectRowAt indexPath: IndexPath) {
            guard let row = storage.item(at: indexPath) as? Row,
                let cell = tableView.cellForRow(at: indexPath) as? RowCell
            else { return }
            selections += row.value + cell.value
        }

        func tableView(_ tableView: any TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            guard let row = storage.item(at: indexPath) as? Row else { return 44 }
            return row.height
        }
    }

    /// The four loops compared: each makes its calls through the manager's delegate or the hand-written one.
    struct DispatchLoops {
        let selectBaseline: () -> Void
        let selectManager: () -> Void
        let heightBaseline: () -> Void
        let heightManager: () -> Void
        let result: () -> (Int, Int, CGFloat)
    }

    /// One owner with a mapping, a `didSelect` closure and a `heightForCell` closure over 200 rows, and the loops
    /// that drive it; the closures do what the hand-written delegate's methods do.
    static func makeDispatchLoops(calls: Int) -> DispatchLoops {
        let owner = Owner(frame: CGRect(x: 0, y: 0, width: 320, height: 6_000))
        // NB: a class box rather than a captured `var`, so both sides add to a stored property the same way.
        final class Counter { var selections = 0 }
        let counter = Counter()
        owner.manager.register(RowCell.self)
        owner.manager.didSelect(RowCell.self) { cell, row, _ in counter.selections += row.value + cell.value }
        owner.manager.heightForCell(withItem: Row.self) { row, _ in row.height }
        owner.manager.memoryStorage.setItems((0..<200).map { Row(value: $0) })
        owner.tableView.layoutIfNeeded()
        let visible = owner.tableView.indexPathsForVisibleRows ?? []
        precondition(visible.count >= 100, "the benchmark needs many visible rows")
        let handWritten = HandWrittenDelegate(storage: owner.manager.memoryStorage)
        let managerDelegate = owner.manager.tableDelegate!
        let view = owner.tableView
        var total: CGFloat = 0
        return DispatchLoops(
            selectBaseline: {
                for call in 0..<calls { handWritten.tableView(view, didSelectRowAt: visible[call % visible.count]) }
            },
            selectManager: {
                for call in 0..<calls {
                    managerDelegate.tableView(view, didSelectRowAt: visible[call % visible.count])
                }
            },
            heightBaseline: {
                for call in 0..<calls {
                    total += handWritten.tableView(view, heightForRowAt: visible[call % visible.count])
                }
            },
            heightManager: {
                for call in 0..<calls {
                    total += managerDelegate.tableView(view, heightForRowAt: visible[call % visible.count])
                }
            },
            // NB: keeps the owner, and so its manager, alive as long as the loops.
            result: { withExtendedLifetime(owner) { (counter.selections, handWritten.selections, total) } })
    }

    static func runDispatch() {
        printHeader("Table: event dispatch")
        let loops = makeDispatchLoops(calls: dispatchCalls)
        let select = compare(repetitions: 7, baseline: loops.selectBaseline, subject: loops.selectManager)
        report("1,000,000 table didSelect dispatches", baseline: select.baseline, subject: select.subject, target: 2)
        let height = compare(repetitions: 7, baseline: loops.heightBaseline, subject: loops.heightManager)
        report("1,000,000 heightForRowAt queries", baseline: height.baseline, subject: height.subject, target: 2)
        blackHole(loops.result())
    }

    // MARK: Scrolling with estimated heights

    static let scrollSizes = [25_000, 50_000, 100_000, 200_000]
    static let jumps = 2_000

    /// A managed table of `rows` rows with estimated heights (44) and exact heights from `heightForCell`, counting
    /// the exact heights it is asked for.
    final class ScrollSubject {
        let owner = Owner(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var heightQueries = 0

        init(rows: Int) {
            owner.tableView.estimatedRowHeight = 44
            owner.manager.register(RowCell.self)
            owner.manager.heightForCell(withItem: Row.self) { [unowned self] row, _ in
                heightQueries += 1
                return row.height
            }
            owner.manager.memoryStorage.setItems((0..<rows).map { Row(value: $0) })
            owner.tableView.layoutIfNeeded()
        }

        /// Lays out at `jumps` offsets spread over the content by a fixed-seed generator, each a jump far from the last.
        func jump(_ jumps: Int) {
            var state: UInt64 = 0x2545_F491_4F6C_DD1D
            let view = owner.tableView
            for _ in 0..<jumps {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let fraction = CGFloat(state >> 11) / CGFloat(1 << 53)
                view.contentOffset = CGPoint(x: 0, y: (fraction * (view.contentSize.height - 480)).rounded())
                view.layoutIfNeeded()
            }
        }
    }

    /// A scroll through a whole table, and jumps to random offsets, at each size in `scrollSizes`: the growth per
    /// doubling of the whole scroll (making the table included), and the time and exact-height queries per step.
    static func runScroll() {
        print("\nTable: scrolling through estimated heights (medians of 5 rounds, sizes interleaved)")
        var scrollSamples = Array(repeating: [Duration](), count: scrollSizes.count)
        var jumpSamples = Array(repeating: [Duration](), count: scrollSizes.count)
        var steps = Array(repeating: 0, count: scrollSizes.count)
        var queriesPerStep = Array(repeating: 0.0, count: scrollSizes.count)
        var queriesPerJump = Array(repeating: 0.0, count: scrollSizes.count)
        let clock = ContinuousClock()
        for _ in 0..<5 {
            for (index, rows) in scrollSizes.enumerated() {
                var subject: ScrollSubject!
                var result = (rows: 0, steps: 0)
                scrollSamples[index].append(
                    clock.measure {
                        subject = ScrollSubject(rows: rows)
                        result = scrollThrough(subject.owner.tableView)
                    })
                steps[index] = result.steps
                queriesPerStep[index] = Double(subject.heightQueries) / Double(result.steps)
                // The jumps run on a table whose heights are half known, half estimated.
                let fresh = ScrollSubject(rows: rows)
                let before = fresh.heightQueries
                jumpSamples[index].append(clock.measure { fresh.jump(jumps) })
                queriesPerJump[index] = Double(fresh.heightQueries - before) / Double(jumps)
                blackHole(subject)
            }
        }
        let scroll = scrollSamples.map(medianMilliseconds)
        let jump = jumpSamples.map(medianMilliseconds)
        print(
            "rows".padding(toLength: 10, withPad: " ", startingAt: 0)
                + "  scroll ms   growth   steps  us/step  heights/step   jump us  heights/jump")
        for (index, rows) in scrollSizes.enumerated() {
            let growth = index == 0 ? "     -" : String(format: "%5.2fx", scroll[index] / scroll[index - 1])
            print(
                String(rows).padding(toLength: 10, withPad: " ", startingAt: 0)
                    + String(
                        format: "%11.2f   %@  %6d  %7.2f  %12.1f  %8.2f  %12.1f", scroll[index], growth, steps[index],
                        scroll[index] * 1_000 / Double(steps[index]), queriesPerStep[index],
                        jump[index] * 1_000 / Double(jumps), queriesPerJump[index]))
        }
        let growth = pow(scroll.last! / scroll.first!, 1.0 / Double(scrollSizes.count - 1))
        Scoreboard.shared.record("growth per doubling: table scroll, 25k to 200k rows", value: growth, target: 2.2)
        let jumpGrowth = pow(jump.last! / jump.first!, 1.0 / Double(scrollSizes.count - 1))
        Scoreboard.shared.record(
            "growth per doubling: table jump step, 25k to 200k rows", value: jumpGrowth, target: 1.2)
        print(
            String(
                format: "scroll growth per doubling %.2fx (target 2.2x); jump step growth per doubling %.2fx "
                    + "(target 1.2x: O(visible + log n))", growth, jumpGrowth))
    }

    // MARK: Profiling

    /// Runs one side once, untimed, for instruction-level profiling, e.g.
    /// `valgrind --tool=callgrind .build/release/CollectionManagerBenchmarks profile-table-dequeue-manager`;
    /// `profile-table-setup` runs the dispatch setup alone (100,000 calls), to subtract.
    static func profile(_ side: String) {
        switch side {
        case "profile-table-dequeue-manager": dequeueSides().subject()
        case "profile-table-dequeue-baseline": dequeueSides().baseline()
        case "profile-table-scroll":
            let subject = ScrollSubject(rows: 100_000)
            blackHole(scrollThrough(subject.owner.tableView))
        case "profile-table-jump":
            ScrollSubject(rows: 100_000).jump(jumps)
        default:
            let loops = makeDispatchLoops(calls: 100_000)
            switch side {
            case "profile-table-select-baseline": loops.selectBaseline()
            case "profile-table-select-manager": loops.selectManager()
            case "profile-table-height-baseline": loops.heightBaseline()
            case "profile-table-height-manager": loops.heightManager()
            default: break
            }
            blackHole(loops.result())
        }
    }
}
