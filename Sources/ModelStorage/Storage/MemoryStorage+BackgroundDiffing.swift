import Foundation

// Animated whole-state replacement with the diff off the main actor. The public entry points are inlinable, so that the
// diff runs as code specialized for the caller's item type, as the synchronous ones do.

extension MemoryStorage {
    // MARK: One section

    /// Replaces the items of section `index` with `items` and animates the difference, diffing off the main actor.
    ///
    /// The result is the update `setItems(_:forSection:animated:)` would deliver: the items are read on the main actor,
    /// diffed in a detached task, and the update is delivered on the main actor. Until then the storage reads as
    /// before, as the view shows it. A newer background call on this storage supersedes this one if it has not been
    /// applied yet: this one returns ``BackgroundDiffResult/superseded`` and changes nothing. At most one diff runs per
    /// storage; the calls' results are settled in the order the calls were made. A synchronous call that changes the storage after this one
    /// and before it is applied is newer too, and supersedes it: the later call wins, as it would synchronously.
    ///
    /// ```swift
    /// let result = await storage.setItemsDiffingInBackground(posts)
    /// if result == .superseded { return }   // a newer list is on its way
    /// ```
    ///
    /// - Complexity: On the main actor, O(*c*) to deliver *c* changes, plus O(*n*) casts when the section was not last
    ///   set from a `[T]` (after other changes to it); off it, the diff's O(*n*) expected, O(*n* log *n*) at worst, for
    ///   *n* items before and after.
    @MainActor @inlinable @discardableResult
    public func setItemsDiffingInBackground<T: Hashable & Sendable>(
        _ items: [T], forSection index: Int = 0
    ) async -> BackgroundDiffResult {
        await replaceItemsInBackground(items, inSection: index, rules: ValueDiffRules())
    }

    /// Replaces the items of section `index` with `items` and animates the difference, diffing off the main actor;
    /// models pair by `identifier` and a paired model that is not `==` is updated. See
    /// `setItemsDiffingInBackground(_:forSection:)`.
    ///
    /// - Complexity: As the `Hashable` form.
    @MainActor @inlinable @discardableResult
    public func setItemsDiffingInBackground<T: EntityIdentifiable & Equatable & Sendable>(
        _ items: [T], forSection index: Int = 0
    ) async -> BackgroundDiffResult {
        await replaceItemsInBackground(items, inSection: index, rules: ModelDiffRules())
    }

    /// Replaces the items of section `index` with `items` and animates the difference, diffing off the main actor;
    /// models pair by `identifier` and are compared with `==`. See
    /// `setItemsDiffingInBackground(_:forSection:)`.
    ///
    /// - Complexity: As the `Hashable` form.
    @MainActor @inlinable @discardableResult
    public func setItemsDiffingInBackground<T: EntityIdentifiable & Hashable & Sendable>(
        _ items: [T], forSection index: Int = 0
    ) async -> BackgroundDiffResult {
        await replaceItemsInBackground(items, inSection: index, rules: ModelDiffRules())
    }

    // MARK: All sections

    /// Replaces all sections with one section per inner array and animates the difference, diffing off the main actor.
    ///
    /// The result is the update `setItemsForAllSections(_:animated:)` would deliver; superseding, ordering
    /// and the main actor's share of the work are as for `setItemsDiffingInBackground(_:forSection:)`.
    ///
    /// - Complexity: On the main actor, O(*s* + *c*) for *s* sections and *c* changes, plus O(*n*) casts when a
    ///   section was not last set from a `[T]`; off it, the diff's O(*s* + *n*) expected, O(*n* log *n*) at worst.
    @MainActor @inlinable @discardableResult
    public func setItemsForAllSectionsDiffingInBackground<T: Hashable & Sendable>(
        _ items: [[T]]
    ) async -> BackgroundDiffResult {
        await replaceAllSectionsInBackground(with: items, identifiedBy: { $0 }, isContentEqual: { _, _ in true })
    }

    /// Replaces all sections with one section per inner array and animates the difference, diffing off the main actor;
    /// models pair by `identifier` and are compared with `==`.
    ///
    /// - Complexity: As the `Hashable` form.
    @MainActor @inlinable @discardableResult
    public func setItemsForAllSectionsDiffingInBackground<T: EntityIdentifiable & Equatable & Sendable>(
        _ items: [[T]]
    ) async -> BackgroundDiffResult {
        await replaceAllSectionsInBackground(
            with: items, identifiedBy: { $0.identifier }, isContentEqual: { $0 == $1 })
    }

    /// Replaces all sections with one section per inner array and animates the difference, diffing off the main actor;
    /// models pair by `identifier` and are compared with `==`.
    ///
    /// - Complexity: As the `Hashable` form.
    @MainActor @inlinable @discardableResult
    public func setItemsForAllSectionsDiffingInBackground<T: EntityIdentifiable & Hashable & Sendable>(
        _ items: [[T]]
    ) async -> BackgroundDiffResult {
        await replaceAllSectionsInBackground(
            with: items, identifiedBy: { $0.identifier }, isContentEqual: { $0 == $1 })
    }

    // MARK: Implementation

