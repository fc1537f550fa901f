import Foundation
import VirtualUIKit

/// A collection view wired to a recording double, with a recording inconsistency handler, cells registered for the
/// double's identifiers, and the recording reset.
package struct VirtualViewFixture {
    package let collectionView: VirtualCollectionView
    package let double: RecordingCollectionViewDelegate
    package let inconsistencies: InconsistencyRecorder

    package init(
        counts: [Int] = [3],
        implemented: Set<CollectionViewSelector> = RecordingCollectionViewDelegate.allOptionalSelectors,
        frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480),
        layout: CollectionViewLayout = CollectionViewFlowLayout()
    ) {
        collectionView = VirtualCollectionView(frame: frame, collectionViewLayout: layout)
        double = RecordingCollectionViewDelegate(counts: counts, implemented: implemented)
        let recorder = InconsistencyRecorder()
        inconsistencies = recorder
        collectionView.inconsistencyHandler = { recorder.received.append($0) }
        collectionView.register(RecordingCell.self, forCellWithReuseIdentifier: double.cellReuseIdentifier)
        for kind in [CollectionElementKind.sectionHeader, CollectionElementKind.sectionFooter] {
            collectionView.register(
                RecordingSupplementaryView.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: double.supplementaryReuseIdentifier
            )
        }
        collectionView.dataSource = double
        collectionView.delegate = double
        collectionView.prefetchDataSource = double
        collectionView.dragDelegate = double
        collectionView.dropDelegate = double
        collectionView.resetRecording()
    }

    /// Lays the view out, then clears both logs.
    package func loaded() -> VirtualViewFixture {
        collectionView.layoutIfNeeded()
        clearLogs()
        return self
    }

    package func clearLogs() {
        collectionView.resetRecording()
        double.resetLog()
    }

    /// The view's events that are calls to the double (its own steps removed).
    package var recordedCalls: [VirtualCollectionView.Event] {
        collectionView.recordedEvents.filter {
            switch $0 {
            case .reloadData, .performBatchUpdates, .inconsistency: false
            default: true
            }
        }
    }
}

/// Collects the inconsistencies a view reports.
package final class InconsistencyRecorder {
    package init() {}

    package var received: [CollectionViewInconsistency] = []
}

package func ip(_ section: Int, _ item: Int) -> IndexPath {
    IndexPath(item: item, section: section)
}
