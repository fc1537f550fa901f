// `import TableManager` gives the whole family, as DTTableViewManager's users get DTModelStorage's types and UIKit's
// with it.
@_exported import ManagerCore
@_exported import ModelStorage
@_exported import VirtualUIKit
