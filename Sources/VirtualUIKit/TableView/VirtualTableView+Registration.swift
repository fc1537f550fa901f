import Foundation

/// What is registered for a cell reuse identifier of a table view.
enum TableCellRegistration {
    case cellClass(TableViewCell.Type)
    case nib(Nib)
}

/// What is registered for a header-footer reuse identifier of a table view.
enum TableHeaderFooterRegistration {
    case viewClass(TableViewHeaderFooterView.Type)
    case nib(Nib)
}

extension VirtualTableView {
    // MARK: Registration

    /// Registers a cell class for `identifier`, replacing any class or nib registered for it; `nil` unregisters both.
    ///
    /// Registration may happen at any time, including from inside `tableView(_:cellForRowAt:)`; cells already in the
    /// reuse queue stay there. An empty identifier is reported as UIKit's `NSInvalidArgumentException` `must pass a
    /// valid reuse identifier to -[UITableView registerClass:forCellReuseIdentifier:]`, and nothing is registered.
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        guard allowsCall("-[UITableView registerClass:forCellReuseIdentifier:]") else { return }
        guard isValidRegistration(identifier, selector: "registerClass:forCellReuseIdentifier:") else { return }
        cellRegistrations[identifier] = cellClass.map { .cellClass($0) }
    }

    /// Registers a nib for cells with `identifier`, replacing any class or nib registered for it; `nil` unregisters
    /// both.
    ///
    /// The nib must hold exactly one view, a ``TableViewCell``; otherwise dequeuing reports UIKit's `invalid nib
    /// registered for identifier (...)` text. An empty identifier is reported, with
    /// `registerNib:forCellReuseIdentifier:` in the text, and nothing is registered.
    public func register(_ nib: Nib?, forCellReuseIdentifier identifier: String) {
        guard allowsCall("-[UITableView registerNib:forCellReuseIdentifier:]") else { return }
        guard isValidRegistration(identifier, selector: "registerNib:forCellReuseIdentifier:") else { return }
        cellRegistrations[identifier] = nib.map { .nib($0) }
    }

    /// Registers a header-footer view class for `identifier`, replacing any class or nib registered for it; `nil`
    /// unregisters both.
    ///
    /// Headers and footers share one namespace of identifiers, apart from the cells'. An empty identifier is reported
    /// as UIKit's `must pass a valid reuse identifier to -[UITableView registerClass:forHeaderFooterViewReuseIdentifier:]`.
    public func register(
        _ viewClass: TableViewHeaderFooterView.Type?,
        forHeaderFooterViewReuseIdentifier identifier: String
    ) {
        guard allowsCall("-[UITableView registerClass:forHeaderFooterViewReuseIdentifier:]") else { return }
        guard isValidRegistration(identifier, selector: "registerClass:forHeaderFooterViewReuseIdentifier:") else {
            return
        }
        headerFooterRegistrations[identifier] = viewClass.map { .viewClass($0) }
    }

    /// Registers a nib for header-footer views with `identifier`, replacing any class or nib registered for it; `nil`
    /// unregisters both.
    ///
    /// The nib must hold exactly one view, a ``TableViewHeaderFooterView``; otherwise dequeuing reports UIKit's
    /// `invalid nib registered for identifier (...)` text.
    public func register(_ nib: Nib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard allowsCall("-[UITableView registerNib:forHeaderFooterViewReuseIdentifier:]") else { return }
        guard isValidRegistration(identifier, selector: "registerNib:forHeaderFooterViewReuseIdentifier:") else {
            return
        }
        headerFooterRegistrations[identifier] = nib.map { .nib($0) }
    }

    private func isValidRegistration(_ identifier: String, selector: String) -> Bool {
        guard identifier.isEmpty else { return true }
        report(.invalidArgument(ViewFailure.emptyTableReuseIdentifier(selector: selector)))
        return false
    }

    // MARK: Dequeue

    /// Returns a recycled or new cell for `identifier`, or `nil` when nothing is queued or registered for it.
    ///
    /// The cell queued last for `identifier` is handed out first, after its `prepareForReuse()`. Otherwise a new cell
    /// is created: from the registered class with `init(style: .default, reuseIdentifier:)`, or from the registered nib
    /// (which must hold exactly one ``TableViewCell``; its reuse identifier, if the nib sets one, must be
    /// `identifier`, else UIKit's texts are reported). No inconsistency is reported for an unknown identifier, as in
    /// UIKit: a data source may create a cell itself when this returns `nil`. While ``reconfigureRows(at:)`` asks for a
    /// row's cell, it returns that cell (see there).
    ///
    /// - Complexity: O(1), plus the cost of creating the cell or of its `prepareForReuse()`.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        guard allowsCall("-[UITableView dequeueReusableCellWithIdentifier:]") else { return nil }
        if let reconfiguration = batchStorage.reconfiguration {
            return existingCellBeingReconfigured(reconfiguration, dequeuedWith: identifier, for: nil)
        }
        if let cell = cellReuseQueues[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        switch cellRegistrations[identifier] {
        case nil:
            return nil
        case .cellClass(let cellClass)?:
            return cellClass.init(style: .default, reuseIdentifier: identifier)
        case .nib(let nib)?:
            guard let cell = instantiate(nib, identifier: identifier, className: ViewFailure.tableViewCellClassName),
                let cell = cell as? TableViewCell
            else { return nil }
            return cell
        }
    }

    /// Returns a recycled or new cell for `identifier`, configured for the row at `indexPath`: the cell to return from
    /// `tableView(_:cellForRowAt:)`.
    ///
    /// Works as ``dequeueReusableCell(withIdentifier:)``; the cell's frame is then the row's frame (once the view has
    /// laid out its heights), and its `isSelected` and `isHighlighted` reflect the row. When nothing is queued or
    /// registered for `identifier`, UIKit's `unable to dequeue a cell with identifier ... - must register a nib or a
    /// class for the identifier or connect a prototype cell in a storyboard` is reported and a placeholder cell without
    /// reuse identifier is returned, so that a handler that does not trap leaves the view usable. While
    /// ``reconfigureRows(at:)`` asks for a row's cell, it returns that cell (see there).
    ///
    /// - Complexity: O(log *n*) for *n* rows, plus the cost of creating the cell or of its `prepareForReuse()`.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        guard allowsCall("-[UITableView dequeueReusableCellWithIdentifier:forIndexPath:]") else {
            return TableViewCell(frame: .zero)
        }
        if let reconfiguration = batchStorage.reconfiguration {
            return existingCellBeingReconfigured(reconfiguration, dequeuedWith: identifier, for: indexPath)
        }
        let cell: TableViewCell
        if let dequeued = dequeueReusableCell(withIdentifier: identifier) {
            cell = dequeued
        } else {
            if cellRegistrations[identifier] == nil {
                report(.internalInconsistency(ViewFailure.unableToDequeueTableCell(identifier: identifier)))
            }
            cell = TableViewCell(style: .default, reuseIdentifier: nil)
        }
        if let geometry, geometry.contains(indexPath) {
            cell.frame = rowFrame(section: indexPath.sectionIndex, row: indexPath.itemIndex, in: geometry)
        }
        cell.isSelected = selectedRowSet.contains(indexPath)
        cell.isHighlighted = highlightedRows.contains(indexPath)
        return cell
    }

    /// Returns a recycled or new header-footer view for `identifier`, or `nil` when nothing is queued or registered
    /// for it.
    ///
    /// The view queued last is handed out first, after its `prepareForReuse()`; otherwise a new one is created from the
    /// registered class with `init(reuseIdentifier:)`, or from the registered nib (checked as for cells). No
    /// inconsistency is reported for an unknown identifier, as in UIKit.
    ///
    /// - Complexity: O(1), plus the cost of creating the view or of its `prepareForReuse()`.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        guard allowsCall("-[UITableView dequeueReusableHeaderFooterViewWithIdentifier:]") else { return nil }
        if let view = headerFooterReuseQueues[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        switch headerFooterRegistrations[identifier] {
        case nil:
            return nil
        case .viewClass(let viewClass)?:
            return viewClass.init(reuseIdentifier: identifier)
        case .nib(let nib)?:
            let className = ViewFailure.tableViewHeaderFooterViewClassName
            guard let view = instantiate(nib, identifier: identifier, className: className),
                let view = view as? TableViewHeaderFooterView
            else { return nil }
            return view
        }
    }

    /// Instantiates `nib` for `identifier`: its one view, given `identifier` as its reuse identifier, or `nil` after
    /// reporting UIKit's text when the nib holds no view, several, or one that is not a `className`.
    private func instantiate(_ nib: Nib, identifier: String, className: String) -> CollectionReusableView? {
        let objects = nib.instantiate()
        let isExpectedClass: (CollectionReusableView) -> Bool =
            className == ViewFailure.tableViewCellClassName
            ? { $0 is TableViewCell } : { $0 is TableViewHeaderFooterView }
        guard objects.count == 1, let view = objects.first, isExpectedClass(view) else {
            report(
                .internalInconsistency(ViewFailure.invalidTableNib(identifier: identifier, className: className)))
            return nil
        }
        if let nibIdentifier = view.assignedReuseIdentifier, !nibIdentifier.isEmpty, nibIdentifier != identifier {
            report(
                .internalInconsistency(
                    ViewFailure.tableNibReuseIdentifierMismatch(nibIdentifier: nibIdentifier, identifier: identifier)))
        }
        view.assignedReuseIdentifier = identifier
        return view
    }

    // MARK: Reuse queues

    /// Puts a cell that stopped being displayed into the queue of its reuse identifier; a cell without one is dropped.
    func enqueueForReuse(_ cell: TableViewCell) {
        guard let identifier = cell.reuseIdentifier, !identifier.isEmpty else { return }
        cellReuseQueues[identifier, default: []].append(cell)
    }

    /// Puts a header or footer that stopped being displayed into the queue of its reuse identifier, when it is a
    /// ``TableViewHeaderFooterView`` with one; other views are dropped.
    func enqueueForReuse(headerFooterView view: CollectionReusableView) {
        guard let view = view as? TableViewHeaderFooterView, let identifier = view.reuseIdentifier,
            !identifier.isEmpty
        else { return }
        headerFooterReuseQueues[identifier, default: []].append(view)
    }

    /// The number of cells waiting in the reuse queue of `identifier`.
    public func reuseQueueCount(forCellReuseIdentifier identifier: String) -> Int {
        guard allowsCall("VirtualTableView.reuseQueueCount(forCellReuseIdentifier:)") else { return 0 }
        return cellReuseQueues[identifier]?.count ?? 0
    }

    /// The number of header-footer views waiting in the reuse queue of `identifier`.
    public func reuseQueueCount(forHeaderFooterViewReuseIdentifier identifier: String) -> Int {
        guard allowsCall("VirtualTableView.reuseQueueCount(forHeaderFooterViewReuseIdentifier:)") else { return 0 }
        return headerFooterReuseQueues[identifier]?.count ?? 0
    }
}
