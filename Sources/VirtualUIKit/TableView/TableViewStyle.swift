/// How a table view draws its sections, standing in for `UITableView.Style`. A table view's style is fixed when it is
/// created.
public enum TableViewStyle: Int, Hashable, Sendable {
    /// Sections follow one another without gaps; a section's header sticks to the top of the visible rect and its footer
    /// to the bottom while the section is on screen.
    case plain = 0
    /// Sections are separated by gaps; headers and footers scroll with the content.
    case grouped = 1
    /// Like ``grouped``, with the rows of each section inset from the view's edges.
    case insetGrouped = 2
}
