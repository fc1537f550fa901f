import CollectionManager
import Foundation
import StorageTestSupport
import Testing
import XCTest

/// Tells whether code runs on the main queue (the main actor's executor), on whichever thread drains it.
// NB: @unchecked Sendable is sound: the only stored property is an immutable key, and `setSpecific` and `getSpecific`
// are safe from any thread.
private final class MainQueueMarker: @unchecked Sendable {
    static let shared = MainQueueMarker()
    private let key = DispatchSpecificKey<Bool>()

    private init() { DispatchQueue.main.setSpecific(key: key, value: true) }

    var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}

/// Collects a manager's anomalies, and fulfils an expectation for each one a test waits for.
private final class DeliveredAnomalies {
    private(set) var received: [CollectionViewManagerAnomaly] = []
    private(set) var receivedOnMainQueue: [Bool] = []
    var onReceive: (CollectionViewManagerAnomaly) -> Void = { _ in }

    func record(_ anomaly: CollectionViewManagerAnomaly) {
        received.append(anomaly)
        receivedOnMainQueue.append(MainQueueMarker.shared.isCurrent)
        onReceive(anomaly)
    }

    /// Sends `manager`'s anomalies here. The action holds this log, never the manager.
    func install(on manager: CollectionViewManager) {
        manager.anomalyHandler.anomalyAction = { [self] anomaly in record(anomaly) }
    }
}

private let unusedIntCellSelection = CollectionViewManagerAnomaly.unusedEventDetected(
    viewType: "IntCell", methodName: "didSelect(_:_:)")
private let unregisteredIntCellSelection = CollectionViewManagerAnomaly.eventRegistrationForUnregisteredMapping(
    viewClass: "IntCell", signature: "collectionView:didSelectItemAtIndexPath:")
private let sizeForItemUnderAnotherLayout = CollectionViewManagerAnomaly.flowDelegateLayoutMethodWithDifferentLayout(
    methodSignature: "collectionView:layout:sizeForItemAtIndexPath:")

/// The checks DTCollectionViewManager runs on a timer run on the main queue once the verification delay has passed,
/// or at the view's next data load if that comes first, and report each mistake once.
final class DeferredEventCheckTests: XCTestCase {
    private var savedDelay: TimeInterval = 1

    override func setUp() {
        super.setUp()
        savedDelay = CollectionViewManager.eventVerificationDelay
    }

    override func tearDown() {
        CollectionViewManager.eventVerificationDelay = savedDelay
        super.tearDown()
    }

    /// An expectation fulfilled each time `log` receives `anomaly`.
    private func expectation(
        _ log: DeliveredAnomalies, receiving anomaly: CollectionViewManagerAnomaly, inverted: Bool = false
    ) -> XCTestExpectation {
        let expectation = expectation(description: "\(anomaly)")
        expectation.isInverted = inverted
        log.onReceive = { if $0 == anomaly { expectation.fulfill() } }
        return expectation
    }

    func testVerificationDelay_isOneSecondByDefault_andAManagerFollowsItUntilItsOwnIsSet() {
        XCTAssertEqual(savedDelay, 1)
        let manager = CollectionViewManager()
        CollectionViewManager.eventVerificationDelay = 0.25
        XCTAssertEqual(manager.eventVerificationDelay, 0.25)
        manager.eventVerificationDelay = 0.5
        CollectionViewManager.eventVerificationDelay = 2
        XCTAssertEqual(manager.eventVerificationDelay, 0.5)
        XCTAssertEqual(CollectionViewManager.eventVerificationDelay, 2)
        XCTAssertEqual(CollectionViewManager().eventVerificationDelay, 2)
    }

    @MainActor
    func testUnusedEventDetected_isDeliveredOnTheMainQueueAfterTheDelay_once() async {
        CollectionViewManager.eventVerificationDelay = 0.05
        let owner = ManagedOwner()
        let log = DeliveredAnomalies()
        log.install(on: owner.manager)
        let delivered = expectation(log, receiving: unusedIntCellSelection)

        owner.manager.didSelect(IntCell.self) { _, _, _ in }
        XCTAssertEqual(log.received, [unregisteredIntCellSelection], "registration anomalies stay synchronous")
        await fulfillment(of: [delivered], timeout: 5)
        XCTAssertEqual(log.received, [unregisteredIntCellSelection, unusedIntCellSelection])
        XCTAssertEqual(log.receivedOnMainQueue, [true, true])

        let again = expectation(log, receiving: unusedIntCellSelection, inverted: true)
        owner.virtualView.reloadData()
        owner.virtualView.layoutIfNeeded()
        await fulfillment(of: [again], timeout: 0.2)
        XCTAssertEqual(log.received, [unregisteredIntCellSelection, unusedIntCellSelection], "each check runs once")
    }

