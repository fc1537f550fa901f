import Foundation

extension VirtualCollectionView {
    /// The index paths of the displayed decoration views of `elementKind`, sorted. Runs a due layout pass first.
    ///
    /// Headless only: UIKit has no public way to list decoration views. Tests read it to check which section
    /// backgrounds a compositional layout shows.
    ///
    /// - Complexity: O(*d* log *d*) for *d* displayed decoration views.
    public func visibleDecorationViews(ofKind elementKind: String) -> [IndexPath] {
        guard allowsCall("VirtualCollectionView.visibleDecorationViews(ofKind:)") else { return [] }
        layoutIfNeeded()
        return collectionViewLayout.displayedDecorationViews.keys.filter { $0.kind == elementKind }.map(\.indexPath)
            .sorted()
    }

    /// The displayed decoration view of `elementKind` at `indexPath`, or `nil`. Runs a due layout pass first.
    ///
    /// Headless only, as ``visibleDecorationViews(ofKind:)``.
    public func decorationView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        guard allowsCall("VirtualCollectionView.decorationView(ofKind:at:)") else { return nil }
        layoutIfNeeded()
        return collectionViewLayout.displayedDecorationViews[DisplayedElement(kind: elementKind, indexPath: indexPath)]
    }

    /// Brings the displayed decoration views in line with `attributes`: leaving ones are recycled, entering ones are
    /// created from the class registered with `layout` (or taken from its reuse queue), staying ones are moved. No
    /// data source or delegate method is called, as in UIKit.
    ///
    /// A kind with no registered class is reported as UIKit's exception and not displayed.
    func updateDecorationViews(from attributes: [CollectionViewLayoutAttributes], of layout: CollectionViewLayout) {
        var entering: [DisplayedElement: CGRect] = [:]
        var order: [DisplayedElement] = []
        for element in attributes where element.representedElementCategory == .decorationView {
            let key = DisplayedElement(element)
            if entering.updateValue(element.frame, forKey: key) == nil { order.append(key) }
        }
        guard !entering.isEmpty || !layout.displayedDecorationViews.isEmpty else { return }
        for (key, view) in layout.displayedDecorationViews where entering[key] == nil {
            layout.displayedDecorationViews[key] = nil
            layout.decorationReuseQueues[key.kind ?? "", default: []].append(view)
        }
        for key in order {
            guard let frame = entering[key] else { continue }
            if let view = layout.displayedDecorationViews[key] {
                view.frame = frame
                continue
            }
            let kind = key.kind ?? ""
            let view: CollectionReusableView
            if let recycled = layout.decorationReuseQueues[kind]?.popLast() {
                recycled.prepareForReuse()
                view = recycled
            } else if let viewClass = layout.decorationViewClasses[kind] {
                view = viewClass.init(frame: frame)
                view.assignedElementKind = kind
            } else {
                report(.internalInconsistency(Self.unregisteredDecorationKind(kind)))
                continue
            }
            view.frame = frame
            layout.displayedDecorationViews[key] = view
        }
    }

    /// UIKit's text for a decoration kind without a registered class.
    static func unregisteredDecorationKind(_ kind: String) -> String {
        "no UICollectionReusableView class registered for decoration view of kind \(kind)"
    }
}
