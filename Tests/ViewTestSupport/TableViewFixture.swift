import Foundation
import VirtualUIKit

/// A table view wired to a recording double, with a recording inconsistency handler, a recording cell class registered
/// for the double's identifier, and the recording reset.
package struct TableViewFixture {
    package let tableView: VirtualTableView
    package let double: RecordingTableViewDelegate
    package let inconsistencies: InconsistencyRecorder

    package init(
        counts: [Int] = [3],
        implemented: Set<TableViewSelector> = [],
        frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480),
        style: TableViewStyle = .plain
    ) {
        tableView = VirtualTableView(frame: frame, style: style)
        double = RecordingTableViewDelegate(counts: counts, implemented: implemented)
        let recorder = InconsistencyRecorder()
        inconsistencies = recorder
        tableView.inconsistencyHandler = { recorder.received.append($0) }
        tableView.register(RecordingTableViewCell.self, forCellReuseIdentifier: double.cellReuseIdentifier)
        tableView.dataSource = double
        tableView.delegate = double
        tableView.prefetchDataSource = double
        tableView.dragDelegate = double
        tableView.dropDelegate = double
        tableView.resetRecording()
    }

    /// Lays the view out, then clears both logs.
    package func loaded() -> TableViewFixture {
        tableView.layoutIfNeeded()
        clearLogs()
        return self
    }

    package func clearLogs() {
        tableView.resetRecording()
        double.resetLog()
    }

    /// The view's events that are calls to the double (its own steps removed).
    package var recordedCalls: [VirtualTableView.Event] {
        tableView.recordedEvents.filter {
            switch $0 {
            case .reloadData, .inconsistency, .preferredLayoutAttributesFitting, .performBatchUpdates: false
            default: true
            }
        }
    }
}
