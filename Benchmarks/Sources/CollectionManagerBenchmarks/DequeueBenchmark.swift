import CollectionManager
import Foundation

/// Lays out and dequeues 100,000 cells by scrolling a virtual collection view from top to bottom, once through the
/// manager and once through a hand-written data source that does the same work with a `switch` on model types.
enum DequeueBenchmark {
    static let itemCount = 100_000
    static let frame = CGRect(x: 0, y: 0, width: 320, height: 5_000)

    final class Owner: CollectionViewManageable {
        let view = VirtualCollectionView(frame: DequeueBenchmark.frame)
        var collectionView: (any CollectionView)? { view }
    }

    /// A data source written by hand: its own array, a `switch` on the model's type, `update(with:)`. It is also the
    /// view's prefetch data source, prefetching nothing, as the manager installs one: both sides then pay the view's
    /// prefetching while scrolling, and the ratio is the manager's own cost.
    final class HandWrittenDataSource: CollectionViewDataSource, CollectionViewDataSourcePrefetching {
        let items: [Any]

        init(items: [Any]) { self.items = items }

        func responds(to selector: CollectionViewSelector) -> Bool { selector == .numberOfSections }
        func collectionView(_ collectionView: any CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {}
        func numberOfSections(in collectionView: any CollectionView) -> Int { 1 }
        func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }
        func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
            -> CollectionViewCell
        {
            handWrittenCell(for: items[indexPath.item], in: collectionView, at: indexPath)
        }
    }

    static func models(types: Int) -> [Any] {
        (0..<itemCount).map { makeModel(type: $0 % types, value: $0) }
    }

    /// Scrolls from the top to the bottom, a screen at a time, laying out at each step; returns the cells dequeued.
    static func scrollThrough(_ view: VirtualCollectionView) -> Int {
        var dequeued = 0
        var offset: CGFloat = 0
        view.contentOffset = .zero
        view.layoutIfNeeded()
        let height = view.contentSize.height
        while offset < height {
            view.contentOffset = CGPoint(x: 0, y: offset)
            view.layoutIfNeeded()
            dequeued += view.indexPathsForVisibleItems.count
            offset += frame.height
        }
        return dequeued
    }

    /// Runs one side once, untimed, for instruction-level profiling:
    /// `valgrind --tool=callgrind .build/release/CollectionManagerBenchmarks profile-dequeue-manager`.
    static func profile(_ side: String) {
        let (baseline, subject) = sides(types: 1)
        side == "profile-dequeue-manager" ? subject() : baseline()
    }

    /// The two sides compared: the hand-written data source and the manager, each scrolling through every item.
    static func sides(types: Int) -> (baseline: () -> Void, subject: () -> Void) {
        let items = models(types: types)
        let baseline = {
            let view = VirtualCollectionView(frame: frame)
            registerHandWrittenCells(in: view)
            let dataSource = HandWrittenDataSource(items: items)
            view.dataSource = dataSource
            view.prefetchDataSource = dataSource
            blackHole(scrollThrough(view))
            withExtendedLifetime(dataSource) {}
        }
        let subject = {
            let owner = Owner()
            owner.manager.registerBenchmarkCells(count: types)
            owner.manager.memoryStorage.setItems(items)
            blackHole(scrollThrough(owner.view))
            withExtendedLifetime(owner) {}
        }
        return (baseline, subject)
    }

    static func run(types: Int) {
        let (baseline, subject) = sides(types: types)
        let (baselineTime, subjectTime) = compare(repetitions: 7, baseline: baseline, subject: subject)
        report(
            "lay out + dequeue 100,000 cells, \(types) mapping\(types == 1 ? "" : "s")", baseline: baselineTime,
            subject: subjectTime, target: 1.5)
    }
}
