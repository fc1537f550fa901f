import Foundation

/// A row of a table view, with the selection, highlight and editing state the table view manages.
///
/// Subclass it for your rows, as you subclass `UITableViewCell`. A table view creates cells of a registered class with
/// ``init(style:reuseIdentifier:)`` (style ``TableViewCellStyle/default``), cells of a registered ``Nib`` through the
/// nib (which calls ``init(frame:)`` and then `awakeFromNib()`), so a subclass that adds an initializer keeps both.
/// Before a recycled cell is handed out again, the table view calls ``CollectionReusableView/prepareForReuse()``.
///
/// A cell shows what its ``contentConfiguration`` describes, as in UIKit since iOS 14; start from
/// ``defaultContentConfiguration()``:
///
/// ```swift
/// let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
/// var content = cell.defaultContentConfiguration()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// cell.contentConfiguration = content
/// ```
///
/// The deprecated `textLabel`, `detailTextLabel` and `imageView` are not modelled: a content configuration says the
/// same, and it is what a screen picture of the table shows.
open class TableViewCell: CollectionReusableView {
    /// The built-in layout the cell was created with; ``TableViewCellStyle/default`` for cells created with
    /// ``init(frame:)``.
    public let style: TableViewCellStyle

    /// Whether the cell shows its row as selected. The table view keeps it in step with its selection.
    open var isSelected: Bool = false

    /// Whether the cell shows its row as highlighted, as during a touch. The table view keeps it in step.
    open var isHighlighted: Bool = false

    /// Whether the cell shows its editing control. The table view keeps it in step: `true` while it edits, unless the
    /// data source's `canEditRowAt` answers `false` for the cell's row.
    public internal(set) var isEditing = false

    /// The editing control the cell shows while it edits: the delegate's `editingStyleForRowAt`, or
    /// ``TableViewCellEditingStyle/delete`` when the delegate does not answer; ``TableViewCellEditingStyle/none`` while
    /// the cell does not edit.
    public internal(set) var editingStyle: TableViewCellEditingStyle = .none

    /// Whether the cell's content moves aside for the editing control while the table edits. Default: `true`.
    open var shouldIndentWhileEditing = true

    /// Whether the cell's content is moved aside for its editing control now: the cell edits, and both the delegate's
    /// `shouldIndentWhileEditingRowAt` (default `true`) and ``shouldIndentWhileEditing`` say so. The table view keeps it
    /// in step.
    public internal(set) var isIndentedWhileEditing = false

    /// Whether the cell shows the grip that reorders its row. The table view keeps it in step: `true` while the cell
    /// edits, when the data source implements `tableView(_:moveRowAt:to:)` and its `canMoveRowAt` (default `true`)
    /// answers `true` for the row.
    public internal(set) var showsReorderControl = false

    /// The row's depth in a hierarchy, which indents its content. Default: 0. The table view sets it from the
    /// delegate's `indentationLevelForRowAt` when the delegate implements it.
    open var indentationLevel = 0

    /// The standard accessory shown after the content while the cell does not edit. Default:
    /// ``TableViewCellAccessoryType/none``.
    open var accessoryType: TableViewCellAccessoryType = .none

    /// The standard accessory shown after the content while the cell edits. Default:
    /// ``TableViewCellAccessoryType/none``.
    open var editingAccessoryType: TableViewCellAccessoryType = .none

    /// Whether the cell can receive focus, which a delegate that does not implement `canFocusRowAt` relies on.
    /// Default: `true`.
    open var canBecomeFocused: Bool { true }

    /// What the cell shows, standing in for `UITableViewCell.contentConfiguration`, or `nil` for a cell that shows its
    /// content otherwise. Default: `nil`.
    ///
    /// A screen picture labels a cell with a configuration by the configuration's
    /// ``ContentConfiguration/screenPictureLabel`` instead of its model. It is kept when the cell is recycled, as in
    /// UIKit: set it each time the cell is configured.
    open var contentConfiguration: (any ContentConfiguration)?

    /// Creates a cell with a built-in layout and a reuse identifier, as a table view creates cells of a registered
    /// class.
    ///
    /// A cell created this way with a reuse identifier and returned from `tableView(_:cellForRowAt:)` without being
    /// dequeued is recycled under that identifier once it leaves the screen, as in UIKit.
    ///
    /// - Parameters:
    ///   - style: The built-in layout, which decides ``defaultContentConfiguration()``.
    ///   - reuseIdentifier: The identifier the cell is recycled under, or `nil` for a cell that is never recycled.
    public required init(style: TableViewCellStyle, reuseIdentifier: String?) {
        self.style = style
        super.init(frame: .zero)
        assignedReuseIdentifier = reuseIdentifier
    }

    /// Creates a cell of style ``TableViewCellStyle/default`` without a reuse identifier. Nibs create their cells with
    /// this initializer.
    public required init(frame: CGRect) {
        style = .default
        super.init(frame: frame)
    }

    /// A content configuration for the cell's ``style``, with nothing set: ``ListContentConfiguration/cell()`` for
    /// ``TableViewCellStyle/default``, ``ListContentConfiguration/subtitleCell()`` for
    /// ``TableViewCellStyle/subtitle``, ``ListContentConfiguration/valueCell()`` for the two value styles. Set what the
    /// row shows and assign it to ``contentConfiguration``.
    open func defaultContentConfiguration() -> ListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    override var displayedContentConfiguration: (any ContentConfiguration)? { contentConfiguration }

    /// The accessory shown now: ``editingAccessoryType`` while the cell edits, ``accessoryType`` otherwise.
    var displayedAccessoryType: TableViewCellAccessoryType {
        isEditing ? editingAccessoryType : accessoryType
    }

    /// `content` with the editing control the cell shows before it (`⊖` for delete, `⊕` for insert), and after it,
    /// two spaces away, its accessory and its reorder grip (`≡`).
    func screenPictureLabel(content: String) -> String {
        var label = content
        if isEditing, let control = editingStyle == .delete ? "⊖" : editingStyle == .insert ? "⊕" : nil {
            label = content.isEmpty ? control : control + " " + content
        }
        let trailing = [displayedAccessoryType.screenPictureText, showsReorderControl ? "≡" : nil].compactMap { $0 }
        guard !trailing.isEmpty else { return label }
        return (label.isEmpty ? "" : label + "  ") + trailing.joined(separator: " ")
    }
}
