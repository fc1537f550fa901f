import CollectionManager
import Foundation
import XCTest

@testable import CollectionManagerTesting

/// Pulling a refresh control, swiping list rows, tapping headers and footers, and finding items by the label their
/// screen picture shows, under XCTest, with the failures misuse produces.
final class DriveScreenGesturesXCTestTests: XCTestCase {
    private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    /// Every label ``MailboxScreen`` shows, in order.
    private let allLabels = [
        "Inbox · 12  ›", "Drafts  ›", "Sent  ›", "Folder 1  ›", "Folder 2  ›", "Folder 3  ›", "Folder 4  ›",
        "Folder 5  ›", "Folder 6  ›", "Folder 7  ›", "Folder 8  ›", "Folder 9  ›", "Folder 10  ›", "Folder 11  ›",
        "Folder 12  ›", "Archive  ›", "Trash · 2  ›",
    ]

    // MARK: Pull to refresh

    /// A feed whose refresh control's action logs `refresh`.
    private func refreshableFeed() -> (FeedScreen, RefreshControl) {
        let screen = FeedScreen()
        let control = RefreshControl()
        control.addAction { [weak screen] _ in screen?.log.append("refresh") }
        screen.collectionView.refreshControl = control
        return (screen, control)
    }

    func testPullToRefresh_refreshControl_runsTheScreensActionAndShowsTheControl() {
        let (screen, control) = refreshableFeed()
        screen.collectionView.scroll(to: CGPoint(x: 0, y: 120))
        let reports = observingReports {
            XCTAssertTrue(screen.manager.pullToRefresh())
        }
        XCTAssertEqual(reports, [])
        XCTAssertEqual(screen.log, ["refresh"])
        XCTAssertTrue(control.isRefreshing)
        // The control takes the 60 points above the content: rows 0 and 1 show in -60...110.
        XCTAssertEqual(screen.collectionView.contentOffset, CGPoint(x: 0, y: -60))
        XCTAssertEqual(screen.manager.visibleModels(as: Post.self).map(\.id), [0, 1])
    }

    func testPullToRefreshWithItems_refreshControl_pullsItThenAppliesTheItems() {
        let (screen, control) = refreshableFeed()
        screen.manager.pullToRefresh(with: Post.numbered(20...21), animated: true)
        XCTAssertEqual(screen.log, ["refresh"])
        XCTAssertEqual(screen.posts, Post.numbered(20...21))
        XCTAssertTrue(control.isRefreshing, "ending the refresh is the screen's work")
        XCTAssertEqual(screen.collectionView.contentOffset, CGPoint(x: 0, y: -60))
        XCTAssertEqual(screen.manager.visibleModels(as: Post.self), Post.numbered(20...21))
        control.endRefreshing()
        XCTAssertEqual(screen.collectionView.contentOffset, .zero)
    }

    func testPullToRefresh_withoutAUsableControl_failsAndChangesNothing() {
        let screen = FeedScreen()
        let noControl = observingReports { XCTAssertFalse(screen.manager.pullToRefresh()) }
        XCTAssertEqual(
            noControl.map(\.message),
            [
                "Cannot pull to refresh: the collection view has no refresh control. Install the screen's "
                    + "RefreshControl in collectionView.refreshControl, with the screen's refresh as its action, or "
                    + "give the refreshed items: pullToRefresh(with:animated:)." + picture(of: screen)
            ])

        let control = RefreshControl()
        control.isEnabled = false
        screen.collectionView.refreshControl = control
        let disabled = observingReports {
            XCTAssertFalse(screen.manager.pullToRefresh())
            screen.manager.pullToRefresh(with: Post.numbered(20...21), animated: false)
        }
        let why = "the collection view's refresh control is disabled (isEnabled is false), so a pull starts no refresh."
        XCTAssertEqual(
            disabled.map(\.message),
            [
                "Cannot pull to refresh: " + why + picture(of: screen),
                "Cannot pull to refresh section 0: " + why + picture(of: screen),
            ])
        XCTAssertEqual(screen.posts, Post.numbered(0...9))

        control.isEnabled = true
        control.beginRefreshing()
        let refreshing = observingReports { XCTAssertFalse(screen.manager.pullToRefresh()) }
        XCTAssertEqual(
            refreshing.map(\.message),
            [
                "Cannot pull to refresh: the collection view's refresh control is already refreshing, so a pull sends "
                    + "nothing. The screen ends a refresh with refreshControl.endRefreshing() once its data is in."
                    + picture(of: screen)
            ])
        XCTAssertEqual(screen.collectionView.contentOffset, .zero)
    }

    // MARK: Swipe actions

    func testSwipe_modelOffScreen_scrollsItIntoViewThenRevealsItsActions() {
        let screen = MailboxScreen()
        let configuration = screen.manager.swipe(Mailbox(name: "Folder 10"))
        XCTAssertEqual(configuration?.actions.map(\.title), ["Delete", nil])
        XCTAssertEqual(screen.collectionView.revealedSwipeActions?.indexPath, path(12))
        // Folder 10 spans 594...638: its bottom meets the bottom of the 300-point view.
        XCTAssertEqual(screen.collectionView.contentOffset, CGPoint(x: 0, y: 338))
        XCTAssertEqual(
            screen.collectionView.screenPicture().components(separatedBy: "\n").last,
            "swipe actions  [0, 12]  trailing  Delete (destructive), flag")
        XCTAssertEqual(screen.log, [])
    }

    func testSwipeTapping_performsTheActionFoundByTitleOrImage() {
        let screen = MailboxScreen()
        XCTAssertNotNil(screen.manager.swipe(MailboxScreen.inbox, tapping: "Delete"))
        XCTAssertNotNil(screen.manager.swipe(itemAt: path(1, 1), tapping: "flag"))
        XCTAssertEqual(screen.log, ["delete Inbox", "flag Trash"])
        XCTAssertEqual(screen.names.first?.first, "Drafts")
        XCTAssertNil(screen.collectionView.revealedSwipeActions, "completion(true) hid them")
    }

    func testFullSwipe_performsTheFirstAction() {
        let screen = MailboxScreen()
        XCTAssertEqual(screen.manager.fullSwipe(itemLabeled: "Trash · 2  ›")?.title, "Delete")
        XCTAssertEqual(screen.manager.fullSwipe(itemAt: path(0))?.title, "Delete")
        XCTAssertEqual(screen.manager.fullSwipe(Mailbox(name: "Drafts"))?.title, "Delete")
        XCTAssertEqual(screen.log, ["delete Trash", "delete Inbox", "delete Drafts"])
        XCTAssertEqual(screen.names.map(\.count), [13, 1])
    }

    func testSwipe_misuse_failsSayingWhatTheScreenLacks() {
        let screen = MailboxScreen()
        screen.fullSwipeDeletes = false
        let actions = "\"Delete\" (destructive), \"flag\""

        let line = #line + 1
        let unknownAction = observingReports { XCTAssertNil(screen.manager.swipe(itemAt: path(0), tapping: "Archive")) }
        XCTAssertEqual(
            unknownAction.map(\.message),
            [
                "Cannot tap the swipe action \"Archive\" of the item at [0, 0]: the revealed trailing actions are "
                    + "\(actions). Tap one of them." + picture(of: screen)
            ])
        XCTAssertEqual(unknownAction.map(\.location.line), [line])
        XCTAssertEqual(screen.collectionView.revealedSwipeActions?.indexPath, path(0), "they stay revealed")

        let noFullSwipe = observingReports { XCTAssertNil(screen.manager.fullSwipe(itemAt: path(1))) }
        XCTAssertEqual(
            noFullSwipe.map(\.message),
            [
                "Cannot full-swipe the item at [0, 1]: its configuration's performsFirstActionWithFullSwipe is false, "
                    + "so a full swipe only reveals the trailing actions, \(actions). Tap one of them: "
                    + "swipe(_:edge:tapping:)." + picture(of: screen)
            ])

        let noProvider = observingReports { XCTAssertNil(screen.manager.swipe(itemAt: path(0), edge: .leading)) }
        XCTAssertEqual(
            noProvider.map(\.message),
            [
                "Cannot swipe the item at [0, 0] from the leading edge: the list configuration of section 0 has no "
                    + "leadingSwipeActionsConfigurationProvider. Set one that returns the row's actions."
                    + picture(of: screen)
            ])

        let noActions = observingReports { XCTAssertNil(screen.manager.swipe(Mailbox(name: "Sent"))) }
        XCTAssertEqual(
            noActions.map(\.message),
            [
                "Cannot swipe Mailbox Mailbox(Sent) from the trailing edge: its section's "
                    + "trailingSwipeActionsConfigurationProvider gives no actions for [0, 2] (nil, or a configuration "
                    + "without actions), so the swipe reveals nothing." + picture(of: screen)
            ])
        XCTAssertEqual(screen.log, [])
    }

