extension VirtualTableView {
    /// The data source. Weak.
    ///
    /// Assigning a different object (including `nil`) asks it about each optional data-source selector, caches the
    /// answers and invalidates the cached counts and heights. Assigning the object already set does nothing.
    public var dataSource: (any TableViewDataSource)? {
        get { storedDataSource }
        set {
            guard allowsCall("-[UITableView setDataSource:]") else { return }
            guard newValue !== storedDataSource else { return }
            storedDataSource = newValue
            cacheResponses(of: newValue, for: .dataSource)
            invalidateCounts()
        }
    }

    /// The delegate. Weak.
    ///
    /// Assigning a different object (including `nil`) asks it about each optional delegate selector, caches the
    /// answers and invalidates the cached heights, which the delegate may answer. Assigning the object already set
    /// does nothing.
    public var delegate: (any TableViewDelegate)? {
        get { storedDelegate }
        set {
            guard allowsCall("-[UITableView setDelegate:]") else { return }
            guard newValue !== storedDelegate else { return }
            storedDelegate = newValue
            cacheResponses(of: newValue, for: .delegate)
            invalidateGeometry()
        }
    }

    /// The prefetching data source. Weak; cached like ``delegate``.
    public var prefetchDataSource: (any TableViewDataSourcePrefetching)? {
        get { storedPrefetchDataSource }
        set {
            guard allowsCall("-[UITableView setPrefetchDataSource:]") else { return }
            guard newValue !== storedPrefetchDataSource else { return }
            storedPrefetchDataSource = newValue
            cacheResponses(of: newValue, for: .prefetchDataSource)
        }
    }

    /// The object that supplies the items of drags starting on rows. Weak; cached like ``delegate``.
    public var dragDelegate: (any TableViewDragDelegate)? {
        get { interactions.dragDelegate }
        set {
            guard allowsCall("-[UITableView setDragDelegate:]") else { return }
            guard newValue !== interactions.dragDelegate else { return }
            interactions.dragDelegate = newValue
            cacheResponses(of: newValue, for: .dragDelegate)
        }
    }

    /// The object that accepts drops. Weak; cached like ``delegate``.
    public var dropDelegate: (any TableViewDropDelegate)? {
        get { interactions.dropDelegate }
        set {
            guard allowsCall("-[UITableView setDropDelegate:]") else { return }
            guard newValue !== interactions.dropDelegate else { return }
            interactions.dropDelegate = newValue
            cacheResponses(of: newValue, for: .dropDelegate)
        }
    }

    /// How many `responds(to:)` questions the view has asked for `role` since it was created or since
    /// ``resetRecording()``.
    public func respondsToQueryCount(for role: TableViewRole) -> Int {
        guard allowsCall("VirtualTableView.respondsToQueryCount(for:)") else { return 0 }
        return respondsToCache.queryCount(for: role)
    }

    /// The optional selectors the object currently assigned to `role` said it implements when it was assigned.
    public func cachedImplementedSelectors(for role: TableViewRole) -> Set<TableViewSelector> {
        guard allowsCall("VirtualTableView.cachedImplementedSelectors(for:)") else { return [] }
        return respondsToCache.implementedSelectors(for: role)
    }

    private func cacheResponses(of object: (any TableViewSelectorResponding)?, for role: TableViewRole) {
        respondsToCache.cacheAnswers(for: role, about: role.optionalSelectors, from: object.map { $0.responds(to:) })
    }

    /// Whether the cached answer of `role`'s object for `selector` was `true`.
    func implements(_ selector: TableViewSelector, _ role: TableViewRole) -> Bool {
        respondsToCache.implements(selector, role)
    }

    /// The delegate, when its cached answer for `selector` was `true`.
    func delegate(implementing selector: TableViewSelector) -> (any TableViewDelegate)? {
        respondsToCache.object(storedDelegate, implementing: selector, as: .delegate)
    }

    /// The drag delegate, when its cached answer for `selector` was `true`.
    func dragDelegate(implementing selector: TableViewSelector) -> (any TableViewDragDelegate)? {
        respondsToCache.object(interactions.dragDelegate, implementing: selector, as: .dragDelegate)
    }

    /// The drop delegate, when its cached answer for `selector` was `true`.
    func dropDelegate(implementing selector: TableViewSelector) -> (any TableViewDropDelegate)? {
        respondsToCache.object(interactions.dropDelegate, implementing: selector, as: .dropDelegate)
    }

    /// The data source, when its cached answer for `selector` was `true`.
    func dataSource(implementing selector: TableViewSelector) -> (any TableViewDataSource)? {
        respondsToCache.object(storedDataSource, implementing: selector, as: .dataSource)
    }
}
