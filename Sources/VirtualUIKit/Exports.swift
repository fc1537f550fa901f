// A view's users address items with UIKit's index-path members and read its batch inconsistencies; both live below.
@_exported import ListFoundation