    func testSwipe_rowOfAFlowLayout_failsAsNotAListSection() {
        let screen = FeedScreen()
        let reports = observingReports { XCTAssertNil(screen.manager.swipe(Post(id: 1, title: "Post 1"))) }
        XCTAssertEqual(
            reports.map(\.message),
            [
                "Cannot swipe Post Post(1) from the trailing edge: section 0 is not a list section, so its rows have no "
                    + "swipe actions. Rows are swiped in a list layout (CollectionViewCompositionalLayout.list(using:), "
                    + "or CollectionLayoutSection.list(using:layoutEnvironment:) in a section provider) whose "
                    + "configuration's trailingSwipeActionsConfigurationProvider gives the actions."
                    + picture(of: screen)
            ])
    }

    // MARK: Headers and footers

    func testTapHeader_bySectionAndByModel_scrollsItIntoViewAndRunsItsRecognizer() {
        let screen = MailboxScreen()
        let tapped = screen.manager.tap(headerInSection: 1)
        XCTAssertEqual((tapped as? SectionTitleHeader)?.title, "More")
        // More spans 748...792: its bottom meets the bottom of the view.
        XCTAssertEqual(screen.collectionView.contentOffset, CGPoint(x: 0, y: 492))
        XCTAssertNotNil(screen.manager.tap(header: "Mailboxes"))
        XCTAssertEqual(screen.collectionView.contentOffset, CGPoint(x: 0, y: 22))
        XCTAssertEqual(screen.log, ["tapped header More", "tapped header Mailboxes"])
        XCTAssertEqual(screen.collectionView.indexPathsForSelectedItems, [])
    }

    func testTapHeaderOrFooter_misuse_failsSayingWhy() {
        let screen = MailboxScreen(footers: true)
        let line = #line + 2
        let reports = observingReports {
            XCTAssertNil(screen.manager.tap(footerInSection: 0))
            XCTAssertNil(screen.manager.tap(headerInSection: 5))
            XCTAssertNil(screen.manager.tap(header: "Drafts"))
            XCTAssertNil(screen.manager.tap(footer: 15))
        }
        let messages = reports.map(\.message)
        XCTAssertEqual(
            messages.first,
            "Cannot tap the footer of section 0: its PlainFooter has no enabled TapGestureRecognizer, so a tap on it "
                + "does nothing, as in UIKit. A footer that reacts to taps attaches one where it is created: "
                + "`addGestureRecognizer(TapGestureRecognizer(target: self, action: PlainFooter.tapped))`."
                + picture(of: screen))
        let expected: [String] = [
            "Cannot tap the header of section 5: there is no such section. The view has 2 sections with 15, 2 items.",
            "Cannot tap the header String Drafts: no section has that header model among the storage's 2 sections. "
                + "Look for a header model the screen shows.",
            "Cannot tap the footer Int 15: no section has that footer model among the storage's 2 sections. Look for "
                + "a footer model the screen shows.",
        ]
        XCTAssertEqual(Array(messages.dropFirst()), expected.map { $0 + picture(of: screen) })
        XCTAssertEqual(reports.map(\.location.line), [line, line + 1, line + 2, line + 3])
        XCTAssertEqual(screen.log, [])
    }

