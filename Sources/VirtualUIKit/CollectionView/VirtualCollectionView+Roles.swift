import Foundation

extension VirtualCollectionView {
    /// The data source. Weak.
    ///
    /// Assigning a different object (including `nil`) asks it about each optional data-source selector, caches the
    /// answers and invalidates the cached counts. Assigning the object already set does nothing.
    public var dataSource: (any CollectionViewDataSource)? {
        get { storedDataSource }
        set {
            guard allowsCall("-[UICollectionView setDataSource:]") else { return }
            guard newValue !== storedDataSource else { return }
            storedDataSource = newValue
            cacheResponses(of: newValue, for: .dataSource)
            invalidateCounts()
        }
    }

    /// The delegate. Weak.
    ///
    /// Assigning a different object (including `nil`) asks it about each optional delegate selector, and, when it
    /// conforms to ``CollectionViewDelegateFlowLayout`` or ``CollectionViewDelegateFullScreenLayout``, about the
    /// selectors of those protocols; the answers are cached and the layout is invalidated. Assigning the object
    /// already set does nothing.
    public var delegate: (any CollectionViewDelegate)? {
        get { storedDelegate }
        set {
            guard allowsCall("-[UICollectionView setDelegate:]") else { return }
            guard newValue !== storedDelegate else { return }
            storedDelegate = newValue
            flowLayoutDelegate = newValue as? any CollectionViewDelegateFlowLayout
            fullScreenLayoutDelegate = newValue as? any CollectionViewDelegateFullScreenLayout
            cacheResponses(of: newValue, for: .delegate)
            cacheResponses(of: flowLayoutDelegate, for: .flowLayoutDelegate)
            cacheResponses(of: fullScreenLayoutDelegate, for: .fullScreenLayoutDelegate)
            collectionViewLayout.invalidateLayout()
        }
    }

    /// The prefetching data source. Weak; cached like ``delegate``.
    public var prefetchDataSource: (any CollectionViewDataSourcePrefetching)? {
        get { storedPrefetchDataSource }
        set {
            guard allowsCall("-[UICollectionView setPrefetchDataSource:]") else { return }
            guard newValue !== storedPrefetchDataSource else { return }
            storedPrefetchDataSource = newValue
            cacheResponses(of: newValue, for: .prefetchDataSource)
        }
    }

    /// The drag delegate. Weak; cached like ``delegate``.
    public var dragDelegate: (any CollectionViewDragDelegate)? {
        get { storedDragDelegate }
        set {
            guard allowsCall("-[UICollectionView setDragDelegate:]") else { return }
            guard newValue !== storedDragDelegate else { return }
            storedDragDelegate = newValue
            cacheResponses(of: newValue, for: .dragDelegate)
        }
    }

    /// The drop delegate. Weak; cached like ``delegate``.
    public var dropDelegate: (any CollectionViewDropDelegate)? {
        get { storedDropDelegate }
        set {
            guard allowsCall("-[UICollectionView setDropDelegate:]") else { return }
            guard newValue !== storedDropDelegate else { return }
            storedDropDelegate = newValue
            cacheResponses(of: newValue, for: .dropDelegate)
        }
    }

    /// How many `responds(to:)` questions the view has asked for `role` since it was created or since
    /// ``resetRecording()``.
    public func respondsToQueryCount(for role: CollectionViewRole) -> Int {
        guard allowsCall("VirtualCollectionView.respondsToQueryCount(for:)") else { return 0 }
        return respondsToCache.queryCount(for: role)
    }

    /// The optional selectors the object currently assigned to `role` said it implements when it was assigned.
    public func cachedImplementedSelectors(for role: CollectionViewRole) -> Set<CollectionViewSelector> {
        guard allowsCall("VirtualCollectionView.cachedImplementedSelectors(for:)") else { return [] }
        return respondsToCache.implementedSelectors(for: role)
    }

    private func cacheResponses(of object: (any CollectionViewSelectorResponding)?, for role: CollectionViewRole) {
        respondsToCache.cacheAnswers(for: role, about: role.optionalSelectors, from: object.map { $0.responds(to:) })
    }

    /// Whether the cached answer of `role`'s object for `selector` was `true`.
    func implements(_ selector: CollectionViewSelector, _ role: CollectionViewRole) -> Bool {
        respondsToCache.implements(selector, role)
    }

    /// The delegate, when its cached answer for `selector` was `true`.
    func delegate(implementing selector: CollectionViewSelector) -> (any CollectionViewDelegate)? {
        respondsToCache.object(storedDelegate, implementing: selector, as: .delegate)
    }

    /// The data source, when its cached answer for `selector` was `true`.
    func dataSource(implementing selector: CollectionViewSelector) -> (any CollectionViewDataSource)? {
        respondsToCache.object(storedDataSource, implementing: selector, as: .dataSource)
    }

    /// The drag delegate, when its cached answer for `selector` was `true`.
    func dragDelegate(implementing selector: CollectionViewSelector) -> (any CollectionViewDragDelegate)? {
        respondsToCache.object(storedDragDelegate, implementing: selector, as: .dragDelegate)
    }

    /// The drop delegate, when its cached answer for `selector` was `true`.
    func dropDelegate(implementing selector: CollectionViewSelector) -> (any CollectionViewDropDelegate)? {
        respondsToCache.object(storedDropDelegate, implementing: selector, as: .dropDelegate)
    }
}
