import CollectionManager
import Testing

/// Decides where a problem raised with no test scope bound to its task goes; installed in the library the first time a
/// scope opens.
enum CollectionProblemRouter {
    /// Installs the router, once per process.
    static func install() {
        _ = installation
    }

    private static let installation: Void = ProblemRouting.setRouter(route)

    /// Takes `problem` when a test scope or the console should have it; returns `false` to leave it to the library's
    /// default (printed in debug builds, or a trap for an inconsistency with no handler).
    ///
    /// In order: a Swift Testing test without the trait keeps the default; an XCTest test that called
    /// `failOnCollectionProblems()` fails; another XCTest test keeps the default; anything else ran outside any test
    /// and goes to standard error.
    static func route(_ problem: RoutedProblem) -> Bool {
        if Test.current != nil { return false }
        switch XCTestProblemScopes.shared.current {
        case .scope(let scope):
            scope.receive(problem)
            return true
        case .testWithoutScope:
            return false
        case .noTest:
            OutsideTestConsole.current.print(problem, context: .noTest)
            return true
        }
    }
}