    func testTapFooter_listWithoutFooters_failsAsNotPlaced() {
        let screen = MailboxScreen()
        let reports = observingReports { XCTAssertNil(screen.manager.tap(footerInSection: 1)) }
        XCTAssertEqual(
            reports.map(\.message),
            [
                "Cannot tap the footer of section 1: the layout places no footer there (a flow layout shows one when "
                    + "its reference size for the section is not zero; a list, when its footerMode is .supplementary)."
                    + picture(of: screen)
            ])
    }

    // MARK: Labels

    func testIndexPathOfItemLabeled_readsTheScreenAsItIs() {
        let screen = MailboxScreen()
        XCTAssertEqual(screen.manager.indexPath(ofItemLabeled: "Inbox · 12  ›"), path(0))
        XCTAssertEqual(
            screen.manager.indexPath(ofItemLabeled: "Sent") { ($0.model as? Mailbox)?.name ?? $0.defaultLabel },
            path(2))
        XCTAssertEqual(screen.collectionView.contentOffset, .zero)
    }

    func testIndexPathOfItemLabeled_offScreen_failsListingTheLabelsOnScreen() {
        let screen = MailboxScreen()
        let reports = observingReports { XCTAssertNil(screen.manager.indexPath(ofItemLabeled: "Trash · 2  ›")) }
        XCTAssertEqual(
            reports.map(\.message),
            [
                "Cannot find the item labelled \"Trash · 2  ›\": no cell on screen shows that label. The cells on "
                    + "screen show: \"Inbox · 12  ›\", \"Drafts  ›\", \"Sent  ›\", \"Folder 1  ›\", \"Folder 2  ›\", "
                    + "\"Folder 3  ›\". Items off screen have no label until they are displayed: "
                    + "scrollIntoView(itemLabeled:) scrolls through the content to find one." + picture(of: screen)
            ])
        XCTAssertEqual(screen.collectionView.contentOffset, .zero)
    }

    func testTapItemLabeled_offScreen_scrollsThroughTheContentToFindIt() {
        let screen = MailboxScreen()
        screen.collectionView.scroll(to: CGPoint(x: 0, y: 200))
        XCTAssertEqual(screen.manager.tap(itemLabeled: "Trash · 2  ›"), .selected)
        XCTAssertEqual(screen.log, ["open Trash"])
        XCTAssertEqual(screen.collectionView.indexPathsForSelectedItems, [path(1, 1)])
        // Found on the screen that ends the 880 points of content: 580...880.
        XCTAssertEqual(screen.collectionView.contentOffset, CGPoint(x: 0, y: 580))
        XCTAssertEqual(screen.manager.scrollIntoView(itemLabeled: "Drafts  ›"), path(1))
        XCTAssertEqual(screen.collectionView.contentOffset, .zero, "found on the content's first screen")
    }

    func testTapItemLabeled_noCellShowsIt_failsListingTheLabels_andScrollsBack() {
        let screen = MailboxScreen()
        screen.collectionView.scroll(to: CGPoint(x: 0, y: 200))
        let reports = observingReports { XCTAssertNil(screen.manager.tap(itemLabeled: "Spam  ›")) }
        let listed = allLabels.prefix(12).map { "\"\($0)\"" }.joined(separator: ", ")
        XCTAssertEqual(
            reports.map(\.message),
            [
                "Cannot tap the item labelled \"Spam  ›\": no cell shows that label, on screen or anywhere in the "
                    + "content (17 items seen while scrolling through it). The cells show: \(listed), … (5 more). Look "
                    + "for a label the screen picture shows, drawn with the same label closure as the picture."
                    + picture(of: screen)
            ])
        XCTAssertEqual(screen.collectionView.contentOffset, CGPoint(x: 0, y: 200))
        XCTAssertEqual(screen.log, [])
    }
}
