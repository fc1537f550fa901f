// A storage's users address items with UIKit's index-path members and receive its anomalies; both live below.
@_exported import ListFoundation
