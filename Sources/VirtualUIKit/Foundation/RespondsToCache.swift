/// UIKit's `responds(to:)` cache for one view: which optional methods the object of each role said it implements when
/// it was assigned, and how many questions the view asked.
///
/// UIKit asks an object about every optional method of a role once, when the object is assigned to the role's
/// property, and never calls a method whose answer was `false`. Collection views and table views cache alike; each keys
/// the cache by its own roles and selectors.
struct RespondsToCache<Role: Hashable, Selector: Hashable> {
    private var implementedSelectors: [Role: Set<Selector>] = [:]
    private var queryCounts: [Role: Int] = [:]

    /// Asks `answer` about each of `selectors`, in order, and keeps the selectors it answers `true` for as `role`'s;
    /// with no object (`answer` is `nil`), `role` implements nothing and nothing is asked.
    mutating func cacheAnswers(for role: Role, about selectors: [Selector], from answer: ((Selector) -> Bool)?) {
        guard let answer else {
            implementedSelectors[role] = []
            return
        }
        var implemented: Set<Selector> = []
        for selector in selectors {
            queryCounts[role, default: 0] += 1
            if answer(selector) { implemented.insert(selector) }
        }
        implementedSelectors[role] = implemented
    }

    /// Whether the cached answer of `role`'s object for `selector` was `true`.
    func implements(_ selector: Selector, _ role: Role) -> Bool {
        implementedSelectors[role]?.contains(selector) ?? false
    }

    /// `object`, when the cached answer of `role`'s object for `selector` was `true`; otherwise `nil`.
    func object<Object>(_ object: Object?, implementing selector: Selector, as role: Role) -> Object? {
        implements(selector, role) ? object : nil
    }

    /// The selectors `role`'s object said it implements.
    func implementedSelectors(for role: Role) -> Set<Selector> {
        implementedSelectors[role] ?? []
    }

    /// How many questions were asked for `role` since the cache was created or its counts were reset.
    func queryCount(for role: Role) -> Int {
        queryCounts[role, default: 0]
    }

    /// Forgets how many questions were asked; the answers stay.
    mutating func resetQueryCounts() {
        queryCounts.removeAll()
    }
}
