// The managers' shared layer speaks the storage's and the views' types, so it re-exports both, as the managers do.
@_exported import ModelStorage
@_exported import VirtualUIKit
