// The CollectionManager demo: the library's main job, end to end, printed to the terminal.
// Run it with `swift run CollectionManagerDemo`.

print("CollectionManager demo")
print("======================")
StorageDemo.run()
ManagerDemo.run()
UpdaterDemo.run()
DiffingDemo.run()
