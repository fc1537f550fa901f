import Foundation

// A screen picture of a managed table labels each row, header and footer by the model the manager's storage holds for
// it.
extension TableManagerDataSource: DisplayedModelProviding {
    package func displayedModel(forItemAt indexPath: IndexPath) -> Any? {
        model(at: indexPath)
    }

    package func displayedModel(forSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> Any? {
        switch kind {
        case CollectionElementKind.sectionHeader: headerFooterModel(header: true, inSection: indexPath.sectionIndex)
        case CollectionElementKind.sectionFooter: headerFooterModel(header: false, inSection: indexPath.sectionIndex)
        default: nil
        }
    }
}
