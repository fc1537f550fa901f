import Foundation
import StorageTestSupport
import XCTest

@testable import CollectionManager

/// Dispatch holds the reaction it runs for the duration of the call. These tests pin what that guarantees: a reaction
/// whose mapping goes away while it runs stays alive until it returns and is released then, and every model reaches its
/// closure intact, whatever its type, without leaking.
///
/// CI runs this suite in an optimized build too, where the compiler is freest to shorten lifetimes.
final class DispatchLifetimeTests: XCTestCase {
    private let first = IndexPath(item: 0, section: 0)
    private let second = IndexPath(item: 1, section: 0)

    /// An object a closure captures, to observe through a weak reference when the closure is released.
    private final class Token {}

    // MARK: Reactions whose mapping changes while they run

    func testAReactionThatUnregistersItsMapping_isKeptAliveUntilItReturns_thenReleased() {
        let owner = ManagedOwner()
        owner.manager.register(PostCell.self)
        var token: Token? = Token()
        weak let weakToken = token
        var tokenAliveAfterUnregistering: [Bool] = []
        owner.manager.didSelect(PostCell.self) { [token, unowned owner] _, post, _ in
            owner.manager.unregister(PostCell.self)
            withExtendedLifetime(token) { tokenAliveAfterUnregistering.append(weakToken != nil) }
            XCTAssertEqual(post.title, "a")
        }
        token = nil
        owner.manager.memoryStorage.setItems([Post(title: "a"), Post(title: "b")])
        _ = owner.layOut()

        XCTAssertEqual(owner.virtualView.tapItem(at: first), .selected)

        XCTAssertEqual(tokenAliveAfterUnregistering, [true])
        XCTAssertNil(weakToken, "the unregistered reaction is released once it returns")
        XCTAssertEqual(owner.virtualView.tapItem(at: second), .selected)
        XCTAssertEqual(tokenAliveAfterUnregistering, [true], "the unregistered mapping's event no longer runs")
    }

    func testAReactionThatReplacesItsMappingsReactions_isKeptAliveUntilItReturns_thenReleased() {
        let owner = ManagedOwner()
        var token: Token? = Token()
        weak let weakToken = token
        var log: [String] = []
        owner.manager.register(PostCell.self) { [token, unowned owner] mapping in
            mapping.didSelect { [weak mapping] _, post, _ in
                mapping?.reactions = []
                let mappings = owner.manager.viewFactory.mappings.count
                withExtendedLifetime(token) {
                    log.append("\(post.title) alive: \(weakToken != nil), mappings: \(mappings)")
                }
            }
        }
        token = nil
        owner.manager.memoryStorage.setItems([Post(title: "a"), Post(title: "b")])
        _ = owner.layOut()

        XCTAssertEqual(owner.virtualView.tapItem(at: first), .selected)
        XCTAssertEqual(owner.virtualView.tapItem(at: second), .selected)

        XCTAssertEqual(log, ["a alive: true, mappings: 1"])
        XCTAssertNil(weakToken)
    }

    func testANestedDispatch_doesNotReleaseTheOuterReaction() {
        let owner = ManagedOwner()
        owner.manager.register(PostCell.self)
        var token: Token? = Token()
        weak let weakToken = token
        var log: [String] = []
        owner.manager.sizeForCell(withItem: Post.self) { post, _ in
            log.append("size \(post.title)")
            return CGSize(width: 100, height: 20)
        }
        owner.manager.didSelect(PostCell.self) { [token, unowned owner] _, post, indexPath in
            owner.manager.unregister(PostCell.self)
            // A nested dispatch, which ends while the outer reaction still runs.
            let size = owner.manager.collectionDelegate?.collectionView(
                owner.virtualView, layout: owner.virtualView.collectionViewLayout, sizeForItemAt: indexPath)
            let mappings = owner.manager.viewFactory.mappings.count
            withExtendedLifetime(token) {
                let height = size.map { "\($0.height)" } ?? "nil"
                log.append("select \(post.title), nested \(height), alive \(weakToken != nil), mappings \(mappings)")
            }
        }
        token = nil
        owner.manager.memoryStorage.setItems([Post(title: "a")])
        _ = owner.layOut()
        log.removeAll()

        XCTAssertEqual(owner.virtualView.tapItem(at: first), .selected)

        // The nested query finds no mapping any more, so the flow layout's default answers it; the outer reaction,
        // whose mapping is gone, is still alive.
        let defaultHeight = (owner.virtualView.collectionViewLayout as? CollectionViewFlowLayout)?.itemSize.height
        XCTAssertEqual(log, ["select a, nested \(defaultHeight.map { "\($0)" } ?? "nil"), alive true, mappings 0"])
        XCTAssertNil(weakToken)
    }

