import CollectionManager
import Testing

/// A Swift Testing trait that makes every collection problem raised while a test runs fail that test: the anomalies
/// managers, storages and diffable data sources would print, and the inconsistencies a `VirtualCollectionView` with no
/// handler would trap on.
///
/// Put it on a suite, for all its tests (nested suites included), or on one test:
///
/// ```swift
/// @MainActor
/// @Suite(.failsOnCollectionProblems)
/// struct FeedTests {
///     let screen = FeedViewController(loader: FakeFeedLoader())
///
///     init() {
///         screen.viewDidLoad()                    // a mistake made here fails the test too
///     }
///
///     @Test func tappingAPostOpensIt() {
///         screen.manager.tap(first: Post.self, where: { $0.id == 3 })
///         #expect(screen.openedPosts.map(\.id) == [3])
///     }
/// }
/// ```
///
/// Each test runs in a scope of its own, bound to its task: a problem fails the test whose code raised it, at the
/// test's declaration, whenever the manager, storage or view was created — before the test, in the suite's `init`, in
/// `viewDidLoad()` — and never a test of another suite running in parallel. Objects need no call of their own: the
/// library's default reporting asks the running task's scope at the moment of the problem. A handler action or an
/// `inconsistencyHandler` a test set itself is called as set, and `expectAnomalies(_:from:_:)` and its siblings still
/// collect what they expect.
///
/// A failure is the problem's message, as the console shows it: one failure per mistake, with the count when it
/// repeated in one pass. An invalid batch does not trap: the view abandons it, reloads, and the test fails.
///
/// The scope follows the test's task and the tasks it starts (`Task { }` included), not `Task.detached` nor a thread
/// of its own. The manager's deferred checks (`eventVerificationDelay`, on the main queue) report to the scope that
/// was active when they were scheduled: while the test runs, their problems fail it when its body ends; after it
/// ended, they go to standard error, with a line saying that they were raised outside any test.
public struct FailsOnCollectionProblemsTrait: TestTrait, SuiteTrait, TestScoping {
    /// Creates the trait; write `.failsOnCollectionProblems`.
    public init() {}

    /// `true`: on a suite, the trait applies to each of its tests and nested suites.
    public var isRecursive: Bool { true }

    /// The trait itself for each test case, so that every test has a scope of its own; `nil` for a suite as a whole.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    /// Runs `function`, one test case, with a scope that makes the collection problems it raises fail `test`.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        CollectionProblemRouter.install()
        let scope = CollectionProblemScope(for: test)
        defer { scope.close() }
        try await ProblemRouting.$recipient.withValue(scope, operation: function)
    }
}

extension Trait where Self == FailsOnCollectionProblemsTrait {
    /// Makes every collection problem raised while a test runs fail that test, at its declaration, and no other test:
    /// `@Suite(.failsOnCollectionProblems)` or `@Test(.failsOnCollectionProblems)`.
    public static var failsOnCollectionProblems: Self { Self() }
}
