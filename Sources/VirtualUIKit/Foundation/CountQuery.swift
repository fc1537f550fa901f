/// How UIKit's views load their counts from a data source, shared by the collection and table views.
enum CountQuery {
    /// The count of each section: `numberOfSections()` when the data source implements it (else one section), then
    /// `numberOfElements(section)` for each section in ascending order. A negative number of sections counts as zero,
    /// and so does a negative number of elements unless `keepsNegativeElementCounts` (a table's batch reports it).
    ///
    /// - Complexity: O(*s*) data-source calls for *s* sections.
    static func counts(
        numberOfSections: (() -> Int)?, keepsNegativeElementCounts: Bool = false, numberOfElements: (Int) -> Int
    ) -> [Int] {
        let sections = numberOfSections.map { max(0, $0()) } ?? 1
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for section in 0..<sections {
            let count = numberOfElements(section)
            counts.append(keepsNegativeElementCounts ? count : max(0, count))
        }
        return counts
    }
}
