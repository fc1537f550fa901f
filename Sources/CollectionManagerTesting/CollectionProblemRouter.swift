import CollectionManager
import Testing

/// Decides where a problem raised with no test scope bound to its task goes; installed in the library the first time a
/// scope opens.
struct CollectionProblemRouter: ProblemRouter {
    /// Installs the router, once per process.
    static func install() {
        _ = installation
    }

    private static let installation: Void = ProblemRouting.setRouter(CollectionProblemRouter())

    /// Takes `problem` when a test scope or the console should have it; returns `false` to leave it to the library's
    /// default (printed in debug builds, or a trap for an inconsistency with no handler).
    ///
    /// In order: a Swift Testing test without the trait keeps the default; an XCTest test that called
    /// `failOnCollectionProblems()` fails; another XCTest test keeps the default; anything else ran outside any test
    /// and goes to standard error.
    func route(_ problem: RoutedProblem) -> Bool {
        if Test.current != nil { return false }
        switch XCTestProblemScopes.shared.current {
        case .scope(let scope):
            return scope.receive(problem)
        case .testWithoutScope:
            return false
        case .noTest:
            OutsideTestConsole.current.print(problem, context: .noTest)
            return true
        }
    }

    /// The scope of the XCTest test running now, so that work it schedules reports to it even when it runs during a
    /// later test; the library's default for a test without a scope; `nil` when no test runs.
    func recipientForScheduledWork() -> (any ProblemRecipient)? {
        if Test.current != nil { return LibraryDefault() }
        switch XCTestProblemScopes.shared.current {
        case .scope(let scope): return scope
        case .testWithoutScope: return LibraryDefault()
        case .noTest: return nil
        }
    }

    /// A recipient that leaves every problem to the library's default: the scope of work scheduled by a test that has
    /// none.
    struct LibraryDefault: ProblemRecipient {
        func receive(_ problem: RoutedProblem) -> Bool { false }
    }
}
