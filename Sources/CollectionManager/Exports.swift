// `import CollectionManager` gives the whole family, as DTCollectionViewManager's users get DTModelStorage's types
// and UIKit's with it.
@_exported import ManagerCore
@_exported import ModelStorage
@_exported import VirtualUIKit
