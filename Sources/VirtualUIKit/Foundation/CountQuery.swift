/// How UIKit's views load their counts from a data source, shared by the collection and table views.
enum CountQuery {
    /// The count of each section: `numberOfSections()` when the data source implements it (else one section), then
    /// `numberOfElements(section)` for each section in ascending order. Negative answers count as zero.
    ///
    /// - Complexity: O(*s*) data-source calls for *s* sections.
    static func counts(numberOfSections: (() -> Int)?, numberOfElements: (Int) -> Int) -> [Int] {
        let sections = numberOfSections.map { max(0, $0()) } ?? 1
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for section in 0..<sections {
            counts.append(max(0, numberOfElements(section)))
        }
        return counts
    }
}
