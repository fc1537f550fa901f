import Foundation

/// A manager's registry of mappings: registers views with the manager's view, checks nibs, and finds the mapping and
/// the reaction for a model. The collection and table managers each own one.
///
/// Finding a mapping is cached by the model's dynamic type: the type checks (`model is Model`) give the same answer
/// for every value of a type, so the candidates for a type are computed once, in registration order, and only their
/// conditions are evaluated per lookup. Any change to the mappings clears the cache.
@usableFromInline
package final class ViewFactory {
    /// The registered mappings, in registration order.
    package private(set) var mappings: [any RegisteredMapping] = []

    /// Called when the set of event methods some mapping has a reaction for changes, so the manager's delegate objects
    /// can re-announce themselves: only then can their `responds(to:)` answers change.
    package var mappedSignaturesDidChange: (() -> Void)?

    /// What registers mappings with the manager's view, once there is one.
    package private(set) var registrar: ViewRegistrar?

    /// Where problems go; read on each report, so replacing the manager's handler takes effect at once. The manager
    /// turns each into its own anomaly.
    package var reportProblem: (MappingProblem, AnomalyDetails?) -> Void = { _, _ in }

    /// How the manager's messages name its views and registration calls.
    package let vocabulary: MappingVocabulary

    /// Where the manager's public calls, and its objects', may run; see ``ManagerThreadCheck``.
    package let threadCheck: ManagerThreadCheck

    /// Models found without a mapping, one per type and kind, until a mapping for them is registered.
    package var unmappedModels: [UnmappedModel] = []

    private var cellCandidates: [ObjectIdentifier: [any RegisteredMapping]] = [:]
    private var supplementaryCandidates: [SupplementaryKey: [any RegisteredMapping]] = [:]

    private var reactionCandidates: [ReactionKey: [ReactionCandidate]] = [:]

    /// How many reactions the registered mappings have for each signature (by ordinal), kept up to date by every
    /// change, so `responds(to:)` never scans the mappings.
    private var mappedReactionCounts: [Int]

    /// How many mappings' reactions have been scanned to keep ``mappedReactionCounts`` up to date: each change scans
    /// the reactions of the one mapping it concerns. Read by tests, which pin that registration stays linear.
    package private(set) var reactionCountUpdates = 0

    private struct ReactionKey: Hashable {
        let ordinal: Int
        let modelType: ObjectIdentifier
        let kind: String?
    }

    private struct ReactionCandidate {
        let mapping: any RegisteredMapping
        let reaction: EventReaction
        let isUnconditional: Bool
    }

    /// The last cell answer for each signature (by ordinal), kept only when no condition was evaluated to reach it: the
    /// same model type and view class then always give the same reaction. Every change to the mappings, their
    /// reactions or their conditions clears it. Supplementary lookups use ``reactionCandidates`` only.
    private let lastResolvedReaction: [ResolvedSlot]

    /// One signature's entry of ``lastResolvedReaction``.
    // NB: a constant array of slots, each written by swapping, so no access to a slot's entry overlaps any other code
    // and the optimizer can drop the dynamic exclusivity check from the read on every dispatch.
    private final class ResolvedSlot {
        var entry: ResolvedReaction?

        func replace(with newEntry: ResolvedReaction?) {
            var newEntry = newEntry
            swap(&entry, &newEntry)
        }
    }

    /// A cached cell answer: the reaction (or its absence) for one model type and view class. The cache holds the
    /// reaction strongly, and dispatch holds it again for the duration of its call, so a reaction that unregisters its
    /// own mapping keeps running on a live object.
    private struct ResolvedReaction {
        let modelType: ObjectIdentifier
        let viewType: ObjectIdentifier?
        let reaction: EventReaction?
    }

    /// Lets mappings tell the factory about changes: a mapping may outlive the factory, so it reaches it through this
    /// relay, whose reference the factory clears when it is deallocated.
    private let changeRelay = ChangeRelay()

    private final class ChangeRelay {
        /// The factory, or nil once it is deallocated.
        // NB: `unowned` (checked) rather than `weak`: the factory clears it in its `deinit`, so it is never read after
        // the factory is gone, and a weak reference would give the factory a side table that slows every retain of it.
        unowned var factory: ViewFactory?
    }

    /// Which views' nibs must not declare a reuse identifier other than their mapping's.
    package let checkedReuseIdentifiers: CheckedReuseIdentifiers

    /// Which views' nibs are checked for a reuse identifier of their own: DTCollectionViewManager checks supplementary
    /// views, DTTableViewManager cells.
    package enum CheckedReuseIdentifiers {
        /// A supplementary view, from its nib or its class, must carry its mapping's reuse identifier, if any.
        case supplementaryViews
        /// A cell from a nib must carry its mapping's reuse identifier, if any.
        case cells
    }

    /// A registry for a manager whose events replace `Signature`'s methods, whose messages use `vocabulary`, that
    /// checks the reuse identifiers of the views `checkedReuseIdentifiers` names, and whose refused calls are named
    /// after `managerName`.
    package init<Signature: EventSignature>(
        signatures: Signature.Type,
        vocabulary: MappingVocabulary,
        checkedReuseIdentifiers: CheckedReuseIdentifiers = .supplementaryViews,
        managerName: String = "Manager"
    ) {
        self.vocabulary = vocabulary
        threadCheck = ManagerThreadCheck(managerName: managerName)
        self.checkedReuseIdentifiers = checkedReuseIdentifiers
        mappedReactionCounts = [Int](repeating: 0, count: Signature.count)
        lastResolvedReaction = (0..<Signature.count).map { _ in ResolvedSlot() }
        changeRelay.factory = self
    }

    deinit {
        changeRelay.factory = nil
    }

    private struct SupplementaryKey: Hashable {
        let kind: String
        let modelType: ObjectIdentifier
    }

    // MARK: Registration

    /// Verifies `mapping`'s nib, registers it with the view (if any), and appends it.
    ///
    /// A mapping with an empty reuse identifier is reported and dropped: no view can dequeue it.
    package func add(_ mapping: any RegisteredMapping) {
        guard !mapping.reuseIdentifier.isEmpty else {
            return reportProblem(
                .emptyReuseIdentifier(viewClass: String(describing: mapping.viewClass), viewType: mapping.viewType), nil
            )
        }
        verify(mapping)
        if let registrar { register(mapping, with: registrar) }
        let relay = changeRelay
        // NB: the closure is stored on the mapping, so the mapping outlives every call of it: `unowned` is safe.
        mapping.reactionsDidChange = { [unowned mapping] replaced in
            relay.factory?.reactionsDidChange(of: mapping, replacing: replaced)
        }
        mappings.append(mapping)
        invalidateCaches()
        reportMappingRegisteredAfterLayout(mapping)
        if countReactions(added: mapping.reactions, removed: []) { mappedSignaturesDidChange?() }
    }

    private func reactionsDidChange(of mapping: any RegisteredMapping, replacing replaced: [EventReaction]) {
        // NB: also called when a condition changes, which decides whether a cell lookup may be remembered.
        lastCellLookup = nil
        clearReactionCaches()
        if countReactions(added: mapping.reactions, removed: replaced) { mappedSignaturesDidChange?() }
    }

    /// Updates ``mappedReactionCounts`` for one mapping's change; returns whether a signature gained its first
    /// reaction or lost its last one.
    ///
    /// - Complexity: O(*a* + *r*) for the reactions added and removed.
    private func countReactions(added: [EventReaction], removed: [EventReaction]) -> Bool {
        reactionCountUpdates += 1
        var before = [Int: Bool]()
        for reaction in removed + added where before[reaction.ordinal] == nil {
            before[reaction.ordinal] = mappedReactionCounts[reaction.ordinal] > 0
        }
        for reaction in removed { mappedReactionCounts[reaction.ordinal] -= 1 }
        for reaction in added { mappedReactionCounts[reaction.ordinal] += 1 }
        return before.contains { ordinal, had in had != (mappedReactionCounts[ordinal] > 0) }
    }

    /// Removes the mappings for which `shouldRemove` is true, and unregisters their identifiers that no remaining
    /// mapping uses.
    package func removeMappings(where shouldRemove: (any RegisteredMapping) -> Bool) {
        let removed = mappings.filter(shouldRemove)
        guard !removed.isEmpty else { return }
        for mapping in removed { mapping.reactionsDidChange = nil }
        mappings.removeAll(where: shouldRemove)
        if let registrar {
            for mapping in removed where !mapping.isRegisteredExternally {
                let stillUsed = mappings.contains {
                    $0.viewType == mapping.viewType && $0.reuseIdentifier == mapping.reuseIdentifier
                }
                if !stillUsed { registrar.unregister(mapping.viewType, mapping.reuseIdentifier) }
            }
        }
        invalidateCaches()
        var signaturesChanged = false
        for mapping in removed where countReactions(added: [], removed: mapping.reactions) { signaturesChanged = true }
        if signaturesChanged { mappedSignaturesDidChange?() }
    }

    /// Registers every mapping with a view that became available after they were added, through `registrar`.
    package func registerAllMappings(with registrar: ViewRegistrar) {
        self.registrar = registrar
        for mapping in mappings { register(mapping, with: registrar) }
    }

    private func register(_ mapping: any RegisteredMapping, with registrar: ViewRegistrar) {
        guard !mapping.isRegisteredExternally else { return }
        registrar.register(mapping, mapping.xibName.flatMap { mapping.nibCatalog.nib(named: $0) })
    }

    /// Checks the mapping's nib, as DT's managers do when registering: the nib has a view, of the mapping's class,
    /// and the view's own reuse identifier, if it has one, is the mapping's (for the views
    /// ``checkedReuseIdentifiers`` names: a table's nib cells, a collection's supplementary views).
    private func verify(_ mapping: any RegisteredMapping) {
        guard !mapping.isRegisteredExternally else { return }
        let expected = String(describing: mapping.viewClass)
        var prototype: CollectionReusableView?
        if let xibName = mapping.xibName, let nib = mapping.nibCatalog.nib(named: xibName) {
            guard let first = nib.instantiate().first else {
                return reportProblem(
                    .emptyXibFile(xibName: xibName, expectedViewClass: expected, viewType: mapping.viewType), nil)
            }
            guard mapping.viewTypeCheckingBlock(first) else {
                let found = String(describing: type(of: first))
                return reportProblem(
                    .differentViewClass(
                        xibName: xibName, viewClass: found, expectedViewClass: expected, viewType: mapping.viewType),
                    nil)
            }
            prototype = first
        }
        let view: CollectionReusableView
        switch (checkedReuseIdentifiers, mapping.viewType) {
        case (.supplementaryViews, .supplementaryView): view = prototype ?? mapping.viewClass.init(frame: .zero)
        case (.cells, .cell):
            guard let prototype else { return }
            view = prototype
        default: return
        }
        if let identifier = view.reuseIdentifier, identifier != mapping.reuseIdentifier {
            reportProblem(
                .differentReuseIdentifier(
                    mappingReuseIdentifier: mapping.reuseIdentifier, viewReuseIdentifier: identifier,
                    viewType: mapping.viewType), nil)
        }
    }

    // MARK: Lookup

    private var optionalTypes: [ObjectIdentifier: Bool] = [:]
    private var lastNonOptionalType: ObjectIdentifier?

    /// Whether a type is the non-optional type seen last, so that a value of it needs no unwrapping.
    @inline(__always)
    package func isKnownNonOptional(_ type: ObjectIdentifier) -> Bool {
        type == lastNonOptionalType
    }

    /// `item` with any depth of `Optional` removed, or nil for an empty optional.
    ///
    /// - Complexity: O(1) amortized: whether a type is an `Optional` is found once per type and cached, because the
    ///   dynamic cast that answers it costs more than the rest of a dispatch.
    @usableFromInline
    package func unwrap(_ item: Any) -> Any? {
        let type = ObjectIdentifier(Swift.type(of: item))
        if type == lastNonOptionalType { return item }
        if let isOptional = optionalTypes[type] {
            if !isOptional { lastNonOptionalType = type }
            return isOptional ? RuntimeHelper.recursivelyUnwrapAnyValue(item) : item
        }
        let isOptional = RuntimeHelper.isOptional(item)
        optionalTypes[type] = isOptional
        return isOptional ? RuntimeHelper.recursivelyUnwrapAnyValue(item) : item
    }

    private func invalidateCaches() {
        cellCandidates.removeAll(keepingCapacity: true)
        lastCellLookup = nil
        supplementaryCandidates.removeAll(keepingCapacity: true)
        clearReactionCaches()
    }

    private func clearReactionCaches() {
        reactionCandidates.removeAll(keepingCapacity: true)
        for slot in lastResolvedReaction { slot.replace(with: nil) }
    }

    /// The first registered cell mapping that accepts `model` (already unwrapped) at `indexPath`.
    ///
    /// - Complexity: O(1) amortized when the first type-compatible mapping's condition holds (always, for
    ///   unconditional mappings); O(*c*) condition evaluations for *c* type-compatible mappings otherwise. The first
    ///   lookup for a new model type scans all *m* mappings once.
    package func cellMapping(for model: Any, at indexPath: IndexPath) -> (any RegisteredMapping)? {
        let key = ObjectIdentifier(type(of: model))
        if let lastCellLookup, lastCellLookup.modelType == key { return lastCellLookup.mapping }
        let candidates: [any RegisteredMapping]
        if let cached = cellCandidates[key] {
            candidates = cached
        } else {
            candidates = mappings.filter { $0.viewType == .cell && $0.modelTypeCheckingBlock(model) }
            cellCandidates[key] = candidates
        }
        // NB: the usual case, one unconditional mapping serving the model type, is remembered for the next call, which
        // then costs one comparison instead of hashing the type.
        if let first = candidates.first, first.condition.isUnconditional {
            lastCellLookup = LastCellLookup(modelType: key, mapping: first)
            return first
        }
        return candidates.first { $0.condition.isCompatible(with: indexPath, model: model) }
    }

    /// The last model type ``cellMapping(for:at:)`` answered without a condition, and its answer.
    private var lastCellLookup: LastCellLookup?

    private struct LastCellLookup {
        let modelType: ObjectIdentifier
        let mapping: any RegisteredMapping
    }

    /// The first registered supplementary mapping of `kind` that accepts `model` (already unwrapped) at `indexPath`.
    ///
    /// - Complexity: as ``cellMapping(for:at:)``, plus hashing `kind`.
    package func supplementaryMapping(
        ofKind kind: String,
        for model: Any,
        at indexPath: IndexPath
    ) -> (any RegisteredMapping)? {
        let key = SupplementaryKey(kind: kind, modelType: ObjectIdentifier(type(of: model)))
        let candidates: [any RegisteredMapping]
        if let cached = supplementaryCandidates[key] {
            candidates = cached
        } else {
            let viewType = ViewType.supplementaryView(kind: kind)
            candidates = mappings.filter { $0.viewType == viewType && $0.modelTypeCheckingBlock(model) }
            supplementaryCandidates[key] = candidates
        }
        return candidates.first { $0.condition.isCompatible(with: indexPath, model: model) }
    }

    // MARK: Events

    /// Whether any mapping has a reaction for the method at `ordinal` (an `EventSignature`'s position).
    ///
    /// - Complexity: O(1): a count kept up to date by every change.
    package func hasMappedReaction(ordinal: Int) -> Bool {
        mappedReactionCounts[ordinal] > 0
    }

    /// The reaction for the method at `ordinal` (an `EventSignature`'s position) that serves `model` (already unwrapped) at `indexPath`, as DT's managers
    /// find it: the first mapping, in registration order, of the right view type and kind whose model type accepts
    /// `model`, whose view class accepts `view` (unless `view` is nil), whose condition holds, and that has a reaction
    /// for `signature`; within it, the first such reaction. Independent of which mapping dequeued the view.
    ///
    /// NB: it takes the position, not a generic signature: generic code of this package is not specialized in
    /// the managers' modules, and the position is all the lookup needs.
    ///
    /// `modelType`, when given, is the identity of `model`'s dynamic type.
    ///
    /// - Complexity: O(1) amortized for unconditional mappings: the last answer for each signature is kept, and the
    ///   candidates for a (signature, model type, kind) are computed once and cached until mappings or reactions
    ///   change; O(*c*) condition evaluations for *c* conditional candidates.
    @usableFromInline
    package func reaction(
        ordinal: Int,
        model: Any,
        at indexPath: IndexPath,
        view: CollectionReusableView?,
        supplementaryKind: String?,
        modelType knownModelType: ObjectIdentifier?
    ) -> EventReaction? {
        let modelType = knownModelType ?? ObjectIdentifier(Swift.type(of: model))
        let viewType = view.map { ObjectIdentifier(Swift.type(of: $0)) }
        if supplementaryKind == nil, let last = lastResolvedReaction[ordinal].entry, last.modelType == modelType,
            last.viewType == viewType
        {
            return last.reaction
        }
        let candidates = reactionCandidates(
            ordinal: ordinal, model: model, modelType: modelType, kind: supplementaryKind)
        var conditionEvaluated = false
        var result: EventReaction?
        for candidate in candidates {
            if let view, !candidate.mapping.viewTypeCheckingBlock(view) { continue }
            if candidate.isUnconditional {
                result = candidate.reaction
                break
            }
            conditionEvaluated = true
            if candidate.mapping.condition.isCompatible(with: indexPath, model: model) {
                result = candidate.reaction
                break
            }
        }
        // NB: an answer reached after evaluating a condition is never kept: the next call, for another index path or
        // model value, may get another answer.
        if !conditionEvaluated, supplementaryKind == nil {
            lastResolvedReaction[ordinal].replace(
                with: ResolvedReaction(modelType: modelType, viewType: viewType, reaction: result))
        }
        return result
    }

    /// The mappings of the right kind whose model type accepts `model` and that have a reaction for `signature`, in
    /// registration order, with that reaction.
    ///
    /// - Complexity: O(1) amortized: computed in O(*m* + *r*) once per (signature, model type, kind), then cached.
    private func reactionCandidates(
        ordinal: Int,
        model: Any,
        modelType: ObjectIdentifier,
        kind: String?
    ) -> [ReactionCandidate] {
        let key = ReactionKey(ordinal: ordinal, modelType: modelType, kind: kind)
        if let cached = reactionCandidates[key] { return cached }
        let candidates = mappings.compactMap { mapping -> ReactionCandidate? in
            guard mapping.viewType.supplementaryKind() == kind, mapping.modelTypeCheckingBlock(model),
                let reaction = mapping.reactions.first(where: { $0.ordinal == ordinal })
            else { return nil }
            return ReactionCandidate(
                mapping: mapping, reaction: reaction, isUnconditional: mapping.condition.isUnconditional)
        }
        reactionCandidates[key] = candidates
        return candidates
    }
}