    func testSwitchingStoragesFromAReaction_takesEffectForTheNextDispatch() {
        let owner = ManagedOwner()
        owner.manager.register(PostCell.self)
        var selected: [String] = []
        owner.manager.didSelect(PostCell.self) { [unowned owner] _, post, _ in
            selected.append(post.title)
            let replacement = MemoryStorage()
            replacement.setItems([Post(title: "replacement")])
            owner.manager.storage = replacement
        }
        owner.manager.memoryStorage.setItems([Post(title: "original")])
        _ = owner.layOut()

        XCTAssertEqual(owner.virtualView.tapItem(at: first), .selected)
        _ = owner.layOut()
        XCTAssertEqual(owner.virtualView.tapItem(at: first), .selected)

        XCTAssertEqual(selected, ["original", "replacement"])
    }

    // MARK: Models reach closures intact

    func testModelsWithReferenceCountedContents_surviveManyDispatches() {
        let owner = ManagedOwner()
        owner.manager.register(PostCell.self)
        // Longer than a small string, so each title lives in a reference-counted buffer.
        let titles = (0..<3).map { "a title long enough to live on the heap, number \($0)" }
        var received: [String] = []
        owner.manager.sizeForCell(withItem: Post.self) { post, _ in
            received.append(post.title)
            return CGSize(width: 100, height: 20)
        }
        owner.manager.memoryStorage.setItems(titles.map(Post.init(title:)))
        _ = owner.layOut()
        received.removeAll()
        let delegate = owner.manager.collectionDelegate
        let layout = owner.virtualView.collectionViewLayout

        for round in 0..<500 {
            let indexPath = IndexPath(item: round % titles.count, section: 0)
            _ = delegate?.collectionView(owner.virtualView, layout: layout, sizeForItemAt: indexPath)
        }

        XCTAssertEqual(received.count, 500)
        XCTAssertEqual(received, (0..<500).map { titles[$0 % titles.count] })
        XCTAssertEqual(owner.manager.memoryStorage.items(inSection: 0) as? [Post], titles.map(Post.init(title:)))
    }

    func testClassModels_reachClosuresOfTheirOwnClassAndOfASuperclass() {
        let owner = ManagedOwner()
        owner.manager.register(AnimalCell.self)
        var exact: [String] = []
        var superclass: [String] = []
        owner.manager.sizeForCell(withItem: Dog.self) { dog, _ in
            exact.append(dog.name)
            return CGSize(width: 100, height: 20)
        }
        owner.manager.didSelect(AnimalCell.self) { _, animal, _ in superclass.append(animal.name) }
        weak var weakRex: Dog?
        do {
            let rex = Dog(name: "Rex")
            weakRex = rex
            owner.manager.memoryStorage.setItems([rex, Animal(name: "Generic")])
        }
        _ = owner.layOut()

        XCTAssertEqual(owner.virtualView.tapItem(at: first), .selected)
        XCTAssertEqual(owner.virtualView.tapItem(at: second), .selected)

        XCTAssertEqual(exact, ["Rex"], "the Dog-typed closure serves the Dog only")
        XCTAssertEqual(superclass, ["Rex", "Generic"])
        XCTAssertNotNil(weakRex)
        owner.manager.memoryStorage.setItems([])
        _ = owner.layOut()
        XCTAssertNil(weakRex, "dispatch neither leaks nor keeps a model")
    }

    func testOptionalModels_areUnwrappedBeforeTheirClosureRuns() {
        let owner = ManagedOwner()
        owner.manager.register(PostCell.self)
        var received: [String] = []
        owner.manager.didSelect(PostCell.self) { _, post, _ in received.append(post.title) }
        let wrapped: Post? = Post(title: "wrapped")
        owner.manager.memoryStorage.setItems([wrapped as Any, Post(title: "plain")])
        _ = owner.layOut()

        XCTAssertEqual(owner.virtualView.tapItem(at: first), .selected)
        XCTAssertEqual(owner.virtualView.tapItem(at: second), .selected)

        XCTAssertEqual(received, ["wrapped", "plain"])
    }
}
