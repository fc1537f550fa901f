import Foundation

// The checks DTCollectionViewManager runs on a timer, `unusedEventDetected` and the flow-layout check: each runs once,
// at the collection view's next data load or on the main queue once the verification delay has passed, whichever
// comes first.

extension CollectionViewManager {
    /// How long after a view event is registered, or after a manager starts, its deferred check runs on the main queue
    /// if the collection view has not loaded its data by then. Default: 1 second, DTCollectionViewManager's delay.
    ///
    /// Managers whose own ``eventVerificationDelay-swift.property`` is not set use this value, read when each check is
    /// scheduled. Reads and writes are serialised by a lock, so any thread may change it. A test that changes it
    /// should restore it when it ends; tests that run in parallel in one process (Swift Testing) set the delay of
    /// their own manager instead.
    ///
    /// ```swift
    /// override func setUp() { CollectionViewManager.eventVerificationDelay = 0.05 }
    /// override func tearDown() { CollectionViewManager.eventVerificationDelay = 1 }
    /// ```
    ///
    /// A negative or NaN delay counts as 0. An infinite one schedules nothing: the checks then wait for the next data
    /// load or ``verifyEventsCompatibility()``.
    public static var eventVerificationDelay: TimeInterval {
        get { sharedEventVerificationDelay.value }
        set { sharedEventVerificationDelay.value = newValue }
    }

    /// How long after a view event is registered, or after this manager starts, its deferred check runs on the main
    /// queue if the collection view has not loaded its data by then.
    ///
    /// Until you set it, it is the process-wide ``eventVerificationDelay-swift.type.property``. Setting it changes this
    /// manager only, so tests running in parallel can each shorten their own manager's delay:
    ///
    /// ```swift
    /// screen.manager.eventVerificationDelay = 0.05
    /// ```
    public var eventVerificationDelay: TimeInterval {
        get { eventVerificationDelayOverride ?? Self.eventVerificationDelay }
        set { eventVerificationDelayOverride = newValue }
    }

    /// Runs the deferred checks that have not run yet, now: the
    /// ``CollectionViewManagerAnomaly/unusedEventDetected(viewType:methodName:)`` check of each view event registered
    /// since, and — once per manager — the
    /// ``CollectionViewManagerAnomaly/flowDelegateLayoutMethodWithDifferentLayout(methodSignature:)`` check.
    ///
    /// You rarely call it: the manager runs these checks when the collection view next loads its data (asks the data
    /// source for its number of sections), or on the main queue once ``eventVerificationDelay-swift.property`` has
    /// passed since the event was registered (since the manager started, for the flow-layout check), whichever comes
    /// first. Each check runs once, whichever runs it.
    public func verifyEventsCompatibility() {
        let checks = pendingEventChecks
        pendingEventChecks.removeAll()
        reportUnusedEvents(checks)
        verifyFlowLayoutEvents()
    }

    /// Schedules the `unusedEventDetected` check of a view event registered for `View`.
    func scheduleUnusedEventCheck<View>(for viewClass: View.Type, methodName: String) {
        let check = PendingEventCheck(
            viewTypeName: String(describing: View.self), methodName: methodName, deadline: scheduleDeferredChecks()
        ) { mappings in mappings.contains { $0.viewClass is View.Type } }
        pendingEventChecks.append(check)
    }

    /// Schedules the flow-layout check; called when the manager starts.
    func scheduleFlowLayoutCheck() {
        flowLayoutCheckDeadline = scheduleDeferredChecks()
    }

    /// Schedules a block on the main queue that runs the checks due by its deadline, and returns the deadline; `nil`
    /// when nothing is scheduled (see `DeferredCheck`).
    private func scheduleDeferredChecks() -> DispatchTime? {
        DeferredCheck.schedule(for: self, after: eventVerificationDelay) { manager, deadline in
            manager.runDeferredChecks(dueBy: deadline)
        }
    }

    /// Runs the checks whose deadline is at or before `deadline` and that have not run yet.
    ///
    /// A manager that manages no collection view now (its owner is gone) leaves them to the next data load.
    private func runDeferredChecks(dueBy deadline: DispatchTime) {
        guard isManagingCollectionView else { return }
        func isDue(_ check: PendingEventCheck) -> Bool { check.deadline.map { $0 <= deadline } ?? false }
        let due = pendingEventChecks.filter(isDue)
        pendingEventChecks.removeAll(where: isDue)
        reportUnusedEvents(due)
        if let flowLayoutCheckDeadline, flowLayoutCheckDeadline <= deadline { verifyFlowLayoutEvents() }
    }

    /// Reports ``CollectionViewManagerAnomaly/unusedEventDetected(viewType:methodName:)`` for each check whose view
    /// type no mapping uses.
    private func reportUnusedEvents(_ checks: [PendingEventCheck]) {
        for check in checks where !check.hasMapping(viewFactory.mappings) {
            anomalyHandler.reportAnomaly(
                .unusedEventDetected(viewType: check.viewTypeName, methodName: check.methodName))
        }
    }

    /// The flow-layout check, the first time it is asked for while the manager has a collection view: reports
    /// ``CollectionViewManagerAnomaly/flowDelegateLayoutMethodWithDifferentLayout(methodSignature:)`` for each
    /// flow-layout reaction, unmapped ones first, when the layout is not a `CollectionViewFlowLayout`.
    private func verifyFlowLayoutEvents() {
        guard !didVerifyFlowLayoutEvents, let collectionView else { return }
        didVerifyFlowLayoutEvents = true
        guard !(collectionView.collectionViewLayout is CollectionViewFlowLayout) else { return }
        let flowSignatures: [EventMethodSignature] = [
            .sizeForItemAtIndexPath, .referenceSizeForHeaderInSection, .referenceSizeForFooterInSection,
            .insetForSectionAtIndex, .minimumLineSpacingForSectionAtIndex, .minimumInteritemSpacingForSectionAtIndex,
        ]
        let unmapped = (collectionDelegate?.unmappedReactions ?? []).filter { flowSignatures.contains($0.signature) }
        let mapped = viewFactory.mappings.flatMap { $0.reactions.filter { flowSignatures.contains($0.signature) } }
        for reaction in unmapped + mapped {
            anomalyHandler.reportAnomaly(
                .flowDelegateLayoutMethodWithDifferentLayout(methodSignature: reaction.methodSignature))
        }
    }
}

/// The process-wide ``CollectionViewManager/eventVerificationDelay-swift.type.property``.
private let sharedEventVerificationDelay = LockedValue<TimeInterval>(1)

/// A view event waiting for the `unusedEventDetected` check.
struct PendingEventCheck {
    let viewTypeName: String
    let methodName: String
    /// When the main queue runs the check, if the next data load has not; `nil` when it waits for the data load.
    let deadline: DispatchTime?
    let hasMapping: ([any ViewModelMappingProtocol]) -> Bool
}
