/// The name of an edit-menu action, such as `"copy:"`, standing in for the Objective-C `Selector` of UIKit's legacy
/// menu delegate methods.
public struct ActionSelector: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The Objective-C selector string, for example `"copy:"`.
    public let rawValue: String

    /// Creates an action from its selector string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an action from a string literal holding its selector string.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The selector string.
    public var description: String { rawValue }

    /// `cut:`.
    public static let cut: ActionSelector = "cut:"
    /// `copy:`.
    public static let copy: ActionSelector = "copy:"
    /// `paste:`.
    public static let paste: ActionSelector = "paste:"

    /// The actions a legacy menu offers by default: cut, copy and paste.
    public static let standardEditActions: [ActionSelector] = [.cut, .copy, .paste]
}
