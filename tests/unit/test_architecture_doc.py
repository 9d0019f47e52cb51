"""docs/architecture.md stays one screen and true: its package list names every package and top-level
module of ``labcloud`` and every service package, and every path it names exists."""

from __future__ import annotations

import re
from pathlib import Path

import labcloud

SRC = Path(labcloud.__file__).parent
DOC = SRC.parent.parent / "docs" / "architecture.md"


def doc_text() -> str:
    return DOC.read_text(encoding="utf-8")


def packages_section() -> str:
    return doc_text().split("## Packages", 1)[1].split("\n## ", 1)[0]


def named_paths(section: str) -> set[str]:
    return set(re.findall(r"`([\w/]+(?:/|\.py))`", section))


def actual_packages() -> set[str]:
    top = {f"{p.name}/" for p in SRC.iterdir() if (p / "__init__.py").exists() and p.name != "services"}
    services = {f"services/{p.name}/" for p in (SRC / "services").iterdir() if (p / "__init__.py").exists()}
    modules = {p.name for p in SRC.glob("*.py") if p.name != "__init__.py"}
    return top | services | modules


def test_every_package_and_module_is_on_the_map():
    missing = actual_packages() - named_paths(packages_section())
    assert missing == set(), f"add a line to docs/architecture.md for {sorted(missing)}"


def test_every_path_the_map_names_exists():
    gone = sorted(p for p in named_paths(packages_section()) if not (SRC / p).exists())
    assert gone == [], f"docs/architecture.md names paths that do not exist: {gone}"


def test_the_map_is_one_screen():
    assert len(doc_text().splitlines()) <= 60
