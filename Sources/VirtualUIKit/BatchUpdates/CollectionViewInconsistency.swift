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
}
