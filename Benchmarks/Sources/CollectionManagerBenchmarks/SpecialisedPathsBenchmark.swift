import CollectionManager
import Foundation

/// The other diffing entry points, at 100,000 elements in the six shapes: `SingleSectionStorage.setItems(_:)` with the
/// built-in differ against `ListDiff` on the same models, and a diffable data source's animated `apply` on a managed
/// view against the hand-written batch of `PipelineBenchmark`. Printed by the `pipeline` mode, after its table.
enum SpecialisedPathsBenchmark {
    struct Row: EntityIdentifiable, Hashable {
        let id: Int
        var identifier: AnyHashable { id }
    }

    /// `profile-diffable`: 50 animated applies of an unchanged 100,000-item snapshot over the same one, for a profiler.
    static func profile() {
        let owner = PipelineBenchmark.Owner()
        owner.manager.register(PipelineBenchmark.IntCell.self)
        let dataSource: CollectionViewDiffableDataSource<Int, Int> =
            owner.manager.configureDiffableDataSource { _, id in id }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<100_000))
        let same = snapshot
        for _ in 0..<50 {
            dataSource.apply(snapshot, animatingDifferences: false)
            owner.view.layoutIfNeeded()
            dataSource.apply(same)
            owner.view.layoutIfNeeded()
        }
    }

    static func run() {
        print("\nSingleSectionStorage.setItems (built-in differ) and diffable apply, 100000 elements")
        print("(single section: at most 2x ListDiff on the same models; diffable: at most 2x by hand)")
        print(
            "shape".padding(toLength: 16, withPad: " ", startingAt: 0)
                + "   ListDiff     single  ratio   by hand   diffable  ratio  verdict")
        var allMet = true
        for shape in PipelineBenchmark.shapes(count: 100_000) {
            let oldRows = shape.old.map { Row(id: $0) }
            let newRows = shape.new.map { Row(id: $0) }
            let single = SingleSectionStorage(items: oldRows)
            let owner = PipelineBenchmark.Owner()
            owner.manager.register(PipelineBenchmark.IntCell.self)
            let dataSource: CollectionViewDiffableDataSource<Int, Int> =
                owner.manager.configureDiffableDataSource { _, id in id }
            func snapshot(_ items: [Int]) -> DiffableDataSourceSnapshot<Int, Int> {
                var snapshot = DiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems(items)
                return snapshot
            }
            let oldSnapshot = snapshot(shape.old)
            let newSnapshot = snapshot(shape.new)
            let handView = VirtualCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 640))
            let hand = PipelineBenchmark.HandDataSource()
            handView.register(PipelineBenchmark.IntCell.self, forCellWithReuseIdentifier: "IntCell")
            handView.dataSource = hand
            var diff = ListDiff()
            let times = PipelineBenchmark.alternate(
                repetitions: 7,
                [
                    (setUp: {}, body: { diff = ListDiff(from: oldRows, to: newRows) }),
                    (setUp: { single.items = oldRows }, body: { single.setItems(newRows) }),
                    (
                        setUp: {
                            hand.items = shape.old
                            handView.reloadData()
                            handView.layoutIfNeeded()
                        },
                        body: {
                            let operations = ListDiff(from: hand.items, to: shape.new).operations
                            handView.performBatchUpdates {
                                hand.items = shape.new
                                PipelineBenchmark.declare(operations, to: handView)
                            }
                            handView.layoutIfNeeded()
                        }
                    ),
                    (
                        setUp: {
                            dataSource.apply(oldSnapshot, animatingDifferences: false)
                            owner.view.layoutIfNeeded()
                        },
                        body: {
                            dataSource.apply(newSnapshot)
                            owner.view.layoutIfNeeded()
                        }
                    ),
                ])
            precondition(single.items.count == shape.new.count)
            precondition(owner.view.numberOfItems(inSection: 0) == shape.new.count)
            let singleRatio = times[1] / times[0]
            let diffableRatio = times[3] / times[2]
            let met = singleRatio <= 2 && diffableRatio <= 2
            allMet = allMet && met
            Scoreboard.shared.record(
                "SingleSectionStorage \(shape.name) n=100000: storage / ListDiff", value: singleRatio, target: 2)
            Scoreboard.shared.record(
                "diffable apply \(shape.name) n=100000: managed view / hand-built batch", value: diffableRatio,
                target: 2)
            print(
                shape.name.padding(toLength: 16, withPad: " ", startingAt: 0)
                    + String(
                        format: "%8.3f ms %8.3f ms %5.2fx %8.3f ms %8.3f ms %5.2fx  %@", times[0], times[1],
                        singleRatio, times[2], times[3], diffableRatio, met ? "met" : "NOT MET"))
            blackHole(diff)
        }
        print("single-section and diffable targets: \(allMet ? "met" : "NOT MET")")
    }
}
