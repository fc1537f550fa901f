import CollectionManager
import Foundation

// Tapping a header or a footer. UIKit's collection view does not select supplementary views: a header that reacts to
// taps carries a tap recognizer, which the view's tapSupplementaryElement(ofKind:at:) runs.

extension CollectionViewManager {
    /// Taps the header of `section`: scrolls it into view first, then runs its `TapGestureRecognizer`s with the view's
    /// `tapSupplementaryElement(ofKind:at:)`, as a finger's tap on it does.
    ///
    /// ```swift
    /// screen.manager.tap(headerInSection: 1)        // the header's recognizer runs, e.g. "See all"
    /// ```
    ///
    /// The header is the storage's header kind (`supplementaryHeaderKind`, the flow layout's section header by default)
    /// at `[section, 0]`. Fails the running test, and returns `nil`, when the view is not a `VirtualCollectionView`,
    /// there is no such section, the layout places no header there, or the header has no enabled
    /// `TapGestureRecognizer` (in UIKit a tap on it would do nothing).
    ///
    /// - Returns: The tapped header view.
    /// - Complexity: A scroll's layout pass when the header is off screen, plus its recognizers' actions.
    @discardableResult
    public func tap(
        headerInSection section: Int,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> CollectionReusableView? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return tapSupplementary(ofKind: headerKind, inSection: section, named: "header", at: site)
    }

    /// Taps the footer of `section`, as ``tap(headerInSection:fileID:filePath:line:column:)`` taps a header. The
    /// footer is the storage's footer kind (`supplementaryFooterKind`, the flow layout's section footer by default).
    ///
    /// - Returns: The tapped footer view, or `nil` (and the test fails).
    @discardableResult
    public func tap(
        footerInSection section: Int,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> CollectionReusableView? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return tapSupplementary(ofKind: footerKind, inSection: section, named: "footer", at: site)
    }

    /// Taps the header of the first section whose header model equals `model`, as
    /// ``tap(headerInSection:fileID:filePath:line:column:)`` does.
    ///
    /// ```swift
    /// screen.manager.tap(header: "Feed")
    /// ```
    ///
    /// - Returns: The tapped header view, or `nil` (and the test fails) when no section has that header model or its
    ///   header cannot be tapped.
    /// - Complexity: O(*s*) header-model reads for *s* sections, plus the tap.
    @discardableResult
    public func tap<Model: Equatable>(
        header model: Model,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> CollectionReusableView? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let section = section(whoseModelOfKind: headerKind, is: model, named: "header", at: site) else {
            return nil
        }
        return tapSupplementary(ofKind: headerKind, inSection: section, named: "header", at: site)
    }

    /// Taps the footer of the first section whose footer model equals `model`, as
    /// ``tap(footerInSection:fileID:filePath:line:column:)`` does.
    ///
    /// - Returns: The tapped footer view, or `nil` (and the test fails).
    /// - Complexity: O(*s*) footer-model reads for *s* sections, plus the tap.
    @discardableResult
    public func tap<Model: Equatable>(
        footer model: Model,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> CollectionReusableView? {
        let site = ReportingSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let section = section(whoseModelOfKind: footerKind, is: model, named: "footer", at: site) else {
            return nil
        }
        return tapSupplementary(ofKind: footerKind, inSection: section, named: "footer", at: site)
    }
}

// MARK: Implementation

extension CollectionViewManager {
    /// The kind of the storage's headers: its `supplementaryHeaderKind`, else the section header.
    private var headerKind: String {
        supplementaryStorage?.supplementaryHeaderKind ?? CollectionElementKind.sectionHeader
    }

    /// The kind of the storage's footers: its `supplementaryFooterKind`, else the section footer.
    private var footerKind: String {
        supplementaryStorage?.supplementaryFooterKind ?? CollectionElementKind.sectionFooter
    }

