import Foundation
import ListFoundation
import XCTest

final class ExecutionContextTests: XCTestCase {
    func testIsMainQueue_onTheMainThread_inAMainQueueBlock_andNotOnAnotherThread() {
        XCTAssertTrue(Thread.isMainThread)
        XCTAssertTrue(ExecutionContext.isMainQueue)

        let onOtherThread = LockedFlag()
        runOnThread(named: "context-check") { onOtherThread.value = ExecutionContext.isMainQueue }
        XCTAssertEqual(onOtherThread.value, false)

        let inMainQueueBlock = LockedFlag()
        let ran = expectation(description: "main-queue block")
        DispatchQueue.global().async {
            DispatchQueue.main.async {
                inMainQueueBlock.value = ExecutionContext.isMainQueue
                ran.fulfill()
            }
        }
        wait(for: [ran], timeout: 10)
        XCTAssertEqual(inMainQueueBlock.value, true)
    }

    func testCurrentThreadDescription_namesTheThread_andKeepsItsNumber() {
        let descriptions = LockedStrings()
        runOnThread(named: "described") {
            descriptions.append(ExecutionContext.currentThreadDescription)
            descriptions.append(ExecutionContext.currentThreadDescription)
        }

        XCTAssertEqual(descriptions.all.count, 2)
        XCTAssertEqual(descriptions.all[0], descriptions.all[1])
        // NB: the name itself is not asserted: Foundation on Linux reads it from the system, and does not always
        // return the name just given.
        XCTAssertTrue(descriptions.all[0].hasPrefix("Thread: "), descriptions.all[0])
        let number = descriptions.all[0].split(separator: " ").last.flatMap { Int($0) } ?? 0
        XCTAssertGreaterThan(number, 1)
        XCTAssertTrue(ExecutionContext.currentThreadDescription.hasSuffix(", number 1"))
    }

    func testCallOverlapDetector_nestsOnOneThread_andRefusesAnotherThreadMeanwhile() {
        let detector = CallOverlapDetector()
        XCTAssertNil(detector.enter("outer()"))
        XCTAssertNil(detector.enter("inner()"))
        detector.exit()

        let overlap = LockedStrings()
        // NB: nonisolated(unsafe): the detector is made to be called from any thread; it is not marked Sendable.
        nonisolated(unsafe) let shared = detector
        runOnThread(named: "intruder") {
            if let running = shared.enter("second()") {
                overlap.append(running.callInProgress)
                overlap.append(running.threadOfCallInProgress)
            }
        }
        detector.exit()
        runOnThread(named: "afterwards") {
            if shared.enter("third()") == nil {
                overlap.append("entered")
                shared.exit()
            }
        }

        XCTAssertEqual(overlap.all, ["outer()", ExecutionContext.currentThreadDescription, "entered"])
    }
}

/// A flag behind a lock, written on one thread and read on another.
// NB: @unchecked Sendable is sound: `stored` is only read or written while holding `lock`.
private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Bool?

    var value: Bool? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// Strings appended from any thread.
// NB: @unchecked Sendable is sound: `stored` is only read or written while holding `lock`.
private final class LockedStrings: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    func append(_ string: String) { lock.withLock { stored.append(string) } }

    var all: [String] { lock.withLock { stored } }
}

/// Runs `body` on a new thread named `name`, and waits until it ends.
private func runOnThread(named name: String, _ body: @escaping @Sendable () -> Void) {
    let ended = DispatchSemaphore(value: 0)
    let thread = Thread {
        // NB: named from inside: Foundation on Linux reads a running thread's name from the system.
        Thread.current.name = name
        body()
        ended.signal()
    }
    thread.start()
    ended.wait()
}
