import Foundation

/// A vertical flow layout's metrics, with UIKit's defaults.
///
/// A collection view lays its items out in rows, section after section: an optional header, the section inset, rows
/// of items separated by `minimumInteritemSpacing` within a row and `minimumLineSpacing` between rows, and an optional
/// footer. A flow-layout delegate can override each metric per section or per item; these properties are the
/// fallbacks.
///
/// Layouts are reference types used from one isolation domain; they are not `Sendable`.
public final class CollectionViewFlowLayout {
    /// The size of each item when the delegate does not provide one. Default: 50×50.
    public var itemSize = CGSize(width: 50, height: 50)

    /// The minimum spacing between rows of items. Default: 10.
    public var minimumLineSpacing: CGFloat = 10

    /// The minimum spacing between items of the same row. Default: 10.
    public var minimumInteritemSpacing: CGFloat = 10

    /// The inset of each section's items. Default: zero.
    public var sectionInset = EdgeInsets.zero

    /// The size of each section header; a zero height means no header. Default: zero.
    public var headerReferenceSize = CGSize.zero

    /// The size of each section footer; a zero height means no footer. Default: zero.
    public var footerReferenceSize = CGSize.zero

    /// Creates a flow layout with UIKit's default metrics.
    public init() {}
}

@available(*, unavailable)
extension CollectionViewFlowLayout: Sendable {}