    @MainActor
    func testUnusedEventDetected_atADataLoadBeforeTheDelay_isNotReportedAgainByTheTimer() async {
        CollectionViewManager.eventVerificationDelay = 0.05
        let owner = ManagedOwner()
        let log = DeliveredAnomalies()
        log.install(on: owner.manager)
        owner.manager.register(PostCell.self)
        owner.manager.didSelect(IntCell.self) { _, _, _ in }
        owner.manager.memoryStorage.setItems([Post(title: "a")])
        owner.virtualView.layoutIfNeeded()
        XCTAssertEqual(log.received, [unregisteredIntCellSelection, unusedIntCellSelection])

        let again = expectation(log, receiving: unusedIntCellSelection, inverted: true)
        await fulfillment(of: [again], timeout: 0.3)
        XCTAssertEqual(log.received, [unregisteredIntCellSelection, unusedIntCellSelection])
    }

    @MainActor
    func testUnusedEventDetected_isNotReportedWhenTheViewIsMappedBeforeTheDelay() async {
        CollectionViewManager.eventVerificationDelay = 0.05
        let owner = ManagedOwner()
        let log = DeliveredAnomalies()
        log.install(on: owner.manager)
        owner.manager.didSelect(IntCell.self) { _, _, _ in }
        owner.manager.register(IntCell.self)

        let unused = expectation(log, receiving: unusedIntCellSelection, inverted: true)
        await fulfillment(of: [unused], timeout: 0.3)
        XCTAssertEqual(log.received, [unregisteredIntCellSelection])
    }

    @MainActor
    func testFlowLayoutCheck_isDeliveredOnceAfterTheDelayFromTheStart_forTheReactionsRegisteredUntilThen() async {
        CollectionViewManager.eventVerificationDelay = 0.05
        let owner = ManagedOwner()
        owner.virtualView.collectionViewLayout = GridLayout()
        let log = DeliveredAnomalies()
        log.install(on: owner.manager)
        let delivered = expectation(log, receiving: sizeForItemUnderAnotherLayout)
        owner.manager.register(PostCell.self)
        owner.manager.sizeForCell(withItem: Post.self) { _, _ in .zero }
        XCTAssertEqual(log.received, [])

        await fulfillment(of: [delivered], timeout: 5)
        XCTAssertEqual(log.received, [sizeForItemUnderAnotherLayout])
        XCTAssertEqual(log.receivedOnMainQueue, [true])

        owner.manager.minimumLineSpacingForSectionAtIndex { _, _ in 1 }
        owner.manager.memoryStorage.setItems([Post(title: "a")])
        owner.virtualView.layoutIfNeeded()
        let again = expectation(log, receiving: sizeForItemUnderAnotherLayout, inverted: true)
        await fulfillment(of: [again], timeout: 0.2)
        XCTAssertEqual(log.received, [sizeForItemUnderAnotherLayout], "the check runs once")
    }

    @MainActor
    func testFlowLayoutCheck_atTheFirstDataLoad_isNotReportedAgainByTheTimer() async {
        CollectionViewManager.eventVerificationDelay = 0.05
        let owner = ManagedOwner()
        owner.virtualView.collectionViewLayout = GridLayout()
        let log = DeliveredAnomalies()
        log.install(on: owner.manager)
        owner.manager.register(PostCell.self)
        owner.manager.sizeForCell(withItem: Post.self) { _, _ in .zero }
        owner.manager.memoryStorage.setItems([Post(title: "a")])
        owner.virtualView.layoutIfNeeded()
        XCTAssertEqual(log.received, [sizeForItemUnderAnotherLayout])

        let again = expectation(log, receiving: sizeForItemUnderAnotherLayout, inverted: true)
        await fulfillment(of: [again], timeout: 0.3)
        XCTAssertEqual(log.received, [sizeForItemUnderAnotherLayout])
    }

    @MainActor
    func testAManagersOwnDelay_replacesTheProcessWideOne() async {
        CollectionViewManager.eventVerificationDelay = 60
        let owner = ManagedOwner()
        owner.manager.eventVerificationDelay = 0.05
        let log = DeliveredAnomalies()
        log.install(on: owner.manager)
        let delivered = expectation(log, receiving: unusedIntCellSelection)
        owner.manager.didSelect(IntCell.self) { _, _, _ in }
        await fulfillment(of: [delivered], timeout: 5)
        XCTAssertEqual(log.received, [unregisteredIntCellSelection, unusedIntCellSelection])
    }

    @MainActor
    func testAManagerReleasedBeforeTheDelay_isNotKeptAlive_andReportsNothing() async {
        CollectionViewManager.eventVerificationDelay = 0.05
        let log = DeliveredAnomalies()
        weak var weakManager: CollectionViewManager?
        weak var weakOwner: ManagedOwner?
        do {
            let owner = ManagedOwner()
            owner.virtualView.collectionViewLayout = GridLayout()
            log.install(on: owner.manager)
            owner.manager.register(PostCell.self)
            owner.manager.sizeForCell(withItem: Post.self) { _, _ in .zero }
            owner.manager.didSelect(IntCell.self) { _, _, _ in }
            weakManager = owner.manager
            weakOwner = owner
        }
        XCTAssertNil(weakOwner)
        XCTAssertNil(weakManager, "the scheduled checks do not keep the manager alive")

        let nothing = expectation(description: "nothing more is reported")
        nothing.isInverted = true
        log.onReceive = { _ in nothing.fulfill() }
        await fulfillment(of: [nothing], timeout: 0.3)
        XCTAssertEqual(log.received, [unregisteredIntCellSelection])
    }

