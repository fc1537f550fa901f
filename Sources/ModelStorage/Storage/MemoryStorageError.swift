import Foundation

/// An error thrown by a throwing `MemoryStorage` method whose input does not fit the storage's contents.
///
/// The storage checks its input when the method is called and throws before changing anything, so after a throw the
/// storage is exactly as it was. The same problem is also reported as a ``MemoryStorageAnomaly``.
public enum MemoryStorageError: LocalizedError, Equatable, Sendable {
    /// Why an insertion failed.
    public enum InsertionReason: Equatable, Sendable {
        /// The index path is past the end of its section, or its section is too far past the last one to be created
        /// (see `MemoryStorage.maximumImplicitSectionCreation`).
        case indexPathTooBig(IndexPath)
        /// The index path does not address an item: it is not two indexes long, or an index is negative.
        case invalidIndexPath(IndexPath)
    }

    /// Why a search failed.
    public enum SearchReason: Equatable, Sendable {
        /// No item equal to the one described is in the storage.
        case itemNotFound(itemDescription: String)
    }

    /// An item could not be inserted.
    case insertionFailed(reason: InsertionReason)

    /// An item to replace or remove was not found.
    case searchFailed(reason: SearchReason)

    /// A description of the failure.
    public var errorDescription: String? {
        switch self {
        case .insertionFailed(reason: .indexPathTooBig(let indexPath)):
            "IndexPath \(indexPath) provided was bigger than existing section or item"
        case .insertionFailed(reason: .invalidIndexPath(let indexPath)):
            "IndexPath \(indexPath) provided does not address an item"
        case .searchFailed(reason: .itemNotFound(let description)):
            "Failed to find \(description) in MemoryStorage"
        }
    }
}
