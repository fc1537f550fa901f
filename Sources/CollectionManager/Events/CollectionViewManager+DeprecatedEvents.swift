import Foundation

// DTCollectionViewManager's deprecated configuration events, kept so that code written for it compiles. Configure
// views in the registration handler or in `update(with:)` instead.

extension CollectionViewManager {
    /// The deprecated `configureHeader` event: runs for headers of `headerClass` after the handler and
    /// `update(with:)`, with the section index.
    @available(*, deprecated, message: "Configure headers in the registerHeader handler or in update(with:).")
    @inlinable
    public func configureHeader<View: CollectionReusableView & ModelTransfer>(
        _ headerClass: View.Type,
        _ closure: @escaping (View, View.ModelType, _ section: Int) -> Void
    ) {
        appendReaction(
            .view(EventMethodSignature.configureSupplementary) {
                (view: View, model: View.ModelType, indexPath: IndexPath) in
                // A path without a section (not two indexes) has no header or footer to configure.
                guard indexPath.count == 2 else { return }
                closure(view, model, indexPath.sectionIndex)
            },
            forViewClass: View.self, viewType: .supplementaryView(kind: CollectionElementKind.sectionHeader),
            methodName: "configureHeader(_:_:)")
    }

    /// The deprecated `configureFooter` event: runs for footers of `footerClass` after the handler and
    /// `update(with:)`, with the section index.
    @available(*, deprecated, message: "Configure footers in the registerFooter handler or in update(with:).")
    @inlinable
    public func configureFooter<View: CollectionReusableView & ModelTransfer>(
        _ footerClass: View.Type,
        _ closure: @escaping (View, View.ModelType, _ section: Int) -> Void
    ) {
        appendReaction(
            .view(EventMethodSignature.configureSupplementary) {
                (view: View, model: View.ModelType, indexPath: IndexPath) in
                // A path without a section (not two indexes) has no header or footer to configure.
                guard indexPath.count == 2 else { return }
                closure(view, model, indexPath.sectionIndex)
            },
            forViewClass: View.self, viewType: .supplementaryView(kind: CollectionElementKind.sectionFooter),
            methodName: "configureFooter(_:_:)")
    }

    /// The deprecated `configureSupplementary` event: runs for supplementary views of `viewClass` and `kind` after
    /// the handler and `update(with:)`.
    @available(*, deprecated, message: "Configure views in the registerSupplementary handler or in update(with:).")
    @inlinable
    public func configureSupplementary<View: CollectionReusableView & ModelTransfer>(
        _ viewClass: View.Type,
        ofKind kind: String,
        _ closure: @escaping (View, View.ModelType, IndexPath) -> Void
    ) {
        appendReaction(
            .view(EventMethodSignature.configureSupplementary, closure), forViewClass: View.self,
            viewType: .supplementaryView(kind: kind), methodName: "configureSupplementary(_:ofKind:_:)")
    }

    /// The deprecated `configureEvents` helper: calls `closure` at once with the view class and its model type, to
    /// group event registrations.
    @available(*, deprecated, message: "Register events on the mapping, in the register call's mapping closure.")
    public func configureEvents<View: ModelTransfer>(
        for viewClass: View.Type,
        _ closure: (View.Type, View.ModelType.Type) -> Void
    ) {
        closure(View.self, View.ModelType.self)
    }
}
