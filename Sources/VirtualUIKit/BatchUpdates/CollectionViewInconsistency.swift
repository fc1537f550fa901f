/// An exception UIKit's `UICollectionView` would raise, captured as a value.
///
/// UIKit reports an inconsistent batch update by raising an `NSException` that crashes the app. The virtual
/// collection view reports the same condition as this error, with UIKit's exception name and its reason text,
/// so that a test can assert the exact crash a real device would show:
///
/// ```swift
/// XCTAssertEqual(
///     error,
///     .internalInconsistency("attempt to delete section 3, but there are only 2 sections before the update")
/// )
/// ```
public struct CollectionViewInconsistency: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name of the `NSException` UIKit raises.
    public enum Name: String, Sendable {
        /// `NSInternalInconsistencyException`, raised through `NSAssertionHandler` for invalid updates.
        case internalInconsistency = "NSInternalInconsistencyException"
        /// `NSInvalidArgumentException`, raised for arguments a method cannot accept.
        case invalidArgument = "NSInvalidArgumentException"
        /// Not an exception: UIKit's Main Thread Checker, which reports a UI call made off the main thread and lets it
        /// run; the virtual views report it and do not run the call.
        case mainThreadChecker = "Main Thread Checker"
    }

    /// The name of the exception.
    public let name: Name

    /// The exception's reason, worded exactly as UIKit words it.
    ///
    /// Where UIKit prints an object's address (`<NSIndexPath: 0x6000015c82c0>`), the reason omits it, because an
    /// address cannot be reproduced.
    public let reason: String

    /// Creates an inconsistency with an exception name and a reason.
    ///
    /// - Parameters:
    ///   - name: The name of the exception UIKit raises.
    ///   - reason: UIKit's reason text.
    public init(name: Name, reason: String) {
        self.name = name
        self.reason = reason
    }

    /// The exception as UIKit's console prints its name and reason: `"<name>: <reason>"`.
    public var description: String {
        "\(name.rawValue): \(reason)"
    }

    /// An `NSInternalInconsistencyException` with `reason`.
    public static func internalInconsistency(_ reason: String) -> Self {
        Self(name: .internalInconsistency, reason: reason)
    }

    /// An `NSInvalidArgumentException` with `reason`.
    public static func invalidArgument(_ reason: String) -> Self {
        Self(name: .invalidArgument, reason: reason)
    }

    /// A call made off the main queue on a view bound to it, as UIKit's Main Thread Checker words it: the
    /// ``description`` is `Main Thread Checker: UI API called on a background thread: <call>`, then `thread` on its
    /// own line.
    ///
    /// ```swift
    /// .wrongThread(call: "-[UICollectionView reloadData]", thread: "Thread: (none), number 3")
    /// ```
    ///
    /// - Parameters:
    ///   - call: The call in UIKit's Objective-C form, `-[UITableView insertRowsAtIndexPaths:withRowAnimation:]`, or
    ///     for a method UIKit does not have (a driving method of the virtual view), its Swift name with the view's
    ///     type, `VirtualCollectionView.tapItem(at:)`.
    ///   - thread: The thread the call came from: `Thread: <name or (none)>, number <n>`.
    public static func wrongThread(call: String, thread: String) -> Self {
        Self(name: .mainThreadChecker, reason: "UI API called on a background thread: \(call)\n\(thread)")
    }
}