    /// The items of section `index` as validation sees them, or `nil` when the index is negative or the section does
    /// not exist; reports nothing.
    @usableFromInline
    func existingItems(inSection index: Int) -> SectionItems? {
        index >= 0 && index < stagedSectionCount ? stagedSectionItems(inSection: index) : nil
    }

    /// How many background diffs were requested, applied and superseded on this storage: read by tests.
    @MainActor
    package var backgroundDiffCounts: (requested: Int, applied: Int, superseded: Int) {
        (backgroundDiffs as? BackgroundDiffQueue)?.counts ?? (0, 0, 0)
    }

    /// How many background requests on this storage were resolved before an older one: read by tests.
    @MainActor
    package var backgroundDiffsResolvedOutOfOrder: Int {
        (backgroundDiffs as? BackgroundDiffQueue)?.resolvedOutOfOrder ?? 0
    }

    /// Whether a background diff of this storage is running or waiting.
    @MainActor
    package var isDiffingInBackground: Bool { (backgroundDiffs as? BackgroundDiffQueue)?.isBusy ?? false }

    /// This storage's queue of background diffs.
    @MainActor @usableFromInline
    var backgroundDiffQueue: BackgroundDiffQueue {
        if let queue = backgroundDiffs as? BackgroundDiffQueue { return queue }
        let queue = BackgroundDiffQueue()
        backgroundDiffs = queue
        return queue
    }

    /// Diffs `items` against section `index` off the main actor by `rules` and submits the result as one update, as
    /// `replaceItems(_:inSection:rules:)` does.
    @MainActor @inlinable
    func replaceItemsInBackground<Rules: DiffRules & Sendable>(
        _ items: [Rules.Element], inSection index: Int, rules: Rules
    ) async -> BackgroundDiffResult where Rules.Element: Sendable {
        let version = contentVersion
        return await backgroundDiffQueue.submit(
            BackgroundDiffQueue.Work(
                prepare: { [self] in
                    guard let old = existingItems(inSection: index) else {
                        return { BackgroundDiffOutcome.noDiff }
                    }
                    if let typed = old.typed as? TypedItems<Rules.Element> {
                        let oldItems = typed.items
                        return {
                            BackgroundDiffOutcome.list(
                                ListDiff(from: oldItems, to: items, rules: rules))
                        }
                    }
                    // NB: the stored models are `Any`, which cannot leave the main actor: they are cast here.
                    let oldModels = old.allUncached().map { $0 as? Rules.Element }
                    return {
                        BackgroundDiffOutcome.list(
                            ListDiff(fromOptionals: oldModels, to: items, rules: rules))
                    }
                },
                finish: { [self] outcome in
                    guard let outcome = outcome as? BackgroundDiffOutcome, version == contentVersion else {
                        return false
                    }
                    switch outcome {
                    case .noDiff:
                        // NB: what the synchronous call does for a section that does not exist, or a negative index.
                        if index >= 0 {
                            addItems(items, toSection: index)
                        } else {
                            _ = itemsToReplace(inSection: index)
                        }
                    case .list(let diff):
                        submitReplacement(of: index, with: SectionItems(typed: TypedItems(items)), diff: diff)
                    case .sectioned:
                        return false
                    }
                    return true
                }))
    }

    /// Diffs `items` against all sections off the main actor and submits the result as one update, as
    /// `replaceAllSections(with:identifiedBy:isContentEqual:)` does.
    @MainActor @inlinable
    func replaceAllSectionsInBackground<T: Sendable, ID: Hashable & SendableMetatype>(
        with items: [[T]],
        identifiedBy identity: @escaping @Sendable (T) -> ID,
        isContentEqual: @escaping @Sendable (T, T) -> Bool
    ) async -> BackgroundDiffResult {
        let version = contentVersion
        return await backgroundDiffQueue.submit(
            BackgroundDiffQueue.Work(
                prepare: { [self] in
                    let old = itemsOfAllSections()
                    if let typed = typedItemsOfAllSections(old, as: T.self) {
                        return {
                            BackgroundDiffOutcome.sectioned(
                                SectionedDiff(
                                    from: typed, to: items, identifiedBy: identity, isContentEqual: isContentEqual))
                        }
                    }
                    // NB: the stored models are `Any`, which cannot leave the main actor: they are cast here.
                    let oldModels = old.map { section in section.allUncached().map { $0 as? T } }
                    return {
                        BackgroundDiffOutcome.sectioned(
                            SectionedDiff(
                                from: oldModels, to: items.map { section in section.map { Optional($0) } },
                                identifiedBy: { $0.map(identity) }, isContentEqual: { isContentEqual($0!, $1!) }))
                    }
                },
                finish: { [self] outcome in
                    guard let outcome = outcome as? BackgroundDiffOutcome, version == contentVersion,
                        case .sectioned(let diff) = outcome
                    else { return false }
                    submitReplacementOfAllSections(
                        with: items.map { SectionItems(typed: TypedItems($0)) }, diff: diff)
                    return true
                }))
    }
}

/// A background diff's result.
@usableFromInline
enum BackgroundDiffOutcome: Sendable {
    /// Nothing to diff against: the section does not exist.
    case noDiff
    /// The diff of one section.
    case list(ListDiff)
    /// The diff of all sections.
    case sectioned(SectionedDiff)
}
