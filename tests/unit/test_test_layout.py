"""The suite's test folders are not packages, so pytest imports each test file by its base name: two
files with the same name in different folders make one of them fail to import. Keep names unique."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

TESTS = Path(__file__).resolve().parent.parent


def test_every_test_file_name_is_unique():
    seen: dict[str, list[str]] = defaultdict(list)
    for path in TESTS.rglob("test_*.py"):
        if "node_modules" not in path.parts:
            seen[path.name].append(str(path.relative_to(TESTS)))
    assert {name: paths for name, paths in seen.items() if len(paths) > 1} == {}
