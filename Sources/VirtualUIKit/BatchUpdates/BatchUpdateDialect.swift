/// What differs between the views that commit batches with UIKit's rules: the words of the exception texts, and
/// whether a repeated delete or insert counts once or each time.
///
/// `BatchUpdateValidator` runs one algorithm for both views; everything view-specific comes from here.
///
/// | | `collectionView` | `tableView(_:)` |
/// | --- | --- | --- |
/// | element | item | row |
/// | count texts | classic (two spaces, no suffix) | modern (one space, ` Table view: <description>`) or classic |
/// | repeated deletes and inserts | counted each time, as UIKit's arrays count them | collapsed before counting |
struct BatchUpdateDialect {
    /// How the count-mismatch texts are worded.
    enum CountTexts {
        /// Two spaces after the first sentence and no suffix: the older texts (iOS 12's, which most older crash logs
        /// quote), and the collection view's choice (see `checkCounts`).
        case classic
        /// One space after the first sentence and the view's description after the text, as in
        /// `… (0 moved in, 0 moved out). Table view: <description>`: the texts of iOS 16 and later.
        case modern(viewDescription: String)
    }

    /// The class the invalid-index-path text names: `UICollectionView`.
    let viewClassName: String
    /// The view as the texts name it: `collection view`.
    let viewName: String
    /// What a section holds, as the texts name it: `item`.
    let element: String
    /// Whether a delete or insert repeated in one batch counts once: UITableView removes a repeat after sorting,
    /// UICollectionView counts it again.
    let collapsesRepeats: Bool
    /// The wording of the count-mismatch texts.
    let countTexts: CountTexts

    /// UICollectionView's rules and texts.
    static let collectionView = Self(
        viewClassName: "UICollectionView", viewName: "collection view", element: "item", collapsesRepeats: false,
        countTexts: .classic
    )

    /// UITableView's rules and texts, with count texts of the given generation.
    ///
    /// - Parameter countTexts: `.modern(viewDescription:)` for the texts of iOS 16 and later, ending in
    ///   ` Table view: <description>`; `.classic` for the older texts that earlier crash logs and tests quote.
    static func tableView(_ countTexts: CountTexts) -> Self {
        Self(
            viewClassName: "UITableView", viewName: "table view", element: "row", collapsesRepeats: true,
            countTexts: countTexts
        )
    }

    /// The plural of ``element``.
    var elements: String { element + "s" }

    /// The view's name at the start of a sentence: `Table view`.
    private var capitalizedViewName: String { viewName.prefix(1).uppercased() + viewName.dropFirst() }

    /// What follows the first sentence of a count-mismatch text: one space or two.
    var countSeparator: String {
        switch countTexts {
        case .classic: "  "
        case .modern: " "
        }
    }

    /// What ends a count-mismatch text: nothing, or the view's description after its name.
    var countSuffix: String {
        switch countTexts {
        case .classic: ""
        case .modern(let description): " \(capitalizedViewName): \(description)"
        }
    }

    /// What ends the inconsistent-maps text: nothing, or the view's description on a line of its own.
    var mapSuffix: String {
        switch countTexts {
        case .classic: ""
        case .modern(let description): "\n\(capitalizedViewName): \(description)"
        }
    }
}
