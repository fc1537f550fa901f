import CollectionManager
import Foundation

print("CollectionManager demo")
print(IndexPath(item: 1, section: 0))