    @MainActor
    func testNegativeAndNaNDelays_countAsZero_andAnInfiniteDelayLeavesTheChecksToTheDataLoad() async {
        for delay in [-1, TimeInterval.nan] {
            CollectionViewManager.eventVerificationDelay = delay
            let owner = ManagedOwner()
            let log = DeliveredAnomalies()
            log.install(on: owner.manager)
            let delivered = expectation(log, receiving: unusedIntCellSelection)
            owner.manager.didSelect(IntCell.self) { _, _, _ in }
            await fulfillment(of: [delivered], timeout: 5)
            XCTAssertEqual(log.received, [unregisteredIntCellSelection, unusedIntCellSelection], "\(delay)")
        }

        CollectionViewManager.eventVerificationDelay = .infinity
        let owner = ManagedOwner()
        let log = DeliveredAnomalies()
        log.install(on: owner.manager)
        let notYet = expectation(log, receiving: unusedIntCellSelection, inverted: true)
        owner.manager.didSelect(IntCell.self) { _, _, _ in }
        owner.manager.eventVerificationDelay = .greatestFiniteMagnitude
        owner.manager.willDisplay(IntCell.self) { _, _, _ in }
        await fulfillment(of: [notYet], timeout: 0.2)
        XCTAssertEqual(log.received.count, 2)
        owner.virtualView.layoutIfNeeded()
        XCTAssertEqual(
            Array(log.received.suffix(2)),
            [unusedIntCellSelection, .unusedEventDetected(viewType: "IntCell", methodName: "willDisplay(_:_:)")])
    }
}

/// The same delivery under Swift Testing, whose tests run in parallel in one process: each test sets its own
/// manager's delay, never the process-wide one.
@Suite struct DeferredEventCheckSuite {
    /// Waits, on the main actor, until `condition` holds or `seconds` have passed.
    @MainActor
    private func waitUntil(seconds: TimeInterval, _ condition: () -> Bool) async throws {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while !condition(), Date() < deadline {
            try await Task.sleep(nanoseconds: 5_000_000)
        }
    }

    @MainActor
    @Test func unusedEventDetected_arrivesOnTheMainQueueAfterTheManagersDelay() async throws {
        let owner = ManagedOwner()
        owner.manager.eventVerificationDelay = 0.05
        let log = DeliveredAnomalies()
        log.install(on: owner.manager)
        owner.manager.didSelect(IntCell.self) { _, _, _ in }
        #expect(log.received == [unregisteredIntCellSelection])

        try await waitUntil(seconds: 5) { log.received.count == 2 }
        #expect(log.received == [unregisteredIntCellSelection, unusedIntCellSelection])
        #expect(log.receivedOnMainQueue == [true, true])
        try await Task.sleep(nanoseconds: 100_000_000)
        owner.virtualView.layoutIfNeeded()
        #expect(log.received == [unregisteredIntCellSelection, unusedIntCellSelection])
    }

    @MainActor
    @Test func flowLayoutCheck_atTheFirstDataLoad_isNotRepeatedByTheTimer() async throws {
        let owner = ManagedOwner()
        owner.manager.eventVerificationDelay = 0.05
        owner.virtualView.collectionViewLayout = GridLayout()
        let log = DeliveredAnomalies()
        log.install(on: owner.manager)
        owner.manager.register(PostCell.self)
        owner.manager.sizeForCell(withItem: Post.self) { _, _ in .zero }
        owner.manager.memoryStorage.setItems([Post(title: "a")])
        owner.virtualView.layoutIfNeeded()
        #expect(log.received == [sizeForItemUnderAnotherLayout])
        try await Task.sleep(nanoseconds: 200_000_000)
        #expect(log.received == [sizeForItemUnderAnotherLayout])
    }

    /// A manager used off the main thread is never reached from the main queue: its checks wait for the data load.
    @Test func aManagerUsedOffTheMainThread_leavesItsChecksToTheDataLoad() async throws {
        let owner = ManagedOwner()
        owner.manager.eventVerificationDelay = 0
        let log = DeliveredAnomalies()
        log.install(on: owner.manager)
        owner.manager.didSelect(IntCell.self) { _, _, _ in }
        try await Task.sleep(nanoseconds: 100_000_000)
        #expect(log.received == [unregisteredIntCellSelection])
        owner.virtualView.layoutIfNeeded()
        #expect(log.received == [unregisteredIntCellSelection, unusedIntCellSelection])
    }
}
