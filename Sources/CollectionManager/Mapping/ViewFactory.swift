import Foundation

/// The manager's registry of mappings: registers views with the collection view, checks nibs, and finds the mapping
/// for a model.
///
/// Finding a mapping is cached by the model's dynamic type: the type checks (`model is Model`) give the same answer
/// for every value of a type, so the candidates for a type are computed once, in registration order, and only their
/// conditions are evaluated per lookup. Any change to the mappings clears the cache.
final class ViewFactory {
    private(set) var mappings: [any ViewModelMappingProtocol] = []

    /// Called after every change to ``mappings``, so the manager's delegate objects can re-announce themselves.
    var mappingsDidChange: (() -> Void)?

    /// The collection view registrations go to, once there is one.
    weak var collectionView: (any CollectionView)?

    /// Where anomalies go; read on each report, so replacing the manager's handler takes effect at once.
    var reportAnomaly: (CollectionViewManagerAnomaly) -> Void = { _ in }

    /// Where anomalies with details go (a model without a mapping).
    var reportAnomalyWithDetails: (CollectionViewManagerAnomaly, AnomalyDetails) -> Void = { _, _ in }

    /// Models found without a mapping, one per type and kind, until a mapping for them is registered.
    var unmappedModels: [UnmappedModel] = []

    private var cellCandidates: [ObjectIdentifier: [any CellViewModelMappingProtocol]] = [:]
    private var supplementaryCandidates: [SupplementaryKey: [any SupplementaryViewModelMappingProtocol]] = [:]

    private var reactionCandidates: [ReactionKey: [ReactionCandidate]] = [:]

    /// The last lookup for each signature (by ordinal): dispatch usually repeats the same model type, and comparing
    /// two identifiers is cheaper than hashing a key.
    private var lastReactionLookup = [LastReactionLookup?](repeating: nil, count: EventMethodSignature.allCases.count)

    private struct LastReactionLookup {
        let modelType: ObjectIdentifier
        let kind: String?
        let candidates: [ReactionCandidate]
    }
    private var mappedSignatures: Set<EventMethodSignature>?

    private struct ReactionKey: Hashable {
        let signature: EventMethodSignature
        let modelType: ObjectIdentifier
        let kind: String?
    }

    private struct ReactionCandidate {
        let mapping: any ViewModelMappingProtocol
        let reaction: EventReaction
        let isUnconditional: Bool
    }

    /// The last answer for each signature (by ordinal), when it did not depend on a condition: the same model type,
    /// view class and kind then always give the same reaction.
    ///
    /// NB: kept in manually managed memory rather than an array property: it is read on every dispatch, and a stored
    /// array would cost an exclusivity check and a copy each time. Only this object touches it, from one isolation
    /// domain.
    private let lastResolvedReaction: UnsafeMutablePointer<ResolvedReaction?> = {
        let pointer = UnsafeMutablePointer<ResolvedReaction?>.allocate(capacity: ViewFactory.signatureCount)
        pointer.initialize(repeating: nil, count: ViewFactory.signatureCount)
        return pointer
    }()

    private static let signatureCount = EventMethodSignature.allCases.count

    /// Lets mappings tell the factory about changes without a weak reference to it.
    ///
    /// NB: a weak reference would give the factory a side table, and every retain of it on the dispatch path would take
    /// the slow path. The factory clears the relay's reference in its `deinit`, so it never dangles.
    private let changeRelay = ChangeRelay()

    private final class ChangeRelay {
        unowned(unsafe) var factory: ViewFactory?
    }

    init() {
        changeRelay.factory = self
    }

    deinit {
        changeRelay.factory = nil
        lastResolvedReaction.deinitialize(count: Self.signatureCount)
        lastResolvedReaction.deallocate()
    }

