import Foundation

/// A tap recognizer on a header, a footer or another supplementary view, standing in for UIKit's
/// `UITapGestureRecognizer`.
///
/// UIKit has no tap on supplementary views: a header that reacts to taps carries a gesture recognizer (or a button),
/// and so does one here. Attach it once, where the view is created, and call what the tap does from its action:
///
/// ```swift
/// final class SectionHeader: CollectionReusableView, ModelTransfer {
///     var onTap: (() -> Void)?
///
///     required init(frame: CGRect) {
///         super.init(frame: frame)
///         // UIKit: addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
///         addGestureRecognizer(TapGestureRecognizer(target: self, action: SectionHeader.tapped))
///     }
///
///     func tapped() { onTap?() }
///     func update(with model: String) { ... }
/// }
///
/// collectionView.tapSupplementaryElement(ofKind: CollectionElementKind.sectionHeader, at: [1, 0])
/// ```
///
/// A test taps with ``VirtualCollectionView/tapSupplementaryElement(ofKind:at:)``, which runs the actions of the
/// view's enabled recognizers. Recognizers are reference types used from one isolation domain; they are not
/// `Sendable`.
public final class TapGestureRecognizer {
    /// Whether a tap runs the recognizer's actions. Default: `true`.
    public var isEnabled = true

    /// The view the recognizer is attached to, if any.
    public internal(set) weak var view: CollectionReusableView?

    /// The actions, in the order they were added.
    private var actions: [RegisteredAction] = []

    /// Creates a recognizer with no action, attached to no view.
    public init() {}

    /// Creates a recognizer that calls a method of `target` on each tap, as `UITapGestureRecognizer(target:action:)`
    /// does: `TapGestureRecognizer(target: self, action: SectionHeader.tapped)` for `func tapped()`. The recognizer
    /// holds `target` weakly.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls a method of `target` taking the recognizer, for
    /// `func tapped(_ sender: TapGestureRecognizer)`. The recognizer holds `target` weakly.
    public convenience init<Target: AnyObject>(
        target: Target, action: @escaping (Target) -> (TapGestureRecognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a method of `target` to call on each tap, as `addTarget(_:action:)` does with a selector. The recognizer
    /// holds `target` weakly: once it is gone, the action does nothing.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        actions.append(
            RegisteredAction(target: target) { [weak target] _ in
                guard let target else { return }
                action(target)()
            })
    }

    /// Adds a method of `target` taking the recognizer, to call on each tap. The recognizer holds `target` weakly.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (TapGestureRecognizer) -> Void
    ) {
        actions.append(
            RegisteredAction(target: target) { [weak target] recognizer in
                guard let target else { return }
                action(target)(recognizer)
            })
    }

    /// Removes every method of `target`, as `removeTarget(_:action: nil)` does.
    public func removeTarget(_ target: AnyObject) {
        actions.removeAll { $0.target === target }
    }

    /// Runs the actions registered when the tap begins, in order, when the recognizer is enabled. Returns whether it
    /// was.
    package func recognizeTap() -> Bool {
        guard isEnabled else { return false }
        for action in actions { action.run(self) }
        return true
    }

    /// An action with the target that removes it.
    private struct RegisteredAction {
        /// The target, held weakly.
        weak var target: AnyObject?
        var run: (TapGestureRecognizer) -> Void
    }
}

@available(*, unavailable)
extension TapGestureRecognizer: Sendable {}

extension CollectionReusableView {
    /// Attaches `recognizer` to the view, as `UIView.addGestureRecognizer(_:)` does: the view holds it, and a
    /// recognizer attached to another view moves here. Adding one already attached does nothing.
    public func addGestureRecognizer(_ recognizer: TapGestureRecognizer) {
        guard recognizer.view !== self else { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        attachedGestureRecognizers.append(recognizer)
    }

    /// Detaches `recognizer` from the view; does nothing when it is not attached to it.
    public func removeGestureRecognizer(_ recognizer: TapGestureRecognizer) {
        guard recognizer.view === self else { return }
        recognizer.view = nil
        attachedGestureRecognizers.removeAll { $0 === recognizer }
    }

    /// The recognizers attached to the view, in the order they were added.
    public var gestureRecognizers: [TapGestureRecognizer] { attachedGestureRecognizers }
}

extension VirtualCollectionView {
    /// Simulates a tap on the displayed supplementary view of `elementKind` at `indexPath` — a header, a footer — as a
    /// finger's tap does: the view's enabled ``TapGestureRecognizer``s run their actions, in the order they were
    /// attached.
    ///
    /// ```swift
    /// XCTAssertTrue(collectionView.tapSupplementaryElement(ofKind: CollectionElementKind.sectionHeader, at: [1, 0]))
    /// ```
    ///
    /// UIKit's collection view neither selects nor highlights supplementary views, so no data-source or delegate
    /// method is involved and nothing is recorded in ``recordedEvents``. ``tapItem(at:)`` runs the collection view's
    /// own touch sequence on cells and does not involve recognizers. Runs a due layout pass first.
    ///
    /// - Returns: Whether a recognizer's actions ran: `false` when no such view is displayed, or it has no enabled
    ///   recognizer.
    @discardableResult
    public func tapSupplementaryElement(ofKind elementKind: String, at indexPath: IndexPath) -> Bool {
        guard allowsCall("VirtualCollectionView.tapSupplementaryElement(ofKind:at:)") else { return false }
        guard let view = supplementaryView(forElementKind: elementKind, at: indexPath) else { return false }
        var recognized = false
        for recognizer in view.gestureRecognizers {
            if recognizer.recognizeTap() { recognized = true }
        }
        return recognized
    }
}
