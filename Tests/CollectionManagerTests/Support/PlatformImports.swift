// On Apple platforms `IndexPath(item:section:)`, `item` and `section` come from UIKit or AppKit, not from
// CollectionManager (see Sources/CollectionManager/CollectionManager.docc/Platforms.md). Importing the overlay here makes them available to every file of
// this target, as an app's own import of UIKit does; on other platforms CollectionManager declares them.
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
import StorageTestSupport
#endif