    /// A cached answer. The reaction is unretained: a mapping in ``mappings`` owns it, every change that could release
    /// it clears the cache, and a change made while a reaction runs retires what it replaces until none runs (see
    /// ``retireDuringDispatch(_:)``).
    private struct ResolvedReaction {
        let modelType: ObjectIdentifier
        let viewType: ObjectIdentifier?
        let kind: String?
        let reaction: Unmanaged<EventReaction>?
    }

    /// How many reactions are running, counting nested dispatches.
    // NB: touched twice per dispatch and never across an access of its own.
    @exclusivity(unchecked) private var runningReactions = 0

    /// Reactions replaced or unregistered while a reaction was running, kept alive until none runs: the running one
    /// may be among them, and dispatch does not retain it.
    @exclusivity(unchecked) private var retiredReactions: [EventReaction] = []

    /// How many reactions are retired, waiting for the running ones to return.
    var retiredReactionCount: Int { retiredReactions.count }

    private func retireDuringDispatch(_ reactions: [EventReaction]) {
        guard runningReactions > 0 else { return }
        retiredReactions.append(contentsOf: reactions)
    }

    /// Marks the start of a lookup or a reaction's run: from here until the matching ``endRunningReaction()``, changes
    /// retire the reactions they would release.
    @inline(__always)
    private func beginRunningReaction() {
        runningReactions += 1
    }

    /// Marks the end of a lookup or a reaction's run; the last to end releases the retired reactions.
    @inline(__always)
    private func endRunningReaction() {
        runningReactions -= 1
        if runningReactions == 0, !retiredReactions.isEmpty { retiredReactions.removeAll() }
    }

    private struct SupplementaryKey: Hashable {
        let kind: String
        let modelType: ObjectIdentifier
    }

    // MARK: Registration

    /// Verifies `mapping`'s nib, registers it with the collection view (if any), and appends it.
    ///
    /// A mapping with an empty reuse identifier is reported and dropped: no collection view can dequeue it.
    func add(_ mapping: any ViewModelMappingProtocol) {
        guard !mapping.reuseIdentifier.isEmpty else {
            return reportAnomaly(
                .emptyReuseIdentifier(viewClass: String(describing: mapping.viewClass), viewType: mapping.viewType))
        }
        verify(mapping)
        if let collectionView { register(mapping, with: collectionView) }
        let relay = changeRelay
        (mapping as? any ReactionsObserving)?.reactionsDidChange = { relay.factory?.reactionsDidChange(replacing: $0) }
        mappings.append(mapping)
        invalidateCaches()
        reportMappingRegisteredAfterLayout(mapping)
        mappingsDidChange?()
    }

    private func reactionsDidChange(replacing replaced: [EventReaction]) {
        retireDuringDispatch(replaced)
        // NB: also called when a condition changes, which decides whether a cell lookup may be remembered.
        lastCellLookup = nil
        reactionCandidates.removeAll(keepingCapacity: true)
        lastReactionLookup = [LastReactionLookup?](repeating: nil, count: EventMethodSignature.allCases.count)
        lastResolvedReaction.update(repeating: nil, count: Self.signatureCount)
        mappedSignatures = nil
        mappingsDidChange?()
    }

    /// Removes the mappings for which `shouldRemove` is true, and unregisters their identifiers that no remaining
    /// mapping uses.
    func removeMappings(where shouldRemove: (any ViewModelMappingProtocol) -> Bool) {
        let removed = mappings.filter(shouldRemove)
        guard !removed.isEmpty else { return }
        for mapping in removed { (mapping as? any ReactionsObserving)?.reactionsDidChange = nil }
        retireDuringDispatch(removed.flatMap(\.reactions))
        mappings.removeAll(where: shouldRemove)
        if let collectionView {
            for mapping in removed where !mapping.isRegisteredExternally {
                let stillUsed = mappings.contains {
                    $0.viewType == mapping.viewType && $0.reuseIdentifier == mapping.reuseIdentifier
                }
                guard !stillUsed else { continue }
                switch mapping.viewType {
                case .cell:
                    collectionView.register(
                        nil as CollectionViewCell.Type?, forCellWithReuseIdentifier: mapping.reuseIdentifier)
                case .supplementaryView(let kind):
                    collectionView.register(
                        nil as CollectionReusableView.Type?, forSupplementaryViewOfKind: kind,
                        withReuseIdentifier: mapping.reuseIdentifier)
                }
            }
        }
        invalidateCaches()
        mappingsDidChange?()
    }

    /// Registers every mapping with a collection view that became available after they were added.
    func registerAllMappings(with collectionView: any CollectionView) {
        self.collectionView = collectionView
        for mapping in mappings { register(mapping, with: collectionView) }
    }

    private func register(_ mapping: any ViewModelMappingProtocol, with collectionView: any CollectionView) {
        guard !mapping.isRegisteredExternally else { return }
        let nib = mapping.xibName.flatMap { mapping.nibCatalog.nib(named: $0) }
        switch mapping.viewType {
        case .cell:
            if let nib {
                collectionView.register(nib, forCellWithReuseIdentifier: mapping.reuseIdentifier)
            } else if let cellMapping = mapping as? any CellViewModelMappingProtocol {
                collectionView.register(cellMapping.cellClass, forCellWithReuseIdentifier: mapping.reuseIdentifier)
            }
        case .supplementaryView(let kind):
            if let nib {
                collectionView.register(
                    nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: mapping.reuseIdentifier)
            } else {
                collectionView.register(
                    mapping.viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: mapping.reuseIdentifier)
            }
        }
    }

    /// Checks the mapping's nib, as DTCollectionViewManager does when registering.
    private func verify(_ mapping: any ViewModelMappingProtocol) {
        guard !mapping.isRegisteredExternally else { return }
        let expected = String(describing: mapping.viewClass)
        var prototype: CollectionReusableView?
        if let xibName = mapping.xibName, let nib = mapping.nibCatalog.nib(named: xibName) {
            guard let first = nib.instantiate().first else {
                return reportAnomaly(.emptyXibFile(xibName: xibName, expectedViewClass: expected))
            }
            guard mapping.viewTypeCheckingBlock(first) else {
                let found = String(describing: type(of: first))
                switch mapping.viewType {
                case .cell:
                    reportAnomaly(.differentCellClass(xibName: xibName, cellClass: found, expectedCellClass: expected))
                case .supplementaryView:
                    reportAnomaly(
                        .differentSupplementaryClass(xibName: xibName, viewClass: found, expectedViewClass: expected))
                }
                return
            }
            prototype = first
        }
        guard case .supplementaryView = mapping.viewType else { return }
        let view = prototype ?? mapping.viewClass.init(frame: .zero)
        if let identifier = view.reuseIdentifier, identifier != mapping.reuseIdentifier {
            reportAnomaly(
                .differentSupplementaryReuseIdentifier(
                    mappingReuseIdentifier: mapping.reuseIdentifier, supplementaryReuseIdentifier: identifier))
        }
    }

    // MARK: Lookup

    private var optionalTypes: [ObjectIdentifier: Bool] = [:]
    // NB: read on every dispatch and written only from `unwrap`, which never overlaps another access to it.
    @exclusivity(unchecked) private var lastNonOptionalType: ObjectIdentifier?

    /// `item` with any depth of `Optional` removed, or nil for an empty optional.
    ///
    /// - Complexity: O(1) amortized: whether a type is an `Optional` is found once per type and cached, because the
    ///   dynamic cast that answers it costs more than the rest of a dispatch.
    /// Whether a type is the non-optional type seen last, so that a value of it needs no unwrapping.
    @inline(__always)
    func isKnownNonOptional(_ type: ObjectIdentifier) -> Bool {
        type == lastNonOptionalType
    }

    func unwrap(_ item: Any) -> Any? {
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
        reactionCandidates.removeAll(keepingCapacity: true)
        lastReactionLookup = [LastReactionLookup?](repeating: nil, count: EventMethodSignature.allCases.count)
        lastResolvedReaction.update(repeating: nil, count: Self.signatureCount)
        mappedSignatures = nil
    }

    /// The first registered cell mapping that accepts `model` (already unwrapped) at `indexPath`.
    ///
    /// - Complexity: O(1) amortized when the first type-compatible mapping's condition holds (always, for
    ///   unconditional mappings); O(*c*) condition evaluations for *c* type-compatible mappings otherwise. The first
    ///   lookup for a new model type scans all *m* mappings once.
    func cellMapping(for model: Any, at indexPath: IndexPath) -> (any CellViewModelMappingProtocol)? {
        let key = ObjectIdentifier(type(of: model))
        if let lastCellLookup, lastCellLookup.modelType == key { return lastCellLookup.mapping }
        let candidates: [any CellViewModelMappingProtocol]
        if let cached = cellCandidates[key] {
            candidates = cached
        } else {
            candidates = mappings.compactMap { mapping in
                guard mapping.viewType == .cell, mapping.modelTypeCheckingBlock(model) else { return nil }
                return mapping as? any CellViewModelMappingProtocol
            }
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
        let mapping: any CellViewModelMappingProtocol
    }

    /// The first registered supplementary mapping of `kind` that accepts `model` (already unwrapped) at `indexPath`.
    ///
    /// - Complexity: as ``cellMapping(for:at:)``, plus hashing `kind`.
    func supplementaryMapping(
        ofKind kind: String,
        for model: Any,
        at indexPath: IndexPath
    ) -> (any SupplementaryViewModelMappingProtocol)? {
        let key = SupplementaryKey(kind: kind, modelType: ObjectIdentifier(type(of: model)))
        let candidates: [any SupplementaryViewModelMappingProtocol]
        if let cached = supplementaryCandidates[key] {
            candidates = cached
        } else {
            let viewType = ViewType.supplementaryView(kind: kind)
            candidates = mappings.compactMap { mapping in
                guard mapping.viewType == viewType, mapping.modelTypeCheckingBlock(model) else { return nil }
                return mapping as? any SupplementaryViewModelMappingProtocol
            }
            supplementaryCandidates[key] = candidates
        }
        return candidates.first { $0.condition.isCompatible(with: indexPath, model: model) }
    }

    // MARK: Events

    /// Whether any mapping has a reaction for `signature`.
    ///
    /// - Complexity: O(1) amortized; recomputed in O(*r*) for *r* reactions after a change.
    func hasMappedReaction(for signature: EventMethodSignature) -> Bool {
        if let mappedSignatures { return mappedSignatures.contains(signature) }
        let signatures = Set(mappings.lazy.flatMap { $0.reactions.map(\.signature) })
        mappedSignatures = signatures
        return signatures.contains(signature)
    }

    /// The reaction for `signature` that serves `model` (already unwrapped) at `indexPath`, as DTCollectionViewManager
    /// finds it: the first mapping, in registration order, of the right view type and kind whose model type accepts
    /// `model`, whose view class accepts `view` (unless `view` is nil), whose condition holds, and that has a reaction
    /// for `signature`; within it, the first such reaction. Independent of which mapping dequeued the view.
    ///
    /// - Complexity: O(1) amortized for unconditional mappings: the candidates for a (signature, model type, kind) are
    ///   computed once and cached until mappings or reactions change.
    func reaction(
        for signature: EventMethodSignature,
        model: Any,
        at indexPath: IndexPath,
        view: CollectionReusableView?,
        supplementaryKind: String?,
        modelType knownModelType: ObjectIdentifier? = nil
    ) -> EventReaction? {
        beginRunningReaction()
        defer { endRunningReaction() }
        return resolveReaction(
            for: signature, model: model, modelType: knownModelType, at: indexPath, view: view,
            supplementaryKind: supplementaryKind
        )?.takeUnretainedValue()
    }

    /// Runs the reaction ``reaction(for:model:at:view:supplementaryKind:modelType:)`` finds, expecting a result of
    /// type `R`; nil when there is none or it could not run.
    ///
    /// `modelType`, when given, is the identity of `model`'s dynamic type.
    ///
    /// - Complexity: O(1) amortized, as the lookup; the reaction runs without being retained.
    @inline(__always)
    func performReaction<R>(
        for signature: EventMethodSignature,
        model: Any,
        modelType: ObjectIdentifier?,
        at indexPath: IndexPath,
        view: CollectionReusableView?,
        supplementaryKind: String?,
        first: Any,
        second: Any,
        as resultType: R.Type
    ) -> R? {
        // NB: counted from before the lookup, whose conditions may run code that changes the mappings.
        beginRunningReaction()
        defer { endRunningReaction() }
        guard
            let reaction = resolveReaction(
                for: signature, model: model, modelType: modelType, at: indexPath, view: view,
                supplementaryKind: supplementaryKind)
        else { return nil }
        // NB: the reaction is owned by a mapping, and anything that would release it while it runs retires it into
        // `retiredReactions` instead; so it needs no retain here, which is a measurable part of a dispatch.
        return reaction._withUnsafeGuaranteedRef {
            $0.perform(
                view: view, model: model, indexPath: indexPath, first: first, second: second,
                as: R.self)
        }
    }

    private func resolveReaction(
        for signature: EventMethodSignature,
        model: Any,
        modelType knownModelType: ObjectIdentifier?,
        at indexPath: IndexPath,
        view: CollectionReusableView?,
        supplementaryKind: String?
    ) -> Unmanaged<EventReaction>? {
        let modelType = knownModelType ?? ObjectIdentifier(Swift.type(of: model))
        let viewType = view.map { ObjectIdentifier(Swift.type(of: $0)) }
        let ordinal = signature.ordinal
        // NB: compare the slot's fields in place; binding the slot would copy it, retaining its kind.
        if lastResolvedReaction[ordinal]?.modelType == modelType, lastResolvedReaction[ordinal]?.viewType == viewType,
            lastResolvedReaction[ordinal]?.kind == supplementaryKind, let resolved = lastResolvedReaction[ordinal]
        {
            return resolved.reaction
        }
        let candidates: [ReactionCandidate]
        if let last = lastReactionLookup[signature.ordinal], last.modelType == modelType, last.kind == supplementaryKind
        {
            candidates = last.candidates
        } else {
            let key = ReactionKey(signature: signature, modelType: modelType, kind: supplementaryKind)
            if let cached = reactionCandidates[key] {
                candidates = cached
            } else {
                candidates = mappings.compactMap { mapping in
                    guard mapping.viewType.supplementaryKind() == supplementaryKind,
                        mapping.modelTypeCheckingBlock(model),
                        let reaction = mapping.reactions.first(where: { $0.signature == signature })
                    else { return nil }
                    return ReactionCandidate(
                        mapping: mapping, reaction: reaction, isUnconditional: mapping.condition.isUnconditional)
                }
                reactionCandidates[key] = candidates
            }
            lastReactionLookup[signature.ordinal] = LastReactionLookup(
                modelType: modelType, kind: supplementaryKind, candidates: candidates)
        }
        var result: Unmanaged<EventReaction>?
        var dependsOnCondition = false
        for candidate in candidates {
            if let view, !candidate.mapping.viewTypeCheckingBlock(view) { continue }
            if !candidate.isUnconditional { dependsOnCondition = true }
            if candidate.mapping.condition.isCompatible(with: indexPath, model: model) {
                result = Unmanaged.passUnretained(candidate.reaction)
                break
            }
        }
        // NB: only answers that ran no condition are kept, so no user code ran since the candidates were read and the
        // unretained reaction is still owned by its mapping.
        if !dependsOnCondition {
            lastResolvedReaction[ordinal] = ResolvedReaction(
                modelType: modelType, viewType: viewType, kind: supplementaryKind, reaction: result)
        }
        return result
    }
}
