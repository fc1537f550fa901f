import Foundation

// A screen picture of a managed view labels each element by the model the manager's storage holds for it.
extension CollectionManagerDataSource: DisplayedModelProviding {
    package func displayedModel(forItemAt indexPath: IndexPath) -> Any? {
        model(at: indexPath)
    }

    package func displayedModel(forSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> Any? {
        supplementaryModel(ofKind: kind, at: indexPath)
    }
}
