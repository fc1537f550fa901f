import CollectionManager
import Foundation
import Testing

@testable import CollectionManagerTesting

// Two suites that Swift Testing runs in parallel, in one process, each making its own mistake once both run: each
// mistake fails the test that made it, at that test's declaration, and no other.

/// One of the two parallel suites: its test shows a model no mapping covers.
@Suite(.failsOnCollectionProblems)
struct ParallelSuiteShowingAnUnmappedModel {
    @Test func unmappedModel_failsThisTest_atItsDeclaration() async throws {
        let declaration = try #require(Test.current).sourceLocation
        await parallelSuites.meet()
        let screen = Screen()
        withKnownIssue {
            screen.manager.memoryStorage.addItem("draft")
        } matching: { issue in
            issue.comments.map(\.rawValue) == [unmappedDraftMessage] && issue.sourceLocation == declaration
        }
        #expect(declaration.fileID == "CollectionManagerTestingTests/ParallelSuitesTests.swift")
        #expect(declaration.line == 13)
    }
}

/// The other parallel suite: its test commits a batch that deletes a section the view does not have.
@Suite(.failsOnCollectionProblems)
struct ParallelSuiteCommittingAnInvalidBatch {
    @Test func invalidBatch_failsThisTest_atItsDeclaration_andTheViewCarriesOn() async throws {
        let declaration = try #require(Test.current).sourceLocation
        await parallelSuites.meet()
        let screen = Screen()
        withKnownIssue {
            deleteMissingSection(in: screen.view)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [missingSectionMessage] && issue.sourceLocation == declaration
        }
        #expect(screen.view.numberOfSections == 0)
        #expect(declaration.line == 30)
    }
}

/// Where the tests of the two parallel suites wait for each other.
private let parallelSuites = Meeting(parties: 2)

/// A place where tests of different suites wait until all have arrived, so that their mistakes happen while all of
/// them run.
///
/// If the tests run one at a time (`swift test --no-parallel`), the parties that arrived go on after `patience`; the
/// tests then still check their own failures, but no longer side by side.
actor Meeting {
    private let parties: Int
    private var arrived = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var giveUp: Task<Void, Never>?

    init(parties: Int) {
        self.parties = parties
    }

    /// Returns once every party has arrived, or `patience` after the first one did.
    func meet(patience: Duration = .seconds(10)) async {
        arrived += 1
        guard arrived < parties else { return openTheDoor() }
        if giveUp == nil {
            giveUp = Task {
                try? await Task.sleep(for: patience)
                self.openTheDoor()
            }
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func openTheDoor() {
        giveUp?.cancel()
        let parked = waiting
        waiting = []
        for each in parked { each.resume() }
    }
}
