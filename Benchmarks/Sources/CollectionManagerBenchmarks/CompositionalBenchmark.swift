import CollectionManager
import Foundation

/// How a compositional layout grows with its item count: a managed 320×480 view whose first section is a carousel
/// (an orthogonal section, a quarter of the items) and whose second is a four-column grid (the rest), timed at
/// 12.5k, 25k, 50k and 100k items.
///
/// - "prepare" invalidates the layout and runs the layout pass: `prepare()` is O(n), the pass O(log n + v).
/// - "scroll through" pages the view down through the whole grid, a screen at a time, then pages the carousel
///   through its whole line: O(n / page) passes of O(log n + v) each, so close to 2× per doubling.
///
/// The target, as for every growth figure, is 2.2× per doubling.
enum CompositionalBenchmark {
    static let sizes = [12_500, 25_000, 50_000, 100_000]

    /// A managed view with `items` items in a carousel and a grid, laid out once.
    static func managed(items: Int) -> (ScalingBenchmark.Owner, CollectionViewCompositionalLayout) {
        let owner = ScalingBenchmark.Owner()
        owner.manager.register(ScalingBenchmark.IntCell.self)
        let carouselCount = items / 4
        owner.storage.setItemsForAllSections([Array(0..<carouselCount), Array(carouselCount..<items)])
        let layout = CollectionViewCompositionalLayout { section, _ in
            if section == 0 {
                let card = CollectionLayoutGroup.horizontal(
                    layoutSize: CollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
                    subitems: [
                        CollectionLayoutItem(
                            layoutSize: CollectionLayoutSize(
                                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    ])
                let carousel = CollectionLayoutSection(group: card)
                carousel.orthogonalScrollingBehavior = .continuous
                carousel.interGroupSpacing = 10
                return carousel
            }
            let cell = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            cell.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let row = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                repeatingSubitem: cell, count: 4)
            return CollectionLayoutSection(group: row)
        }
        owner.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        owner.view.collectionViewLayout = layout
        owner.view.layoutIfNeeded()
        return (owner, layout)
    }

    static var paths: [ScalingBenchmark.Path] {
        [
            ScalingBenchmark.Path(name: "compositional: prepare and lay out n items") { n in
                let (owner, layout) = managed(items: n)
                return {
                    layout.invalidateLayout()
                    owner.view.layoutIfNeeded()
                    withExtendedLifetime(owner) {}
                }
            },
            ScalingBenchmark.Path(name: "compositional: scroll through grid and carousel") { n in
                let (owner, _) = managed(items: n)
                let view = owner.view
                return {
                    let height = view.contentSize.height
                    var y: CGFloat = 0
                    while y < height {
                        view.scroll(to: CGPoint(x: 0, y: y))
                        y += 480
                    }
                    view.scroll(to: .zero)
                    let line = CGFloat(n / 4) * 160
                    var x: CGFloat = 0
                    while x < line {
                        view.scrollOrthogonalSection(0, to: x)
                        x += 320
                    }
                    withExtendedLifetime(owner) {}
                }
            },
        ]
    }

    static func run() {
        printHeader("Compositional layout")
        ScalingBenchmark.printGrowthHeader(sizes: sizes)
        for path in paths {
            ScalingBenchmark.measureGrowth(of: path, sizes: sizes)
        }
    }
}