@available(*, unavailable)
extension ViewFactory: Sendable {}

/// Registers mappings with a manager's view: its view classes and nibs under their reuse identifiers.
///
/// The manager builds one for its view; it holds the view weakly.
package struct ViewRegistrar {
    /// Registers a mapping's view class, or its nib when it has one, under the mapping's reuse identifier.
    package var register: (any RegisteredMapping, Nib?) -> Void

    /// Removes the registration of a view type's reuse identifier.
    package var unregister: (ViewType, String) -> Void

    /// A registrar that calls `register` and `unregister`.
    package init(
        register: @escaping (any RegisteredMapping, Nib?) -> Void,
        unregister: @escaping (ViewType, String) -> Void
    ) {
        self.register = register
        self.unregister = unregister
    }
}

/// What the registry finds wrong with a mapping or a model; each manager reports it as its own anomaly.
package enum MappingProblem {
    /// A mapping with an empty reuse identifier, which no view can dequeue; it is dropped.
    case emptyReuseIdentifier(viewClass: String, viewType: ViewType)
    /// A mapping's nib has no view.
    case emptyXibFile(xibName: String, expectedViewClass: String, viewType: ViewType)
    /// A mapping's nib has a view of another class.
    case differentViewClass(xibName: String, viewClass: String, expectedViewClass: String, viewType: ViewType)
    /// A view whose own reuse identifier is not the mapping's.
    case differentReuseIdentifier(mappingReuseIdentifier: String, viewReuseIdentifier: String, viewType: ViewType)
    /// A model of `kind` (nil for cells) that no mapping serves.
    case noMapping(modelDescription: String, kind: String?, indexPath: IndexPath)
    /// A mapping registered after its models were shown without one.
    case mappingRegisteredAfterLayout(viewClass: String, modelType: String)
}
