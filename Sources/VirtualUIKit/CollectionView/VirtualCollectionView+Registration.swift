import Foundation

/// A reuse queue's key: element kind (``CollectionElementKind/cell`` for cells) and reuse identifier.
struct ReuseKey: Hashable {
    var kind: String
    var identifier: String
}

/// What is registered for a reuse key.
enum Registration {
    case viewClass(CollectionReusableView.Type)
    case nib(Nib)
}

extension VirtualCollectionView {
    // MARK: Registration

    /// Registers a cell class for `identifier`, replacing any class or nib registered for it; `nil` unregisters.
    ///
    /// Registration may happen at any time, including from inside `collectionView(_:cellForItemAt:)`. Cells already
    /// in the reuse queue stay there.
    public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        guard allowsCall("-[UICollectionView registerClass:forCellWithReuseIdentifier:]") else { return }
        let key = ReuseKey(kind: CollectionElementKind.cell, identifier: identifier)
        registrations[key] = cellClass.map { .viewClass($0) }
    }

    /// Registers a nib for cells with `identifier`, replacing any class or nib registered for it; `nil` unregisters.
    ///
    /// The nib must contain exactly one view, a ``CollectionViewCell``; otherwise dequeuing reports UIKit's
    /// `invalid nib registered for identifier (...)` text.
    public func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {
        guard allowsCall("-[UICollectionView registerNib:forCellWithReuseIdentifier:]") else { return }
        let key = ReuseKey(kind: CollectionElementKind.cell, identifier: identifier)
        registrations[key] = nib.map { .nib($0) }
    }

    /// Registers a view class for supplementary views of `elementKind` with `identifier`, replacing any class or nib
    /// registered for that pair; `nil` unregisters. The same identifier registered for cells is unrelated.
    public func register(
        _ viewClass: CollectionReusableView.Type?,
        forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        guard allowsCall("-[UICollectionView registerClass:forSupplementaryViewOfKind:withReuseIdentifier:]") else {
            return
        }
        let key = ReuseKey(kind: elementKind, identifier: identifier)
        registrations[key] = viewClass.map { .viewClass($0) }
    }

    /// Registers a nib for supplementary views of `elementKind` with `identifier`, replacing any class or nib
    /// registered for that pair; `nil` unregisters.
    public func register(
        _ nib: Nib?,
        forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        guard allowsCall("-[UICollectionView registerNib:forSupplementaryViewOfKind:withReuseIdentifier:]") else {
            return
        }
        let key = ReuseKey(kind: elementKind, identifier: identifier)
        registrations[key] = nib.map { .nib($0) }
    }

    // MARK: Dequeue

    /// Returns a recycled or new cell for `identifier`, positioned for `indexPath`.
    ///
    /// A cell from the reuse queue gets `prepareForReuse()` before it is returned; a new one is created with
    /// `init(frame:)` from the registered class, or instantiated from the registered nib, and given `identifier` as
    /// its reuse identifier. Either way its frame is the layout's frame for `indexPath`, `isSelected` and
    /// `isHighlighted` reflect the current selection and highlight of `indexPath`, and `isEditing` is set as
    /// ``isEditing`` describes.
    ///
    /// Failures are reported with UIKit's texts: an empty identifier (`NSInvalidArgumentException`), nothing
    /// registered for it (`could not dequeue a view of kind: UICollectionElementKindCell with identifier ...`), an
    /// invalid nib. The view then returns a plain placeholder cell that is never recycled, so that a handler that does
    /// not trap leaves the view usable.
    ///
    /// - Complexity: O(1), plus the cost of `init(frame:)` or `prepareForReuse()`.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionViewCell
    {
        guard allowsCall("-[UICollectionView dequeueReusableCellWithReuseIdentifier:forIndexPath:]") else {
            return CollectionViewCell(frame: .zero)
        }
        guard !identifier.isEmpty else {
            report(.invalidArgument(ViewFailure.emptyCellReuseIdentifier))
            return placeholderCell(identifier: identifier, indexPath: indexPath)
        }
        let key = ReuseKey(kind: CollectionElementKind.cell, identifier: identifier)
        guard let view = dequeueView(for: key, at: DisplayedElement(cellAt: indexPath), isCell: true),
            let cell = view as? CollectionViewCell
        else {
            return placeholderCell(identifier: identifier, indexPath: indexPath)
        }
        cell.isSelected = selectedIndexPaths.contains(indexPath)
        cell.isHighlighted = highlightedIndexPaths.contains(indexPath)
        cell.isEditing = isEditingItem(at: indexPath)
        return cell
    }

    /// Returns a recycled or new supplementary view of `elementKind` for `identifier`, positioned for `indexPath`.
    ///
    /// Works as ``dequeueReusableCell(withReuseIdentifier:for:)`` does, with the supplementary kind in the failure
    /// texts; an empty kind or identifier is an `NSInvalidArgumentException`.
    ///
    /// - Complexity: O(1), plus the cost of `init(frame:)` or `prepareForReuse()`.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String,
        withReuseIdentifier identifier: String,
        for indexPath: IndexPath
    ) -> CollectionReusableView {
        guard allowsCall("-[UICollectionView dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:]")
        else { return CollectionReusableView(frame: .zero) }
        guard !elementKind.isEmpty else {
            report(.invalidArgument(ViewFailure.emptySupplementaryElementKind))
            return placeholderSupplementaryView(identifier: identifier)
        }
        guard !identifier.isEmpty else {
            report(.invalidArgument(ViewFailure.emptySupplementaryReuseIdentifier))
            return placeholderSupplementaryView(identifier: identifier)
        }
        let key = ReuseKey(kind: elementKind, identifier: identifier)
        let element = DisplayedElement(kind: elementKind, indexPath: indexPath)
        let view =
            dequeueView(for: key, at: element, isCell: false) ?? placeholderSupplementaryView(identifier: identifier)
        supplementaryDequeues?.append(view)
        return view
    }

    /// Pops a view from the queue of `key` (calling `prepareForReuse()`), or creates one from the registration;
    /// reports and returns `nil` when neither is possible.
    private func dequeueView(for key: ReuseKey, at element: DisplayedElement, isCell: Bool) -> CollectionReusableView? {
        let frame =
            collectionViewLayout.needsPrepare ? .zero : (collectionViewLayout.attributes(of: element)?.frame ?? .zero)
        if let view = reuseQueues[key]?.popLast() {
            view.prepareForReuse()
            view.frame = frame
            return view
        }
        let view: CollectionReusableView
        switch registrations[key] {
        case nil:
            report(.internalInconsistency(ViewFailure.couldNotDequeue(kind: key.kind, identifier: key.identifier)))
            return nil
        case .viewClass(let viewClass)?:
            view = viewClass.init(frame: frame)
        case .nib(let nib)?:
            let objects = nib.instantiate()
            guard objects.count == 1, let instance = objects.first, !isCell || instance is CollectionViewCell else {
                report(.internalInconsistency(ViewFailure.invalidNib(identifier: key.identifier)))
                return nil
            }
            if let nibIdentifier = instance.assignedReuseIdentifier, nibIdentifier != key.identifier {
                report(
                    .internalInconsistency(
                        ViewFailure.nibReuseIdentifierMismatch(nibIdentifier: nibIdentifier, identifier: key.identifier)
                    )
                )
            }
            instance.frame = frame
            view = instance
        }
        view.assignedReuseIdentifier = key.identifier
        view.assignedElementKind = key.kind
        view.reuseOwner = self
        return view
    }

    /// A cell handed out when a dequeue failed: it carries the requested identifier (so it is not reported again)
    /// but no owner, so it is never recycled.
    private func placeholderCell(identifier: String, indexPath: IndexPath) -> CollectionViewCell {
        let cell = CollectionViewCell(frame: .zero)
        cell.assignedReuseIdentifier = identifier
        cell.isSelected = selectedIndexPaths.contains(indexPath)
        cell.isHighlighted = highlightedIndexPaths.contains(indexPath)
        return cell
    }

    private func placeholderSupplementaryView(identifier: String) -> CollectionReusableView {
        let view = CollectionReusableView(frame: .zero)
        view.assignedReuseIdentifier = identifier
        return view
    }

    /// Puts a view that stopped being displayed into its reuse queue, unless this view did not create it.
    func enqueueForReuse(_ view: CollectionReusableView) {
        // A cell that stops being displayed takes its revealed swipe actions with it.
        if swipeState.revealed?.cell === view { swipeState.revealed = nil }
        guard view.reuseOwner === self, let kind = view.assignedElementKind,
            let identifier = view.assignedReuseIdentifier
        else { return }
        reuseQueues[ReuseKey(kind: kind, identifier: identifier), default: []].append(view)
    }

    /// The number of views waiting in the reuse queue of `elementKind` and `identifier`; use
    /// `CollectionElementKind.cell` for cells.
    public func reuseQueueCount(ofKind elementKind: String, withReuseIdentifier identifier: String) -> Int {
        guard allowsCall("VirtualCollectionView.reuseQueueCount(ofKind:withReuseIdentifier:)") else { return 0 }
        return reuseQueues[ReuseKey(kind: elementKind, identifier: identifier)]?.count ?? 0
    }
}
