import CollectionManager
import Foundation

/// 1,000,000 `didSelect` dispatches and 1,000,000 `sizeForItemAt` queries, through the manager's delegate and through
/// a hand-written delegate doing the same work (read the model, find the live cell, run the handler).
enum DispatchBenchmark {
    static let calls = 1_000_000

    struct Post {
        var height: CGFloat
    }

    final class PostCell: CollectionViewCell, ModelTransfer {
        var height: CGFloat = 0
        func update(with model: Post) { height = model.height }
    }

    final class Owner: CollectionViewManageable {
        let view = VirtualCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 2_000))
        var collectionView: (any CollectionView)? { view }
    }

    /// What a hand-written delegate does: read the model from the storage, cast, find the cell, act.
    final class HandWrittenDelegate: CollectionViewDelegateFlowLayout {
        let storage: MemoryStorage
        var selections = 0

        init(storage: MemoryStorage) { self.storage = storage }

        func responds(to selector: CollectionViewSelector) -> Bool {
            selector == .didSelectItem || selector == .sizeForItem
        }

        func collectionView(_ collectionView: any CollectionView, didSelectItemAt indexPath: IndexPath) {
            guard let post = storage.item(at: indexPath) as? Post,
                let cell = collectionView.cellForItem(at: indexPath) as? PostCell
            else { return }
            selections += Int(post.height + cell.height)
        }

        func collectionView(
            _ collectionView: any CollectionView,
            layout collectionViewLayout: CollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            guard let post = storage.item(at: indexPath) as? Post else { return .zero }
            return CGSize(width: 50, height: post.height)
        }
    }

    /// The four loops compared: each makes `calls` calls through the manager's delegate or the hand-written one.
    struct Loops {
        let selectBaseline: () -> Void
        let selectManager: () -> Void
        let sizeBaseline: () -> Void
        let sizeManager: () -> Void
        let result: () -> (Int, Int, CGFloat)
    }

    /// One owner with a mapping, a `didSelect` closure and a `sizeForCell` closure over 200 posts, and the loops that
    /// drive it; the same closures as the hand-written delegate's methods.
    static func makeLoops(calls: Int) -> Loops {
        let owner = Owner()
        // NB: a class box rather than a captured `var`, so both sides add to a stored property the same way.
        final class Counter { var selections = 0 }
        let counter = Counter()
        owner.manager.register(PostCell.self)
        owner.manager.didSelect(PostCell.self) { cell, post, _ in
            counter.selections += Int(post.height + cell.height)
        }
        owner.manager.sizeForCell(withItem: Post.self) { post, _ in CGSize(width: 50, height: post.height) }
        owner.manager.memoryStorage.setItems((0..<200).map { Post(height: CGFloat(40 + $0 % 20)) })
        owner.view.layoutIfNeeded()
        let visible = owner.view.indexPathsForVisibleItems
        precondition(visible.count >= 100, "the benchmark needs many visible cells")
        let handWritten = HandWrittenDelegate(storage: owner.manager.memoryStorage)
        let managerDelegate = owner.manager.collectionDelegate!
        let view = owner.view
        let layout = view.collectionViewLayout
        var total: CGFloat = 0
        return Loops(
            selectBaseline: {
                for call in 0..<calls {
                    handWritten.collectionView(view, didSelectItemAt: visible[call % visible.count])
                }
            },
            selectManager: {
                for call in 0..<calls {
                    managerDelegate.collectionView(view, didSelectItemAt: visible[call % visible.count])
                }
            },
            sizeBaseline: {
                for call in 0..<calls {
                    total +=
                        handWritten.collectionView(view, layout: layout, sizeForItemAt: visible[call % visible.count])
                        .height
                }
            },
            sizeManager: {
                for call in 0..<calls {
                    total +=
                        managerDelegate.collectionView(
                            view, layout: layout, sizeForItemAt: visible[call % visible.count]
                        )
                        .height
                }
            },
            // NB: keeps the owner, and so its manager, alive as long as the loops.
            result: { withExtendedLifetime(owner) { (counter.selections, handWritten.selections, total) } })
    }

    /// Runs one loop only, 100,000 calls, untimed, for instruction-level profiling:
    /// `valgrind --tool=callgrind .build/release/CollectionManagerBenchmarks profile-size-manager`
    /// (`profile-setup` runs the setup alone, to subtract).
    static func profile(_ side: String) {
        let loops = makeLoops(calls: 100_000)
        switch side {
        case "profile-select-baseline": loops.selectBaseline()
        case "profile-select-manager": loops.selectManager()
        case "profile-size-baseline": loops.sizeBaseline()
        case "profile-size-manager": loops.sizeManager()
        default: break
        }
        blackHole(loops.result())
    }

    static func run() {
        let loops = makeLoops(calls: calls)
        let select = compare(repetitions: 7, baseline: loops.selectBaseline, subject: loops.selectManager)
        report("1,000,000 didSelect dispatches", baseline: select.baseline, subject: select.subject, target: 2)
        let size = compare(repetitions: 7, baseline: loops.sizeBaseline, subject: loops.sizeManager)
        report("1,000,000 sizeForItemAt queries", baseline: size.baseline, subject: size.subject, target: 2)
        blackHole(loops.result())
    }
}
