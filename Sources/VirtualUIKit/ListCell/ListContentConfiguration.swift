import Foundation

/// The text, secondary text and image of a list row, header or footer, standing in for
/// `UIListContentConfiguration`.
///
/// Start from a cell's ``CollectionViewListCell/defaultContentConfiguration()`` or from one of the styles, set what
/// the row shows, and assign it to the cell:
///
/// ```swift
/// var content = ListContentConfiguration.subtitleCell()
/// content.image = .init(systemName: "tray")
/// content.text = "Inbox"
/// content.secondaryText = "12 unread"
/// cell.contentConfiguration = content
/// ```
///
/// A screen picture writes it as its image name in parentheses, its text, then ` · ` and its secondary text, leaving
/// out what is `nil`: `(tray) Inbox · 12 unread`.
///
/// In UIKit the styles differ in fonts, colours, margins and where the secondary text goes; the virtual view draws
/// none of those, so here a style only decides which configurations are equal: `.cell()` and `.valueCell()` with the
/// same text are different configurations, as in UIKit. The text, image and layout properties that only change how a
/// row is drawn (`textProperties`, `secondaryTextProperties`, `imageProperties`, margins, attributed text) are not
/// modelled.
public struct ListContentConfiguration: ContentConfiguration, Hashable, Sendable {
    /// An image shown by a list row, standing in for the `UIImage` a `UIListContentConfiguration` holds: its name and
    /// whether it is a system symbol.
    public struct Image: Hashable, Sendable {
        /// The image's name: a system symbol's name, or an image's name in the app's assets.
        public let name: String

        /// Whether the image is a system symbol (``init(systemName:)``) rather than an image of the app's
        /// (``init(named:)``).
        public let isSystemImage: Bool

        /// The system symbol named `systemName`, as `UIImage(systemName:)` loads it.
        public init(systemName: String) {
            name = systemName
            isSystemImage = true
        }

        /// The app's image named `name`, as `UIImage(named:)` loads it.
        public init(named name: String) {
            self.name = name
            isSystemImage = false
        }
    }

    /// The style a configuration was made with; it sets fonts and colours in UIKit, nothing that is drawn here.
    enum Style: Hashable, Sendable {
        case cell, subtitleCell, valueCell
        case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell, sidebarHeader
        case plainHeader, plainFooter, groupedHeader, groupedFooter
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
        case header, footer
    }

    /// The primary text, or `nil`. Default: `nil`.
    public var text: String?

    /// The secondary text, or `nil`. Default: `nil`.
    public var secondaryText: String?

    /// The image, or `nil`. Default: `nil`.
    public var image: Image?

    let style: Style

    init(style: Style) {
        self.style = style
    }

    /// The text a screen picture writes: `(image name) text · secondary text`, without the parts that are `nil`; an
    /// empty string when all three are.
    public var screenPictureLabel: String {
        let texts = [text, secondaryText].compactMap { $0 }.joined(separator: " · ")
        guard let image else { return texts }
        return texts.isEmpty ? "(\(image.name))" : "(\(image.name)) \(texts)"
    }

    // MARK: Cells

    /// The configuration of a list cell: `UIListContentConfiguration.cell()`.
    public static func cell() -> Self { Self(style: .cell) }

    /// A list cell with its secondary text below the text: `UIListContentConfiguration.subtitleCell()`.
    public static func subtitleCell() -> Self { Self(style: .subtitleCell) }

    /// A list cell with its secondary text at the trailing edge: `UIListContentConfiguration.valueCell()`.
    public static func valueCell() -> Self { Self(style: .valueCell) }

    /// A sidebar cell: `UIListContentConfiguration.sidebarCell()`.
    public static func sidebarCell() -> Self { Self(style: .sidebarCell) }

    /// A sidebar cell with its secondary text below the text: `UIListContentConfiguration.sidebarSubtitleCell()`.
    public static func sidebarSubtitleCell() -> Self { Self(style: .sidebarSubtitleCell) }

    /// A sidebar cell of a sidebar shown beside other content:
    /// `UIListContentConfiguration.accompaniedSidebarCell()`.
    public static func accompaniedSidebarCell() -> Self { Self(style: .accompaniedSidebarCell) }

    /// A subtitle sidebar cell of a sidebar shown beside other content:
    /// `UIListContentConfiguration.accompaniedSidebarSubtitleCell()`.
    public static func accompaniedSidebarSubtitleCell() -> Self { Self(style: .accompaniedSidebarSubtitleCell) }

    // MARK: Headers and footers

    /// A sidebar's section header: `UIListContentConfiguration.sidebarHeader()`.
    public static func sidebarHeader() -> Self { Self(style: .sidebarHeader) }

    /// A header of a plain list: `UIListContentConfiguration.plainHeader()`.
    public static func plainHeader() -> Self { Self(style: .plainHeader) }

    /// A footer of a plain list: `UIListContentConfiguration.plainFooter()`.
    public static func plainFooter() -> Self { Self(style: .plainFooter) }

    /// A header of a grouped list: `UIListContentConfiguration.groupedHeader()`.
    public static func groupedHeader() -> Self { Self(style: .groupedHeader) }

    /// A footer of a grouped list: `UIListContentConfiguration.groupedFooter()`.
    public static func groupedFooter() -> Self { Self(style: .groupedFooter) }

    /// A prominent header of an inset-grouped list: `UIListContentConfiguration.prominentInsetGroupedHeader()`.
    public static func prominentInsetGroupedHeader() -> Self { Self(style: .prominentInsetGroupedHeader) }

    /// An extra-prominent header of an inset-grouped list:
    /// `UIListContentConfiguration.extraProminentInsetGroupedHeader()`.
    public static func extraProminentInsetGroupedHeader() -> Self { Self(style: .extraProminentInsetGroupedHeader) }

    /// A header of any list: `UIListContentConfiguration.header()`.
    public static func header() -> Self { Self(style: .header) }

    /// A footer of any list: `UIListContentConfiguration.footer()`.
    public static func footer() -> Self { Self(style: .footer) }
}
