import CollectionManager
import Foundation
import XCTest

extension XCTestCase {
    /// Makes every collection problem raised while this test runs fail it: the anomalies managers, storages and
    /// diffable data sources would print, and the inconsistencies a `VirtualCollectionView` with no handler would trap
    /// on. It ends with the test.
    ///
    /// Call it in `setUp()`, or at the top of a test:
    ///
    /// ```swift
    /// final class FeedTests: XCTestCase {
    ///     override func setUp() {
    ///         super.setUp()
    ///         failOnCollectionProblems()
    ///     }
    ///
    ///     @MainActor func testTappingAPostOpensIt() async {
    ///         let screen = FeedViewController(loader: FakeFeedLoader())
    ///         screen.viewDidLoad()                    // a mistake made here fails the test too
    ///         screen.manager.tap(first: Post.self, where: { $0.id == 3 })
    ///         XCTAssertEqual(screen.openedPosts.map(\.id), [3])
    ///     }
    /// }
    /// ```
    ///
    /// Objects need no call of their own: the library's default reporting asks, at the moment of the problem, for the
    /// running test's scope, so managers, storages and views created before the call (in the test case's
    /// initializer, in an earlier `setUp` line) are covered too. A handler action or an `inconsistencyHandler` a test
    /// set itself is called as set. The scope ends when the test finishes, after `tearDown()`; problems raised later
    /// (a deinit, a main-queue callback) go to standard error, with a line saying that they were raised outside any
    /// test, and fail no other test. Calling it again in the same test moves the reported location.
    ///
    /// Each failure is an `XCTFail` at this call, with the problem's message as the console shows it: one failure per
    /// mistake, with the count when it repeated in one pass. An invalid batch does not trap: the view abandons it,
    /// reloads, and the test fails. A Swift Testing test running in the same process is never failed by it; Swift
    /// Testing has the `.failsOnCollectionProblems` trait.
    public func failOnCollectionProblems(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        CollectionProblemRouter.install()
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        XCTestProblemScopes.shared.install(CollectionProblemScope(.xcTest(at: site), name: name), for: self)
    }
}

/// The XCTest test running now, and its scope when it called `failOnCollectionProblems()`.
///
/// XCTest runs one test at a time, so one scope is enough; it is removed when XCTest reports the test finished, which
/// is after its `tearDown()` and teardown blocks.
final class XCTestProblemScopes: NSObject, XCTestObservation, @unchecked Sendable {
    // NB: @unchecked Sendable is sound: every stored property is only read or written while holding `lock`.

    static let shared = XCTestProblemScopes()

    /// Where a problem raised now, outside any Swift Testing test, goes.
    enum Current {
        /// The running XCTest test called `failOnCollectionProblems()`.
        case scope(CollectionProblemScope)
        /// An XCTest test runs that did not: the library's default applies.
        case testWithoutScope
        /// No XCTest test runs, as far as XCTest has told since the first scope was installed.
        case noTest
    }

    private let lock = NSLock()
    private var runningTest: ObjectIdentifier?
    private var installed: (test: ObjectIdentifier, scope: CollectionProblemScope)?
    private var isObserving = false

    var current: Current {
        lock.lock()
        defer { lock.unlock() }
        if let installed, installed.test == runningTest { return .scope(installed.scope) }
        return runningTest == nil ? .noTest : .testWithoutScope
    }

    /// The test whose scope is installed, if any.
    var testWithScope: ObjectIdentifier? {
        lock.lock()
        defer { lock.unlock() }
        return installed?.test
    }

    /// Makes `scope` the scope of `testCase`, which is running, replacing the one it had; starts following XCTest's
    /// test runs the first time.
    func install(_ scope: CollectionProblemScope, for testCase: XCTestCase) {
        let test = ObjectIdentifier(testCase)
        lock.lock()
        let startsObserving = !isObserving
        isObserving = true
        runningTest = test
        let replaced = installed
        installed = (test, scope)
        lock.unlock()
        replaced?.scope.close()
        if startsObserving {
            XCTestObservationCenter.shared.addTestObserver(self)
        }
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        lock.lock()
        runningTest = ObjectIdentifier(testCase)
        lock.unlock()
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        let test = ObjectIdentifier(testCase)
        lock.lock()
        if runningTest == test { runningTest = nil }
        let ended = installed?.test == test ? installed : nil
        if ended != nil { installed = nil }
        lock.unlock()
        ended?.scope.close()
    }
}
