import Foundation

/// The object that tells a table view how many sections and rows it has, and provides their cells and titles.
///
/// Mirrors `UITableViewDataSource`. The two row methods are required; the others are optional: they have default
/// implementations with UIKit's behaviour, and a table view calls them only when
/// ``TableViewSelectorResponding/responds(to:)`` answered `true` for their selector when the data source was assigned.
///
/// | Method | Selector | Used when not implemented |
/// | --- | --- | --- |
/// | ``numberOfSections(in:)`` | ``TableViewSelector/numberOfSections`` | one section |
/// | ``tableView(_:titleForHeaderInSection:)`` | ``TableViewSelector/titleForHeaderInSection`` | no title |
/// | ``tableView(_:titleForFooterInSection:)`` | ``TableViewSelector/titleForFooterInSection`` | no title |
/// | ``tableView(_:canEditRowAt:)`` | ``TableViewSelector/canEditRow`` | every row can be edited |
/// | ``tableView(_:commit:forRowAt:)`` | ``TableViewSelector/commitEditingStyle`` | editing controls commit nothing |
/// | ``tableView(_:canMoveRowAt:)`` | ``TableViewSelector/canMoveRow`` | every row can be moved |
/// | ``tableView(_:moveRowAt:to:)`` | ``TableViewSelector/moveRow`` | no row shows a reorder control |
/// | ``sectionIndexTitles(for:)`` | ``TableViewSelector/sectionIndexTitles`` | no section index |
/// | ``tableView(_:sectionForSectionIndexTitle:at:)`` | ``TableViewSelector/sectionForSectionIndexTitle`` | the title's index |
public protocol TableViewDataSource: TableViewSelectorResponding {
    /// The number of rows in `section`. Required. Negative answers count as zero.
    func tableView(_ tableView: any TableView, numberOfRowsInSection section: Int) -> Int

    /// The cell for the row at `indexPath`. Required.
    ///
    /// Return a cell from `tableView.dequeueReusableCell(withIdentifier:for:)`, or any other cell: a cell created
    /// here with a reuse identifier is recycled under that identifier once it leaves the screen, as in UIKit.
    func tableView(_ tableView: any TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell

    /// The number of sections. Default: 1.
    func numberOfSections(in tableView: any TableView) -> Int

    /// The title of the header of `section`, shown in a header view of the table's own when the delegate provides no
    /// view. Default: `nil`.
    func tableView(_ tableView: any TableView, titleForHeaderInSection section: Int) -> String?

    /// The title of the footer of `section`, shown in a footer view of the table's own when the delegate provides no
    /// view. Default: `nil`.
    func tableView(_ tableView: any TableView, titleForFooterInSection section: Int) -> String?

    /// Whether the row at `indexPath` can be edited: whether it shows an editing control while the table edits.
    /// Default: `true`.
    func tableView(_ tableView: any TableView, canEditRowAt indexPath: IndexPath) -> Bool

    /// The user tapped the row's delete or insert control; update the model here, then tell the table (with
    /// `reloadData()`, or by deleting or inserting the row). Default: does nothing.
    func tableView(
        _ tableView: any TableView,
        commit editingStyle: TableViewCellEditingStyle,
        forRowAt indexPath: IndexPath
    )

    /// Whether the row at `indexPath` shows a reorder control while the table edits, when the data source implements
    /// ``tableView(_:moveRowAt:to:)``. Default: `true`.
    func tableView(_ tableView: any TableView, canMoveRowAt indexPath: IndexPath) -> Bool

    /// The user moved a row with its reorder control from `sourceIndexPath` to `destinationIndexPath`: the table has
    /// already moved it, so update the model here without telling the table. Default: does nothing.
    func tableView(
        _ tableView: any TableView,
        moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    )

    /// The titles of the section index beside the rows, such as `["A", "B", "C"]`; `nil` for no index. Default: `nil`.
    func sectionIndexTitles(for tableView: any TableView) -> [String]?

    /// The section the index title `title`, at `index` in the titles, scrolls to. Default: `index`.
    func tableView(_ tableView: any TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension TableViewDataSource {
    /// Returns 1, UIKit's assumption when the method is missing.
    public func numberOfSections(in tableView: any TableView) -> Int { 1 }

    /// Returns `nil`.
    public func tableView(_ tableView: any TableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// Returns `nil`.
    public func tableView(_ tableView: any TableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Returns `true`.
    public func tableView(_ tableView: any TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// Does nothing.
    public func tableView(
        _ tableView: any TableView,
        commit editingStyle: TableViewCellEditingStyle,
        forRowAt indexPath: IndexPath
    ) {}

    /// Returns `true`.
    public func tableView(_ tableView: any TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    /// Does nothing.
    public func tableView(
        _ tableView: any TableView,
        moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {}

    /// Returns `nil`.
    public func sectionIndexTitles(for tableView: any TableView) -> [String]? { nil }

    /// Returns `index`.
    public func tableView(_ tableView: any TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
}
