import Foundation

/// A setting switched on or off in place.
struct ToggleSetting: Hashable, Sendable {
    var title: String
    var isOn: Bool

    init(title: String, isOn: Bool) {
        self.title = title
        self.isOn = isOn
    }
}

/// A setting that leads to a screen of its own; a destructive one acts at once instead.
struct LinkSetting: Hashable, Sendable {
    var title: String
    var isDestructive: Bool

    init(title: String, isDestructive: Bool = false) {
        self.title = title
        self.isDestructive = isDestructive
    }
}
