import Foundation

/// A storage that also provides models for headers, footers and other supplementary views.
///
/// Header and footer models come from ``headerModelProvider`` and ``footerModelProvider``, looked up by section; models
/// of any other kind come from ``supplementaryModelProvider``, looked up by kind and index path. The collection view
/// asks for a supplementary view by kind; ``supplementaryModel(ofKind:forSectionAt:)`` routes the kinds named by
/// ``supplementaryHeaderKind`` and ``supplementaryFooterKind`` to the header and footer providers first.
///
/// ```swift
/// storage.setSectionHeaderModels(["Fruit", "Vegetables"])
/// storage.headerModel(forSection: 1)   // "Vegetables"
/// ```
public protocol SupplementaryStorage: AnyObject {
    /// Returns the header model for a section.
    var headerModelProvider: ((Int) -> Any?)? { get set }

    /// Returns the footer model for a section.
    var footerModelProvider: ((Int) -> Any?)? { get set }

    /// Returns the model of a supplementary view for a kind and an index path.
    ///
    /// Reading it never yields `nil`: the closure it returns consults the header and footer providers first for their
    /// kinds, then the closure that was assigned.
    var supplementaryModelProvider: ((String, IndexPath) -> Any?)? { get set }

    /// The element kind whose models come from ``headerModelProvider``.
    var supplementaryHeaderKind: String? { get set }

    /// The element kind whose models come from ``footerModelProvider``.
    var supplementaryFooterKind: String? { get set }

    /// The model of the supplementary view of `kind` at `indexPath`. The default reads ``supplementaryModelProvider``.
    func supplementaryModel(ofKind kind: String, forSectionAt indexPath: IndexPath) -> Any?
}

/// The element kind DTTableViewManager uses for table section headers.
public let DTTableViewElementSectionHeader = "DTTableViewElementSectionHeader"

/// The element kind DTTableViewManager uses for table section footers.
public let DTTableViewElementSectionFooter = "DTTableViewElementSectionFooter"

extension SupplementaryStorage {
    /// Routes the flow layout's header and footer kinds to the header and footer providers.
    public func configureForCollectionViewFlowLayoutUsage() {
        supplementaryHeaderKind = CollectionElementKind.sectionHeader
        supplementaryFooterKind = CollectionElementKind.sectionFooter
    }

    /// Routes DTTableViewManager's header and footer kinds to the header and footer providers.
    public func configureForTableViewUsage() {
        supplementaryHeaderKind = DTTableViewElementSectionHeader
        supplementaryFooterKind = DTTableViewElementSectionFooter
    }

    /// The header model of `section`, straight from ``headerModelProvider`` (kinds are not consulted).
    public func headerModel(forSection section: Int) -> Any? {
        headerModelProvider?(section) ?? nil
    }

    /// The footer model of `section`, straight from ``footerModelProvider`` (kinds are not consulted).
    public func footerModel(forSection section: Int) -> Any? {
        footerModelProvider?(section) ?? nil
    }

    /// The model of the supplementary view of `kind` at `indexPath`, from ``supplementaryModelProvider``.
    ///
    /// An index path without exactly two indexes (section and item) has no model: the result is `nil` and the
    /// provider is not asked.
    public func supplementaryModel(ofKind kind: String, forSectionAt indexPath: IndexPath) -> Any? {
        guard indexPath.isItemIndexPath else { return nil }
        return supplementaryModelProvider?(kind, indexPath) ?? nil
    }

    /// Makes `models[section]` the header model of each section; sections past the end have none.
    ///
    /// Creates no sections and triggers no reload.
    public func setSectionHeaderModels<T>(_ models: [T]) {
        headerModelProvider = { section in models.indices.contains(section) ? models[section] : nil }
    }

    /// Makes `models[section]` the footer model of each section; sections past the end have none.
    ///
    /// Creates no sections and triggers no reload.
    public func setSectionFooterModels<T>(_ models: [T]) {
        footerModelProvider = { section in models.indices.contains(section) ? models[section] : nil }
    }
}

/// A ``SupplementaryStorage`` that keeps its providers in one ``SupplementaryModelProviders`` value; this protocol's
/// extension implements every ``SupplementaryStorage`` requirement from it.
///
/// `MemoryStorage`, `SingleSectionStorage` and `CollectionViewDiffableDataSource` adopt it; a storage of your own can
/// too, by declaring the one stored property.
public protocol SupplementaryModelProviding: SupplementaryStorage {
    /// The header, footer and custom providers, and the header and footer kinds.
    var supplementaryProviders: SupplementaryModelProviders { get set }
}

extension SupplementaryModelProviding {
    /// Returns the header model for a section. See ``SupplementaryStorage``.
    public var headerModelProvider: ((Int) -> Any?)? {
        get { supplementaryProviders.header }
        set { supplementaryProviders.header = newValue }
    }

    /// Returns the footer model for a section. See ``SupplementaryStorage``.
    public var footerModelProvider: ((Int) -> Any?)? {
        get { supplementaryProviders.footer }
        set { supplementaryProviders.footer = newValue }
    }

    /// Returns the model for a supplementary kind and index path; never `nil` when read. See ``SupplementaryStorage``.
    public var supplementaryModelProvider: ((String, IndexPath) -> Any?)? {
        get {
            { [weak self] kind, indexPath in self?.supplementaryProviders.model(ofKind: kind, at: indexPath) ?? nil }
        }
        set { supplementaryProviders.custom = newValue }
    }

    /// The kind whose models come from ``headerModelProvider``.
    public var supplementaryHeaderKind: String? {
        get { supplementaryProviders.headerKind }
        set { supplementaryProviders.headerKind = newValue }
    }

    /// The kind whose models come from ``footerModelProvider``.
    public var supplementaryFooterKind: String? {
        get { supplementaryProviders.footerKind }
        set { supplementaryProviders.footerKind = newValue }
    }

    /// The model of the supplementary view of `kind` at `indexPath`: header and footer providers first for their
    /// kinds, then ``supplementaryModelProvider``.
    ///
    /// - Complexity: O(1) plus the providers' cost.
    @inlinable
    public func supplementaryModel(ofKind kind: String, forSectionAt indexPath: IndexPath) -> Any? {
        supplementaryProviders.model(ofKind: kind, at: indexPath)
    }
}

/// The header, footer and custom providers of a supplementary storage, and how they combine.
///
/// Storages keep one of these and expose it through ``SupplementaryStorage``'s properties (see
/// ``SupplementaryModelProviding``). Its contents are read and written through those properties only.
public struct SupplementaryModelProviders {
    var header: ((Int) -> Any?)?
    var footer: ((Int) -> Any?)?
    package var custom: ((String, IndexPath) -> Any?)?
    var headerKind: String?
    var footerKind: String?

    /// Providers that provide nothing, and no header or footer kind.
    public init() {}

    /// Header and footer providers win for their kinds, even when they return `nil`; other kinds go to `custom`.
    ///
    /// An index path without exactly two indexes has no section, and so no model of any kind; no provider is asked.
    @usableFromInline
    func model(ofKind kind: String, at indexPath: IndexPath) -> Any? {
        guard indexPath.isItemIndexPath else { return nil }
        if let header, kind == headerKind { return header(indexPath.sectionIndex) }
        if let footer, kind == footerKind { return footer(indexPath.sectionIndex) }
        return custom?(kind, indexPath) ?? nil
    }
}
