import Foundation

extension VirtualTableView {
    /// A batch update as the table view received it: the declared changes in call order, each row and section change
    /// with the animation it was declared with, and the counts before and after.
    ///
    /// ```swift
    /// tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
    /// XCTAssertEqual(tableView.performedUpdates.last?.deletedRows, [.init(IndexPath(row: 0, section: 0), .left)])
    /// ```
    public struct PerformedUpdate: Equatable, Sendable {
        /// A row change with its animation.
        public struct AnimatedRow: Hashable, Sendable {
            /// The row: before the batch for deletes and reloads, after it for inserts.
            public var indexPath: IndexPath
            /// The animation the change was declared with.
            public var animation: TableViewRowAnimation

            /// Creates a record of a row change.
            public init(_ indexPath: IndexPath, _ animation: TableViewRowAnimation) {
                self.indexPath = indexPath
                self.animation = animation
            }
        }

        /// A section change with its animation.
        public struct AnimatedSection: Hashable, Sendable {
            /// The section: before the batch for deletes and reloads, after it for inserts.
            public var section: Int
            /// The animation the change was declared with.
            public var animation: TableViewRowAnimation

            /// Creates a record of a section change.
            public init(_ section: Int, _ animation: TableViewRowAnimation) {
                self.section = section
                self.animation = animation
            }
        }

        /// A move from one position to another, as the collection view records it; UIKit gives moves no animation.
        public typealias Move<Position: Hashable & Sendable> = VirtualCollectionView.PerformedUpdate.Move<Position>

        /// Sections declared inserted, in call order.
        public var insertedSections: [AnimatedSection] = []
        /// Sections declared deleted, in call order.
        public var deletedSections: [AnimatedSection] = []
        /// Sections declared reloaded, in call order.
        public var reloadedSections: [AnimatedSection] = []
        /// Sections declared moved, in call order.
        public var movedSections: [Move<Int>] = []
        /// Rows declared inserted, in call order.
        public var insertedRows: [AnimatedRow] = []
        /// Rows declared deleted, in call order.
        public var deletedRows: [AnimatedRow] = []
        /// Rows declared reloaded, in call order.
        public var reloadedRows: [AnimatedRow] = []
        /// Rows declared moved, in call order.
        public var movedRows: [Move<IndexPath>] = []
        /// Row counts per section before the batch; `nil` when the view had not loaded its counts when the batch
        /// committed, and skipped it, as UIKit skips the batch of a table without row data.
        public var countsBefore: [Int]?
        /// Row counts per section after the batch, as the data source answered; `nil` when the batch failed before
        /// they were asked for (a reload of a deleted row, a malformed index path) or was skipped.
        public var countsAfter: [Int]?
        /// Why the batch was rejected, or `nil` when it was applied.
        public var inconsistency: TableViewInconsistency?
        /// Why the batch would have been rejected, when a ``VirtualTableView/reloadData()`` requested before it
        /// committed replaced it: the view reported nothing and reloaded instead. `nil` otherwise.
        public var inconsistencyReplacedByReload: TableViewInconsistency?

        /// Creates a record; every change list is empty unless given.
        public init(
            insertedSections: [AnimatedSection] = [],
            deletedSections: [AnimatedSection] = [],
            reloadedSections: [AnimatedSection] = [],
            movedSections: [Move<Int>] = [],
            insertedRows: [AnimatedRow] = [],
            deletedRows: [AnimatedRow] = [],
            reloadedRows: [AnimatedRow] = [],
            movedRows: [Move<IndexPath>] = [],
            countsBefore: [Int]? = nil,
            countsAfter: [Int]? = nil,
            inconsistency: TableViewInconsistency? = nil,
            inconsistencyReplacedByReload: TableViewInconsistency? = nil
        ) {
            self.insertedSections = insertedSections
            self.deletedSections = deletedSections
            self.reloadedSections = reloadedSections
            self.movedSections = movedSections
            self.insertedRows = insertedRows
            self.deletedRows = deletedRows
            self.reloadedRows = reloadedRows
            self.movedRows = movedRows
            self.countsBefore = countsBefore
            self.countsAfter = countsAfter
            self.inconsistency = inconsistency
            self.inconsistencyReplacedByReload = inconsistencyReplacedByReload
        }

        init(_ updates: TableBatchUpdates<TableViewRowAnimation>, countsBefore: [Int]?, countsAfter: [Int]?) {
            self.init(
                insertedSections: updates.insertedSections.map { AnimatedSection($0.section, $0.animation) },
                deletedSections: updates.deletedSections.map { AnimatedSection($0.section, $0.animation) },
                reloadedSections: updates.reloadedSections.map { AnimatedSection($0.section, $0.animation) },
                movedSections: updates.request.movedSections.map { Move(from: $0.from, to: $0.to) },
                insertedRows: updates.insertedRows.map { AnimatedRow($0.indexPath, $0.animation) },
                deletedRows: updates.deletedRows.map { AnimatedRow($0.indexPath, $0.animation) },
                reloadedRows: updates.reloadedRows.map { AnimatedRow($0.indexPath, $0.animation) },
                movedRows: updates.request.movedItems.map { Move(from: $0.from, to: $0.to) },
                countsBefore: countsBefore,
                countsAfter: countsAfter
            )
        }

        /// Whether no change was declared.
        public var isEmpty: Bool {
            insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
                && insertedRows.isEmpty && deletedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
        }
    }

    /// Every batch update the view committed, rejected or skipped, in order, since it was created or since
    /// ``resetRecording()``, while ``isRecordingEvents`` is `true`. The last one is the last batch's updates with their
    /// animations.
    public var performedUpdates: [PerformedUpdate] {
        batchStorage.performedUpdates
    }
}
