import CollectionManager
import Foundation
import StorageTestSupport
import XCTest

/// Flow-layout events, driven by layout passes.
final class FlowLayoutEventsTests: XCTestCase {
    func testSizeForCell_bothStyles_sizesEachItemFromItsModel() {
        for style in RegistrationStyle.allCases {
            var received: [String] = []
            let size = { (post: Post, indexPath: IndexPath) -> CGSize in
                received.append("\(post.title) \(indexPath)")
                return CGSize(width: 320, height: post.title == "b" ? 80 : 40)
            }
            let owner = makeOwner(
                style, mapping: { $0.sizeForCell(size) }, manager: { $0.sizeForCell(withItem: Post.self, size) })
            XCTAssertEqual(received, ["a [0, 0]", "b [0, 1]", "c [0, 2]"], "\(style)")
            XCTAssertEqual(
                owner.virtualView.visibleCells.map(\.frame),
                [
                    CGRect(x: 0, y: 0, width: 320, height: 40), CGRect(x: 0, y: 50, width: 320, height: 80),
                    CGRect(x: 0, y: 140, width: 320, height: 40),
                ], "\(style)")
        }
    }

    func testReferenceSizeForHeaderAndFooter_managerLevel_sizesTheSupplementaryViews() {
        var received: [String] = []
        let owner = makeSupplementaryOwner(manager: { manager in
            manager.referenceSizeForHeaderView(withItem: String.self) { model, indexPath in
                received.append("header \(model) \(indexPath)")
                return CGSize(width: 320, height: 44)
            }
            manager.referenceSizeForFooterView(withItem: String.self) { model, indexPath in
                received.append("footer \(model) \(indexPath)")
                return CGSize(width: 320, height: 22)
            }
        })
        XCTAssertEqual(received, ["header H0 [0, 0]", "footer F0 [0, 0]"])
        let view = owner.virtualView
        XCTAssertEqual(
            view.supplementaryView(
                forElementKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))?
                .frame.size.height, 44)
        XCTAssertEqual(
            view.supplementaryView(
                forElementKind: CollectionElementKind.sectionFooter, at: IndexPath(item: 0, section: 0))?
                .frame.size.height, 22)
    }

    func testReferenceSizeForHeaderAndFooter_mappingLevel_sizesTheSupplementaryViews() {
        var received: [String] = []
        let owner = makeSupplementaryOwner(
            header: { mapping in
                mapping.referenceSizeForHeaderView { model, indexPath in
                    received.append("header \(model) \(indexPath)")
                    return CGSize(width: 320, height: 44)
                }
            },
            footer: { mapping in
                mapping.referenceSizeForFooterView { model, indexPath in
                    received.append("footer \(model) \(indexPath)")
                    return CGSize(width: 320, height: 22)
                }
            })
        XCTAssertEqual(received, ["header H0 [0, 0]", "footer F0 [0, 0]"])
        let view = owner.virtualView
        XCTAssertEqual(
            view.supplementaryView(
                forElementKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))?
                .frame.size.height, 44)
        XCTAssertEqual(
            view.supplementaryView(
                forElementKind: CollectionElementKind.sectionFooter, at: IndexPath(item: 0, section: 0))?
                .frame.size.height, 22)
    }

    func testReferenceSize_withoutAModelForTheSection_isZero_soNoHeaderIsDisplayed() {
        let owner = ManagedOwner()
        (owner.virtualView.collectionViewLayout as! CollectionViewFlowLayout).headerReferenceSize = CGSize(
            width: 320, height: 30)
        owner.manager.register(PostCell.self)
        owner.manager.registerHeader(TitleHeader.self)
        owner.manager.memoryStorage.setItems([Post(title: "a")])
        owner.virtualView.layoutIfNeeded()
        XCTAssertEqual(
            owner.virtualView.indexPathsForVisibleSupplementaryElements(ofKind: CollectionElementKind.sectionHeader), []
        )
        XCTAssertEqual(owner.virtualView.visibleCells.first?.frame.origin.y, 0)
    }

    func testInsetForSectionAtIndex_receivesTheLayoutAndSection() {
        let owner = makeOwner(.manager)
        var received: [String] = []
        owner.manager.insetForSectionAtIndex { layout, section in
            received.append("\(layout === owner.virtualView.collectionViewLayout) \(section)")
            return EdgeInsets(top: 15, left: 0, bottom: 0, right: 0)
        }
        owner.virtualView.layoutIfNeeded()
        XCTAssertEqual(received, ["true 0"])
        XCTAssertEqual(owner.virtualView.visibleCells.first?.frame.origin.y, 15)
    }

    func testMinimumLineSpacingForSectionAtIndex_spacesTheRows() {
        let owner = makeOwner(.manager)
        (owner.virtualView.collectionViewLayout as! CollectionViewFlowLayout).itemSize = CGSize(width: 300, height: 50)
        var received: [Int] = []
        owner.manager.minimumLineSpacingForSectionAtIndex { _, section in
            received.append(section)
            return 25
        }
        owner.virtualView.layoutIfNeeded()
        XCTAssertEqual(received, [0])
        XCTAssertEqual(owner.virtualView.visibleCells.map(\.frame.origin.y), [0, 75, 150])
    }

    func testMinimumInteritemSpacingForSectionAtIndex_decidesHowManyItemsFitInARow() {
        let owner = makeOwner(.manager)
        (owner.virtualView.collectionViewLayout as! CollectionViewFlowLayout).itemSize = CGSize(width: 100, height: 50)
        XCTAssertEqual(owner.virtualView.visibleCells.map(\.frame.origin.y), [0, 0, 0])
        var received: [Int] = []
        owner.manager.minimumInteritemSpacingForSectionAtIndex { _, section in
            received.append(section)
            return 20
        }
        owner.virtualView.layoutIfNeeded()
        XCTAssertEqual(received, [0])
        XCTAssertEqual(owner.virtualView.visibleCells.map(\.frame.origin.y), [0, 0, 60])
    }
}
