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

    /// Runs one side only, without timing, for instruction-level profiling
    /// (`valgrind --tool=callgrind .build/release/CollectionManagerBenchmarks profile-size-manager`).
    static func profile(_ side: String) {
        let owner = Owner()
        owner.manager.register(PostCell.self)
        owner.manager.didSelect(PostCell.self) { _, _, _ in }
        owner.manager.sizeForCell(withItem: Post.self) { post, _ in CGSize(width: 50, height: post.height) }
        owner.manager.memoryStorage.setItems((0..<200).map { Post(height: CGFloat(40 + $0 % 20)) })
        owner.view.layoutIfNeeded()
        let visible = owner.view.indexPathsForVisibleItems
        let handWritten = HandWrittenDelegate(storage: owner.manager.memoryStorage)
        let managerDelegate = owner.manager.collectionDelegate!
        let layout = owner.view.collectionViewLayout
        var total: CGFloat = 0
        for call in 0..<100_000 {
            let indexPath = visible[call % visible.count]
            switch side {
            case "profile-size-manager":
                total += managerDelegate.collectionView(owner.view, layout: layout, sizeForItemAt: indexPath).height
            case "profile-size-baseline":
                total += handWritten.collectionView(owner.view, layout: layout, sizeForItemAt: indexPath).height
            case "profile-select-manager": managerDelegate.collectionView(owner.view, didSelectItemAt: indexPath)
            case "profile-select-baseline": handWritten.collectionView(owner.view, didSelectItemAt: indexPath)
            default: total += indexPath.isEmpty ? 1 : 0  // "profile-setup": the loop alone
            }
        }
        blackHole(total)
    }

    static func run() {
        let owner = Owner()
        var selections = 0
        owner.manager.register(PostCell.self)
        owner.manager.didSelect(PostCell.self) { cell, post, _ in selections += Int(post.height + cell.height) }
        owner.manager.sizeForCell(withItem: Post.self) { post, _ in CGSize(width: 50, height: post.height) }
        owner.manager.memoryStorage.setItems((0..<200).map { Post(height: CGFloat(40 + $0 % 20)) })
        owner.view.layoutIfNeeded()
        let visible = owner.view.indexPathsForVisibleItems
        precondition(visible.count >= 100, "the benchmark needs many visible cells")
        let handWritten = HandWrittenDelegate(storage: owner.manager.memoryStorage)
        let managerDelegate = owner.manager.collectionDelegate!
        let view = owner.view

        let select = compare(
            repetitions: 7,
            baseline: {
                for call in 0..<calls {
                    handWritten.collectionView(view, didSelectItemAt: visible[call % visible.count])
                }
            },
            subject: {
                for call in 0..<calls {
                    managerDelegate.collectionView(view, didSelectItemAt: visible[call % visible.count])
                }
            })
        report("1,000,000 didSelect dispatches", baseline: select.baseline, subject: select.subject, target: 2)

        let layout = view.collectionViewLayout
        var total: CGFloat = 0
        let size = compare(
            repetitions: 7,
            baseline: {
                for call in 0..<calls {
                    total +=
                        handWritten.collectionView(view, layout: layout, sizeForItemAt: visible[call % visible.count])
                        .height
                }
            },
            subject: {
                for call in 0..<calls {
                    total +=
                        managerDelegate.collectionView(
                            view, layout: layout, sizeForItemAt: visible[call % visible.count]
                        )
                        .height
                }
            })
        report("1,000,000 sizeForItemAt queries", baseline: size.baseline, subject: size.subject, target: 2)
        blackHole((selections, handWritten.selections, total))
    }
}
