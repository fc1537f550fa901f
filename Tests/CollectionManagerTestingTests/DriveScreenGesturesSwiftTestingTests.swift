import CollectionManager
import Foundation
import Testing

@testable import CollectionManagerTesting

/// Pulling a refresh control, swiping list rows, tapping headers and finding items by their label, under Swift Testing.
///
/// Nothing here reports a failure; the tests that do observe their reports through the reporter's observer, which is
/// local to their task.
struct DriveScreenGesturesSwiftTestingTests {
    @Test func pullToRefresh_refreshControl_runsTheScreensAction() {
        let screen = FeedScreen()
        let control = RefreshControl()
        control.addAction { [weak screen] _ in screen?.log.append("refresh") }
        screen.collectionView.refreshControl = control
        #expect(screen.manager.pullToRefresh())
        #expect(screen.log == ["refresh"])
        #expect(control.isRefreshing)
        #expect(screen.collectionView.contentOffset == CGPoint(x: 0, y: -60))
    }

    @Test func swipeTapping_deletesTheRowOffScreen() {
        let screen = MailboxScreen()
        #expect(screen.manager.swipe(Mailbox(name: "Folder 12"), tapping: "Delete") != nil)
        #expect(screen.log == ["delete Folder 12"])
        #expect(screen.names[0].last == "Folder 11")
        #expect(screen.collectionView.revealedSwipeActions == nil)
    }

    @Test func fullSwipe_byLabel_performsDelete() {
        let screen = MailboxScreen()
        #expect(screen.manager.fullSwipe(itemLabeled: "Inbox · 12  ›")?.title == "Delete")
        #expect(screen.log == ["delete Inbox"])
    }

    @Test func tapHeader_runsItsRecognizer() {
        let screen = MailboxScreen()
        #expect((screen.manager.tap(header: "More") as? SectionTitleHeader)?.title == "More")
        #expect(screen.log == ["tapped header More"])
    }

    @Test func tapItemLabeled_scrollsToFindIt() {
        let screen = MailboxScreen()
        #expect(screen.manager.tap(itemLabeled: "Archive  ›") == .selected)
        #expect(screen.log == ["open Archive"])
        #expect(screen.manager.indexPath(ofItemLabeled: "Trash · 2  ›") == IndexPath(item: 1, section: 1))
    }
}

extension FailOnProblemsSwiftTestingTests {
    @Test func driving_swipeActionTitleNotRevealed_isRecordedListingTheActions() {
        let screen = MailboxScreen()
        let line = #line + 1
        let reports = observingReports { #expect(screen.manager.swipe(MailboxScreen.inbox, tapping: "Archive") == nil) }
        #expect(
            reports.map(\.message) == [
                "Cannot tap the swipe action \"Archive\" of Mailbox Mailbox(Inbox): the revealed trailing actions are "
                    + "\"Delete\" (destructive), \"flag\". Tap one of them." + picture(of: screen)
            ])
        #expect(reports.map(\.framework) == [.swiftTesting])
        #expect(reports.map(\.location.line) == [line])
    }

    @Test func driving_headerWithoutRecognizer_isRecordedWithWhatToAttach() {
        let screen = MailboxScreen(footers: true)
        let reports = observingReports { #expect(screen.manager.tap(footer: "2 mailboxes") == nil) }
        #expect(
            reports.map(\.message) == [
                "Cannot tap the footer of section 1: its PlainFooter has no enabled TapGestureRecognizer, so a tap on it "
                    + "does nothing, as in UIKit. A footer that reacts to taps attaches one where it is created: "
                    + "`addGestureRecognizer(TapGestureRecognizer(target: self, action: PlainFooter.tapped))`."
                    + picture(of: screen)
            ])
    }
}
