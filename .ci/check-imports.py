#!/usr/bin/env python3
"""Checks that each module imports only the modules below it, as ARCHITECTURE.md draws them.

A module that imports one above it, or a sibling (the storage and the views know nothing of each other), fails CI
here with the file and line, before any build could hide it behind an already-built module.
"""
import pathlib
import re
import sys

SYSTEM = {"Foundation", "Dispatch", "FoundationEssentials", "Glibc", "Musl", "Darwin", "UIKit", "AppKit"}
TESTING = {"XCTest", "Testing"}
ALLOWED = {
    "Sources/ListFoundation": set(),
    "Sources/ModelStorage": {"ListFoundation"},
    "Sources/VirtualUIKit": {"ListFoundation"},
    "Sources/ManagerCore": {"ListFoundation", "ModelStorage", "VirtualUIKit"},
    "Sources/CollectionManager": {"ListFoundation", "ModelStorage", "VirtualUIKit", "ManagerCore"},
    "Sources/TableManager": {"ListFoundation", "ModelStorage", "VirtualUIKit", "ManagerCore"},
    "Tests/TableManagerTests": {"ListFoundation", "ModelStorage", "VirtualUIKit", "ManagerCore", "TableManager",
                                "StorageTestSupport", "ViewTestSupport"} | TESTING,
    "Sources/CollectionManagerTesting": {"ListFoundation", "ModelStorage", "VirtualUIKit", "ManagerCore", "CollectionManager",
                                         "TableManager"} | TESTING,
    "Sources/CollectionManagerDemo": {"CollectionManager"},
    "Tests/StorageTestSupport": {"ListFoundation", "ModelStorage"},
    "Tests/ViewTestSupport": {"ListFoundation", "VirtualUIKit"},
    "Tests/ListFoundationTests": {"ListFoundation"} | TESTING,
    "Tests/ModelStorageTests": {"ListFoundation", "ModelStorage", "StorageTestSupport"} | TESTING,
    "Tests/VirtualUIKitTests": {"ListFoundation", "VirtualUIKit", "ViewTestSupport"} | TESTING,
    "Tests/ManagerCoreTests": {"ListFoundation", "ModelStorage", "VirtualUIKit", "ManagerCore", "StorageTestSupport",
                               "ViewTestSupport"} | TESTING,
}
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)")

failures = []
for folder, allowed in ALLOWED.items():
    for path in sorted(pathlib.Path(folder).rglob("*.swift")):
        for number, line in enumerate(path.read_text().splitlines(), 1):
            match = IMPORT.match(line)
            if match and match.group(1) not in allowed | SYSTEM:
                failures.append(f"{path}:{number}: imports {match.group(1)}, which {folder} may not import")
if failures:
    print("\n".join(failures), file=sys.stderr)
    print("error: a module imports one that is not below it (see ARCHITECTURE.md).", file=sys.stderr)
    sys.exit(1)
print(f"imports follow the layers in {len(ALLOWED)} folders")
