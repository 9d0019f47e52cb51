"""The learner's working folder for a lab: where its instructions ``cd`` and write files.

``$LABCLOUD_LABS_DIR/<lab>`` when that is set, else ``<labcloud data dir>/labs/<lab>`` (under the
user's home, so it works for a non-root user on a laptop). ``lab start`` creates it empty, with the
files the lab hands out; ``labcloud lab dir`` prints it. A marker file guards the clean-up: only a
folder labcloud made is ever emptied.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from labcloud.config import default_data_dir
from labcloud.labs.scenario import Scenario

MARKER = ".labcloud-lab"


def root() -> Path:
    configured = os.environ.get("LABCLOUD_LABS_DIR")
    return Path(configured).expanduser() if configured else default_data_dir() / "labs"


def folder(name: str) -> Path:
    return root() / name


def prepare(scenario: Scenario) -> Path:
    """Create (or empty) the lab's folder and put the lab's starting files in it."""
    target = folder(scenario.name)
    empty(scenario.name)
    target.mkdir(parents=True, exist_ok=True)
    (target / MARKER).write_text(f"labcloud working folder of the lab {scenario.name}\n")
    for name, resource in scenario.files.items():
        (target / name).write_bytes(scenario.file_bytes(resource))
    return target


def empty(name: str) -> bool:
    """Remove the learner's files from the lab's folder if labcloud made it (the folder stays, so a
    shell sitting in it keeps working); True when it was emptied."""
    target = folder(name)
    if not (target.is_dir() and (target / MARKER).is_file()):
        return False
    for child in target.iterdir():
        if child.name == MARKER:
            continue
        if child.is_dir() and not child.is_symlink():
            shutil.rmtree(child)
        else:
            child.unlink()
    return True
