@testable import FeedExample

/// The inbox the screen tests show: previews of 14, 50, 85 and 7 characters, so rows of one, two, three and one
/// line of preview (44, 64, 84 and 44 points high).
enum InboxFixtures {
    static let ann = Message(sender: "Ann", preview: "Lunch at noon?")
    static let bo = Message(sender: "Bo", preview: "The release notes are ready for your review today.")
    static let cy = Message(
        sender: "Cy", preview: "Here is the roadmap for next quarter: search, offline mode, sharing, and a new inbox.")
    static let di = Message(sender: "Di", preview: "Thanks!")
    static let messages = [ann, bo, cy, di]
}
