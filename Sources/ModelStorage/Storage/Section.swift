/// A section of a storage: an ordered list of models.
public protocol Section {
    /// The model at `index`, or `nil` when the index is out of range.
    func item(at index: Int) -> Any?

    /// The number of models in the section.
    var numberOfItems: Int { get }

    /// Whether the section has no models.
    var isEmpty: Bool { get }
}

/// An object that knows where a section is in its storage.
public protocol SectionLocationIdentifyable: AnyObject {
    /// The index of `section` in the storage, or `nil` when the storage does not hold it.
    func sectionIndex(for section: any Section) -> Int?
}

/// A section that can tell its own index.
public protocol SectionLocatable: AnyObject {
    /// The section's current index in its storage, or `nil` when no storage holds it.
    var currentSectionIndex: Int? { get }

    /// The storage that locates the section. Held weakly.
    var sectionLocationDelegate: (any SectionLocationIdentifyable)? { get set }
}
