import Foundation
import XCTest

@testable import ListFoundation

/// A recipient that keeps what it receives, and answers whether it took it.
private final class KeepingRecipient: ProblemRecipient, @unchecked Sendable {
    // NB: @unchecked Sendable is sound: `kept` is only read or written while holding `lock`.
    private let lock = NSLock()
    private var kept: [RoutedProblem] = []
    let takes: Bool

    init(takes: Bool) { self.takes = takes }

    var received: [RoutedProblem] {
        lock.lock()
        defer { lock.unlock() }
        return kept
    }

    func receive(_ problem: RoutedProblem) -> Bool {
        lock.lock()
        kept.append(problem)
        lock.unlock()
        return takes
    }
}

/// The hook through which a test scope receives the problems the library's defaults would print or trap on.
final class ProblemRoutingTests: XCTestCase {
    private let problem = RoutedProblem.anomalyReport(message: "⚠️ [MemoryStorage] Failed to find item for removal: 42")

    func testRoute_withARecipientBound_sendsItThereAndReturnsItsAnswer() {
        let taking = KeepingRecipient(takes: true)
        let leaving = KeepingRecipient(takes: false)
        XCTAssertTrue(ProblemRouting.$recipient.withValue(taking) { ProblemRouting.route(problem) })
        XCTAssertFalse(ProblemRouting.$recipient.withValue(leaving) { ProblemRouting.route(problem) })
        XCTAssertEqual(taking.received, [problem])
        XCTAssertEqual(leaving.received, [problem])
    }

    func testCarryingRecipient_runsTheWorkWithTheRecipientBoundWhenItWasMade_onAnotherQueue() {
        let recipient = KeepingRecipient(takes: true)
        let work = ProblemRouting.$recipient.withValue(recipient) {
            ProblemRouting.carryingRecipient { [problem] in _ = ProblemRouting.route(problem) }
        }
        XCTAssertNil(ProblemRouting.recipient)
        let ran = expectation(description: "the work ran")
        DispatchQueue.global().async {
            work()
            ran.fulfill()
        }
        wait(for: [ran], timeout: 5)
        XCTAssertEqual(recipient.received, [problem])
    }
}
