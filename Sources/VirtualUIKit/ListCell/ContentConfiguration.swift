import Foundation

/// The content of a cell described as a value, standing in for `UIContentConfiguration`.
///
/// Assign one to a cell's ``CollectionViewCell/contentConfiguration`` instead of setting up the cell's views
/// yourself. ``ListContentConfiguration``, the text, secondary text and image of a list row, is the configuration the
/// library provides:
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Inbox"
/// cell.contentConfiguration = content
/// ```
///
/// In UIKit a configuration makes the content view that draws it, and returns a copy updated for the cell's state.
/// The virtual view draws nothing and keeps no configuration state, so the one thing it asks of a configuration is the
/// text a screen picture writes for it. Conform a configuration of your own to show it in pictures.
public protocol ContentConfiguration {
    /// The text a screen picture writes for a cell showing this configuration, in place of the cell's model.
    ///
    /// ``ScreenPictureElement/defaultLabel`` uses it for every cell whose ``CollectionViewCell/contentConfiguration``
    /// is set; a ``CollectionViewListCell`` adds its accessories around it.
    var screenPictureLabel: String { get }
}
