import TableManager

/// Fails the running test unless the table `view`'s screen picture is the one recorded in the picture file `name`,
/// and records the picture when the file is missing.
///
/// ```swift
/// @MainActor func testArchivingAMessage_movesTheNextOnesUp() async {
///     let screen = InboxScreen()
///     screen.archive(Message(id: 2))
///     expectScreenPicture(of: screen.tableView, named: "inbox-after-archive")
/// }
/// ```
///
/// The same as `expectScreenPicture(of:named:)` for a collection view — the file beside the test file, recording,
/// `COLLECTION_MANAGER_RECORD` and `CI` — with the picture `VirtualTableView.screenPicture(label:)` draws.
public func expectScreenPicture(
    of view: VirtualTableView,
    named name: String,
    label: (ScreenPictureElement) -> String = { $0.defaultLabel },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    expectPicture(
        view.screenPicture(label: label), named: name,
        at: ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Fails the running test unless the table `view`'s screen picture is exactly `expected`, a multi-line string literal
/// written at the call; an empty literal is filled in with the picture, as for a collection view.
public func expectScreenPicture(
    of view: VirtualTableView,
    matches expected: String,
    label: (ScreenPictureElement) -> String = { $0.defaultLabel },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    expectPicture(
        view.screenPicture(label: label), matches: expected,
        at: ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Fails the running test unless the table screen `screen` shows the picture recorded in the file `name`: the picture
/// of its manager's `VirtualTableView`, as `expectScreenPicture(of:named:)` checks it.
///
/// Fails, saying why, when the screen has no table view or its table view is not a `VirtualTableView`.
public func expectScreenPicture(
    of screen: some TableViewManageable,
    named name: String,
    label: (ScreenPictureElement) -> String = { $0.defaultLabel },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let view = screen.manager.drivenView(toDo: "draw the screen", at: site) else { return }
    expectPicture(view.screenPicture(label: label), named: name, at: site)
}

/// Fails the running test unless the table screen `screen` shows exactly `expected`: the picture of its manager's
/// `VirtualTableView`, as `expectScreenPicture(of:matches:)` checks it.
public func expectScreenPicture(
    of screen: some TableViewManageable,
    matches expected: String,
    label: (ScreenPictureElement) -> String = { $0.defaultLabel },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let view = screen.manager.drivenView(toDo: "draw the screen", at: site) else { return }
    expectPicture(view.screenPicture(label: label), matches: expected, at: site)
}
