"""The learner's working folder for a lab: where its instructions ``cd`` and write files.

``$LABCLOUD_LABS_DIR/<lab>`` when that is set, else ``<labcloud data dir>/labs/<lab>`` (under the
user's home, so it works for a non-root user on a laptop). ``lab start`` creates it empty, with the
files the lab hands out; ``labcloud lab dir`` prints it. A marker file guards the clean-up: only a
folder labcloud made is ever emptied, and the learner's files are never deleted: ``lab start`` and
``lab reset`` move them into a sibling folder ``<lab>.kept-<time>`` and say where (a handed-out file
the learner did not change is simply handed out again).
"""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

from labcloud.config import default_data_dir
from labcloud.labs.scenario import Scenario

MARKER = ".labcloud-lab"


def root() -> Path:
    configured = os.environ.get("LABCLOUD_LABS_DIR")
    return Path(configured).expanduser() if configured else default_data_dir() / "labs"


def folder(name: str) -> Path:
    return root() / name


def prepare(scenario: Scenario) -> tuple[Path, Path | None]:
    """Create (or clear) the lab's folder and put the lab's starting files in it: the folder, and
    where the learner's earlier files were moved (None when there were none)."""
    target = folder(scenario.name)
    kept = set_aside(scenario)
    target.mkdir(parents=True, exist_ok=True)
    (target / MARKER).write_text(f"labcloud working folder of the lab {scenario.name}\n")
    for name, resource in scenario.files.items():
        (target / name).write_bytes(scenario.file_bytes(resource))
    return target, kept


def set_aside(scenario: Scenario) -> Path | None:
    """Move the learner's files out of the lab's folder if labcloud made it (the folder stays, so a
    shell sitting in it keeps working): the folder they were moved to, or None when there were none.
    Handed-out files left as they were handed out are removed instead (``prepare`` writes them again)."""
    target = folder(scenario.name)
    if not (target.is_dir() and (target / MARKER).is_file()):
        return None
    handed_out = {name: scenario.file_bytes(resource) for name, resource in scenario.files.items()}
    kept: Path | None = None
    for child in sorted(target.iterdir()):
        if child.name == MARKER:
            continue
        if child.name in handed_out and child.is_file() and not child.is_symlink():
            if child.read_bytes() == handed_out[child.name]:
                child.unlink()
                continue
        if kept is None:
            stamp = time.strftime("%Y%m%d-%H%M%S")
            kept = target.parent / f"{scenario.name}.kept-{stamp}"
            suffix = 1
            while kept.exists():
                suffix += 1
                kept = target.parent / f"{scenario.name}.kept-{stamp}-{suffix}"
            kept.mkdir(parents=True)
        shutil.move(str(child), str(kept / child.name))
    return kept