    /// The first section whose supplementary model of `kind` equals `model`; reports a failure when there is none.
    private func section<Model: Equatable>(
        whoseModelOfKind kind: String, is model: Model, named name: String, at site: ReportingSite
    ) -> Int? {
        let action = "tap the \(name) \(Model.self) \(model)"
        guard let storage = supplementaryStorage else {
            failShowingTheScreen(
                at: site,
                "Cannot \(action): the manager's storage is of type \(type(of: storage)), which has no \(name) models. "
                    + "Tap the \(name) by its section: tap(\(name)InSection:).")
            return nil
        }
        let count = max(0, self.storage.numberOfSections())
        for section in 0..<count {
            let found = storage.supplementaryModel(ofKind: kind, forSectionAt: IndexPath(item: 0, section: section))
            if let found = found.flatMap(RuntimeHelper.recursivelyUnwrapAnyValue) as? Model, found == model {
                return section
            }
        }
        failShowingTheScreen(
            at: site,
            "Cannot \(action): no section has that \(name) model among the storage's \(count) "
                + "\(count == 1 ? "section" : "sections"). Look for a \(name) model the screen shows.")
        return nil
    }

    /// Scrolls the supplementary view of `kind` at `[section, 0]` into view and taps it; reports why and returns `nil`
    /// when it cannot.
    private func tapSupplementary(
        ofKind kind: String, inSection section: Int, named name: String, at site: ReportingSite
    ) -> CollectionReusableView? {
        let action = "tap the \(name) of section \(section)"
        guard let view = drivenView(toDo: action, at: site) else { return nil }
        guard section >= 0, section < view.numberOfSections else {
            failShowingTheScreen(at: site, "Cannot \(action): there is no such section. \(describeCounts(of: view))")
            return nil
        }
        let indexPath = IndexPath(item: 0, section: section)
        guard let supplementaryView = scrollSupplementaryIntoView(ofKind: kind, at: indexPath, in: view) else {
            let frame = view.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)?
                .frame
            let reason =
                frame == nil
                ? "the layout places no \(name) there (a flow layout shows one when its reference size for the "
                    + "section is not zero; a list, when its \(name)Mode is .supplementary)."
                : "it is not on screen even after scrolling to it, so a finger cannot reach it (its layout frame is "
                    + "\(frame.map { "\($0)" } ?? ""), the visible rect \(view.visibleRect)). Give it a non-empty size "
                    + "inside the content."
            failShowingTheScreen(at: site, "Cannot \(action): \(reason)")
            return nil
        }
        guard view.tapSupplementaryElement(ofKind: kind, at: indexPath) else {
            let type = String(describing: Swift.type(of: supplementaryView))
            failShowingTheScreen(
                at: site,
                "Cannot \(action): its \(type) has no enabled TapGestureRecognizer, so a tap on it does nothing, as in "
                    + "UIKit. A \(name) that reacts to taps attaches one where it is created: "
                    + "`addGestureRecognizer(TapGestureRecognizer(target: self, action: \(type).tapped))`.")
            return nil
        }
        return supplementaryView
    }

    /// The displayed supplementary view of `kind` at `indexPath`, after scrolling the least distance that brings its
    /// layout frame on screen; `nil` when the layout places none there or it is still not displayed.
    private func scrollSupplementaryIntoView(
        ofKind kind: String, at indexPath: IndexPath, in view: VirtualCollectionView
    ) -> CollectionReusableView? {
        if let displayed = view.supplementaryView(forElementKind: kind, at: indexPath) { return displayed }
        guard
            let frame = view.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)?
                .frame
        else { return nil }
        let visible = view.visibleRect
        var offset = view.contentOffset
        if frame.minY < visible.minY {
            offset.y = frame.minY
        } else if frame.maxY > visible.maxY {
            offset.y = frame.maxY - visible.height
        }
        if frame.minX < visible.minX {
            offset.x = frame.minX
        } else if frame.maxX > visible.maxX {
            offset.x = frame.maxX - visible.width
        }
        view.scroll(to: clamped(offset, in: view))
        return view.supplementaryView(forElementKind: kind, at: indexPath)
    }

    /// `offset` kept within the content and the view's adjusted insets, as the view keeps a settled offset.
    private func clamped(_ offset: CGPoint, in view: VirtualCollectionView) -> CGPoint {
        let size = view.frame.size
        let content = view.contentSize
        let inset = view.adjustedContentInset
        let maximum = CGPoint(
            x: max(-inset.left, content.width + inset.right - size.width),
            y: max(-inset.top, content.height + inset.bottom - size.height))
        return CGPoint(
            x: min(max(-inset.left, offset.x), maximum.x), y: min(max(-inset.top, offset.y), maximum.y))
    }
}
