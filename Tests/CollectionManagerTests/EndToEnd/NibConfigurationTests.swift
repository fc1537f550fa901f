import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// A nib that builds its view with a closure, as a xib wires outlets, and `awakeFromNib()` after it.
final class NibConfigurationTests: XCTestCase {
    /// Stands in for a label a xib would create and connect to an outlet.
    final class Label {
        var text: String?
    }

    /// A cell as it is written for a xib: an implicitly unwrapped outlet, set up in `awakeFromNib()`.
    final class OutletPostCell: CollectionViewCell, ModelTransfer {
        var titleLabel: Label!
        private(set) var events: [String] = []

        func record(_ event: String) { events.append(event) }

        override func awakeFromNib() {
            super.awakeFromNib()
            events.append("awakeFromNib, outlet connected: \(titleLabel != nil)")
            titleLabel.text = "placeholder"
        }

        func update(with model: Post) {
            events.append("update")
            titleLabel.text = model.title
        }
    }

    final class OutletHeader: CollectionReusableView, ModelTransfer {
        var titleLabel: Label!
        private(set) var awakeCount = 0

        override func awakeFromNib() {
            super.awakeFromNib()
            awakeCount += 1
        }

        func update(with model: String) { titleLabel.text = model }
    }

    /// A view that records whether a nib woke it.
    final class AwakeRecordingCell: CollectionViewCell {
        private(set) var awakeCount = 0
        override func awakeFromNib() {
            super.awakeFromNib()
            awakeCount += 1
        }
    }

    private static let postCellNib = Nib(name: "OutletPostCell") { (cell: OutletPostCell) in
        cell.record("configure, reuse identifier: \(cell.reuseIdentifier ?? "nil")")
        cell.titleLabel = Label()
    }

    func testNibWithAConfiguration_connectsTheOutletsBeforeAwakeFromNib_andTheManagersCellShowsItsModel() {
        let owner = ManagedOwner()
        let recorder = ManagerAnomalyRecorder(owner.manager)
        owner.manager.nibCatalog.register(Self.postCellNib)
        owner.manager.register(OutletPostCell.self)

        owner.manager.memoryStorage.setItems([Post(title: "Hello")])
        let cell = owner.cell(OutletPostCell.self, at: IndexPath(item: 0, section: 0))

        XCTAssertEqual(cell?.titleLabel.text, "Hello")
        XCTAssertEqual(
            cell?.events,
            ["configure, reuse identifier: nil", "awakeFromNib, outlet connected: true", "update"])
        XCTAssertEqual(recorder.anomalies, [])
    }

    func testNibWithAConfiguration_describesItsViewClass_andCarriesTheReuseIdentifierSetInIt() {
        let nib = Nib(name: "OutletPostCell", reuseIdentifier: "Post") { (cell: OutletPostCell) in
            cell.record("configure, reuse identifier: \(cell.reuseIdentifier ?? "nil")")
            cell.titleLabel = Label()
        }

        XCTAssertTrue(nib.viewClass == OutletPostCell.self)
        XCTAssertEqual(nib.reuseIdentifier, "Post")
        XCTAssertFalse(nib.isEmpty)
        let objects = nib.instantiate()
        XCTAssertEqual(objects.count, 1)
        let cell = objects.first as? OutletPostCell
        XCTAssertEqual(cell?.events, ["configure, reuse identifier: Post", "awakeFromNib, outlet connected: true"])
        XCTAssertEqual(cell?.titleLabel.text, "placeholder")
    }

    func testEachInstantiation_buildsAFreshViewAndWakesItOnce_aRecycledViewIsNotWokenAgain() {
        let view = VirtualCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.register(Self.postCellNib, forCellWithReuseIdentifier: "Post")
        let first = Self.postCellNib.instantiate().first as? OutletPostCell
        let second = Self.postCellNib.instantiate().first as? OutletPostCell
        XCTAssertFalse(first === second)
        XCTAssertFalse(first?.titleLabel === second?.titleLabel)

        let dataSource = CountingDataSource(count: 1)
        view.dataSource = dataSource
        view.layoutIfNeeded()
        let cell = view.cellForItem(at: IndexPath(item: 0, section: 0)) as? OutletPostCell
        dataSource.count = 0
        view.reloadData()
        view.layoutIfNeeded()
        dataSource.count = 1
        view.reloadData()
        view.layoutIfNeeded()
        let recycled = view.cellForItem(at: IndexPath(item: 0, section: 0)) as? OutletPostCell

        XCTAssertTrue(cell === recycled)
        XCTAssertEqual(
            recycled?.events, ["configure, reuse identifier: nil", "awakeFromNib, outlet connected: true"])
    }

    func testAPlainNibWakesItsView_aRegisteredClassDoesNot() {
        let fromNib = Nib(name: "AwakeRecordingCell", viewClass: AwakeRecordingCell.self).instantiate().first
        XCTAssertEqual((fromNib as? AwakeRecordingCell)?.awakeCount, 1)

        let view = VirtualCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.register(AwakeRecordingCell.self, forCellWithReuseIdentifier: "Cell")
        let dataSource = CountingDataSource(count: 1, identifier: "Cell")
        view.dataSource = dataSource
        view.layoutIfNeeded()
        XCTAssertEqual((view.cellForItem(at: IndexPath(item: 0, section: 0)) as? AwakeRecordingCell)?.awakeCount, 0)
    }

    func testASupplementaryNibWithAConfiguration_givesTheManagersHeaderItsOutlets() {
        let owner = ManagedOwner()
        (owner.virtualView.collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize = CGSize(
            width: 320, height: 30)
        let recorder = ManagerAnomalyRecorder(owner.manager)
        owner.manager.nibCatalog.register(
            Nib(name: "OutletHeader") { (header: OutletHeader) in header.titleLabel = Label() })
        owner.manager.nibCatalog.register(Self.postCellNib)
        owner.manager.register(OutletPostCell.self)
        owner.manager.registerHeader(OutletHeader.self)
        owner.manager.memoryStorage.setSectionHeaderModels(["Today"])
        owner.manager.memoryStorage.setItems([Post(title: "Hello")])
        owner.virtualView.layoutIfNeeded()

        let header =
            owner.virtualView.supplementaryView(
                forElementKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
            as? OutletHeader
        XCTAssertEqual(header?.titleLabel.text, "Today")
        XCTAssertEqual(header?.awakeCount, 1)
        XCTAssertEqual(recorder.anomalies, [])
    }
}

/// A data source with one section of `count` cells dequeued with `identifier`.
private final class CountingDataSource: CollectionViewDataSource {
    var count: Int
    let identifier: String

    init(count: Int, identifier: String = "Post") {
        self.count = count
        self.identifier = identifier
    }

    func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    func responds(to selector: CollectionViewSelector) -> Bool { false }
}
