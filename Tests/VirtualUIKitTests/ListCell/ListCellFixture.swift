import Foundation
import VirtualUIKit

/// One row of a ``ListCellFixture``: what its list cell is configured with.
struct ListRow {
    var content: ListContentConfiguration?
    var accessories: [CellAccessory] = []
}

/// A list of rows in list cells, configured in `cellForItemAt` as a `UICollectionView.CellRegistration` handler
/// configures them, with a delegate that answers `canEditItemAt` when ``canEdit`` is set and records it.
final class ListCellFixture: CollectionViewDataSource, CollectionViewDelegate {
    static let cellIdentifier = "ListCell"
    static let headerIdentifier = "ListHeader"

    let collectionView: VirtualCollectionView
    var sections: [[ListRow]]
    /// Header configurations by section; a section without one gets a header with no configuration.
    var headers: [Int: ListContentConfiguration] = [:]
    /// The answer to `canEditItemAt`; the delegate implements it only when this is set before the fixture is made.
    let canEdit: ((IndexPath) -> Bool)?
    /// The index paths `canEditItemAt` was asked for, in order.
    private(set) var canEditQueries: [IndexPath] = []

    init(
        sections: [[ListRow]],
        headerMode: CollectionLayoutListConfiguration.HeaderMode = .none,
        size: CGSize = CGSize(width: 320, height: 480),
        canEdit: ((IndexPath) -> Bool)? = nil
    ) {
        self.sections = sections
        self.canEdit = canEdit
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = headerMode
        collectionView = VirtualCollectionView(frame: CGRect(origin: .zero, size: size))
        collectionView.collectionViewLayout = CollectionViewCompositionalLayout.list(using: configuration)
        collectionView.register(CollectionViewListCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        collectionView.register(
            CollectionViewListCell.self, forSupplementaryViewOfKind: CollectionElementKind.sectionHeader,
            withReuseIdentifier: Self.headerIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    func responds(to selector: CollectionViewSelector) -> Bool {
        switch selector {
        case .numberOfSections, .viewForSupplementaryElement: true
        case .canEditItem: canEdit != nil
        default: false
        }
    }

    func numberOfSections(in collectionView: any CollectionView) -> Int {
        sections.count
    }

    func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        guard let listCell = cell as? CollectionViewListCell else { return cell }
        let row = sections[indexPath.section][indexPath.item]
        listCell.contentConfiguration = row.content
        listCell.accessories = row.accessories
        return listCell
    }

    func collectionView(
        _ collectionView: any CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: Self.headerIdentifier, for: indexPath)
        (view as? CollectionViewListCell)?.contentConfiguration = headers[indexPath.section]
        return view
    }

    func collectionView(_ collectionView: any CollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        canEditQueries.append(indexPath)
        return canEdit?(indexPath) ?? true
    }

    /// The displayed list cell of the item at `indexPath`.
    func cell(_ item: Int, _ section: Int = 0) -> CollectionViewListCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? CollectionViewListCell
    }
}

extension ListContentConfiguration {
    /// A list cell configuration with `text`, `secondaryText` and a system image named `systemImage`.
    static func cell(_ text: String?, _ secondaryText: String? = nil, systemImage: String? = nil) -> Self {
        var content = Self.cell()
        content.text = text
        content.secondaryText = secondaryText
        content.image = systemImage.map { Image(systemName: $0) }
        return content
    }
}
