import Foundation
import XCTest

@testable import CollectionManager

/// An owner without a collection view, shared between threads.
///
/// It has no stored state, so it is `Sendable`; its manager is never started, because starting needs a collection view.
private final class ThreadSharedOwner: CollectionViewManageable, Sendable {
    var collectionView: (any CollectionView)? { nil }
}

/// Collects values written from several threads.
private final class LockedList<Value: Sendable>: @unchecked Sendable {
    // NB: @unchecked Sendable is sound: `values` is only read and written while holding `lock`.
    private let lock = NSLock()
    private var values: [Value] = []

    func append(_ value: Value) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }

    var all: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}

/// The first reads of an owner's `manager` from several threads at once agree on one manager.
final class ManagerTableConcurrencyTests: XCTestCase {
    func testManager_firstReadFromSeveralThreadsAtOnce_everyThreadGetsTheSameManager() {
        let ownerCount = 200
        let readsPerOwner = 8
        let owners = (0..<ownerCount).map { _ in ThreadSharedOwner() }
        let reads = LockedList<(owner: Int, manager: ObjectIdentifier)>()
        DispatchQueue.concurrentPerform(iterations: ownerCount * readsPerOwner) { iteration in
            // Iterations next to each other read different owners' managers; the reads of one owner interleave.
            let owner = iteration % ownerCount
            reads.append((owner, ObjectIdentifier(owners[owner].manager)))
        }

        var managersByOwner: [Int: Set<ObjectIdentifier>] = [:]
        for read in reads.all { managersByOwner[read.owner, default: []].insert(read.manager) }
        XCTAssertEqual(managersByOwner.count, ownerCount)
        for (owner, managers) in managersByOwner {
            XCTAssertEqual(managers, [ObjectIdentifier(owners[owner].manager)], "owner \(owner)")
        }
    }

    func testManagerFor_anotherThreadStoresAManagerWhileThisOneCreates_returnsTheStoredManager() {
        let table = ManagerTable()
        let owner = ThreadSharedOwner()
        let firstIsCreating = DispatchSemaphore(value: 0)
        let secondHasStored = DispatchSemaphore(value: 0)
        let firstResult = LockedList<ObjectIdentifier>()
        let firstCreated = LockedList<ObjectIdentifier>()
        let firstDone = DispatchGroup()
        DispatchQueue.global().async(group: firstDone) {
            let manager = table.manager(for: owner) {
                firstIsCreating.signal()
                secondHasStored.wait()
                let created = CollectionViewManager()
                firstCreated.append(ObjectIdentifier(created))
                return created
            }
            firstResult.append(ObjectIdentifier(manager))
        }

        firstIsCreating.wait()
        let stored = table.manager(for: owner) { CollectionViewManager() }
        secondHasStored.signal()
        firstDone.wait()

        XCTAssertEqual(firstCreated.all.count, 1)
        XCTAssertEqual(firstResult.all, [ObjectIdentifier(stored)])
        XCTAssertTrue(table.manager(for: owner) { CollectionViewManager() } === stored)
        XCTAssertEqual(table.count, 1)
    }

    func testWaitUntilNoOwnerIsHeld_whileAnotherThreadPurges_aReleasedOwnerReadsAsGone() {
        // A purge holds every live owner while it checks which are gone. A leak check that reads an owner it just
        // released must wait for such a purge on another thread, or it reads the owner as alive.
        let table = ManagerTable()
        let stop = LockedList<Bool>()
        let purging = DispatchGroup()
        DispatchQueue.global().async(group: purging) {
            while stop.all.isEmpty { table.purge() }
        }
        let rounds = 2_000
        var readAlive: [Int] = []
        for round in 0..<rounds {
            var owner: ThreadSharedOwner? = ThreadSharedOwner()
            weak let released = owner
            _ = table.manager(for: owner!) { CollectionViewManager() }
            owner = nil
            table.waitUntilNoOwnerIsHeld()
            if released != nil { readAlive.append(round) }
        }
        stop.append(true)
        purging.wait()
        XCTAssertEqual(readAlive, [], "rounds of \(rounds) in which a released owner still read as alive")
    }
}

/// A manager handed to another thread, as the main-queue block of a deferred check reaches one.
// NB: @unchecked Sendable is sound: the test thread lets go of its own reference before the other thread's last use
// ends, and neither thread calls the manager; only its lifetime is shared.
private final class HandedOverManager: @unchecked Sendable {
    weak var manager: CollectionViewManager?

    init(_ manager: CollectionViewManager) { self.manager = manager }
}

/// The deferred checks hold a manager on the main queue for a moment: a leak check on another thread waits for them.
final class ManagerTableHoldingTests: XCTestCase {
    func testWaitUntilNoOwnerIsHeld_waitsForAManagerHeldByAnotherThread_toBeLetGo() {
        let table = ManagerTable()
        var manager: CollectionViewManager? = CollectionViewManager()
        weak let released = manager
        let handedOver = HandedOverManager(manager!)
        let isHeld = DispatchSemaphore(value: 0)
        let isReleasedHere = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            table.holdingManagers {
                let held = handedOver.manager
                isHeld.signal()
                isReleasedHere.wait()
                // The other thread lets go a moment after the test thread did, as a check that ends late.
                Thread.sleep(forTimeInterval: 0.02)
                withExtendedLifetime(held) {}
            }
        }
        isHeld.wait()
        manager = nil
        isReleasedHere.signal()
        table.waitUntilNoOwnerIsHeld()
        XCTAssertNil(released, "the leak check read the manager before the other thread let go of it")
    }
}

/// An owner whose deinit purges its table, as a view controller whose `VirtualCollectionView` goes away with it does.
private final class PurgingOwner: Sendable {
    let table: ManagerTable

    init(table: ManagerTable) { self.table = table }

    deinit { table.purge() }
}

/// Owners released on one thread while another purges the table: a purge that checks an owner briefly holds it, and
/// when that hold is the last, the owner's deinit (which purges again) runs inside the purge.
final class ManagerTablePurgeRaceTests: XCTestCase {
    func testPurge_whileAnotherThreadReleasesTheLastReferencesToOwners_neverDeadlocks() {
        let rounds = 10
        let ownersPerRound = 300
        for round in 0..<rounds {
            let table = ManagerTable()
            let releasing = ReleasingList(
                (0..<ownersPerRound).map { _ in
                    let owner = PurgingOwner(table: table)
                    _ = table.manager(for: owner) { CollectionViewManager() }
                    return owner
                })
            let done = DispatchGroup()
            let finished = LockedList<Bool>()
            DispatchQueue.global().async(group: done) {
                releasing.releaseAll()
                finished.append(true)
            }
            DispatchQueue.global().async(group: done) {
                while finished.all.isEmpty { table.purge() }
            }
            guard done.wait(timeout: .now() + 20) == .success else {
                // The threads stay blocked on the private table; the rest of the suite does not use it.
                XCTFail("round \(round): a purge deadlocked while an owner was released on another thread")
                return
            }
            XCTAssertEqual(table.count, 0, "round \(round)")
        }
    }
}

/// Holds owners until `releaseAll()` drops them one by one, so that each drop can be the last reference.
private final class ReleasingList: @unchecked Sendable {
    // NB: @unchecked Sendable is sound: `owners` is only touched by the one thread that calls `releaseAll()`, after
    // the initializer returned.
    private var owners: [PurgingOwner]

    init(_ owners: [PurgingOwner]) { self.owners = owners }

    func releaseAll() {
        while !owners.isEmpty { owners.removeLast() }
    }
}
