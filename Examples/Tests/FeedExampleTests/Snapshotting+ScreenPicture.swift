import CollectionManager
import InlineSnapshotTesting

extension Snapshotting where Value == VirtualCollectionView, Format == String {
    /// The view's screen picture, as `VirtualCollectionView.screenPicture()` draws it, compared line by line.
    static var screenPicture: Snapshotting {
        screenPicture(label: { $0.defaultLabel })
    }

    /// The view's screen picture with each element labelled by `label`, compared line by line.
    static func screenPicture(label: @escaping (ScreenPictureElement) -> String) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in view.screenPicture(label: label) }
    }
}
