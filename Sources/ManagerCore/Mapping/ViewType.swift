import Foundation

/// What a mapping produces: cells, or supplementary views of one element kind.
public enum ViewType: Hashable, Sendable, CustomStringConvertible {
    /// Cells.
    case cell
    /// Supplementary views of `kind`, such as `CollectionElementKind.sectionHeader`.
    case supplementaryView(kind: String)

    /// The element kind of a supplementary view type, or `nil` for cells.
    public func supplementaryKind() -> String? {
        switch self {
        case .cell: nil
        case .supplementaryView(let kind): kind
        }
    }

    /// The mappings, in registration order, that can serve `model` at `indexPath` as this view type.
    ///
    /// A mapping qualifies when its view type equals this one, `model` (with `Optional` wrapping removed) is of the
    /// mapping's model type, and its condition holds. A `nil` model has no candidates. The manager takes the first.
    ///
    /// - Complexity: O(*m*) for *m* mappings. The manager's own lookups are cached (see the module's overview).
    public func mappingCandidates(
        for mappings: [any ViewModelMappingProtocol],
        withModel model: Any,
        at indexPath: IndexPath
    ) -> [any ViewModelMappingProtocol] {
        guard let unwrapped = RuntimeHelper.recursivelyUnwrapAnyValue(model) else { return [] }
        return mappings.filter { mapping in
            mapping.viewType == self && mapping.modelTypeCheckingBlock(unwrapped)
                && mapping.condition.isCompatible(with: indexPath, model: unwrapped)
        }
    }

    /// `"cell"` or `"supplementaryView(<kind>)"`.
    public var description: String {
        switch self {
        case .cell: "cell"
        case .supplementaryView(let kind): "supplementaryView(\(kind))"
        }
    }
}
