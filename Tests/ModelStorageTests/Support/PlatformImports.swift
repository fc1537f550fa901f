// On Apple platforms `IndexPath(item:section:)`, `item` and `section` come from UIKit or AppKit, not from
// ListFoundation (see the CollectionManager documentation's Platforms guide). Importing the overlay here makes them
// available to every file of this target, as an app's own import of UIKit does; on other platforms ListFoundation
// declares them.
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif
