// Diffs of a storage's models, stored as `Any`, against new models of one type.
//
// A storage keeps its models as `Any`. Diffing them as `T?` (`nil` for a model of another type) works for every
// content, but copies and compares optionals. Nearly always every stored model is a `T`: then the models are read as
// `T` once, one dynamic cast each, and the diff runs on `[T]` exactly as `ListDiff(from:to:)` does. Both paths give the
// same diff, since a model of another type pairs with nothing either way.

/// The models of `models` as `T`, or `nil` when one of them is of another type.
///
/// - Complexity: O(*n*) dynamic casts for *n* models; stops at the first model of another type.
@inlinable
func modelsCast<T>(_ models: [Any], to type: T.Type) -> [T]? {
    var typed: [T] = []
    typed.reserveCapacity(models.count)
    for model in models {
        guard let model = model as? T else { return nil }
        typed.append(model)
    }
    return typed
}

extension ListDiff {
    /// The diff from stored models to `new` by `rules`; a stored model that is not a `Rules.Element` is deleted.
    ///
    /// - Complexity: That of ``init(from:to:identifiedBy:isContentEqual:)``, plus O(*n*) dynamic casts.
    @inlinable
    init<Rules: DiffRules>(fromModels old: [Any], to new: [Rules.Element], rules: Rules) {
        if let typed = modelsCast(old, to: Rules.Element.self) {
            self.init(from: typed, to: new, rules: rules)
        } else {
            self.init(optionals: old.map { $0 as? Rules.Element }, to: new, rules: rules)
        }
    }

    /// The diff by `rules` from stored models read as `Rules.Element?` (`nil` for a model of another type, which is
    /// deleted) to `new`: the diff ``init(fromModels:to:rules:)`` makes from the same models, for models cast where
    /// they were read (a background diff reads them on the main actor).
    ///
    /// - Complexity: That of ``init(from:to:identifiedBy:isContentEqual:)``, plus one pass to look for a `nil`.
    @inlinable
    init<Rules: DiffRules>(fromOptionals old: [Rules.Element?], to new: [Rules.Element], rules: Rules) {
        if old.contains(where: { $0 == nil }) {
            self.init(optionals: old, to: new, rules: rules)
        } else {
            self.init(from: old.map { $0! }, to: new, rules: rules)
        }
    }

    /// The diff from `old`, where some models are of another type (`nil`), to `new`.
    @inlinable
    init<Rules: DiffRules>(optionals old: [Rules.Element?], to new: [Rules.Element], rules: Rules) {
        self.init(
            from: old, to: new.map { Optional($0) }, identifiedBy: { $0.map { rules($0) } },
            isContentEqual: { rules.isContentEqual($0!, $1!) })
    }
}

extension SectionedDiff {
    /// The diff from sections of stored models to sections of `T` paired by position; a stored model that is not a
    /// `T` is deleted.
    ///
    /// - Complexity: That of ``init(from:to:identifiedBy:isContentEqual:)``, plus O(*n*) dynamic casts.
    @inlinable
    init<T, ID: Hashable>(
        fromModels old: [[Any]], to new: [[T]], identifiedBy identity: (T) -> ID, isContentEqual: (T, T) -> Bool
    ) {
        var typed: [[T]] = []
        typed.reserveCapacity(old.count)
        for section in old {
            guard let section = modelsCast(section, to: T.self) else {
                self.init(
                    from: old.map { section in section.map { $0 as? T } },
                    to: new.map { section in section.map { Optional($0) } }, identifiedBy: { $0.map(identity) },
                    isContentEqual: { isContentEqual($0!, $1!) })
                return
            }
            typed.append(section)
        }
        self.init(from: typed, to: new, identifiedBy: identity, isContentEqual: isContentEqual)
    }
}
