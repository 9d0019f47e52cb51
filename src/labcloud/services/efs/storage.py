"""Where file systems keep their files: ``<data dir>/efs/<fs id>/``, and an access point's root directory
beneath it, made on first use with CreationInfo's owner and permissions (as EFS makes it on first mount).

A RootDirectory path never leaves its file system: ``..`` components are refused when the access point is
made, and the resolved folder is checked to lie inside the file system's folder."""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

from labcloud.services.efs.state import EfsState


def fs_dir(state: EfsState, fs_id: str) -> Path:
    return state.root / fs_id


def create(state: EfsState, fs_id: str) -> None:
    folder = fs_dir(state, fs_id)
    folder.mkdir(parents=True, exist_ok=True)
    os.chmod(folder, 0o755)


def remove(state: EfsState, fs_id: str) -> None:
    shutil.rmtree(fs_dir(state, fs_id), ignore_errors=True)


def remove_all(state: EfsState) -> None:
    """A reset: every file system's files go with their records."""
    shutil.rmtree(state.root, ignore_errors=True)


#: Entries a size measurement reads at most (DescribeFileSystems stays quick on a file system of many
#: files; past it the size counts the files read, as EFS's metered size also lags the files).
MAX_SIZE_ENTRIES = 100_000


def size(state: EfsState, fs_id: str) -> int:
    """Bytes the file system's files hold (a metered size, as EFS's SizeInBytes)."""
    total = 0
    seen = 0
    for dirpath, _dirs, files in os.walk(fs_dir(state, fs_id)):
        seen += len(files) + 1
        if seen > MAX_SIZE_ENTRIES:
            break
        for name in files:
            try:
                total += os.lstat(os.path.join(dirpath, name)).st_size
            except OSError:
                pass
    return total


class MountError(Exception):
    """The access point's root cannot be mounted (Lambda answers EFSMountFailureException)."""


def access_point_root(state: EfsState, access_point: dict[str, Any]) -> Path:
    """The host folder an access point exposes, made now (with CreationInfo) if missing."""
    base = fs_dir(state, str(access_point["FileSystemId"])).resolve()
    if not base.is_dir():
        raise MountError(f"file system {access_point['FileSystemId']} has no storage")
    root = access_point.get("RootDirectory") or {}
    rel = str(root.get("Path") or "/").strip("/")
    target = (base / rel).resolve() if rel else base
    if target != base and base not in target.parents:
        raise MountError("the access point's root directory lies outside its file system")
    if not target.exists():
        info = root.get("CreationInfo")
        if not info:
            raise MountError(
                f"the access point's root directory /{rel} does not exist and the access point has no CreationInfo"
            )
        parent = target.parent
        parent.mkdir(parents=True, exist_ok=True)
        target.mkdir(mode=0o700)
        os.chmod(target, int(str(info["Permissions"]), 8) & 0o7777)
        if os.geteuid() == 0:
            os.chown(target, int(info["OwnerUid"]), int(info["OwnerGid"]))
    if not target.is_dir() or target.is_symlink():
        raise MountError(f"the access point's root directory /{rel} is not a directory")
    return target
